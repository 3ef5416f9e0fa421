import { Jackpot } from '@sb/contract';
import { ledgerUnits } from '@sb/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DbId } from '@sb/contract';
import { InputError } from '../../errors.ts';
import { poolById } from './jackpot-repository.ts';
import { jackpotView } from './jackpot-views.ts';
import { openTestPool } from './pool-maker.ts';

export const demoJackpotRoutes = { pools: '/api/demo/jackpot/pools' } as const;

const TestPoolBody = z.object({
  eventIds: z.array(DbId).check(z.minLength(2), z.maxLength(20)),
  reserves: z._default(z.int().check(z.minimum(0), z.maximum(5)), 0),
  currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'EUR'),
});

/**
 * Demo control for browser tests (DEMO_CONTROLS=on only): a pool of its own over the named pre-match
 * football matches, the main ones then the reserves, so a journey that results them touches no other
 * journey's pool (docs/decisions/jackpot.md "Demo").
 */
export const demoJackpotControlRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    demoJackpotRoutes.pools,
    { schema: { body: TestPoolBody, response: { 200: Jackpot } } },
    async (request) => {
      const { eventIds, reserves, currency } = request.body;
      if (new Set(eventIds).size !== eventIds.length)
        throw new InputError('body.eventIds', 'an event appears twice');
      if (reserves >= eventIds.length) throw new InputError('body.reserves', 'a pool needs a main match');
      const now = app.clock();
      const pool = await openTestPool(app.db, { eventIds, reserves, currency }, now);
      if (!pool)
        throw new InputError(
          'body.eventIds',
          'every event must be a pre-match game with an open match result market',
        );
      // The service knows its pools' markets for a second without asking: a result of this pool's
      // match that comes within it must still close the pool.
      app.jackpot.poolsChanged();
      const found = (await poolById(app.db, pool.id))!;
      return jackpotView(found.pool, found.matches, ledgerUnits(0), new Map(), now);
    },
  );
  done();
};
