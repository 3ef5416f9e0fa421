import type { LiveEvent, LiveFields } from '@sb/contract';
import { RACE_SPORT_CODES } from '@sb/domain';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { events, outcomes, sports } from '../../db/schema.ts';
import { toEvent, toMarket, selectMarketsOf, type Pricer } from '../catalog/index.ts';

export interface LiveSport {
  id: number;
  code: string;
  name: string;
  sportGroup: string;
  orderNo: number;
}

/** A pre-match game: the simulator starts it at its kick-off (or earlier, in demo mode). */
export interface Kickoff {
  id: number;
  sportId: number;
  eventDate: Date;
}

const games = eq(events.eventType, 'GAMEEVENT');

export async function selectSports(db: Db): Promise<LiveSport[]> {
  return db
    .select({
      id: sports.id,
      code: sports.code,
      name: sports.name,
      sportGroup: sports.sportGroup,
      orderNo: sports.orderNo,
    })
    .from(sports)
    .orderBy(asc(sports.orderNo), asc(sports.id));
}

/** Games that have kicked off and not finished, with every market on offer and their saved live fields. */
export async function selectLiveEvents(db: Db, now: Date, price: Pricer): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(games, lte(events.eventDate, now), eq(events.isFinished, false)));
  return withMarkets(db, rows, price);
}

/** Some events as live events (they are starting): every market on offer, with its served price. */
export async function selectEventsByIds(db: Db, ids: readonly number[], price: Pricer): Promise<LiveEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
  return withMarkets(db, rows, price);
}

/**
 * The feed prices (before margin and ladder: what `outcomes.price` holds) of some events' outcomes:
 * the simulator walks these and serves them through the pricer, as the catalogue does.
 */
export async function selectFeedPrices(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: outcomes.id, price: outcomes.price })
    .from(outcomes)
    .where(inArray(outcomes.eventId, [...eventIds]));
  return new Map(rows.map((r) => [r.id, r.price]));
}

async function withMarkets(
  db: Db,
  rows: (typeof events.$inferSelect)[],
  price: Pricer,
): Promise<LiveEvent[]> {
  const marketsByEvent = await selectMarketsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const markets = (marketsByEvent.get(row.id) ?? []).map((m) => toMarket(m, row.leagueId, price));
    return { ...toEvent(row, markets.length, markets), ...row.live };
  });
}

/** Pre-match games to come, earliest first. */
export async function selectKickoffs(db: Db, now: Date): Promise<Kickoff[]> {
  return db
    .select({ id: events.id, sportId: events.sportId, eventDate: events.eventDate })
    .from(events)
    .where(and(games, gt(events.eventDate, now), eq(events.isFinished, false)))
    .orderBy(asc(events.eventDate), asc(events.id));
}

/** A race to result after its off (feed-simulator.ts). */
export interface RaceOff {
  id: number;
  eventDate: Date;
}

/** Races not yet resulted (those whose off has passed too: a restart results them), earliest first. */
export async function selectRaceOffs(db: Db): Promise<RaceOff[]> {
  return db
    .select({ id: events.id, eventDate: events.eventDate })
    .from(events)
    .where(
      and(
        eq(events.eventType, 'RANKEVENT'),
        inArray(events.sportCode, [...RACE_SPORT_CODES]),
        eq(events.isFinished, false),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id));
}

/** Races run and resulted: finished, off every list and every offer. */
export async function finishEvents(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ isFinished: true })
    .where(inArray(events.id, [...ids]));
}

/** Demo mode: these events kick off at `at` instead (pre-match lists must drop them). */
export async function moveKickoffs(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ eventDate: at })
    .where(inArray(events.id, [...ids]));
}

export interface LiveSnapshotRows {
  events: { id: number; live: LiveFields; is_finished: boolean }[];
  markets: { id: number; status: 'OPEN' | 'SUSPENDED'; long_term_suspended: boolean }[];
  outcomes: { id: number; price: number; hidden: boolean }[];
}

/**
 * Saves what changed in the live state since the last save, one statement a table: each set of
 * rows goes as one JSON parameter (as the seeder does), so a save costs three round trips however
 * many prices moved. Outcome prices are feed prices (the pricer serves them).
 */
export async function saveLiveState(db: Db, rows: LiveSnapshotRows): Promise<void> {
  await db.transaction(async (tx) => {
    if (rows.events.length > 0) {
      await tx.execute(sql`update events e set live = v.live, is_finished = v.is_finished
        from jsonb_to_recordset(${JSON.stringify(rows.events)}::jsonb) as v(id int, live jsonb, is_finished boolean)
        where e.id = v.id`);
    }
    if (rows.markets.length > 0) {
      await tx.execute(sql`update markets m set status = v.status, long_term_suspended = v.long_term_suspended
        from jsonb_to_recordset(${JSON.stringify(rows.markets)}::jsonb) as v(id int, status text, long_term_suspended boolean)
        where m.id = v.id`);
    }
    if (rows.outcomes.length > 0) {
      await tx.execute(sql`update outcomes o set price = v.price, hidden = v.hidden
        from jsonb_to_recordset(${JSON.stringify(rows.outcomes)}::jsonb) as v(id int, price float8, hidden boolean)
        where o.id = v.id`);
    }
  });
}
