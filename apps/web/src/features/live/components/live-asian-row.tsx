import { livePaths, topics, type LiveEvent, type Market } from '@sb/contract';
import { ASIAN_ROW_MARKET_TYPES, asianRowMarkets, asianRowMarketTypeIds, type AsianRow } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useMemo, useSyncExternalStore } from 'react';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import { useFeedTopics } from '../../../lib/live/feed/use-feed.ts';
import { getLiveStore, type LiveStore } from '../../../lib/live/live-store.ts';

/**
 * The live list in the Asian layout (docs/decisions/betslip-controls-preferences.md "List layouts"):
 * a football row shows the match result, the main Asian handicap and the main total, as the
 * pre-match Asian row does (events/list/asian-row-prices.tsx, domain `asianRowMarkets`).
 *
 * The list's topics carry each event's main market only. In the Asian layout the list asks one more
 * call for its football rows, GET /xapi/rest/live/events?ids=...&marketTypeIds=1,4,5 (SPEC.md §7
 * common params): each type's most balanced lines (three at most), the candidates for the main line.
 * Each row then follows those handicap and total lines on their `market:` topics (prices, suspensions,
 * a line taken off) and shows, of the lines still offered, the most balanced at the live prices: the
 * main line moves with the feed. The call is asked again at the live list's poll, so lines opened
 * since join the candidates.
 */

/** The candidate lines of each football row, by event id; null outside the Asian layout. */
export const LiveAsianLinesContext = createContext<ReadonlyMap<number, readonly Market[]> | null>(null);

/** The most events one call asks for (the live events call's eventsPerPage maximum). */
const EVENTS_PER_CALL = 200;

/** The Asian rows' candidate lines of the listed events of a sport with an Asian row (football). */
export function useLiveAsianLines(
  events: readonly LiveEvent[],
  asian: boolean,
): ReadonlyMap<number, readonly Market[]> | null {
  const wanted = asian ? events.filter((e) => ASIAN_ROW_MARKET_TYPES[e.sportCode] !== undefined) : [];
  const ids = [...new Set(wanted.map((e) => e.id))].sort((a, b) => a - b).slice(0, EVENTS_PER_CALL);
  const typeIds = [
    ...new Set(wanted.flatMap((e): number[] => asianRowMarketTypeIds(e.sportCode) ?? [])),
  ].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['live-asian-lines', ids, typeIds] as const,
    queryFn: ({ signal }) =>
      request(livePaths.liveEvents, {
        schema: 'LiveEventsResponse',
        query: { ids, marketTypeIds: typeIds, includeMarkets: true, eventsPerPage: ids.length },
        signal,
      }),
    enabled: ids.length > 0,
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
    placeholderData: (previous) => previous,
  });
  const data = ids.length > 0 ? query.data : undefined;
  return useMemo(() => {
    if (!asian) return null;
    return new Map((data?.events ?? []).map((event) => [event.id, event.markets ?? []]));
  }, [asian, data]);
}

/** The market with the live store's prices: what "most balanced" is measured on. */
function priced(market: Market, store: LiveStore): Market {
  return {
    ...market,
    outcomes: market.outcomes.map((outcome) => {
      const live = store.getOutcome(outcome.id);
      if (!live) return outcome;
      const { currentPrice } = outcome.consolidatedPrice;
      return {
        ...outcome,
        consolidatedPrice: {
          ...outcome.consolidatedPrice,
          currentPrice: { ...currentPrice, decimal: live.price },
        },
      };
    }),
  };
}

/**
 * A live football row's three markets: the result from the row's own event (its main market, which
 * the list's topic keeps), the handicap and the total the most balanced of their candidate lines at
 * the live prices. A line the feed took off leaves the candidates; until the row follows a line on
 * its topic, the call's copy stands for it.
 */
export function useLiveAsianRow(event: LiveEvent, lines: readonly Market[]): AsianRow<Market> | undefined {
  const types = ASIAN_ROW_MARKET_TYPES[event.sportCode];
  const store = getLiveStore();
  const lineTypes = types ? [types.handicap, types.total] : [];
  const followed = lines.filter((m) => lineTypes.includes(m.marketTypeId));
  useFeedTopics(followed.map((m) => topics.market(m.id)));
  const held = event.markets ?? [];
  const candidates = followed.flatMap((line) => {
    const current = held.find((m) => m.id === line.id);
    if (current) return [current];
    // Followed and answered without it: taken off.
    return store.getTopicIds(topics.market(line.id)) === undefined ? [line] : [];
  });
  const outcomeIds = candidates.flatMap((m) => m.outcomes.map((o) => o.id)).join(',');
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = outcomeIds
        .split(',')
        .filter(Boolean)
        .map((id) => store.subscribeOutcome(Number(id), listener));
      return () => offs.forEach((off) => off());
    },
    [store, outcomeIds],
  );
  const choose = () => {
    if (!types) return '';
    const row = asianRowMarkets(
      candidates.map((m) => priced(m, store)),
      types,
    );
    return `${row.handicap?.id ?? ''}:${row.total?.id ?? ''}`;
  };
  const chosen = useSyncExternalStore(subscribe, choose, choose);
  if (!types) return undefined;
  const [handicapId, totalId] = chosen.split(':').map(Number);
  const result =
    asianRowMarkets(held.length > 0 ? held : lines, types).result ?? asianRowMarkets(lines, types).result;
  return {
    result,
    handicap: candidates.find((m) => m.id === handicapId),
    total: candidates.find((m) => m.id === totalId),
  };
}
