import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { betLegs, bets, betSlips, players, retailCodes } from '../../db/schema.ts';

export type BetSlipRow = typeof betSlips.$inferSelect;
export type BetRow = typeof bets.$inferSelect;
export type BetLegRow = typeof betLegs.$inferSelect;
export type BetStatus = BetRow['status'];

/**
 * Takes the player's row lock until the transaction ends: every placement and every in-play
 * decision of one account runs one after the other, on any number of processes sharing the
 * database (the wallet ledger takes the same lock, so money and bets agree).
 */
export async function lockPlayer(tx: Tx, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

export async function findSlipByUuid(
  db: Db | Tx,
  playerId: number,
  uuid: string,
): Promise<BetSlipRow | undefined> {
  const rows = await db
    .select()
    .from(betSlips)
    .where(and(eq(betSlips.playerId, playerId), eq(betSlips.uuid, uuid)));
  return rows[0];
}

export async function findSlip(db: Db | Tx, id: number): Promise<BetSlipRow | undefined> {
  const rows = await db.select().from(betSlips).where(eq(betSlips.id, id));
  return rows[0];
}

/** The player's slip still waiting its in-play delay, if any. */
export async function findPendingSlip(tx: Tx, playerId: number): Promise<BetSlipRow | undefined> {
  const rows = await tx
    .select()
    .from(betSlips)
    .where(and(eq(betSlips.playerId, playerId), eq(betSlips.status, 'PENDING')))
    .limit(1);
  return rows[0];
}

export type NewBetSlip = Omit<typeof betSlips.$inferInsert, 'id'>;

export async function insertSlip(tx: Tx, slip: NewBetSlip): Promise<BetSlipRow> {
  const [row] = await tx.insert(betSlips).values(slip).returning();
  return row!;
}

export async function updateSlip(
  tx: Tx,
  id: number,
  change: Partial<Pick<BetSlipRow, 'status' | 'rejectionCode' | 'response' | 'decidedAt'>>,
): Promise<void> {
  await tx.update(betSlips).set(change).where(eq(betSlips.id, id));
}

export interface NewBet {
  ref: string;
  kind: BetRow['kind'];
  betTypeId: number;
  description: string;
  noOfBets: number;
  eachWay: boolean;
  unitStakeMinor: number;
  totalStakeMinor: number;
  price: number | null;
  /** Ledger units as an exact decimal string. */
  potentialReturnsMinor: string;
  /** The free-bet token that staked it, if any. */
  freeBetId?: number | null;
  legs: Omit<typeof betLegs.$inferInsert, 'betId'>[];
}

/** The slip's bets and their legs: two statements for bets, one for all legs. */
export async function insertBets(
  tx: Tx,
  slip: Pick<BetSlipRow, 'id' | 'playerId' | 'createdAt'>,
  status: BetStatus,
  lines: readonly NewBet[],
): Promise<BetRow[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(bets)
    .values(
      lines.map(({ legs: _legs, ...line }) => ({
        ...line,
        betSlipId: slip.id,
        playerId: slip.playerId,
        status,
        createdAt: slip.createdAt,
      })),
    )
    .returning();
  // RETURNING keeps the order of VALUES.
  const legs = rows.flatMap((row, i) => lines[i]!.legs.map((leg) => ({ ...leg, betId: row.id })));
  if (legs.length > 0) await tx.insert(betLegs).values(legs);
  return rows;
}

export async function setBetsStatus(tx: Tx, slipId: number, status: BetStatus): Promise<void> {
  await tx.update(bets).set({ status }).where(eq(bets.betSlipId, slipId));
}

export async function betsOfSlip(db: Db | Tx, slipId: number): Promise<BetRow[]> {
  return db.select().from(bets).where(eq(bets.betSlipId, slipId)).orderBy(asc(bets.id));
}

/** In-play slips whose delay is over and still undecided (the sweeper decides them). */
export async function dueSlips(db: Db, now: Date, limit = 100): Promise<{ id: number; playerId: number }[]> {
  return db
    .select({ id: betSlips.id, playerId: betSlips.playerId })
    .from(betSlips)
    .where(and(eq(betSlips.status, 'PENDING'), lte(betSlips.acceptAt, now)))
    .orderBy(asc(betSlips.acceptAt))
    .limit(limit);
}

export async function insertRetailCode(
  db: Db,
  row: typeof retailCodes.$inferInsert,
): Promise<'inserted' | 'taken'> {
  const inserted = await db
    .insert(retailCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: retailCodes.code });
  return inserted.length > 0 ? 'inserted' : 'taken';
}

export async function findRetailCode(
  db: Db,
  code: string,
): Promise<typeof retailCodes.$inferSelect | undefined> {
  const rows = await db.select().from(retailCodes).where(eq(retailCodes.code, code));
  return rows[0];
}

/** The player a due in-play slip belongs to (the sweeper has no request, so no caller). */
export async function playerById(db: Db, id: number): Promise<typeof players.$inferSelect | undefined> {
  const rows = await db.select().from(players).where(eq(players.id, id));
  return rows[0];
}
