import type { FeedUpdate, LiveEvent, Market, PeriodScore } from '@sb/contract';
import { SPORT_CODE_ALIASES } from '../sports/sport-id-space.ts';
import { allOutcomesHidden, applyMarketStatus, wirePriceToPrice } from './market-status.ts';

/**
 * The typed live-update reducer of SPEC.md §4 "Live event updates", "Market status" and the feed
 * alert rule. It is pure and immutable, and returns the very same event object whenever an update
 * changes nothing (or belongs to another event), so that the web can skip re-rendering by identity
 * and the server can tell a no-op from a change without comparing events.
 */

/**
 * Sports whose score is one running total per opponent (goals, points, runs). The feed's `match`
 * field holds the points within the current game or leg (tennis 15-30, darts leg points); these
 * sports have no such game, so a `match` on their score updates is ignored rather than shown as a
 * stray current-game row (§4: "for non-generic sports, the match field").
 */
export const GENERIC_SCORE_SPORT_CODES: ReadonlySet<string> = new Set([
  'FOOT',
  'BASK',
  'ICEH',
  'AMFO',
  'BASE',
  'HAND',
  'RUGU',
  'RUGL',
  'FUTS',
  'BESO',
  'WAPO',
  'FLOO',
  'BAND',
  'FIHO',
  'NETB',
  'LACR',
  'AURL',
  'GAEL',
  'HURL',
  'KABA',
  'SOFT',
  'HOCK',
  'RINK',
  'EFOT',
  'EBSK',
]);

/** True when the sport (or its alias, FOOT-india ...) keeps a single running score per opponent. */
export function isGenericScoreSport(sportCode: string): boolean {
  return GENERIC_SCORE_SPORT_CODES.has(SPORT_CODE_ALIASES[sportCode] ?? sportCode);
}

/** Structural equality of plain JSON-like values (feed payloads): arrays, objects, primitives. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && same(ra[k], rb[k]));
}

/** The event with `patch` applied, or the same event when every patched field is already equal. */
function patch(event: LiveEvent, fields: Partial<LiveEvent>): LiveEvent {
  const keys = Object.keys(fields) as (keyof LiveEvent)[];
  return keys.every((k) => same(event[k], fields[k])) ? event : { ...event, ...fields };
}

/** Per-period scores merged by (opponentId, periodInstance, periodKey): incoming ones win, order kept. */
export function mergePeriodScores(
  current: readonly PeriodScore[],
  incoming: readonly PeriodScore[],
): PeriodScore[] {
  const key = (s: PeriodScore) => `${s.opponentId}:${s.periodInstance}:${s.periodKey}`;
  const merged = new Map(current.map((s) => [key(s), s]));
  for (const s of incoming) merged.set(key(s), s);
  return [...merged.values()];
}

/** Markets merged by id: an incoming market replaces the one with its id, new ones are appended. */
export function mergeMarkets(current: readonly Market[], incoming: readonly Market[]): Market[] {
  const merged = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) merged.set(m.id, m);
  return [...merged.values()];
}

/** Drops `ids` from the alert memory; the field disappears once empty (backward compatible shape). */
function withoutAlertIds(event: LiveEvent, ids: ReadonlySet<number>): LiveEvent {
  const remembered = event.alertSuspendedMarketIds;
  if (!remembered?.some((id) => ids.has(id))) return event;
  const rest = remembered.filter((id) => !ids.has(id));
  if (rest.length > 0) return { ...event, alertSuspendedMarketIds: rest };
  const { alertSuspendedMarketIds: _dropped, ...without } = event;
  return without;
}

function replaceMarket(event: LiveEvent, market: Market, next: Market | null): LiveEvent {
  const markets = event.markets ?? [];
  if (next === market) return event;
  if (next === null) {
    return withoutAlertIds({ ...event, markets: markets.filter((m) => m !== market) }, new Set([market.id]));
  }
  return { ...event, markets: markets.map((m) => (m === market ? next : m)) };
}

