import type { MarketResult } from '@sb/contract';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { betLegs, bets, betSlips, marketResults } from '../../db/schema.ts';
import type { BetLegRow, BetRow } from '../betslip/bets-repository.ts';

export type MarketResultRow = typeof marketResults.$inferSelect;
export type LegResultColumn = BetLegRow['result'];

/**
 * Records a market's result: the first message wins (insert, on conflict do nothing), so a repeat
 * or a second process's copy changes nothing. Answers the stored row, whichever message wrote it.
 */
export async function recordResult(db: Db, result: MarketResult, now: Date): Promise<MarketResultRow> {
  await db
    .insert(marketResults)
    .values({
      marketId: result.marketId,
      eventId: result.eventId,
      outcomes: result.outcomes,
      resultedAt: new Date(result.resultedAt),
      receivedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(marketResults).where(eq(marketResults.marketId, result.marketId));
  return row!;
}

/** Markets resulted whose bets are not all settled yet: a restart (or the timer) resumes them. */
export async function unsettledResults(db: Db): Promise<MarketResultRow[]> {
  return db
    .select()
    .from(marketResults)
    .where(isNull(marketResults.settledAt))
    .orderBy(asc(marketResults.receivedAt));
}

export interface BetToSettle {
  id: number;
  playerId: number;
  currency: string;
}

/**
 * The next bets (by id, after `afterId`) still OPEN with a leg on the market whose result is not
 * written yet: a bet handled once leaves this list (decided, or its leg written), so a run always
 * moves on.
 */
export async function openBetsOnMarket(
  db: Db,
  marketId: number,
  afterId: number,
  limit: number,
): Promise<BetToSettle[]> {
  return db
    .select({ id: bets.id, playerId: bets.playerId, currency: betSlips.currency })
    .from(bets)
    .innerJoin(betSlips, eq(betSlips.id, bets.betSlipId))
    .where(
      and(
        eq(bets.status, 'OPEN'),
        gt(bets.id, afterId),
        sql`exists (select 1 from ${betLegs} where ${betLegs.betId} = ${bets.id}
          and ${betLegs.marketId} = ${marketId} and ${betLegs.result} = 'OPEN')`,
      ),
    )
    .orderBy(asc(bets.id))
    .limit(limit);
}

/**
 * Marks the market settled when no bet is left to settle on it: none OPEN, nor PENDING (an in-play
 * slip still in its delay opens later and must be settled then), with its leg on the market open.
 * Answers whether it did.
 */
export async function markSettledIfDone(db: Db, marketId: number, now: Date): Promise<boolean> {
  const done = await db
    .update(marketResults)
    .set({ settledAt: now })
    .where(
      and(
        eq(marketResults.marketId, marketId),
        isNull(marketResults.settledAt),
        sql`not exists (select 1 from ${betLegs} join ${bets} on ${bets.id} = ${betLegs.betId}
          where ${betLegs.marketId} = ${marketId} and ${betLegs.result} = 'OPEN'
          and ${bets.status} in ('OPEN', 'PENDING'))`,
      ),
    )
    .returning({ marketId: marketResults.marketId });
  return done.length > 0;
}

/** The bet row under lock (THE LOCKING PROTOCOL: after the player's row). */
export async function lockBet(tx: Tx, betId: number): Promise<BetRow | undefined> {
  const [row] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  return row;
}

export async function legsOf(tx: Tx, betId: number): Promise<BetLegRow[]> {
  return tx.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(asc(betLegs.outcomeId));
}

export async function resultsOf(tx: Tx, marketIds: readonly number[]): Promise<MarketResultRow[]> {
  if (marketIds.length === 0) return [];
  return tx
    .select()
    .from(marketResults)
    .where(inArray(marketResults.marketId, [...marketIds]));
}

export interface LegResultChange {
  outcomeId: number;
  result: LegResultColumn;
  deadHeatNum: number | null;
  deadHeatDen: number | null;
  placeDeadHeatNum: number | null;
  placeDeadHeatDen: number | null;
}

export async function writeLegResult(tx: Tx, betId: number, change: LegResultChange): Promise<void> {
  const { outcomeId, ...values } = change;
  await tx
    .update(betLegs)
    .set(values)
    .where(and(eq(betLegs.betId, betId), eq(betLegs.outcomeId, outcomeId)));
}

export async function writeBetSettled(
  tx: Tx,
  betId: number,
  change: { status: BetRow['status']; returnsMinor: string; settledAt: Date },
): Promise<void> {
  await tx.update(bets).set(change).where(eq(bets.id, betId));
}
