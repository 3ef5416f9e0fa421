/**
 * A placed bet's stake as partial cash-outs leave it (SPEC.md §9 cash-out of a share). Amounts are
 * in whichever unit the bet is stored in (the server's ledger units): only ratios are taken.
 */
export interface CashedStake<Units extends bigint = bigint> {
  unitStake: Units;
  totalStake: Units;
  /** The stake the partial cash-outs took, summed. */
  cashedOutStake: Units;
  /** Combinations of the bet (a system has several; a single or a multiple one). */
  noOfBets: number;
}

/** The stake that still runs: the placed stake less what partial cash-outs took. */
export function runningStake<Units extends bigint>(bet: CashedStake<Units>): Units {
  const placed: bigint = bet.totalStake;
  const left = placed - bet.cashedOutStake;
  return (left > 0n ? left : 0n) as Units;
}

/**
 * The stake still running per combination and part. Partial cash-out exists for singles and
 * multiples only (no each-way, no system: the domain offers none), where the unit is the whole
 * running stake; any other bet keeps its unit stake in proportion.
 */
export function runningUnitStake<Units extends bigint>(bet: CashedStake<Units>): Units {
  if (bet.cashedOutStake === 0n) return bet.unitStake;
  const left = runningStake(bet);
  if (left === 0n || bet.noOfBets === 1) return left;
  const unit: bigint = bet.unitStake;
  return ((unit * left) / bet.totalStake) as Units;
}
