import type { EventsQuery } from '@sb/contract';
import { and, asc, count, eq, exists, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { eventPaths, events, markets, outcomes, sports } from '../../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type OutcomeRow = typeof outcomes.$inferSelect;
export interface EventWithCount extends EventRow {
  /** Markets on offer (long-term suspended ones are removed): SPEC.md §3 Market. */
  marketCount: number;
}
export interface MarketWithOutcomes {
  market: MarketRow;
  outcomes: OutcomeRow[];
}

/** Which markets a list or an event shows, before the §7 selection rules. */
export interface MarketFilter {
  marketTypeIds?: readonly number[] | undefined;
  /** Only these statuses; undefined: open and suspended. */
  statuses?: readonly ('OPEN' | 'SUSPENDED')[] | undefined;
}

const offered = eq(markets.longTermSuspended, false);
// Spelled out: inside a select list drizzle renders columns unqualified, and "id" would then mean markets.id.
const marketCount = sql<number>`(select count(*)::int from markets m where m.event_id = "events"."id" and not m.long_term_suspended)`;

/** The market statuses a list asks for: `marketStatus`, else only open ones when `bettable`. */
export function listStatuses(query: EventsQuery): MarketFilter['statuses'] {
  if (query.marketStatus === 'OPEN' || (!query.marketStatus && query.bettable)) return ['OPEN'];
  return undefined;
}

function marketConditions(filter: MarketFilter): SQL[] {
  const conditions = [offered];
  if (filter.marketTypeIds) conditions.push(inArray(markets.marketTypeId, [...filter.marketTypeIds]));
  if (filter.statuses) conditions.push(inArray(markets.status, [...filter.statuses]));
  return conditions;
}

/** The WHERE of an events list: SPEC.md §7 common params (docs/decisions/server.md has the choices). */
function eventConditions(db: Db, query: EventsQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.periodType === 'PRE_MATCH') conditions.push(gt(events.eventDate, now));
  if (query.periodType === 'IN_RUNNING') conditions.push(lte(events.eventDate, now));
  conditions.push(eq(events.isFinished, false));
  // Lists are of games unless outrights are asked for; a list by ids returns what the ids are.
  const eventType = query.eventTypeFilter ?? (query.ids ? undefined : 'GAMEEVENT');
  if (eventType === 'GAMEEVENT' || eventType === 'RANKEVENT')
    conditions.push(eq(events.eventType, eventType));
  if (query.ids) conditions.push(inArray(events.id, query.ids));
  if (query.eventPathIds) {
    const ids = query.eventPathIds;
    conditions.push(
      or(inArray(events.sportId, ids), inArray(events.countryId, ids), inArray(events.leagueId, ids))!,
    );
  }
  if (query.dateFrom) conditions.push(gte(events.eventDate, new Date(query.dateFrom)));
  if (query.dateTo) conditions.push(lte(events.eventDate, new Date(query.dateTo)));
  if (query.sportGroups === 'REGULAR') {
    conditions.push(
      inArray(
        events.sportId,
        db.select({ id: sports.id }).from(sports).where(eq(sports.sportGroup, 'REGULAR')),
      ),
    );
  }
  const statuses = listStatuses(query);
  if (query.marketTypeIds || statuses) {
    // A coupon of market types lists only the events that offer one of them.
    const filter = { marketTypeIds: query.marketTypeIds, statuses };
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(markets)
          .where(and(eq(markets.eventId, events.id), ...marketConditions(filter))),
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of a list and the total matching it. Two queries on purpose: the page alone can stop
 * after `eventsPerPage` rows of the date index, where `count(*) over ()` would build every matching
 * row first (3x slower on PGlite).
 */
export async function selectEventPage(
  db: Db,
  query: EventsQuery,
  now: Date,
): Promise<{ rows: EventWithCount[]; total: number }> {
  const where = eventConditions(db, query, now);
  const country = alias(eventPaths, 'country');
  const league = alias(eventPaths, 'league');
  const page = db.select({ event: events, marketCount }).from(events).where(where).$dynamic();
  if (query.sortByEventpath) {
    page
      .leftJoin(sports, eq(sports.id, events.sportId))
      .leftJoin(country, eq(country.id, events.countryId))
      .leftJoin(league, eq(league.id, events.leagueId))
      .orderBy(
        asc(sports.orderNo),
        asc(sports.id),
        asc(country.orderNo),
        asc(country.id),
        asc(league.orderNo),
        asc(league.id),
        asc(events.eventDate),
        asc(events.id),
      );
  } else {
    page.orderBy(asc(events.eventDate), asc(events.id));
  }
  const rows = await page.limit(query.eventsPerPage).offset((query.page - 1) * query.eventsPerPage);
  const counted = await db.select({ n: count() }).from(events).where(where);
  return {
    rows: rows.map((r) => ({ ...r.event, marketCount: r.marketCount })),
    total: counted[0]?.n ?? 0,
  };
}

/**
 * Markets (with outcomes, in display order) of some events, grouped by event id. Markets and
 * outcomes come in two queries: a join would repeat every market column on each outcome row.
 */
export async function selectMarketsOf(
  db: Db,
  eventIds: readonly number[],
  filter: MarketFilter = {},
): Promise<Map<number, MarketWithOutcomes[]>> {
  const byEvent = new Map<number, MarketWithOutcomes[]>();
  if (eventIds.length === 0) return byEvent;
  const ids = [...eventIds];
  const marketRows = await db
    .select()
    .from(markets)
    .where(and(inArray(markets.eventId, ids), ...marketConditions(filter)))
    .orderBy(asc(markets.eventId), asc(markets.ordinalPosition), asc(markets.id));
  if (marketRows.length === 0) return byEvent;
  const outcomeRows = await db
    .select()
    .from(outcomes)
    .where(inArray(outcomes.eventId, ids))
    .orderBy(asc(outcomes.ordinalPosition), asc(outcomes.id));
  const byMarket = new Map<number, MarketWithOutcomes>();
  for (const market of marketRows) {
    const entry = { market, outcomes: [] };
    byMarket.set(market.id, entry);
    const list = byEvent.get(market.eventId) ?? [];
    list.push(entry);
    byEvent.set(market.eventId, list);
  }
  // Outcomes of markets filtered out (other types, suspended) find no entry and are dropped.
  for (const outcome of outcomeRows) byMarket.get(outcome.marketId)?.outcomes.push(outcome);
  return byEvent;
}

/** When the next event kicks off: pre-match lists and the tree change then, and not before. */
export async function selectNextKickOff(db: Db, now: Date): Promise<Date | undefined> {
  const rows = await db
    .select({ at: sql<Date | null>`min(${events.eventDate})`.mapWith(events.eventDate) })
    .from(events)
    .where(and(gt(events.eventDate, now), eq(events.isFinished, false)));
  return rows[0]?.at ?? undefined;
}

export async function selectEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const rows = await db.select().from(events).where(eq(events.id, id));
  return rows[0];
}

/** A market on offer with its outcomes and its event's league (the margin depends on it). */
export async function selectMarket(
  db: Db,
  id: number,
): Promise<(MarketWithOutcomes & { leagueId: number }) | undefined> {
  const rows = await db
    .select({ market: markets, leagueId: events.leagueId })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(and(eq(markets.id, id), offered));
  const row = rows[0];
  if (!row) return undefined;
  const outcomeRows = await db
    .select()
    .from(outcomes)
    .where(eq(outcomes.marketId, id))
    .orderBy(asc(outcomes.ordinalPosition), asc(outcomes.id));
  return { market: row.market, outcomes: outcomeRows, leagueId: row.leagueId };
}

/** Every event still to be played or in play, for the sitemap: its slug, in kick-off order. */
export async function selectOpenEventSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(eq(events.isFinished, false))
    .orderBy(asc(events.eventDate), asc(events.id));
  return rows.map((row) => row.slug);
}

