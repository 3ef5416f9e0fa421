import {
  AccountBetParams,
  AccountIdParams,
  apiRoutes,
  BetCountResponse,
  CashOutRequest,
  CashOutResponse,
  MyBetResponse,
  MyBetsResponse,
  type MyBet,
  SettledBetsQuery,
} from '@sb/contract';
import { translateBetLeg, type NameTranslator } from '@sb/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf, conflict, guardRefusals, notFound, playerScope } from '../accounts/index.ts';
import { requestLocale } from '../catalog/index.ts';

/** A bet's legs named in the language of the call (`l`, X-Accept-Language), as the catalogue is. */
const named = (bet: MyBet, names: NameTranslator): MyBet => ({
  ...bet,
  legs: bet.legs.map((leg) => translateBetLeg(leg, names)),
});

/**
 * My Bets (SPEC.md §7 "Bets history" and the cash-out call it leaves out): every route needs the
 * player's token (401 without; 403 for another account's path), and a bet of another player is a
 * 404 like an unknown one. The work is my-bets-service.ts.
 */
export const myBetsRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  const names = (request: FastifyRequest) => app.catalog.names.translator(requestLocale(request));

  app.get(
    apiRoutes.openBets,
    { schema: { params: AccountIdParams, response: { 200: MyBetsResponse, ...guardRefusals } } },
    async (request) => {
      const { bets } = await app.myBets.openBets(callerOf(request).player);
      return { bets: bets.map((bet) => named(bet, names(request))) };
    },
  );

  app.get(
    apiRoutes.openBet,
    {
      schema: { params: AccountBetParams, response: { 200: MyBetResponse, ...guardRefusals, ...notFound } },
    },
    async (request) => ({
      bet: named(
        await app.myBets.openBet(callerOf(request).player, Number(request.params.betId)),
        names(request),
      ),
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
    async (request) => {
      const { bets } = await app.myBets.settledBets(callerOf(request).player, request.query.numberOfBets);
      return { bets: bets.map((bet) => named(bet, names(request))) };
    },
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
