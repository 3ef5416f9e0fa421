import { virtualsWholeAmounts } from './game-sections.ts';

/*
 * Stakes and payouts of the demo games, in major units of the player's currency: whole numbers in
 * the currencies of §9 "virtuals with no decimal cents", else two decimals. Computed in hundredths
 * (integers), so no binary noise decides a cent.
 */

export const GAME_STAKE_MAX = 1_000_000;

/** An amount's hundredths when it has at most two decimals, else undefined. */
function hundredths(amount: number): number | undefined {
  const h = Math.round(amount * 100);
  return Math.abs(h - amount * 100) < 1e-6 ? h : undefined;
}

/** Why a stake is refused in this currency, or undefined when it is good. */
export function gameStakeRefusal(stake: number, currency: string): string | undefined {
  const h = Number.isFinite(stake) ? hundredths(stake) : undefined;
  if (h === undefined) return 'A stake has at most two decimals';
  if (virtualsWholeAmounts(currency) && h % 100 !== 0)
    return `${currency.toUpperCase()} stakes are whole numbers`;
  const min = virtualsWholeAmounts(currency) ? 100 : 10;
  if (h < min) return `The smallest stake is ${min / 100}`;
  if (h > GAME_STAKE_MAX * 100) return `The largest stake is ${GAME_STAKE_MAX}`;
  return undefined;
}

/** What a stake returns at a decimal price (or multiplier), floored to the currency's unit. */
export function gamePayout(stake: number, price: number, currency: string): number {
  const stakeH = hundredths(stake) ?? Math.floor(stake * 100);
  const priceH = Math.round(price * 100);
  const payoutH = Math.floor((stakeH * priceH) / 100);
  const unit = virtualsWholeAmounts(currency) ? 100 : 1;
  return (Math.floor(payoutH / unit) * unit) / 100;
}
