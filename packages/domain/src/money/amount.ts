import { STAKE_MAX_DECIMALS, STAKE_MAX_LENGTH } from '../constants.ts';
import { isThousandScaled, STAKE_SCALING_FACTOR } from './currency.ts';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The number a stake or amount text stands for (SPEC.md §5): commas are grouping and are stripped,
 * anything that is not a plain decimal number ('abc', '1e3', '0x10', '') yields 0.
 * A trailing dot stays legal while typing: '12.' is 12.
 */
export function parseAmount(text: string): number {
  const cleaned = text.replaceAll(',', '').trim();
  return NUMERIC.test(cleaned) ? Number(cleaned) : 0;
}

/**
 * A stake as saved (SPEC.md §5): whole numbers stay as they are, others are rounded half away
 * from zero to the currency's precision. roundStake(2.675, 2) is 2.68, not the 2.67 of toFixed.
 */
export function roundStake(value: number, precision: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return value;
  const factor = 10 ** Math.max(0, Math.trunc(precision));
  // toPrecision(15) drops the binary noise (2.675 * 100 = 267.49999...) before rounding.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Stake bounds of the settings, scaled by 1000 for thousand-scaled currencies (SPEC.md §5). */
export function stakeBounds(
  settings: { bet_stake_min_amount: number; bet_stake_max_amount: number },
  currencyCode: string,
): { min: number; max: number } {
  const factor = isThousandScaled(currencyCode) ? STAKE_SCALING_FACTOR : 1;
  return { min: settings.bet_stake_min_amount * factor, max: settings.bet_stake_max_amount * factor };
}

/** Whether a currency's stakes may carry a decimal point (SPEC.md §5 stake keyboard). */
export function stakeAllowsDecimals(currencyCode: string, precision: number): boolean {
  return precision > 0 && !isThousandScaled(currencyCode);
}

function isAcceptableStake(text: string, currencyCode: string, precision: number): boolean {
  if (text === '') return true;
  if (text.length > STAKE_MAX_LENGTH || !/^[\d.]+$/.test(text)) return false;
  if (text.startsWith('00') || text === '.') return false;
  const [, decimals, ...more] = text.split('.');
  if (decimals === undefined) return true;
  if (more.length > 0 || !stakeAllowsDecimals(currencyCode, precision)) return false;
  return decimals.length <= Math.min(STAKE_MAX_DECIMALS, precision);
}

/**
 * The stake keyboard and stake input rules of SPEC.md §5: `next` when the stake may become it,
 * otherwise `previous` (the keystroke is dropped). Rejected: more than 13 characters, anything but
 * digits and a dot, '00', a lone '.', a second dot, more than 2 decimals (or more than the currency
 * has), and any dot for thousand-scaled or zero-precision currencies. A trailing dot or zero stays.
 */
export function acceptStakeInput(
  previous: string,
  next: string,
  currencyCode: string,
  precision: number,
): string {
  return isAcceptableStake(next, currencyCode, precision) ? next : previous;
}
