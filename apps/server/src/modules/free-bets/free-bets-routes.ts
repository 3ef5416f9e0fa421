import { AccountIdParams, apiRoutes, FreeBetsResponse } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf, guardRefusals, playerScope } from '../accounts/index.ts';
import { freeBetsOf, freeBetView } from './free-bets-repository.ts';

/** GET the player's free-bet tokens (issue 14): available ones first, then used and expired ones. */
export const freeBetsRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  app.get(
    apiRoutes.freeBets,
    { schema: { params: AccountIdParams, response: { 200: FreeBetsResponse, ...guardRefusals } } },
    async (request) => {
      const now = app.clock();
      const views = (await freeBetsOf(app.db, callerOf(request).player.id)).map((row) =>
        freeBetView(row, now),
      );
      const rank = { available: 0, used: 1, expired: 2 } as const;
      return { freeBets: views.sort((a, b) => rank[a.status] - rank[b.status]) };
    },
  );

  done();
});
