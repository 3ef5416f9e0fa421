import { EVEN, exactOdds, multiplyOdds, returnsAt, type ExactOdds } from '../betslip/exact-odds.ts';
import type { MinorAmount } from '../money/units.ts';
import { legWinMultiplier, type LegResult } from './settlement.ts';

/**
 * Cash-out (issue 7): a fair value of an open single or multiple from current prices, less the
 * operator's margin, and the check of a cash-out request against the value the player saw.
 */

/** The operator's cash-out margin when none is configured: 5 % of the fair value. */
export const DEFAULT_CASH_OUT_MARGIN = 0.05;

export interface CashOutLeg {
  /** The decimal price at placement. */
  decimal: number;
  result: LegResult;
  /** The current decimal price of the selection, for an open leg; undefined when not quoted. */
  currentDecimal?: number | undefined;
  /** The status of the leg's market now. */
  marketStatus: 'open' | 'suspended';
  deadHeatAllowed?: boolean;
  deadHeat?: ExactOdds | undefined;
}

export interface CashOutBet {
  /** The stake of the bet (a single or a multiple), in minor units. */
  stake: MinorAmount;
  legs: readonly CashOutLeg[];
  /** Cash-out is offered for singles and multiples, not for each-way or system bets. */
  eachWay?: boolean;
  system?: boolean;
  /** Staked with a free-bet token: only the winnings part has a value (the stake is not returned). */
  freeBet?: boolean;
  /** Taken at SP: no price to value it at before the race is resulted, so no cash-out. */
  startingPrice?: boolean;
}

export type CashOutUnavailable = 'leg-lost' | 'market-suspended' | 'no-price' | 'settled' | 'not-offered';

export type CashOutQuote =
  { available: true; value: MinorAmount } | { available: false; value: 0n; reason: CashOutUnavailable };

function subtractOdds(a: ExactOdds, b: ExactOdds): ExactOdds {
  return { num: a.num * b.den - b.num * a.den, den: a.den * b.den };
}

function atLeastZero(a: ExactOdds): ExactOdds {
  return a.num < 0n ? { num: 0n, den: 1n } : a;
}

/** A margin as an exact fraction kept within [0, 1]. */
function marginFactor(margin: number): ExactOdds {
  const m = exactOdds(Math.min(1, Math.max(0, margin)));
  return { num: m.den - m.num, den: m.den };
}

/**
 * The cash-out value of `stake` of the bet: stake x (product of the settled legs' multipliers:
 * won odds, dead-heat reduced, void 1) x (product of the open legs' odds at placement) / (product
 * of the open legs' current odds) x (1 - margin), rounded down to the minor unit. Unavailable (0)
 * when a leg lost, any open leg's market is suspended or has no current price, the bet is settled
 * (no open leg), or the bet is each-way or a system. Never above the bet's potential returns.
 */
export function cashOutValue(
  bet: CashOutBet,
  margin: number = DEFAULT_CASH_OUT_MARGIN,
  stake: MinorAmount = bet.stake,
): CashOutQuote {
  const unavailable = (reason: CashOutUnavailable): CashOutQuote => ({ available: false, value: 0n, reason });
  if (bet.eachWay || bet.system || bet.startingPrice || bet.legs.length === 0)
    return unavailable('not-offered');
  if (bet.legs.some((l) => l.result === 'lost' || l.result === 'placed')) return unavailable('leg-lost');
  const open = bet.legs.filter((l) => l.result === 'open');
  if (open.length === 0) return unavailable('settled');
  if (open.some((l) => l.marketStatus === 'suspended')) return unavailable('market-suspended');
  const current = open.map((l) => (l.currentDecimal === undefined ? undefined : exactOdds(l.currentDecimal)));
  if (current.some((c) => c === undefined || c.num < c.den)) return unavailable('no-price');
  let odds = bet.legs
    .filter((l) => l.result !== 'open')
    .reduce((acc, l) => multiplyOdds(acc, legWinMultiplier(l) ?? EVEN), EVEN);
  for (const l of open) odds = multiplyOdds(odds, exactOdds(l.decimal));
  const currentProduct = current.reduce<ExactOdds>((acc, c) => multiplyOdds(acc, c!), EVEN);
  const chance: ExactOdds = { num: currentProduct.den, den: currentProduct.num };
  odds = multiplyOdds(odds, chance);
  // A free bet pays stake x (odds - 1) if it wins: its fair value is the full one less the stake's
  // share, stake x the chance of winning.
  if (bet.freeBet) odds = atLeastZero(subtractOdds(odds, chance));
  odds = multiplyOdds(odds, marginFactor(margin));
  const capped = stake < 0n ? 0n : stake > bet.stake ? bet.stake : stake;
  return { available: true, value: returnsAt(capped, odds) };
}

