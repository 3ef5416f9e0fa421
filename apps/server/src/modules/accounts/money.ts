import { InputError } from '../../errors.ts';

/** SPEC.md §9: amounts of these currencies are whole on the wire and kept in thousandths. */
export const THOUSAND_SCALED_CURRENCIES: ReadonlySet<string> = new Set(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);
/** Currencies without a minor unit in use (the brand's KRW has precision 0). */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['KRW', 'JPY', 'CLP', 'PYG']);

/** Decimals a wire amount may carry. */
export function wireDecimals(currency: string): number {
  return THOUSAND_SCALED_CURRENCIES.has(currency) || ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** Ledger units per major unit: cents, whole won, or thousandths for the thousand-scaled list. */
export function minorPerMajor(currency: string): number {
  if (THOUSAND_SCALED_CURRENCIES.has(currency)) return 1000;
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 1 : 100;
}

export function toMajor(minor: number, currency: string): number {
  return minor / minorPerMajor(currency);
}

/** A wire amount in ledger units; more decimals than the currency allows is a 400 on `field`. */
export function toMinor(amount: number, currency: string, field: string): number {
  const decimals = wireDecimals(currency);
  const scaled = amount * 10 ** decimals;
  // Binary floating point: 0.29 * 100 is 28.999999999999996, still a valid two-decimal amount.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw new InputError(
      field,
      decimals === 0
        ? `${currency} amounts are whole numbers`
        : `${currency} amounts have at most 2 decimals`,
    );
  }
  return Math.round(amount * minorPerMajor(currency));
}
