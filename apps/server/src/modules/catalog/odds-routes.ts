import { apiRoutes, OddsLadderAndMarginsResponse, OddsLadderQuery, type OddsMarginEntry } from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { selectMarket } from './events-repository.ts';
import { HOUSE_BOOK } from './odds-service.ts';

const VersionParams = z.object({ version: z.coerce.number().check(z.int(), z.minimum(0)) });

/**
 * GET /xapi/rest/oddsLadderAndMargins/{version} (SPEC.md §7): the ladder and a brand's margins,
 * PPB by default; `type=POWER_ODDS` gives the brand's boosts (one event's with `eventId`) with
 * their prices now, regular and boosted. `overrideBrand` names the brand whose book is asked for
 * (a front end pricing another brand's odds); without it, the request's brand. The path's version
 * is the one the client holds; the answer always carries the current one.
 */
export const oddsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    apiRoutes.oddsLadderAndMargins,
    {
      schema: {
        params: VersionParams,
        querystring: OddsLadderQuery,
        response: { 200: OddsLadderAndMarginsResponse },
      },
    },
    async (request, reply): Promise<OddsLadderAndMarginsResponse> => {
      const { type = 'PPB', eventId, overrideBrand } = request.query;
      const brand = overrideBrand === undefined ? request.brand : app.brands.byCode(overrideBrand);
      if (!brand) throw new ApiProblem(400, 'UNKNOWN_BRAND', `No brand "${overrideBrand}" is served here`);
      const { version, margins } = await app.odds.ladderAndMargins(brand.code);
      const selected = margins.filter(
        (m) =>
          m.brandMarginType === type &&
          (eventId === undefined || m.eventId === undefined || m.eventId === eventId),
      );
      const powerOdds: OddsLadderAndMarginsResponse['powerOdds'] = {};
      for (const m of selected) {
        if (m.brandMarginType !== 'POWER_ODDS' || !m.eventId || !m.marketId || !m.outcomeId) continue;
        const byMarket = (powerOdds[m.eventId] ??= {});
        (byMarket[m.marketId] ??= []).push(m.outcomeId);
      }
      reply.header('cache-control', 'public, max-age=300').header('vary', 'x-sb-brand');
      return {
        version,
        ladder: [...ODDS_LADDER],
        margins: selected,
        powerOdds,
        odds: type === 'POWER_ODDS' ? await boostedPrices(brand.code, selected) : {},
      };
    },
  );

  /**
   * The boosted outcomes' prices a visitor of the brand sees now, `regular` without the boost and
   * `boosted` with it. A boost whose market is no longer offered, whose event has gone in play
   * (in-play prices are the house book's) or whose book the brand's settings switch off is left out.
   */
  async function boostedPrices(
    brand: string,
    boosts: readonly OddsMarginEntry[],
  ): Promise<OddsLadderAndMarginsResponse['odds']> {
    const book = await app.odds.bookOf(brand);
    if (book === HOUSE_BOOK || boosts.length === 0) return {};
    const [boosted, regular] = await Promise.all([
      app.odds.pricer(book),
      app.odds.pricer(book, { boosts: false }),
    ]);
    const odds: OddsLadderAndMarginsResponse['odds'] = {};
    for (const boost of boosts) {
      if (!boost.marketId || !boost.outcomeId || app.live.state.event(boost.eventId ?? 0)) continue;
      const found = await selectMarket(app.db, boost.marketId);
      const outcome = found?.outcomes.find((o) => o.id === boost.outcomeId);
      if (!found || !outcome) continue;
      const context = {
        marketTypeId: found.market.marketTypeId,
        leagueId: found.leagueId,
        outcomeId: outcome.id,
        eventId: found.market.eventId,
        marketId: found.market.id,
      };
      odds[outcome.id] = {
        regular: regular(outcome.price, context),
        boosted: boosted(outcome.price, context),
      };
    }
    return odds;
  }

  done();
};
