import type { FreeBet } from '@sb/contract';
import { freeBetStatus, toWireMinor, type FreeBetToken } from '@sb/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { freeBets } from '../../db/schema.ts';
import { ledgerAmount } from '../accounts/index.ts';

export type FreeBetRow = typeof freeBets.$inferSelect;
export type NewFreeBet = Omit<typeof freeBets.$inferInsert, 'id' | 'usedBySlipId' | 'usedAt'>;

/** Grants a token; a grant under a reference already used is the same token (written once). */
export async function grantFreeBet(db: Db | Tx, grant: NewFreeBet): Promise<void> {
  await db.insert(freeBets).values(grant).onConflictDoNothing({ target: freeBets.reference });
}

/** A player's tokens, soonest expiry first. */
export async function freeBetsOf(db: Db | Tx, playerId: number): Promise<FreeBetRow[]> {
  return db
    .select()
    .from(freeBets)
    .where(eq(freeBets.playerId, playerId))
    .orderBy(asc(freeBets.expiresAt), asc(freeBets.id));
}

/** A token as the player sees it. */
export function freeBetView(row: FreeBetRow, now: Date): FreeBet {
  return {
    id: row.id,
    amount: ledgerAmount(row.amountUnits, row.currency),
    currency: row.currency,
    description: row.description,
    expiresAt: row.expiresAt.toISOString(),
    minOdds: row.minOdds,
    lineKinds: row.lineKinds,
    status: freeBetStatus(freeBetToken(row), now),
  };
}

/**
 * A token as the betslip's pricing judges it (domain FreeBetToken): its amount in the wire's minor
 * units, as the slip counts stakes. A thousand-scaled ledger amount that is not whole on the wire
 * rounds down: the token never covers more than it holds.
 */
export function freeBetToken(row: FreeBetRow): FreeBetToken {
  return {
    id: row.id,
    amount: toWireMinor(row.amountUnits, row.currency),
    currency: row.currency,
    expiresAt: row.expiresAt,
    minOdds: row.minOdds,
    lineKinds: row.lineKinds,
    used: row.usedBySlipId !== null,
  };
}

/**
 * Consumes the tokens a slip stakes with, in the placement's transaction: each is marked used by
 * the slip only if it is still the player's and unused, in one statement, so two placements (on any
 * number of processes) cannot both take it. Returns the ids it could not take.
 */
export async function consumeFreeBets(
  tx: Tx,
  playerId: number,
  slipId: number,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const taken = await tx
    .update(freeBets)
    .set({ usedBySlipId: slipId, usedAt: now })
    .where(
      and(
        inArray(freeBets.id, [...ids]),
        eq(freeBets.playerId, playerId),
        isNull(freeBets.usedBySlipId),
        sql`${freeBets.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ id: freeBets.id });
  const took = new Set(taken.map((t) => t.id));
  return ids.filter((id) => !took.has(id));
}

/** Gives back the tokens a refused slip consumed (an in-play re-check refused it). */
export async function restoreFreeBets(tx: Tx, slipId: number): Promise<void> {
  await tx
    .update(freeBets)
    .set({ usedBySlipId: null, usedAt: null })
    .where(eq(freeBets.usedBySlipId, slipId));
}
