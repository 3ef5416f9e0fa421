import { ledgerUnits, type LedgerUnits } from '@sb/domain';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { jackpotEntries, jackpotMatches, jackpotPools, jackpotRetailCodes } from '../../db/schema.ts';

/*
 * The jackpot tables (modules/jackpot owns them): pools, their matches, entries and retail codes.
 */

export type PoolRow = typeof jackpotPools.$inferSelect;
export type MatchRow = typeof jackpotMatches.$inferSelect;
export type EntryRow = typeof jackpotEntries.$inferSelect;
export type NewPool = typeof jackpotPools.$inferInsert;
export type NewMatch = Omit<typeof jackpotMatches.$inferInsert, 'poolId'>;
export type NewEntry = typeof jackpotEntries.$inferInsert;

/** A pool with its matches in ordinal order. */
export interface PoolWithMatches {
  pool: PoolRow;
  matches: MatchRow[];
}

/** A new pool and its matches, in one transaction. */
export async function insertPool(db: Db | Tx, pool: NewPool, matches: readonly NewMatch[]): Promise<PoolRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jackpotPools).values(pool).returning();
    await tx.insert(jackpotMatches).values(matches.map((m) => ({ ...m, poolId: row!.id })));
    return row!;
  });
}

async function withMatches(db: Db | Tx, pools: PoolRow[]): Promise<PoolWithMatches[]> {
  if (pools.length === 0) return [];
  const rows = await db
    .select()
    .from(jackpotMatches)
    .where(
      inArray(
        jackpotMatches.poolId,
        pools.map((p) => p.id),
      ),
    )
    .orderBy(asc(jackpotMatches.poolId), asc(jackpotMatches.ordinal));
  return pools.map((pool) => ({ pool, matches: rows.filter((m) => m.poolId === pool.id) }));
}

export async function poolById(db: Db | Tx, id: number): Promise<PoolWithMatches | undefined> {
  const pools = await db.select().from(jackpotPools).where(eq(jackpotPools.id, id));
  return (await withMatches(db, pools))[0];
}

/** Pools of a currency not yet settled or cancelled, soonest close first. */
export async function activePools(db: Db, currency: string): Promise<PoolWithMatches[]> {
  const pools = await db
    .select()
    .from(jackpotPools)
    .where(
      and(
        eq(jackpotPools.currency, currency),
        inArray(jackpotPools.status, ['OPEN', 'SETTLING', 'CANCELLING']),
      ),
    )
    .orderBy(asc(jackpotPools.closesAt), asc(jackpotPools.id));
  return withMatches(db, pools);
}

/** Pools closed (by time) and not finished: settlement looks at them. */
export async function poolsToSettle(db: Db, now: Date): Promise<PoolRow[]> {
  return db
    .select()
    .from(jackpotPools)
    .where(
      and(
        ne(jackpotPools.status, 'SETTLED'),
        ne(jackpotPools.status, 'CANCELLED'),
        lte(jackpotPools.closesAt, now),
      ),
    )
    .orderBy(asc(jackpotPools.closesAt));
}

/** The markets of every unfinished pool: what the results bus is checked against. */
export async function unfinishedPoolMarkets(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: jackpotMatches.marketId })
    .from(jackpotMatches)
    .innerJoin(jackpotPools, eq(jackpotPools.id, jackpotMatches.poolId))
    .where(and(ne(jackpotPools.status, 'SETTLED'), ne(jackpotPools.status, 'CANCELLED')));
  return rows.map((r) => r.id);
}

/** Pools that play a market, unfinished. */
export async function poolIdsOfMarket(db: Db, marketId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: jackpotMatches.poolId })
    .from(jackpotMatches)
    .innerJoin(jackpotPools, eq(jackpotPools.id, jackpotMatches.poolId))
    .where(
      and(
        eq(jackpotMatches.marketId, marketId),
        ne(jackpotPools.status, 'SETTLED'),
        ne(jackpotPools.status, 'CANCELLED'),
      ),
    );
  return rows.map((r) => r.id);
}

