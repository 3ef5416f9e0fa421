import { apiRoutes, OddsLadderAndMarginsResponse, OddsLadderQuery } from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

const VersionParams = z.object({ version: z.coerce.number().check(z.int(), z.minimum(0)) });

/**
 * GET /xapi/rest/oddsLadderAndMargins/{version} (SPEC.md §7): the ladder and the brand's margins,
 * PPB by default; `type=POWER_ODDS&eventId=` gives one event's power odds. The path's version is
 * the one the client holds; the answer always carries the current one.
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
      const { type = 'PPB', eventId } = request.query;
      const { version, margins } = await app.odds.ladderAndMargins();
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
      reply.header('cache-control', 'public, max-age=300');
      return { version, ladder: [...ODDS_LADDER], margins: selected, powerOdds };
    },
  );
  done();
};
