import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { betLegs, bets, cashOuts } from '../../db/schema.ts';
import type { BetLegRow, BetRow } from '../betslip/bets-repository.ts';

export type CashOutRow = typeof cashOuts.$inferSelect;

/** A bet still running: accepted (OPEN) or waiting its in-play delay (PENDING). */
const RUNNING: BetRow['status'][] = ['OPEN', 'PENDING'];
/** Settled by the feed or cashed out in full: the settled tab. REFUSED bets never ran. */
const SETTLED: BetRow['status'][] = ['WON', 'LOST', 'VOID', 'PARTLY_WON', 'CASHED_OUT'];

/** The player's running bets, newest first (one statement). */
export async function openBetsOf(db: Db | Tx, playerId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, RUNNING)))
    .orderBy(desc(bets.createdAt), desc(bets.id));
}

export async function openBetCount(db: Db | Tx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, RUNNING)));
  return Number(row?.n ?? 0);
}

/** The player's bets settled since `since`, newest settled first, at most `limit`. */
export async function settledBetsOf(
  db: Db | Tx,
  playerId: number,
  since: Date,
  limit: number,
): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, SETTLED), gte(bets.settledAt, since)))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(limit);
}

/** One bet of this player (another player's bet is not found: never leak it). */
export async function betOf(db: Db | Tx, playerId: number, betId: number): Promise<BetRow | undefined> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
  return rows[0];
}

/** The bet row locked until the transaction ends (after the player's row: the locking protocol). */
export async function lockBet(tx: Tx, playerId: number, betId: number): Promise<BetRow | undefined> {
  const rows = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)))
    .for('update');
  return rows[0];
}

/** The legs of these bets (one statement), by bet, then outcome id. */
export async function legsOf(db: Db | Tx, betIds: readonly number[]): Promise<BetLegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betLegs)
    .where(inArray(betLegs.betId, [...betIds]))
    .orderBy(betLegs.betId, betLegs.outcomeId);
}

export async function findCashOut(
  db: Db | Tx,
  playerId: number,
  requestId: string,
): Promise<CashOutRow | undefined> {
  const rows = await db
    .select()
    .from(cashOuts)
    .where(and(eq(cashOuts.playerId, playerId), eq(cashOuts.requestId, requestId)));
  return rows[0];
}

export async function insertCashOut(
  tx: Tx,
  row: Omit<typeof cashOuts.$inferInsert, 'id'>,
): Promise<CashOutRow> {
  const [inserted] = await tx.insert(cashOuts).values(row).returning();
  return inserted!;
}

export async function setCashOutResponse(tx: Tx, id: number, response: unknown): Promise<void> {
  await tx.update(cashOuts).set({ response }).where(eq(cashOuts.id, id));
}

export async function updateBet(
  tx: Tx,
  id: number,
  change: Partial<Pick<BetRow, 'status' | 'settledAt' | 'cashedOutStakeMinor' | 'cashedOutMinor'>>,
): Promise<BetRow> {
  const [row] = await tx.update(bets).set(change).where(eq(bets.id, id)).returning();
  return row!;
}
