import { parseAmount, roundStake } from '../money/amount.ts';
import { toStoredAmount } from '../money/currency.ts';
import type { MinorAmount } from '../money/units.ts';
import { wireDecimals } from '../money/wire-amount.ts';

const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A wire amount ('12.50', '250000') as minor units of `currencyCode`. Extra decimals are rounded
 * half up (SPEC.md §5: a stake is saved rounded to the currency's precision), so '0.125' EUR is
 * 13 cents and '12.5' VND is 13 VND. Anything that is not a plain non-negative decimal is 0.
 */
export function amountToMinor(amount: string, currencyCode: string): MinorAmount {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return 0n;
  const decimals = wireDecimals(currencyCode);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1n : 0n;
  return BigInt(whole + kept) + roundUp;
}

/** Minor units as a wire amount with the currency's decimals: 125000n EUR is '1250.00'. */
export function minorToAmount(minor: MinorAmount, currencyCode: string): string {
  const decimals = wireDecimals(currencyCode);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * The wire stake for what the player typed (SPEC.md §5): commas stripped, not numeric is 0,
 * rounded to the currency's precision unless whole, and thousand-scaled currencies typed in
 * thousands ('250' VND is 250000 on the wire, §9). The stake field keeps its own text as typed.
 */
export function stakeFromInput(text: string, currencyCode: string, precision: number): string {
  const typed = roundStake(parseAmount(text), Math.min(precision, wireDecimals(currencyCode)));
  const wire = toStoredAmount(typed, currencyCode);
  if (!(wire > 0)) return '0';
  return minorToAmount(amountToMinor(wire.toFixed(wireDecimals(currencyCode)), currencyCode), currencyCode);
}

/** True when the amount is above zero. */
export function hasStake(amount: string | undefined, currencyCode: string): boolean {
  return amount !== undefined && amountToMinor(amount, currencyCode) > 0n;
}

/** The unit stake a line bets: its free-bet stake when it stakes a free bet, its cash stake otherwise. */
export interface StakeOf {
  stake: MinorAmount;
  isFreeBet: boolean;
}

export function stakeOf(
  line: { unitStake: string; isFreeBet: boolean; freeMoneyUnitStake: string },
  currency: string,
): StakeOf {
  return line.isFreeBet
    ? { stake: amountToMinor(line.freeMoneyUnitStake, currency), isFreeBet: true }
    : { stake: amountToMinor(line.unitStake, currency), isFreeBet: false };
}

/** An amount the request sent, rewritten in its currency's wire form (precision, rounding). */
export function wire(amount: string, currency: string): string {
  return minorToAmount(amountToMinor(amount, currency), currency);
}
