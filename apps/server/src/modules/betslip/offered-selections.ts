import type { LiveEvent, Market } from '@sb/contract';
import { catalogPlaceTerms, startingPriceOffered, type OutcomeQuote } from '@sb/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/database.ts';
import { events, markets, outcomes } from '../../db/schema.ts';
import type { Pricer } from '../catalog/index.ts';
import type { LiveState } from '../live/index.ts';

/**
 * What one outcome offers right now, wherever its truth lives: a live event's prices and market
 * states are in the live state (every process applies the feed bus to it, so any node answers the
 * same), a pre-match one's in the database. `quote` is what the domain's pricing reads
 * (priceBetslip); the rest names the selection for the slip and the bet's legs.
 */
export interface OfferedSelection {
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
  marketDescription: string;
  marketTypeId: number;
  periodDescription: string;
  eventId: number;
  eventDescription: string;
  slug: string;
  sportId: number;
  eventDate: string;
  /** An outright (ranked event): its market settles ties by dead-heat rules (settlement). */
  deadHeatAllowed: boolean;
  quote: OutcomeQuote;
}

/** An outcome id nobody offers: closed ('Your selection is not available anymore', §8). */
export function unknownSelection(outcomeId: number, decimal = 1): OfferedSelection {
  return {
    outcomeId,
    outcomeDescription: '',
    marketId: 0,
    marketDescription: '',
    marketTypeId: 0,
    periodDescription: '',
    eventId: 0,
    eventDescription: '',
    slug: '',
    sportId: 0,
    eventDate: new Date(0).toISOString(),
    deadHeatAllowed: false,
    quote: { outcomeId, decimal, marketStatus: 'CLOSED' },
  };
}

/**
 * The quote of an outcome of a live event (SPEC.md §4 "Market status"): a market that left the
 * event (lts, settled, resulted, closed) or a hidden outcome is closed; a feed alert is named as
 * such; the event is suspended when none of its markets is open (after a goal, say).
 */
export function liveQuote(event: LiveEvent, marketId: number, outcomeId: number): OutcomeQuote {
  const markets: Market[] = event.markets ?? [];
  const market = markets.find((m) => m.id === marketId);
  const outcome = market?.outcomes.find((o) => o.id === outcomeId);
  const finished = event.isFinished || event.clock?.status === 'END_OF_EVENT';
  const price = outcome?.consolidatedPrice.currentPrice;
  return {
    outcomeId,
    decimal: price?.decimal ?? 1,
    ...lineOf(price?.spread ?? null, price?.spread2 ?? null),
    marketStatus: !market || !outcome || outcome.hidden ? 'CLOSED' : market.status,
    eventSuspended: markets.length > 0 && markets.every((m) => m.status !== 'OPEN'),
    feedAlert: (event.alertSuspendedMarketIds ?? []).includes(marketId),
    eventPassed: finished,
    inRunning: !finished,
  };
}

/** A handicap's or total's line (spread / spread2): a move since the slip priced it is RES-00153. */
function lineOf(spread: number | null, spread2: number | null): Pick<OutcomeQuote, 'spread' | 'spread2'> {
  return { ...(spread === null ? {} : { spread }), ...(spread2 === null ? {} : { spread2 }) };
}

export interface OfferedSelectionsDeps {
  db: Db | Tx;
  live: LiveState;
  pricer: Pricer;
  now: Date;
  /** Market types the book takes in combinations only (settings combination_only_market_type_ids). */
  combinationOnly?: ReadonlySet<number>;
  /** Seconds of feed silence after which a live event takes no bet (live_feed_stale_seconds; 0 never). */
  staleFeedSeconds?: number;
}

/** The current offer of each outcome id, in the order asked (unknown ids included, closed). */
export async function offeredSelections(
  deps: OfferedSelectionsDeps,
  outcomeIds: readonly number[],
): Promise<OfferedSelection[]> {
  return offeredFrom(deps, await offerRows(deps.db, deps.live, outcomeIds), outcomeIds);
}

/**
 * What the database says of some outcomes, whichever book prices them: read once for a group of
 * placements (placement-groups.ts), then offered to each player by `offeredFrom` with their book.
 */
export interface OfferRows {
  rows: {
    outcome: typeof outcomes.$inferSelect;
    market: typeof markets.$inferSelect;
    event: typeof events.$inferSelect;
  }[];
  /** Pre-match events with a market open. */
  openEvents: Set<number>;
  /** Runners of each ranked event's market (each-way place terms). */
  runners: Map<number, number>;
}

