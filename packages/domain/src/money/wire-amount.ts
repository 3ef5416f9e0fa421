import { isThousandScaled } from './currency.ts';

/** Currencies without a minor unit in use (the brand's KRW has precision 0). */
export const ZERO_DECIMAL_CURRENCIES = ['KRW', 'JPY', 'CLP', 'PYG'] as const;

const zeroDecimal = new Set<string>(ZERO_DECIMAL_CURRENCIES);

/**
 * Decimals an amount on the wire may carry: none for the thousand-scaled currencies (§9: whole on
 * the wire) and those without a minor unit, else 2.
 */
export function wireDecimals(currencyCode: string): number {
  return isThousandScaled(currencyCode) || zeroDecimal.has(currencyCode.toUpperCase()) ? 0 : 2;
}

/**
 * Ledger units per major unit: cents, whole won, or thousandths for the thousand-scaled list. A
 * ledger keeps integers so that a balance is an exact sum of its rows.
 */
export function minorPerMajor(currencyCode: string): number {
  if (isThousandScaled(currencyCode)) return 1000;
  return zeroDecimal.has(currencyCode.toUpperCase()) ? 1 : 100;
}
