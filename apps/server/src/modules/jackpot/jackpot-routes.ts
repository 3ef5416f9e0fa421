import {
  AccountIdParams,
  ActiveJackpotsResponse,
  ApiError,
  apiRoutes,
  JackpotBetslipQuery,
  JackpotBetslipRequest,
  JackpotBetslipResponse,
  JackpotBetsQuery,
  JackpotBetsResponse,
  JackpotPricingRequest,
  JackpotPricingResponse,
  JackpotRetailCodeRequest,
  JackpotRetailCodeResponse,
  JackpotSelectionsRequest,
  JackpotSelectionsResponse,
} from '@sb/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ledgerUnits } from '@sb/domain';
import { noStore } from '../../http/no-store.ts';
import { bearerToken, callerOf, conflict, guardRefusals, notFound, playerScope } from '../accounts/index.ts';
import { resultsOf } from '../settlement/index.ts';
import {
  activePools,
  entriesOfPlayer,
  poolsByIds,
  stakesOfPools,
  type PoolWithMatches,
} from './jackpot-repository.ts';
import { entryView, jackpotView } from './jackpot-views.ts';
import { resultsByOrdinal } from './pool-rules.ts';

const refused = { 422: ApiError };
/** A player's entries listed at once: a pool allows 10 each, and few play more than a few pools. */
const ENTRIES_LISTED = 100;

/** The results of the pools' markets, by pool id then ordinal. */
async function poolResults(app: FastifyInstance, pools: readonly PoolWithMatches[]) {
  const rows = await resultsOf(
    app.db,
    pools.flatMap((p) => p.matches.map((m) => m.marketId)),
  );
  return new Map(pools.map((p) => [p.pool.id, resultsByOrdinal(p.matches, rows)]));
}

/** The currency whose pools a visitor sees: a logged-in player's, else the brand's. */
async function currencyOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.headers.authorization !== undefined) {
    const { player } = await app.accounts.authenticate(request, bearerToken(request));
    return player.currency;
  }
  return (await app.cms.settings(request.brand.code, 'web')).currencyCode;
}

/** The jackpot calls anyone may make (SPEC.md §7; docs/decisions/jackpot.md). */
export const jackpotRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Prizes grow with every entry and differ by currency: never cached.
  app.addHook('onSend', noStore);

  app.get(
    apiRoutes.activeJackpots,
    { schema: { response: { 200: ActiveJackpotsResponse, 401: ApiError } } },
    async (request) => {
      const pools = await activePools(app.db, await currencyOf(app, request));
      const [stakes, results] = await Promise.all([
        stakesOfPools(
          app.db,
          pools.map((p) => p.pool.id),
        ),
        poolResults(app, pools),
      ]);
      const now = app.clock();
      return {
        jackpots: pools.map(({ pool, matches }) =>
          jackpotView(pool, matches, stakes.get(pool.id) ?? ledgerUnits(0), results.get(pool.id)!, now),
        ),
      };
    },
  );

  app.post(
    apiRoutes.jackpotBets,
    { schema: { body: JackpotPricingRequest, response: { 200: JackpotPricingResponse, ...notFound } } },
    async (request) => {
      const { jackpotId, outcomeIds } = request.body.model;
      return app.jackpot.placement.price(
        jackpotId,
        outcomeIds === '' ? [] : outcomeIds.split(',').map(Number),
      );
    },
  );

  app.post(
    apiRoutes.jackpotSelections,
    { schema: { body: JackpotSelectionsRequest, response: { 200: JackpotSelectionsResponse, ...notFound } } },
    async (request) =>
      app.jackpot.placement.selections(request.body.model.jackpotId, request.body.model.outcomeIds),
  );

  app.post(
    apiRoutes.jackpotRetailCodes,
    {
      schema: {
        body: JackpotRetailCodeRequest,
        response: { 200: JackpotRetailCodeResponse, ...notFound, ...refused },
      },
    },
    async (request) => app.jackpot.placement.retailCode(request.body),
  );

  done();
};

/** A player's jackpot calls: placing an entry, and their entries. */
export const playerJackpotRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  app.post(
    apiRoutes.placeJackpotBetslip,
    {
      schema: {
        params: AccountIdParams,
        querystring: JackpotBetslipQuery,
        body: JackpotBetslipRequest,
        response: { 200: JackpotBetslipResponse, ...guardRefusals, ...notFound, ...conflict, ...refused },
      },
      config: { guard: { termsAccepted: true } },
    },
    async (request) =>
      app.jackpot.placement.place(callerOf(request).player, request.query.uuid, request.body),
  );

  app.get(
    apiRoutes.playerJackpotBets,
    {
      schema: {
        params: AccountIdParams,
        querystring: JackpotBetsQuery,
        response: { 200: JackpotBetsResponse, ...guardRefusals },
      },
    },
    async (request) => {
      const entries = await entriesOfPlayer(
        app.db,
        callerOf(request).player.id,
        request.query.settled,
        ENTRIES_LISTED,
      );
      const pools = await poolsByIds(app.db, [...new Set(entries.map((e) => e.poolId))]);
      const results = await poolResults(app, pools);
      const byId = new Map(pools.map((p) => [p.pool.id, p]));
      const now = app.clock();
      return {
        entries: entries.map((entry) => {
          const { pool, matches } = byId.get(entry.poolId)!;
          return entryView(entry, pool, matches, results.get(pool.id)!, now);
        }),
      };
    },
  );

  done();
});