/** A pre-match game with the one market a jackpot pool plays it by, and its league's place in the menu. */
export interface MatchWithMarket {
  event: EventRow;
  market: MarketRow;
  outcomes: OutcomeRow[];
  /** The league's order among its country's (event_paths.order_no): the top division is 1. */
  leagueOrder: number;
  /** The country's order in the menu (international competitions 0). */
  countryOrder: number;
}

/**
 * Games still to kick off (after `from`) that offer an open market of `marketTypeId` (the first of
 * them), soonest first: the named `ids`, or the next `limit` of a sport up to `to`. What a jackpot
 * pool is made of (modules/jackpot).
 */
export async function selectMatches(
  db: Db,
  filter: {
    marketTypeId: number;
    from: Date;
    ids?: readonly number[];
    sportCode?: string;
    to?: Date;
    limit: number;
  },
): Promise<MatchWithMarket[]> {
  const conditions: SQL[] = [
    gt(events.eventDate, filter.from),
    eq(events.isFinished, false),
    eq(events.eventType, 'GAMEEVENT'),
  ];
  if (filter.ids) conditions.push(inArray(events.id, [...filter.ids]));
  if (filter.sportCode) conditions.push(eq(events.sportCode, filter.sportCode));
  if (filter.to) conditions.push(lte(events.eventDate, filter.to));
  const league = alias(eventPaths, 'league');
  const country = alias(eventPaths, 'country');
  const rows = await db
    .selectDistinctOn([events.eventDate, events.id], {
      event: events,
      market: markets,
      leagueOrder: league.orderNo,
      countryOrder: country.orderNo,
    })
    .from(events)
    .innerJoin(markets, eq(markets.eventId, events.id))
    .innerJoin(league, eq(league.id, events.leagueId))
    .innerJoin(country, eq(country.id, events.countryId))
    .where(
      and(...conditions, offered, eq(markets.status, 'OPEN'), eq(markets.marketTypeId, filter.marketTypeId)),
    )
    .orderBy(asc(events.eventDate), asc(events.id), asc(markets.ordinalPosition), asc(markets.id))
    .limit(filter.limit);
  if (rows.length === 0) return [];
  const outcomeRows = await db
    .select()
    .from(outcomes)
    .where(
      and(
        inArray(
          outcomes.marketId,
          rows.map((r) => r.market.id),
        ),
        eq(outcomes.hidden, false),
      ),
    )
    .orderBy(asc(outcomes.ordinalPosition), asc(outcomes.id));
  return rows.map((r) => ({ ...r, outcomes: outcomeRows.filter((o) => o.marketId === r.market.id) }));
}
