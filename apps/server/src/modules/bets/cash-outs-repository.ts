import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { cashOuts } from '../../db/schema.ts';

type CashOutRow = typeof cashOuts.$inferSelect;

/** A cash-out request as stored, its amounts in ledger units (the columns' own type). */
export type CashOut = CashOutRow;

export async function findCashOut(
  db: Db | Tx,
  playerId: number,
  requestId: string,
): Promise<CashOut | undefined> {
  const rows = await db
    .select()
    .from(cashOuts)
    .where(and(eq(cashOuts.playerId, playerId), eq(cashOuts.requestId, requestId)));
  return rows[0];
}

export async function insertCashOut(tx: Tx, row: Omit<CashOut, 'id'>): Promise<CashOut> {
  const [inserted] = await tx.insert(cashOuts).values(row).returning();
  return inserted!;
}

export async function setCashOutResponse(tx: Tx, id: number, response: unknown): Promise<void> {
  await tx.update(cashOuts).set({ response }).where(eq(cashOuts.id, id));
}