/** The open pool of a series and currency still taking entries after `now`, if any. */
export async function openPoolOfSeries(
  db: Db | Tx,
  series: string,
  currency: string,
  now: Date,
): Promise<PoolRow | undefined> {
  const [row] = await db
    .select()
    .from(jackpotPools)
    .where(
      and(
        eq(jackpotPools.series, series),
        eq(jackpotPools.currency, currency),
        eq(jackpotPools.status, 'OPEN'),
        gt(jackpotPools.closesAt, now),
      ),
    )
    .orderBy(asc(jackpotPools.closesAt))
    .limit(1);
  return row;
}

/**
 * Roll-overs of a series and currency not passed on yet (settled or cancelled pools whose
 * roll-over out went nowhere), to be claimed by a new pool.
 */
export async function unclaimedRollovers(db: Db | Tx, series: string, currency: string): Promise<PoolRow[]> {
  return db
    .select()
    .from(jackpotPools)
    .where(
      and(
        eq(jackpotPools.series, series),
        eq(jackpotPools.currency, currency),
        inArray(jackpotPools.status, ['SETTLED', 'CANCELLED']),
        sql`${jackpotPools.rolloverToPoolId} is null`,
        sql`coalesce((${jackpotPools.prizes} ->> 'rolloverOut')::bigint, 0) > 0`,
      ),
    )
    .for('update');
}

/** The pool row under lock until the transaction ends (settlement's steps and its roll-over). */
export async function lockPool(tx: Tx, id: number): Promise<PoolRow | undefined> {
  const [row] = await tx.select().from(jackpotPools).where(eq(jackpotPools.id, id)).for('update');
  return row;
}

/**
 * The pool row held shared by a placement, after its player's row (modules/bets/locks.ts): entries
 * go in side by side, and a close waits for them.
 */
export async function lockPoolForEntry(tx: Tx, id: number): Promise<PoolRow | undefined> {
  const [row] = await tx.select().from(jackpotPools).where(eq(jackpotPools.id, id)).for('share');
  return row;
}

/** Closes an open pool now (a result of one of its matches came in before its kick-off time). */
export async function closePoolNow(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(jackpotPools)
    .set({ closesAt: now })
    .where(and(eq(jackpotPools.id, id), gt(jackpotPools.closesAt, now)));
}

export async function updatePool(db: Db | Tx, id: number, change: Partial<NewPool>): Promise<void> {
  await db.update(jackpotPools).set(change).where(eq(jackpotPools.id, id));
}

/** Adds roll-over to a pool's top tier (the next pool of its series). */
export async function addRollover(tx: Tx, id: number, units: LedgerUnits): Promise<void> {
  await tx
    .update(jackpotPools)
    .set({ rolloverInUnits: sql`${jackpotPools.rolloverInUnits} + ${units}` })
    .where(eq(jackpotPools.id, id));
}