export async function offerRows(
  db: Db | Tx,
  live: LiveState,
  outcomeIds: readonly number[],
): Promise<OfferRows> {
  const ids = [...new Set(outcomeIds)];
  if (ids.length === 0) return { rows: [], openEvents: new Set(), runners: new Map() };
  const rows = await db
    .select({ outcome: outcomes, market: markets, event: events })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, outcomes.eventId))
    .where(anyOf(outcomes.id, ids, 'integer'));
  const preMatchEventIds = [...new Set(rows.filter((r) => !live.event(r.event.id)).map((r) => r.event.id))];
  // Each-way: a field market (a race's Win market, an outright's winner market) has place terms
  // by its runners (docs/decisions/each-way.md); nothing else has. Only ranked events have fields.
  const ranked = rows.filter((r) => r.event.eventType === 'RANKEVENT').map((r) => r.market.id);
  const openEvents = await eventsWithAnOpenMarket(db, preMatchEventIds);
  const runners = await runnersOf(db, [...new Set(ranked)]);
  return { rows, openEvents, runners };
}

/** The offer of each outcome id to one player (their book's prices), from rows read for it. */
export function offeredFrom(
  deps: Omit<OfferedSelectionsDeps, 'db'>,
  { rows, openEvents, runners }: OfferRows,
  outcomeIds: readonly number[],
): OfferedSelection[] {
  const wanted = new Set(outcomeIds);
  const byId = new Map<number, OfferedSelection>();
  for (const { outcome, market, event } of rows) {
    if (!wanted.has(outcome.id)) continue;
    const liveEvent = deps.live.event(event.id);
    const base = {
      outcomeId: outcome.id,
      outcomeDescription: outcome.description,
      marketId: market.id,
      marketDescription: market.description,
      marketTypeId: market.marketTypeId,
      periodDescription: market.period.description,
      eventId: event.id,
      eventDescription: event.description,
      slug: event.slug,
      sportId: event.sportId,
      eventDate: event.eventDate.toISOString(),
      deadHeatAllowed: event.eventType === 'RANKEVENT',
    };
    // A combination-only market takes no single (RES-00103): pricing says singleEnabled false.
    const book = { eventId: event.id, singleEnabled: !deps.combinationOnly?.has(market.marketTypeId) };
    if (liveEvent) {
      const stale = !!deps.staleFeedSeconds && deps.live.silentFor(event.id) > deps.staleFeedSeconds * 1000;
      const quote = {
        ...liveQuote(liveEvent, market.id, outcome.id),
        ...book,
        ...(stale ? { feedStale: true } : {}),
      };
      byId.set(outcome.id, { ...base, quote });
      continue;
    }
    const price = deps.pricer(outcome.price, {
      marketTypeId: market.marketTypeId,
      leagueId: event.leagueId,
      outcomeId: outcome.id,
      eventId: event.id,
      marketId: market.id,
    });
    const placeTerms = catalogPlaceTerms(event, market, runners.get(market.id) ?? 0);
    // Not in the live state: a started game is not offered in play (or not yet), so it has passed.
    const started = event.isFinished || event.eventDate <= deps.now || market.cutoffTime <= deps.now;
    byId.set(outcome.id, {
      ...base,
      quote: {
        outcomeId: outcome.id,
        // An "SP only" runner has no fixed price: its stored price is a forecast the book does not take.
        decimal: outcome.startingPriceOnly ? 1 : price,
        ...lineOf(outcome.spread, outcome.spread2),
        marketStatus: outcome.hidden || market.longTermSuspended ? 'CLOSED' : market.status,
        eventSuspended: !openEvents.has(event.id),
        eventPassed: started,
        // SP: a race's Win market before the off (docs/decisions/starting-price.md).
        startingPriceOffered: startingPriceOffered({
          sportCode: event.sportCode,
          eventType: event.eventType,
          marketStyle: market.style,
          started,
        }),
        ...(outcome.startingPriceOnly ? { fixedPriceOffered: false } : {}),
        feedAlert: false,
        inRunning: false,
        ...(placeTerms ? { placeTerms } : {}),
        ...book,
      },
    });
  }
  return outcomeIds.map((id) => byId.get(id) ?? unknownSelection(id));
}

/** Runners of each market: its outcomes not hidden (a non-runner is hidden, and shrinks the field). */
async function runnersOf(db: Db | Tx, marketIds: readonly number[]): Promise<Map<number, number>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .select({ marketId: outcomes.marketId, n: count() })
    .from(outcomes)
    .where(and(inArray(outcomes.marketId, [...marketIds]), eq(outcomes.hidden, false)))
    .groupBy(outcomes.marketId);
  return new Map(rows.map((r) => [r.marketId, r.n]));
}

async function eventsWithAnOpenMarket(db: Db | Tx, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ eventId: markets.eventId })
    .from(markets)
    .where(
      and(
        inArray(markets.eventId, [...eventIds]),
        eq(markets.status, 'OPEN'),
        sql`not ${markets.longTermSuspended}`,
      ),
    );
  return new Set(rows.map((r) => r.eventId));
}
