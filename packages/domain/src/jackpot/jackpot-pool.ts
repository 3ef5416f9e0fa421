/*
 * A jackpot pool (SPEC.md §2 /jackpot, §3 "Jackpot event", §5 "Jackpot"): one price per line, over
 * many matches, the stakes shared by the lines that get (nearly) every match right. Amounts here are
 * whole minor units of the pool's currency (bigint: exact sums at any size); the server converts them
 * to ledger units once (money/units.ts).
 */

/** A match of a pool as its rules see it: its place, whether it stands in for another, its market. */
export interface JackpotMatch {
  /** 1 to the pool's number of events: the main matches first, then the reserves. */
  ordinal: number;
  /** A reserve replaces a main match that is void or postponed, in ordinal order. */
  reserve: boolean;
  marketId: number;
  /** The market's outcomes (home, draw, away). */
  outcomeIds: readonly number[];
}

/** A prize tier: the lines with exactly `wrong` wrong picks share `shareBasisPoints` of the prize fund. */
export interface JackpotTier {
  wrong: number;
  /** Of the prize fund, in basis points (10,000 = all of it). The tiers' shares sum to 10,000. */
  shareBasisPoints: number;
}

/** What an operator configures for a pool. */
export interface JackpotRules {
  /** What one line costs. */
  unitStake: bigint;
  /** Matches an entry may double (two picks); 5 allows at most 2^5 = 32 lines. */
  maxDoubles: number;
  /** Entries one player may place in the pool. */
  maxEntriesPerPlayer: number;
  /** The operator's share of the stakes, in basis points; the rest is the prize fund. */
  marginBasisPoints: number;
  /** Top tier (no wrong pick) first. */
  tiers: readonly JackpotTier[];
  /** The least the top tier pays in all when someone wins it; the operator makes up the difference. */
  guarantee: bigint;
  /** Void main matches beyond this cancel the pool and refund every stake. */
  voidLimit: number;
}

export const BASIS_POINTS = 10_000;

/** The main matches (not reserves), in ordinal order. */
export function mainMatches(matches: readonly JackpotMatch[]): JackpotMatch[] {
  return matches.filter((m) => !m.reserve).sort((a, b) => a.ordinal - b.ordinal);
}

/** The reserves, in the order they replace a void main match. */
export function reserveMatches(matches: readonly JackpotMatch[]): JackpotMatch[] {
  return matches.filter((m) => m.reserve).sort((a, b) => a.ordinal - b.ordinal);
}

/**
 * Rules an operator could not mean: tiers that do not share the whole fund, a margin outside 0 to
 * 100 %, a stake of nothing. Answers what is wrong, or nothing.
 */
export function jackpotRulesProblems(rules: JackpotRules): string[] {
  const problems: string[] = [];
  if (rules.unitStake <= 0n) problems.push('unit stake must be above 0');
  if (rules.guarantee < 0n) problems.push('guarantee must not be negative');
  if (rules.marginBasisPoints < 0 || rules.marginBasisPoints >= BASIS_POINTS)
    problems.push('margin must be from 0 to under 100 %');
  if (rules.tiers.length === 0 || rules.tiers[0]?.wrong !== 0)
    problems.push('the first tier is the top tier');
  if (rules.tiers.reduce((sum, t) => sum + t.shareBasisPoints, 0) !== BASIS_POINTS)
    problems.push('tier shares must sum to 100 %');
  if (rules.tiers.some((t, i) => i > 0 && t.wrong <= rules.tiers[i - 1]!.wrong))
    problems.push('tiers go from fewest to most wrong picks');
  if (!Number.isInteger(rules.maxDoubles) || rules.maxDoubles < 0)
    problems.push('max doubles must be 0 or more');
  if (!Number.isInteger(rules.maxEntriesPerPlayer) || rules.maxEntriesPerPlayer < 1)
    problems.push('a player must be allowed an entry');
  if (!Number.isInteger(rules.voidLimit) || rules.voidLimit < 0)
    problems.push('void limit must be 0 or more');
  return problems;
}
