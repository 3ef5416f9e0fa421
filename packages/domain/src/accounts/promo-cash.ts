/**
 * Promo cash (issue 14; SPEC.md §3 Wallet: promoCash, totalLeftToWager; Betslip model usePromoCash).
 * The wallet keeps real money and promo cash apart. A stake spends promo cash only when the player
 * asks (usePromoCash) and only as much as the wallet holds; promo cash comes with a wagering
 * requirement that stakes work off, and once it is met what is left of the promo cash becomes real
 * money. Amounts are ledger units (integers).
 */

/** A promo grant asks this many times its amount to be wagered before the rest is released. */
export const PROMO_WAGERING_MULTIPLE = 3;

export interface WalletPots {
  real: number;
  promo: number;
}

/** What a stake may take from: real money, and promo cash too when the player asks for it. */
export function spendable(pots: WalletPots, usePromoCash: boolean): number {
  return Math.max(0, pots.real) + (usePromoCash ? Math.max(0, pots.promo) : 0);
}

/**
 * How a stake is paid: promo cash first when the player uses it (that is what they asked for),
 * then real money. Undefined when the pots cannot pay it (RES-00056).
 */
export function stakeSplit(
  stake: number,
  pots: WalletPots,
  usePromoCash: boolean,
): { promo: number; real: number } | undefined {
  if (stake < 0 || stake > spendable(pots, usePromoCash)) return undefined;
  const promo = usePromoCash ? Math.min(stake, Math.max(0, pots.promo)) : 0;
  return { promo, real: stake - promo };
}

/** What a promo grant of `amount` adds to the wagering requirement. */
export function wageringRequirement(amount: number): number {
  return Math.max(0, amount) * PROMO_WAGERING_MULTIPLE;
}

/**
 * The wagering a stake works off: the stake, up to what is left. Returns the change to write on
 * the stake's ledger row (0 or negative) and whether this stake met the requirement, which
 * releases the promo cash left.
 */
export function wageringOfStake(stake: number, left: number): { change: number; met: boolean } {
  if (left <= 0 || stake <= 0) return { change: 0, met: false };
  const worked = Math.min(stake, left);
  return { change: -worked, met: worked === left };
}
