import { BASIS_POINTS, type JackpotRules } from './jackpot-pool.ts';

/*
 * Where a pool's money goes. The operator keeps its margin of the stakes; the rest is the prize fund,
 * shared by the tiers. A tier's share is split evenly among its winning lines, down to the minor
 * unit; what a split leaves over (a cent or so), and the whole share of a tier nobody reached, rolls
 * over to the series' next pool. The top tier adds the roll-over it was given and, when someone wins
 * it, pays at least the guarantee (the operator tops it up). So, to the minor unit:
 *   stakes + roll-over in + top-up = prizes paid + roll-over out + margin.
 */

export interface TierPrize {
  wrong: number;
  /** The tier's share of the fund (the top tier's with the roll-over in). */
  fund: bigint;
  /** Winning lines in the tier, over every entry. */
  lines: bigint;
  /** What each of its lines pays. */
  perLine: bigint;
  /** perLine times lines. */
  paid: bigint;
  /** Left to the next pool: the whole fund with no winner, else what the split left over. */
  rolledOver: bigint;
}

export interface JackpotPrizeTable {
  stakes: bigint;
  rolloverIn: bigint;
  /** The operator's share of the stakes. */
  margin: bigint;
  /** Stakes less the margin. */
  fund: bigint;
  /** What the operator added so that a won top tier pays its guarantee. */
  topUp: bigint;
  tiers: TierPrize[];
  prizesPaid: bigint;
  rolloverOut: bigint;
}

/** The tiers' shares of `fund`, floored; the top tier takes what the floors leave, so they sum to it. */
function tierFunds(fund: bigint, rules: Pick<JackpotRules, 'tiers'>): bigint[] {
  const lower = rules.tiers.map((t, i) =>
    i === 0 ? 0n : (fund * BigInt(t.shareBasisPoints)) / BigInt(BASIS_POINTS),
  );
  const top = fund - lower.reduce((a, b) => a + b, 0n);
  return [top, ...lower.slice(1)];
}

const marginOf = (stakes: bigint, rules: Pick<JackpotRules, 'marginBasisPoints'>) =>
  (stakes * BigInt(rules.marginBasisPoints)) / BigInt(BASIS_POINTS);

/**
 * A settled pool's prizes, from its stakes, the roll-over it was given and its winning lines per
 * tier (`winningLines[i]` for `rules.tiers[i]`).
 */
export function jackpotPrizes(
  input: { stakes: bigint; rolloverIn: bigint; winningLines: readonly bigint[] },
  rules: Pick<JackpotRules, 'tiers' | 'marginBasisPoints' | 'guarantee'>,
): JackpotPrizeTable {
  const margin = marginOf(input.stakes, rules);
  const fund = input.stakes - margin;
  const funds = tierFunds(fund, rules);
  let topUp = 0n;
  const tiers = rules.tiers.map((tier, i): TierPrize => {
    const lines = input.winningLines[i] ?? 0n;
    let pot = funds[i]!;
    if (i === 0) {
      pot += input.rolloverIn;
      if (lines > 0n && pot < rules.guarantee) {
        topUp = rules.guarantee - pot;
        pot = rules.guarantee;
      }
    }
    const perLine = lines > 0n ? pot / lines : 0n;
    const paid = perLine * lines;
    return { wrong: tier.wrong, fund: pot, lines, perLine, paid, rolledOver: pot - paid };
  });
  return {
    stakes: input.stakes,
    rolloverIn: input.rolloverIn,
    margin,
    fund,
    topUp,
    tiers,
    prizesPaid: tiers.reduce((sum, t) => sum + t.paid, 0n),
    rolloverOut: tiers.reduce((sum, t) => sum + t.rolledOver, 0n),
  };
}

/** What an entry wins: each of its lines pays the prize of the one tier it reached. */
export function entryPrize(
  byWrong: readonly number[],
  table: { tiers: readonly Pick<TierPrize, 'wrong' | 'perLine'>[] },
): bigint {
  return table.tiers.reduce((sum, tier) => sum + BigInt(byWrong[tier.wrong] ?? 0) * tier.perLine, 0n);
}

/**
 * The top prize a pool shows before it closes: its top tier's share of the stakes so far, with the
 * roll-over it was given, or the guarantee when that is more.
 */
export function jackpotPrizeEstimate(
  stakes: bigint,
  rolloverIn: bigint,
  rules: Pick<JackpotRules, 'tiers' | 'marginBasisPoints' | 'guarantee'>,
): bigint {
  const top = tierFunds(stakes - marginOf(stakes, rules), rules)[0]! + rolloverIn;
  return top > rules.guarantee ? top : rules.guarantee;
}

/** Winning lines per tier of `rules.tiers`, over every entry's lines by wrong picks. */
export function winningLines(
  entries: Iterable<readonly number[]>,
  rules: Pick<JackpotRules, 'tiers'>,
): bigint[] {
  const lines = rules.tiers.map(() => 0n);
  for (const byWrong of entries)
    rules.tiers.forEach((tier, i) => {
      lines[i]! += BigInt(byWrong[tier.wrong] ?? 0);
    });
  return lines;
}
