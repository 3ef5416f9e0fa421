import type {
  Event,
  EventPathNode,
  EventsQuery,
  EventsResponse,
  Market,
  MarketPeriod,
  OddsMarginEntry,
} from '@sb/contract';
import { applyBrandMargin, rowMarket, selectMarkets } from '@sb/domain';
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventPaths, events, markets, outcomes, sports } from '../../db/schema.ts';

type EventRow = typeof events.$inferSelect;
type MarketRow = typeof markets.$inferSelect;
type OutcomeRow = typeof outcomes.$inferSelect;

export interface CatalogRepository {
  listEvents(query: EventsQuery, now?: Date): Promise<EventsResponse>;
  getEvent(id: number): Promise<Event | undefined>;
  getMarket(id: number): Promise<Market | undefined>;
  eventPathTree(
    options: {
      periodType: 'PRE_MATCH' | 'ALL';
      sportCode?: string | undefined;
      eventType?: 'GAMEEVENT' | 'RANKEVENT' | undefined;
    },
    now?: Date,
  ): Promise<EventPathNode[]>;
}

/**
 * Reads the catalogue. Served prices are the feed prices with the brand margins applied and
 * snapped to the ladder (SPEC.md §4 Odds), computed on the way out so that a margin change in the
 * CMS applies to every price at once.
 */
