import { isThousandScaled } from './currency.ts';

/** §9: a stake string holds at most 13 characters and 2 decimals. */
export const STAKE_MAX_LENGTH = 13;
export const STAKE_MAX_DECIMALS = 2;

/** §5: commas are stripped before conversion; anything not numeric is 0. */
export function parseAmount(text: string): number {
  const value = Number(text.replaceAll(',', '').trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : 0;
}

/** §5: a stake is saved rounded to the currency's precision unless it is whole. */
export function roundStake(value: number, precision: number): number {
  if (Number.isInteger(value)) return value;
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}

/**
 * §5 stake keyboard: digits, and a decimal point only where the currency has decimals and is not
 * thousand-scaled; at most 13 characters; '00', a lone '.', a second dot or a third decimal are
 * refused (the last character is dropped, i.e. the previous text stays).
 */
export function acceptStakeInput(
  previous: string,
  next: string,
  currencyCode: string,
  precision: number,
): string {
  const allowsDot = precision > 0 && !isThousandScaled(currencyCode);
  if (next.length > STAKE_MAX_LENGTH) return previous;
  if (!/^[\d.]*$/.test(next)) return previous;
  if (next === '00' || next === '.') return previous;
  const dots = next.split('.').length - 1;
  if (dots > 1 || (dots === 1 && !allowsDot)) return previous;
  const decimals = next.split('.')[1];
  if (decimals !== undefined && decimals.length > Math.min(STAKE_MAX_DECIMALS, precision)) return previous;
  return next;
}
