import type { EventPathNode, EventPathTreeQuery } from '@sb/contract';
import { sportByCode } from '@sb/domain';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventPaths, events, sports } from '../../db/schema.ts';

/**
 * GET /xapi/rest/eventpathtree: sport > country > league with the number of games and outrights
 * under each node. Only nodes with something to bet on appear, in the operator's order.
 */
export async function selectEventPathTree(
  db: Db,
  query: EventPathTreeQuery,
  now: Date,
): Promise<EventPathNode[]> {
  const conditions: SQL[] = [eq(events.isFinished, false)];
  if (query.periodType === 'PRE_MATCH') conditions.push(gt(events.eventDate, now));
  if (query.sportCode) {
    conditions.push(
      eq(events.sportCode, sportByCode(query.sportCode)?.code ?? query.sportCode.toUpperCase()),
    );
  }
  if (query.eventTypeFilter === 'GAMEEVENT' || query.eventTypeFilter === 'RANKEVENT') {
    conditions.push(eq(events.eventType, query.eventTypeFilter));
  }
  if (query.sportGroups === 'REGULAR') {
    conditions.push(
      inArray(
        events.sportId,
        db.select({ id: sports.id }).from(sports).where(eq(sports.sportGroup, 'REGULAR')),
      ),
    );
  }
  const [counts, nodes] = await Promise.all([
    db
      .select({
        leagueId: events.leagueId,
        games: sql<number>`(count(*) filter (where ${events.eventType} = 'GAMEEVENT'))::int`,
        outrights: sql<number>`(count(*) filter (where ${events.eventType} = 'RANKEVENT'))::int`,
      })
      .from(events)
      .where(and(...conditions))
      .groupBy(events.leagueId),
    db.select().from(eventPaths),
  ]);

  const rowsById = new Map(nodes.map((n) => [n.id, n]));
  const tree = new Map<number, EventPathNode>();
  const roots: EventPathNode[] = [];
  const nodeOf = (id: number): EventPathNode | undefined => {
    const existing = tree.get(id);
    if (existing) return existing;
    const row = rowsById.get(id);
    if (!row) return undefined;
    const node: EventPathNode = {
      id: row.id,
      description: row.description,
      slug: row.slug,
      type: row.type,
      ...(row.code ? { code: row.code } : {}),
      orderNo: row.orderNo,
      eventCount: 0,
      outrightCount: 0,
      children: [],
    };
    tree.set(id, node);
    if (row.parentId === null) roots.push(node);
    else nodeOf(row.parentId)?.children.push(node);
    return node;
  };
  for (const { leagueId, games, outrights } of counts) {
    for (let id: number | null | undefined = leagueId; id != null; id = rowsById.get(id)?.parentId) {
      const node = nodeOf(id);
      if (!node) break;
      node.eventCount += games;
      node.outrightCount += outrights;
    }
  }
  return sortTree(roots.filter((n) => n.type === 'SPORT'));
}

function sortTree(list: EventPathNode[]): EventPathNode[] {
  list.sort((a, b) => a.orderNo - b.orderNo || a.description.localeCompare(b.description));
  for (const node of list) sortTree(node.children);
  return list;
}

/** The code of each country node (GB-ENG, ES, INT ...): an event's path names its country by it. */
export async function selectRegionCodes(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: eventPaths.id, code: eventPaths.code })
    .from(eventPaths)
    .where(eq(eventPaths.type, 'COUNTRY'));
  return new Map(rows.flatMap((r) => (r.code ? [[r.id, r.code] as const] : [])));
}