/** Stakes taken by a pool so far (entries not refunded), ledger units. */
export async function poolStakes(db: Db | Tx, poolId: number): Promise<LedgerUnits> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${jackpotEntries.costUnits}), 0)::bigint` })
    .from(jackpotEntries)
    .where(and(eq(jackpotEntries.poolId, poolId), ne(jackpotEntries.status, 'REFUNDED')));
  return ledgerUnits(row?.sum ?? 0);
}

/** Stakes of several pools, by pool id. */
export async function stakesOfPools(db: Db, poolIds: readonly number[]): Promise<Map<number, LedgerUnits>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({
      poolId: jackpotEntries.poolId,
      sum: sql<string>`coalesce(sum(${jackpotEntries.costUnits}), 0)::bigint`,
    })
    .from(jackpotEntries)
    .where(and(inArray(jackpotEntries.poolId, [...poolIds]), ne(jackpotEntries.status, 'REFUNDED')))
    .groupBy(jackpotEntries.poolId);
  return new Map(rows.map((r) => [r.poolId, ledgerUnits(r.sum)]));
}

export async function entryByUuid(
  db: Db | Tx,
  playerId: number,
  uuid: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(jackpotEntries)
    .where(and(eq(jackpotEntries.playerId, playerId), eq(jackpotEntries.uuid, uuid)));
  return row;
}

export async function entriesOfPlayerInPool(db: Db | Tx, playerId: number, poolId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jackpotEntries)
    .where(and(eq(jackpotEntries.playerId, playerId), eq(jackpotEntries.poolId, poolId)));
  return row?.n ?? 0;
}

export async function insertEntry(tx: Tx, entry: NewEntry): Promise<EntryRow> {
  const [row] = await tx.insert(jackpotEntries).values(entry).returning();
  return row!;
}

/** A pool's entries in id order, a page after `afterId`: settlement reads them between transactions. */
export async function entriesOfPool(
  db: Db,
  poolId: number,
  filter: { afterId: number; limit: number; status?: EntryRow['status'] },
): Promise<EntryRow[]> {
  return db
    .select()
    .from(jackpotEntries)
    .where(
      and(
        eq(jackpotEntries.poolId, poolId),
        gt(jackpotEntries.id, filter.afterId),
        ...(filter.status ? [eq(jackpotEntries.status, filter.status)] : []),
      ),
    )
    .orderBy(asc(jackpotEntries.id))
    .limit(filter.limit);
}

/** The player's entry under lock; only inside withPlayerLock (modules/bets/locks.ts). */
export async function lockEntry(tx: Tx, playerId: number, entryId: number): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(jackpotEntries)
    .where(and(eq(jackpotEntries.id, entryId), eq(jackpotEntries.playerId, playerId)))
    .for('update');
  return row;
}

export async function settleEntry(
  tx: Tx,
  entryId: number,
  change: Pick<EntryRow, 'status' | 'returnsUnits' | 'bestWrong' | 'settledAt'>,
): Promise<void> {
  await tx.update(jackpotEntries).set(change).where(eq(jackpotEntries.id, entryId));
}

/**
 * Every entry of the pool still OPEN becomes LOST, with its best line: one statement (no money
 * moves; modules/bets/locks.ts). `bestWrong` by entry id for those settlement computed.
 */
export async function markRestLost(
  db: Db,
  poolId: number,
  bestWrong: ReadonlyMap<number, number>,
  now: Date,
) {
  const pairs = [...bestWrong];
  // UPDATE ... FROM a VALUES list of (id, best), in chunks: 10,000 entries are a handful of statements.
  for (let i = 0; i < pairs.length; i += 2000) {
    const values = sql.join(
      pairs.slice(i, i + 2000).map(([id, best]) => sql`(${id}::int, ${best}::int)`),
      sql`, `,
    );
    await db.execute(sql`update ${jackpotEntries} set status = 'LOST', settled_at = ${now},
      best_wrong = v.best from (values ${values}) as v(id, best)
      where ${jackpotEntries.id} = v.id and ${jackpotEntries.poolId} = ${poolId} and ${jackpotEntries.status} = 'OPEN'`);
  }
  await db
    .update(jackpotEntries)
    .set({ status: 'LOST', settledAt: now })
    .where(and(eq(jackpotEntries.poolId, poolId), eq(jackpotEntries.status, 'OPEN')));
}

/** A player's entries, newest first: open ones, or settled ones (won, lost, refunded). */
export async function entriesOfPlayer(
  db: Db,
  playerId: number,
  settled: boolean,
  limit: number,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(jackpotEntries)
    .where(
      and(
        eq(jackpotEntries.playerId, playerId),
        settled ? ne(jackpotEntries.status, 'OPEN') : eq(jackpotEntries.status, 'OPEN'),
      ),
    )
    .orderBy(desc(jackpotEntries.id))
    .limit(limit);
}

export async function poolsByIds(db: Db, ids: readonly number[]): Promise<PoolWithMatches[]> {
  if (ids.length === 0) return [];
  const pools = await db
    .select()
    .from(jackpotPools)
    .where(inArray(jackpotPools.id, [...ids]));
  return withMatches(db, pools);
}

export async function insertRetailCode(
  db: Db,
  row: typeof jackpotRetailCodes.$inferInsert,
): Promise<boolean> {
  const inserted = await db.insert(jackpotRetailCodes).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}