export interface PartialCashOut {
  /** What is paid for the cashed part of the stake. */
  value: MinorAmount;
  cashedStake: MinorAmount;
  /** The stake that stays on the bet, with its legs and odds unchanged. */
  remainingStake: MinorAmount;
}

/**
 * A partial cash-out of `cashedStake` (minor units, at most the stake): its value is the value of
 * that stake, and the rest of the stake keeps its bet. `partStake` gives the minor units of a
 * fraction of the stake.
 */
export function partialCashOut(
  bet: CashOutBet,
  cashedStake: MinorAmount,
  margin: number = DEFAULT_CASH_OUT_MARGIN,
): PartialCashOut | CashOutQuote {
  const part = cashedStake < 0n ? 0n : cashedStake > bet.stake ? bet.stake : cashedStake;
  const quote = cashOutValue(bet, margin, part);
  if (!quote.available) return quote;
  return { value: quote.value, cashedStake: part, remainingStake: bet.stake - part };
}

/** The stake of a fraction (numerator / denominator) of `stake`, rounded down to the minor unit. */
export function partStake(stake: MinorAmount, numerator: bigint, denominator: bigint): MinorAmount {
  if (denominator <= 0n || numerator <= 0n) return 0n;
  if (numerator >= denominator) return stake;
  return (stake * numerator) / denominator;
}

/**
 * The offer for `part` of a bet's running `stake`, from the offer `value` of the whole: what a
 * partial cash-out shows before it is sent. Rounded down, so it is never above what cashOutValue
 * gives for that part (the server's figure) and at most one minor unit below it: the server
 * confirms it unless a price moved.
 */
export function partOfCashOutValue(value: MinorAmount, stake: MinorAmount, part: MinorAmount): MinorAmount {
  if (stake <= 0n || part <= 0n) return 0n;
  if (part >= stake) return value;
  return (value * part) / stake;
}

export type CashOutRefusal = 'price-moved' | 'market-suspended' | 'unavailable';

export type CashOutDecision =
  | { decision: 'confirm'; value: MinorAmount }
  | { decision: 'refuse'; reason: CashOutRefusal; value: MinorAmount };

export interface CashOutDecisionOptions {
  /**
   * How far below the offered value the recomputed value may be and still be confirmed, in minor
   * units. Default 0: the player is never paid less than what they saw.
   */
  tolerance?: MinorAmount;
  /** allow_higher_odds_and_cashout (§3): pay the recomputed value when it rose. */
  acceptHigher?: boolean;
}

/**
 * The server's answer to a cash-out request carrying the value the player saw: refused when the
 * recomputed quote is unavailable (suspended market, or other), or when it fell more than the
 * tolerance below what was offered (price moved); otherwise confirmed at the offered value, or at
 * the recomputed one when that is higher and the player accepts higher, or lower within tolerance.
 * Never pays more than the recomputed fair value.
 */
export function cashOutDecision(
  offeredValue: MinorAmount,
  recomputed: CashOutQuote,
  options: CashOutDecisionOptions = {},
): CashOutDecision {
  if (!recomputed.available)
    return {
      decision: 'refuse',
      reason: recomputed.reason === 'market-suspended' ? 'market-suspended' : 'unavailable',
      value: 0n,
    };
  const tolerance = options.tolerance ?? 0n;
  const fair = recomputed.value;
  if (offeredValue <= 0n) return { decision: 'refuse', reason: 'price-moved', value: fair };
  if (fair < offeredValue - tolerance) return { decision: 'refuse', reason: 'price-moved', value: fair };
  if (fair < offeredValue) return { decision: 'confirm', value: fair };
  return { decision: 'confirm', value: options.acceptHigher ? fair : offeredValue };
}