export function createCatalogRepository(
  db: Db,
  margins: () => Promise<OddsMarginEntry[]>,
  clock: () => Date = () => new Date(),
): CatalogRepository {
  async function marketsFor(
    eventRows: EventRow[],
  ): Promise<Map<number, (Market & { longTermSuspended: boolean })[]>> {
    const byEvent = new Map<number, (Market & { longTermSuspended: boolean })[]>();
    if (eventRows.length === 0) return byEvent;
    const ids = eventRows.map((e) => e.id);
    const [marketRows, outcomeRows, brandMargins] = await Promise.all([
      db
        .select()
        .from(markets)
        .where(inArray(markets.eventId, ids))
        .orderBy(asc(markets.ordinalPosition), asc(markets.id)),
      db.select().from(outcomes).where(inArray(outcomes.eventId, ids)).orderBy(asc(outcomes.ordinalPosition)),
      margins(),
    ]);
    const leagueOf = new Map(eventRows.map((e) => [e.id, e.leagueId]));
    const outcomesByMarket = new Map<number, OutcomeRow[]>();
    for (const row of outcomeRows) {
      const list = outcomesByMarket.get(row.marketId) ?? [];
      list.push(row);
      outcomesByMarket.set(row.marketId, list);
    }
    for (const row of marketRows) {
      const market = toMarket(
        row,
        outcomesByMarket.get(row.id) ?? [],
        leagueOf.get(row.eventId),
        brandMargins,
      );
      const list = byEvent.get(row.eventId) ?? [];
      list.push(market);
      byEvent.set(row.eventId, list);
    }
    return byEvent;
  }

  return {
    async listEvents(query, now = clock()) {
      const where = eventFilter(query, now);
      const order = query.sortByEventpath
        ? [
            sql`(select ${sports.orderNo} from ${sports} where ${sports.id} = ${events.sportId})`,
            sql`(select ${eventPaths.orderNo} from ${eventPaths} where ${eventPaths.id} = ${events.countryId})`,
            sql`(select ${eventPaths.orderNo} from ${eventPaths} where ${eventPaths.id} = ${events.leagueId})`,
            asc(events.eventDate),
            asc(events.id),
          ]
        : [asc(events.eventDate), asc(events.id)];
      const offset = (query.page - 1) * query.eventsPerPage;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(query.eventsPerPage)
          .offset(offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      const totalEvents = totals[0]?.count ?? 0;
      const byEvent = query.includeMarkets ? await marketsFor(rows) : undefined;
      return {
        events: rows.map((row) => {
          if (!byEvent) return toEvent(row);
          const all = byEvent.get(row.id) ?? [];
          const chosen = query.lightWeightResponse
            ? [rowMarket(all, query.marketTypeIds)].filter((m) => m !== undefined)
            : selectMarkets(all, query.marketTypeIds ? { marketTypeIds: query.marketTypeIds } : {});
          return toEvent(row, chosen.map(stripInternal));
        }),
        page: query.page,
        eventsPerPage: query.eventsPerPage,
        totalEvents,
        totalPages: Math.ceil(totalEvents / query.eventsPerPage),
      };
    },

    async getEvent(id) {
      const rows = await db.select().from(events).where(eq(events.id, id));
      const row = rows[0];
      if (!row) return undefined;
      const byEvent = await marketsFor([row]);
      return toEvent(row, (byEvent.get(id) ?? []).map(stripInternal));
    },

    async getMarket(id) {
      const rows = await db.select().from(markets).where(eq(markets.id, id));
      const row = rows[0];
      if (!row) return undefined;
      const [eventRows, outcomeRows, brandMargins] = await Promise.all([
        db.select({ leagueId: events.leagueId }).from(events).where(eq(events.id, row.eventId)),
        db.select().from(outcomes).where(eq(outcomes.marketId, id)).orderBy(asc(outcomes.ordinalPosition)),
        margins(),
      ]);
      return stripInternal(toMarket(row, outcomeRows, eventRows[0]?.leagueId, brandMargins));
    },

    async eventPathTree({ periodType, sportCode, eventType }, now = clock()) {
      const conditions: SQL[] = [];
      if (periodType === 'PRE_MATCH') conditions.push(gt(events.eventDate, now));
      if (sportCode) conditions.push(eq(events.sportCode, sportCode.toUpperCase()));
      if (eventType) conditions.push(eq(events.eventType, eventType));
      const counts = await db
        .select({
          leagueId: events.leagueId,
          games: sql<number>`count(*) filter (where ${events.eventType} = 'GAMEEVENT')::int`,
          outrights: sql<number>`count(*) filter (where ${events.eventType} = 'RANKEVENT')::int`,
        })
        .from(events)
        .where(conditions.length ? and(...conditions) : undefined)
        .groupBy(events.leagueId);
      const nodes = await db.select().from(eventPaths);
      const sportRows = await db.select().from(sports);
      const byId = new Map(nodes.map((n) => [n.id, n]));
      const tree = new Map<number, EventPathNode>();
      const nodeOf = (id: number): EventPathNode | undefined => {
        const existing = tree.get(id);
        if (existing) return existing;
        const row = byId.get(id);
        if (!row) return undefined;
        const node: EventPathNode = {
          id: row.id,
          description: row.description,
          slug: row.slug,
          type: row.type as EventPathNode['type'],
          ...(row.code ? { code: row.code } : {}),
          orderNo: row.orderNo,
          eventCount: 0,
          outrightCount: 0,
          children: [],
        };
        tree.set(id, node);
        if (row.parentId !== null) nodeOf(row.parentId)?.children.push(node);
        return node;
      };
      for (const count of counts) {
        let id: number | null = count.leagueId;
        while (id !== null) {
          const node = nodeOf(id);
          if (!node) break;
          node.eventCount += count.games;
          node.outrightCount += count.outrights;
          id = byId.get(id)?.parentId ?? null;
        }
      }
      const sortTree = (list: EventPathNode[]): EventPathNode[] => {
        list.sort((a, b) => a.orderNo - b.orderNo || a.description.localeCompare(b.description));
        for (const node of list) sortTree(node.children);
        return list;
      };
      const sportOrder = new Map(sportRows.map((s) => [s.id, s.orderNo]));
      return sortTree([...tree.values()].filter((n) => n.type === 'SPORT' && sportOrder.has(n.id)));
    },
  };
}

function eventFilter(query: EventsQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.periodType === 'PRE_MATCH')
    conditions.push(gt(events.eventDate, now), eq(events.isFinished, false));
  // No event is in play until the live feed exists (live issue): IN_RUNNING lists started, unfinished events.
  if (query.periodType === 'IN_RUNNING')
    conditions.push(lte(events.eventDate, now), eq(events.isFinished, false));
  const eventType = query.eventTypeFilter ?? (query.ids ? undefined : 'GAMEEVENT');
  if (eventType && eventType !== 'GAMEEVENT,RANKEVENT') conditions.push(eq(events.eventType, eventType));
  if (query.ids) conditions.push(inArray(events.id, query.ids));
  if (query.eventPathIds) {
    const ids = query.eventPathIds;
    conditions.push(
      or(inArray(events.sportId, ids), inArray(events.countryId, ids), inArray(events.leagueId, ids))!,
    );
  }
  if (query.dateFrom) conditions.push(gte(events.eventDate, new Date(query.dateFrom)));
  if (query.dateTo) conditions.push(lte(events.eventDate, new Date(query.dateTo)));
  if (query.sportGroups === 'REGULAR')
    conditions.push(
      sql`${events.sportId} in (select ${sports.id} from ${sports} where ${sports.sportGroup} = 'REGULAR')`,
    );
  if (query.marketTypeIds) {
    conditions.push(
      sql`exists (select 1 from ${markets} where ${markets.eventId} = ${events.id} and ${inArray(markets.marketTypeId, query.marketTypeIds)})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

function toEvent(row: EventRow, eventMarkets?: Market[]): Event {
  return {
    id: row.id,
    description: row.description,
    sportId: row.sportId,
    sportCode: row.sportCode,
    slug: row.slug,
    eventType: row.eventType as Event['eventType'],
    eventDate: row.eventDate.toISOString(),
    eventPaths: row.eventPaths as Event['eventPaths'],
    opponents: row.opponents as Event['opponents'],
    feedCode: row.feedCode,
    liveStreaming: row.liveStreaming,
    isFinished: row.isFinished,
    marketCount: row.marketCount,
    ...(eventMarkets ? { markets: eventMarkets } : {}),
  };
}

function toMarket(
  row: MarketRow,
  outcomeRows: OutcomeRow[],
  leagueId: number | undefined,
  margins: OddsMarginEntry[],
): Market & { longTermSuspended: boolean } {
  return {
    id: row.id,
    eventId: row.eventId,
    feedCode: row.feedCode,
    status: row.status as Market['status'],
    marketTypeId: row.marketTypeId,
    marketGroupId: row.marketGroupId,
    marketTypeInfo: { style: row.style, ordinalPosition: row.ordinalPosition },
    period: row.period as MarketPeriod,
    instance: row.instance,
    description: row.description,
    cutoffTime: row.cutoffTime.toISOString(),
    ...(row.opponentId === null ? {} : { opponentId: row.opponentId }),
    longTermSuspended: row.longTermSuspended,
    outcomes: outcomeRows.map((o) => ({
      id: o.id,
      marketId: o.marketId,
      description: o.description,
      ordinalPosition: o.ordinalPosition,
      ...(o.opponentId === null ? {} : { opponentId: o.opponentId }),
      hidden: o.hidden,
      consolidatedPrice: {
        currentPrice: {
          id: o.id,
          decimal: applyBrandMargin(
            o.price,
            {
              marketTypeId: row.marketTypeId,
              leagueId,
              outcomeId: o.id,
              eventId: row.eventId,
              marketId: row.id,
            },
            margins,
          ),
          ...(o.spread === null ? {} : { spread: o.spread }),
          ...(o.spread2 === null ? {} : { spread2: o.spread2 }),
        },
      },
    })),
  };
}

function stripInternal({
  longTermSuspended: _internal,
  ...market
}: Market & { longTermSuspended: boolean }): Market {
  return market;
}
