/**
 * Parlay extra winnings (SPEC.md §3 enable_parlay_extra_winnings, §6 "shown only when enabled, user
 * logged in and not excluded from promotions"): a winning multiple earns a percentage of its
 * winnings on top. The spec gives no table; ours is the common accumulator-bonus shape: three legs
 * or more, each priced at least 1.20, the percentage growing with the legs.
 * docs/decisions/odds-per-brand.md.
 */
export const PARLAY_EXTRA_WINNINGS = {
  minLegs: 3,
  /** A leg shorter than this (a near-certainty) does not count towards the bonus. */
  minLegDecimal: 1.2,
  /** Percent of the winnings by number of qualifying legs; the last applies to any more. */
  percentByLegs: [
    [3, 3],
    [4, 5],
    [5, 10],
    [6, 15],
    [7, 20],
    [8, 25],
  ] as const,
};

/**
 * The percentage a multiple of legs at these decimal prices earns: 0 below three legs or when any
 * leg is shorter than 1.20 (a bonus on padded accumulators is not the promotion's intent).
 *
 * @example parlayExtraWinningsPercent([2, 1.5, 1.8]) === 3
 */
export function parlayExtraWinningsPercent(legDecimals: readonly number[]): number {
  const { minLegs, minLegDecimal, percentByLegs } = PARLAY_EXTRA_WINNINGS;
  if (legDecimals.length < minLegs || legDecimals.some((d) => !(d >= minLegDecimal))) return 0;
  let percent = 0;
  for (const [legs, value] of percentByLegs) if (legDecimals.length >= legs) percent = value;
  return percent;
}

/**
 * The extra in minor units: `percent` of the winnings (returns less the stake), rounded down, so the
 * house never pays a fraction of a cent more than the table says. Nothing when there is no profit.
 *
 * @example parlayExtraWinnings(1_000n, 5_460n, 3) === 133n
 */
export function parlayExtraWinnings(stake: bigint, returns: bigint, percent: number): bigint {
  const winnings = returns - stake;
  if (winnings <= 0n || percent <= 0) return 0n;
  // Percent has at most two decimals in any table we would write: scale to basis points exactly.
  return (winnings * BigInt(Math.round(percent * 100))) / 10_000n;
}
