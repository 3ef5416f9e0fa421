import type { MarketResult } from '@sb/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { betLegs, bets, marketResults } from '../../db/schema.ts';

export type MarketResultRow = typeof marketResults.$inferSelect;

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

export async function resultsOf(tx: Db | Tx, marketIds: readonly number[]): Promise<MarketResultRow[]> {
  if (marketIds.length === 0) return [];
  return tx
    .select()
    .from(marketResults)
    .where(inArray(marketResults.marketId, [...marketIds]));
}
