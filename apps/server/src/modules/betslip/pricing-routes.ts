import {
  apiRoutes,
  PricingRequest,
  RetailCodeRequest,
  SelectionsRequest,
  type BetslipModel,
  type EpwConfig,
} from '@sb/contract';
import { translateBetLeg, type NameTranslator } from '@sb/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { noStore } from '../../http/no-store.ts';
import { type PlayerRow, callerOf } from '../accounts/index.ts';
import { requestLocale } from '../catalog/index.ts';
import { priceFormatOf } from './price-format.ts';

/**
 * The slip's selections named in the language of the call, as the catalogue names them (the slip
 * shows the answer's names); the names a request sends are never read (slip-quotes.ts).
 */
function named<A extends { model: BetslipModel }>(answer: A, names: NameTranslator): A {
  const singles = answer.model.singles.map((single) => ({
    ...translateBetLeg(single, names),
    periodDescription: names.period(single.periodDescription),
  }));
  return { ...answer, model: { ...answer.model, singles } };
}

const RetailCodeParams = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{6,12}$/, 'Expected a retail code')),
});

/**
 * The extra parlay winnings promotion the slip reads (SPEC.md §3 "Epw config"): accumulators of
 * these sizes qualify, paying at most maxAmount extra. The spec shows no source; a fixed demo offer.
 */
export const EPW_CONFIG: EpwConfig = {
  epwPromoFilterValues: { betSize: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  maxAmount: '1000.00',
};

/**
 * Pricing, selections, retail codes and the epw config (SPEC.md §7 "Betslip and bets"). Open to
 * visitors, priced by the request's brand; a request with a bearer token is priced for that player
 * (their brand, currency and balance), and a bad token is a 401 like on any authenticated call.
 */
export const pricingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { guard } = app.accounts;
  const playerGuard = guard();

  const names = (request: FastifyRequest) => app.catalog.names.translator(requestLocale(request));

  // A priced slip may carry the player's balance: like a player's route, no cache keeps it.
  app.addHook('onSend', noStore);

  async function callerPlayer(
    request: FastifyRequest,
    accountId: number | undefined,
  ): Promise<PlayerRow | undefined> {
    if (!request.headers.authorization) {
      if (accountId !== undefined)
        throw new ApiProblem(401, 'UNAUTHORIZED', 'Missing or malformed bearer token');
      return undefined;
    }
    await playerGuard(request);
    const { player } = callerOf(request);
    if (accountId !== undefined && accountId !== player.id)
      throw new ApiProblem(403, 'FORBIDDEN', 'This token belongs to another account');
    return player;
  }

  // §7: PUT re-prices the slip; POST with outcome ids adds them first. One handler serves both.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: apiRoutes.betslipPricing,
      schema: { body: PricingRequest },
      handler: async (request) => {
        const player = await callerPlayer(request, request.body.accountId);
        const answer = await app.betslip.pricing.price(
          request.body,
          player,
          request.brand.code,
          priceFormatOf(request),
        );
        return named(answer, names(request));
      },
    });
  }

  app.post(apiRoutes.betslipSelections, { schema: { body: SelectionsRequest } }, async (request) =>
    named(
      await app.betslip.pricing.selections(request.body.model, request.brand.code, priceFormatOf(request)),
      names(request),
    ),
  );

  app.post(apiRoutes.betslipRetailCodes, { schema: { body: RetailCodeRequest } }, async (request) =>
    app.betslip.pricing.createRetailCode(request.body.model, request.brand.code, priceFormatOf(request)),
  );

  // Not in §7: the till's read-back of a code (and the proof that the code keeps the slip).
  app.get(
    `${apiRoutes.betslipRetailCodes}/:code`,
    { schema: { params: RetailCodeParams } },
    async (request) => app.betslip.pricing.readRetailCode(request.params.code),
  );

  app.get(apiRoutes.epwConfig, () => Promise.resolve(EPW_CONFIG));

  done();
};
