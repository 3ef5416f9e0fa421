/**
 * Promo cash (issue 14; SPEC.md §3 Wallet: promoCash, totalLeftToWager; Betslip model usePromoCash).
 * The wallet keeps real money and promo cash apart. A stake spends promo cash only when the player
 * asks (usePromoCash) and only as much as the wallet holds; promo cash comes with a wagering
 * requirement that stakes work off, and once it is met what is left of the promo cash becomes real
 * money. Amounts are ledger units.
 */
import { addUnits, ledgerUnits, negateUnits, type LedgerUnits } from '../money/units.ts';

/** A promo grant asks this many times its amount to be wagered before the rest is released. */
export const PROMO_WAGERING_MULTIPLE = 3;

export interface WalletPots {
  real: LedgerUnits;
  promo: LedgerUnits;
}

const ZERO = ledgerUnits(0);
const atLeastZero = (units: LedgerUnits) => (units > 0n ? units : ZERO);
const smaller = (a: LedgerUnits, b: LedgerUnits) => (a < b ? a : b);

/** What a stake may take from: real money, and promo cash too when the player asks for it. */
export function spendable(pots: WalletPots, usePromoCash: boolean): LedgerUnits {
  return addUnits(atLeastZero(pots.real), usePromoCash ? atLeastZero(pots.promo) : ZERO);
}

/**
 * How a stake is paid: promo cash first when the player uses it (that is what they asked for),
 * then real money. Undefined when the pots cannot pay it (RES-00056).
 */
export function stakeSplit(
  stake: LedgerUnits,
  pots: WalletPots,
  usePromoCash: boolean,
): { promo: LedgerUnits; real: LedgerUnits } | undefined {
  if (stake < 0n || stake > spendable(pots, usePromoCash)) return undefined;
  const promo = usePromoCash ? smaller(stake, atLeastZero(pots.promo)) : ZERO;
  return { promo, real: addUnits(stake, negateUnits(promo)) };
}

/** What a promo grant of `amount` adds to the wagering requirement. */
export function wageringRequirement(amount: LedgerUnits): LedgerUnits {
  return (atLeastZero(amount) * BigInt(PROMO_WAGERING_MULTIPLE)) as LedgerUnits;
}

/**
 * The wagering a stake works off: the stake, up to what is left. Returns the change to write on
 * the stake's ledger row (0 or negative) and whether this stake met the requirement, which
 * releases the promo cash left.
 */
export function wageringOfStake(
  stake: LedgerUnits,
  left: LedgerUnits,
): { change: LedgerUnits; met: boolean } {
  if (left <= 0n || stake <= 0n) return { change: ZERO, met: false };
  const worked = smaller(stake, left);
  return { change: negateUnits(worked), met: worked === left };
}
