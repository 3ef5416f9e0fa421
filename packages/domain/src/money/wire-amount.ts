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

/** Ledger units as a wire amount (major units). */
export function toMajor(minor: number, currencyCode: string): number {
  return minor / minorPerMajor(currencyCode);
}

export type WireAmountError = 'decimals' | 'whole';

/**
 * A wire amount (major units, as a cashier request sends it) in ledger units: refused when it has
 * more decimals than the currency's wire amounts ('whole' for a currency with none). Binary floating
 * point is allowed its error: 0.29 × 100 is 28.999999999999996, still a two-decimal amount.
 */
export function wireAmountToLedger(
  amount: number,
  currencyCode: string,
): { ok: true; units: number } | { ok: false; error: WireAmountError } {
  const decimals = wireDecimals(currencyCode);
  const scaled = amount * 10 ** decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6)
    return { ok: false, error: decimals === 0 ? 'whole' : 'decimals' };
  return { ok: true, units: Math.round(amount * minorPerMajor(currencyCode)) };
}