function applyOutcome(event: LiveEvent, update: Extract<FeedUpdate, { type: 'outcome' }>): LiveEvent {
  const market = event.markets?.find((m) => m.id === update.mid);
  const outcome = market?.outcomes.find((o) => o.id === update.oid);
  if (!market || !outcome) return event;
  const currentPrice = wirePriceToPrice(outcome.id, update.clp.cp);
  if (outcome.hidden === update.h && same(outcome.consolidatedPrice.currentPrice, currentPrice)) return event;
  const next: Market = {
    ...market,
    outcomes: market.outcomes.map((o) =>
      o === outcome
        ? { ...o, hidden: update.h, consolidatedPrice: { ...o.consolidatedPrice, currentPrice } }
        : o,
    ),
  };
  // §4: a market whose every outcome is hidden is removed.
  return replaceMarket(event, market, allOutcomesHidden(next) ? null : next);
}

function applyFeedAlert(event: LiveEvent, update: Extract<FeedUpdate, { type: 'feed-alert' }>): LiveEvent {
  const markets = event.markets ?? [];
  if (update.active) {
    const hit = new Set(
      markets.filter((m) => m.feedCode === update.feedCode && m.status === 'OPEN').map((m) => m.id),
    );
    if (hit.size === 0) return event;
    return {
      ...event,
      markets: markets.map((m) => (hit.has(m.id) ? { ...m, status: 'SUSPENDED' } : m)),
      alertSuspendedMarketIds: [...new Set([...(event.alertSuspendedMarketIds ?? []), ...hit])],
    };
  }
  const remembered = new Set(event.alertSuspendedMarketIds ?? []);
  const reopen = new Set(
    markets.filter((m) => m.feedCode === update.feedCode && remembered.has(m.id)).map((m) => m.id),
  );
  // Ids whose market has gone since the alert are forgotten too.
  const gone = [...remembered].filter((id) => !markets.some((m) => m.id === id));
  const forget = new Set([...reopen, ...gone]);
  if (forget.size === 0) return event;
  const reopened =
    reopen.size === 0
      ? event
      : {
          ...event,
          markets: markets.map((m) =>
            reopen.has(m.id) && m.status !== 'OPEN' ? { ...m, status: 'OPEN' as const } : m,
          ),
        };
  return withoutAlertIds(reopened, forget);
}

/**
 * Applies one typed feed update to a live event (SPEC.md §4). Immutable; returns the same object
 * when the update is for another event (`eid`) or changes nothing.
 */
export function applyFeedUpdate(event: LiveEvent, update: FeedUpdate): LiveEvent {
  if (update.eid !== event.id) return event;
  switch (update.type) {
    case 'clock-minutes':
      return event.clock ? patch(event, { clock: { ...event.clock, minutes: update.minutes } }) : event;
    case 'open-market-count':
      return patch(event, { liveOpenMarketCount: update.count });
    case 'clock':
      return update.clock.status === 'END_OF_EVENT'
        ? patch(event, { clock: update.clock, isFinished: true })
        : patch(event, { clock: update.clock });
    case 'score': {
      const fields: Partial<LiveEvent> = {};
      if (update.scores) fields.scores = update.scores;
      if (update.sets) fields.sets = update.sets;
      if (update.scoresPerPeriod) {
        fields.scoresPerPeriod = mergePeriodScores(event.scoresPerPeriod ?? [], update.scoresPerPeriod);
      }
      if (update.match && !isGenericScoreSport(event.sportCode)) fields.match = update.match;
      return patch(event, fields);
    }
    case 'cricket-outcomes':
      return patch(event, { cricketOutcomes: update.cricketOutcomes });
    case 'period':
      return patch(event, {
        currentPeriod: update.currentPeriod,
        currentPeriodNumber: update.currentPeriodNumber,
        currentPeriodAbbreviation: update.currentPeriodAbbreviation,
      });
    case 'markets':
      return update.markets.length === 0
        ? event
        : patch(event, { markets: mergeMarkets(event.markets ?? [], update.markets) });
    case 'outcome':
      return applyOutcome(event, update);
    case 'market-status': {
      const market = event.markets?.find((m) => m.id === update.mid);
      if (!market) return event;
      // An explicit status from the feed supersedes the alert's memory of this market.
      return withoutAlertIds(
        replaceMarket(event, market, applyMarketStatus(market, update.s)),
        new Set([market.id]),
      );
    }
    case 'feed-alert':
      return applyFeedAlert(event, update);
    case 'event-live':
      return same(event, update.event) ? event : update.event;
  }
}

/** Applies updates in order (a delta batch); the same object when none of them changes anything. */
export function applyFeedUpdates(event: LiveEvent, updates: readonly FeedUpdate[]): LiveEvent {
  return updates.reduce(applyFeedUpdate, event);
}
