import type { JackpotStatus } from '@sb/contract';
import {
  ledgerUnits,
  toWireMinor,
  type JackpotMatch,
  type JackpotMatchResult,
  type JackpotRules,
  type LedgerUnits,
} from '@sb/domain';
import type { MarketResultRow } from '../settlement/index.ts';
import type { MatchRow, PoolRow } from './jackpot-repository.ts';

/*
 * A stored pool as the domain's jackpot rules see it (packages/domain/src/jackpot). The domain
 * counts in the wire's minor units, as the bettor sees prices and prizes; the tables hold ledger
 * units (thousandths for the thousand-scaled currencies), converted here and nowhere else.
 */

export function domainMatches(matches: readonly MatchRow[]): JackpotMatch[] {
  return matches.map((m) => ({
    ordinal: m.ordinal,
    reserve: m.reserve,
    marketId: m.marketId,
    outcomeIds: m.outcomes.map((o) => o.outcomeId),
  }));
}

/** The pool's rules, its amounts in wire minor units. */
export function domainRules(pool: PoolRow): JackpotRules {
  return {
    ...pool.rules,
    unitStake: toWireMinor(pool.unitStakeUnits, pool.currency),
    guarantee: toWireMinor(pool.guaranteeUnits, pool.currency),
  };
}

/** The pool's rules, its amounts in ledger units (what settlement stores and pays). */
export function ledgerRules(pool: PoolRow): JackpotRules {
  return { ...pool.rules, unitStake: pool.unitStakeUnits, guarantee: pool.guaranteeUnits };
}

/** A market's recorded result as a pool counts it: its winner, or void (every outcome void). */
export function matchResult(row: Pick<MarketResultRow, 'outcomes'>): JackpotMatchResult {
  const outcomes = row.outcomes as { outcomeId: number; result: string }[];
  const winner = outcomes.find((o) => o.result === 'won');
  return winner ? { winner: winner.outcomeId } : 'void';
}

/** The pool's results by ordinal, from the markets' recorded results. */
export function resultsByOrdinal(
  matches: readonly MatchRow[],
  results: readonly MarketResultRow[],
): Map<number, JackpotMatchResult> {
  const byMarket = new Map(results.map((r) => [r.marketId, r]));
  const byOrdinal = new Map<number, JackpotMatchResult>();
  for (const match of matches) {
    const row = byMarket.get(match.marketId);
    if (row) byOrdinal.set(match.ordinal, matchResult(row));
  }
  return byOrdinal;
}

/** The pool as the bettor sees it: open until its close, then closed until settled or cancelled. */
export function poolStatus(pool: Pick<PoolRow, 'status' | 'closesAt'>, now: Date): JackpotStatus {
  if (pool.status === 'SETTLED') return 'SETTLED';
  if (pool.status === 'CANCELLED') return 'CANCELLED';
  return pool.status === 'OPEN' && pool.closesAt > now ? 'OPEN' : 'CLOSED';
}

export const isTakingEntries = (pool: Pick<PoolRow, 'status' | 'closesAt'>, now: Date) =>
  poolStatus(pool, now) === 'OPEN';

/** A stored decimal string of ledger units. */
export const storedUnits = (text: string): LedgerUnits => ledgerUnits(text);
