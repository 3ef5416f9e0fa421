import type { LiveEvent, Market } from '@sb/contract';
import { catalogPlaceTerms, startingPriceOffered, type OutcomeQuote } from '@sb/domain';
import { sql } from 'drizzle-orm';
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
  return offeredFrom(deps, await offerRows(deps.db, outcomeIds), outcomeIds);
}

/**
 * What the database says of an outcome, its market and its event, whichever book prices it: read
 * once for a group of placements (placement-groups.ts), then offered to each player by
 * `offeredFrom` with their book.
 */
export interface OfferRow {
  outcome: Pick<
    typeof outcomes.$inferSelect,
    'id' | 'description' | 'price' | 'spread' | 'spread2' | 'hidden' | 'startingPriceOnly'
  >;
  market: Pick<
    typeof markets.$inferSelect,
    'id' | 'description' | 'marketTypeId' | 'status' | 'style' | 'cutoffTime' | 'longTermSuspended'
  > & {
    periodDescription: string;
    /** Its outcomes not hidden, for a ranked event's market (a non-runner is hidden, and shrinks the field); else 0. */
    runners: number;
  };
  event: Pick<
    typeof events.$inferSelect,
    | 'id'
    | 'description'
    | 'slug'
    | 'sportId'
    | 'sportCode'
    | 'leagueId'
    | 'eventType'
    | 'eventDate'
    | 'isFinished'
  > & {
    /** A market of the event is open (a pre-match event with none is suspended). */
    hasOpenMarket: boolean;
  };
}

export type OfferRows = readonly OfferRow[];

/** An offer's row as the statement returns it (timestamps as text or as dates: every driver alike). */
interface OfferColumns extends Record<string, unknown> {
  id: number;
  description: string;
  price: number;
  spread: number | null;
  spread2: number | null;
  hidden: boolean;
  starting_price_only: boolean;
  market_id: number;
  market_description: string;
  market_type_id: number;
  period_description: string;
  status: OfferRow['market']['status'];
  style: string;
  cutoff_time: string | Date;
  long_term_suspended: boolean;
  runners: number;
  event_id: number;
  event_description: string;
  slug: string;
  sport_id: number;
  sport_code: string;
  league_id: number;
  event_type: OfferRow['event']['eventType'];
  event_date: string | Date;
  is_finished: boolean;
  has_open_market: boolean;
}

/**
 * The offer of some outcomes in one statement, its columns written out: every column of the three
 * tables (an in-play event's live fields, its paths and opponents, as JSON), drizzle's row mapping,
 * and two more statements for the open events and the runners cost a placement group about three
 * times as much of the server's time as this one does (docs/decisions/throughput.md, "Eighteenth stop").
 * Each-way: a field market (a race's Win market, an outright's winner market) has place terms by its
 * runners (docs/decisions/each-way.md); only ranked events have fields, so only theirs are counted.
 */
export async function offerRows(db: Db | Tx, outcomeIds: readonly number[]): Promise<OfferRows> {
  const ids = [...new Set(outcomeIds)];
  if (ids.length === 0) return [];
  const { rows } = await db.execute<OfferColumns>(sql`
    select o.id, o.description, o.price, o.spread, o.spread2, o.hidden, o.starting_price_only,
      m.id as market_id, m.description as market_description, m.market_type_id,
      m.period->>'description' as period_description, m.status, m.style, m.cutoff_time, m.long_term_suspended,
      case when e.event_type = 'RANKEVENT'
        then (select count(*) from ${outcomes} r where r.market_id = m.id and not r.hidden)::integer
        else 0 end as runners,
      e.id as event_id, e.description as event_description, e.slug, e.sport_id, e.sport_code, e.league_id,
      e.event_type, e.event_date, e.is_finished,
      exists (select 1 from ${markets} open where open.event_id = e.id and open.status = 'OPEN'
        and not open.long_term_suspended) as has_open_market
    from ${outcomes} o join ${markets} m on m.id = o.market_id join ${events} e on e.id = o.event_id
    where o.id = any(${sql.param(ids)}::integer[])`);
  return rows.map((row) => ({
    outcome: {
      id: row.id,
      description: row.description,
      price: row.price,
      spread: row.spread,
      spread2: row.spread2,
      hidden: row.hidden,
      startingPriceOnly: row.starting_price_only,
    },
    market: {
      id: row.market_id,
      description: row.market_description,
      marketTypeId: row.market_type_id,
      periodDescription: row.period_description,
      status: row.status,
      style: row.style,
      cutoffTime: new Date(row.cutoff_time),
      longTermSuspended: row.long_term_suspended,
      runners: row.runners,
    },
    event: {
      id: row.event_id,
      description: row.event_description,
      slug: row.slug,
      sportId: row.sport_id,
      sportCode: row.sport_code,
      leagueId: row.league_id,
      eventType: row.event_type,
      eventDate: new Date(row.event_date),
      isFinished: row.is_finished,
      hasOpenMarket: row.has_open_market,
    },
  }));
}

/** The offer of each outcome id to one player (their book's prices), from rows read for it. */
export function offeredFrom(
  deps: Omit<OfferedSelectionsDeps, 'db'>,
  rows: OfferRows,
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
      periodDescription: market.periodDescription,
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
    const placeTerms = catalogPlaceTerms(event, market, market.runners);
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
        eventSuspended: !event.hasOpenMarket,
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
