import {
  AccountBetParams,
  AccountIdParams,
  apiRoutes,
  BetCountResponse,
  CashOutRequest,
  CashOutResponse,
  MyBetResponse,
  MyBetsResponse,
  SettledBetsQuery,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf, conflict, guardRefusals, notFound, playerScope } from '../accounts/index.ts';

/**
 * My Bets (SPEC.md §7 "Bets history" and the cash-out call it leaves out): every route needs the
 * player's token (401 without; 403 for another account's path), and a bet of another player is a
 * 404 like an unknown one. The work is my-bets-service.ts.
 */
export const myBetsRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  app.get(
    apiRoutes.openBets,
    { schema: { params: AccountIdParams, response: { 200: MyBetsResponse, ...guardRefusals } } },
    async (request) => app.myBets.openBets(callerOf(request).player),
  );

  app.get(
    apiRoutes.openBet,
    {
      schema: { params: AccountBetParams, response: { 200: MyBetResponse, ...guardRefusals, ...notFound } },
    },
    async (request) => ({
      bet: await app.myBets.openBet(callerOf(request).player, Number(request.params.betId)),
    }),
  );

  app.get(
    apiRoutes.betCount,
    { schema: { params: AccountIdParams, response: { 200: BetCountResponse, ...guardRefusals } } },
    async (request) => app.myBets.betCount(callerOf(request).player),
  );

  // No account id in the path: the token names the player.
  app.get(
    apiRoutes.dailySettledBets,
    { schema: { querystring: SettledBetsQuery, response: { 200: MyBetsResponse, ...guardRefusals } } },
    async (request) => app.myBets.settledBets(callerOf(request).player, request.query.numberOfBets),
  );

  app.post(
    apiRoutes.cashOut,
    {
      // Through its schema: a stored answer replays as it was first sent.
      schema: {
        params: AccountBetParams,
        body: CashOutRequest,
        response: { 200: CashOutResponse, ...guardRefusals, ...notFound, ...conflict },
      },
      config: { guard: { termsAccepted: true } },
    },
    async (request) =>
      app.myBets.cashOut(callerOf(request).player, Number(request.params.betId), request.body),
  );

  done();
});
