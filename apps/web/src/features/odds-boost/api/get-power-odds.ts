import { catalogPaths, type OddsLadderAndMarginsResponse } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { getRequestContext, request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/**
 * GET /xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&overrideBrand= (SPEC.md §7): every boosted
 * outcome of this page's brand (no eventId: one call serves every page), with its regular and
 * boosted prices. The brand is the page's own (its sb-brand meta); a page naming none leaves the
 * choice to the server's host rule.
 */
export function powerOddsQueryOptions() {
  const brand = getRequestContext().brand?.code;
  return queryOptions({
    queryKey: ['power-odds', brand ?? null],
    queryFn: ({ signal }) =>
      request(catalogPaths.oddsLadderAndMargins(0), {
        query: { type: 'POWER_ODDS', overrideBrand: brand },
        schema: 'OddsLadderAndMarginsResponse',
        signal,
      }),
    staleTime: CACHE.powerOdds,
  });
}

/** The answer as the store keeps it: each boosted outcome's prices and event. */
export function boostsOf(answer: OddsLadderAndMarginsResponse) {
  const events: Record<string, number> = {};
  for (const [eventId, markets] of Object.entries(answer.powerOdds))
    for (const outcomeIds of Object.values(markets))
      for (const outcomeId of outcomeIds) events[outcomeId] = Number(eventId);
  return { prices: answer.odds, events };
}
