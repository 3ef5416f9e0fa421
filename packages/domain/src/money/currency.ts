import { DEFAULT_CURRENCY_PRECISION } from '../constants.ts';

/**
 * Currencies stored in thousandths (SPEC.md §9): an amount of 5000 VND is stored as 5. The same list
 * scales the stake bounds (§5 "a special list", not shown: we use this one, see docs/decisions/domain.md).
 */
export const THOUSAND_SCALED_CURRENCIES = ['VND', 'IDR', 'LAK', 'MMK', 'KHR'] as const;
export const STAKE_SCALING_FACTOR = 1000;

const thousandScaled = new Set<string>(THOUSAND_SCALED_CURRENCIES);

/** Currency codes arrive in either case from settings and sessions ('vnd', 'VND'). */
export function isThousandScaled(code: string): boolean {
  return thousandScaled.has(code.toUpperCase());
}

/** Decimal places of a currency from the currency list (§3 Currency), 2 when unknown. */
export function currencyPrecision(
  code: string,
  currencies: readonly { isoCode: string; precision: number }[] = [],
): number {
  const upper = code.toUpperCase();
  const found = currencies.find((c) => c.isoCode.toUpperCase() === upper);
  return found && Number.isInteger(found.precision) && found.precision >= 0
    ? found.precision
    : DEFAULT_CURRENCY_PRECISION;
}

/** A stored amount as the player reads it: thousand-scaled currencies are divided by 1000 (§9). */
export function toDisplayAmount(stored: number, currencyCode: string): number {
  return isThousandScaled(currencyCode) ? stored / STAKE_SCALING_FACTOR : stored;
}

/** The stored form of an amount the player typed or reads: the inverse of toDisplayAmount. */
export function toStoredAmount(display: number, currencyCode: string): number {
  if (!isThousandScaled(currencyCode)) return display;
  // toPrecision(15) drops binary noise: 0.003 * 1000 is 3.0000000000000004.
  return Number((display * STAKE_SCALING_FACTOR).toPrecision(15));
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown locale tag must not break a balance pill: English grouping is a safe reading.
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * An amount with its currency, grouped the locale's way: formatMoney(1234.5, 'EUR', 'en') is
 * '€1,234.50'. Codes Intl does not take (USDT, mBTC) show as the number followed by the code.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  locale: string,
  precision: number = currencyPrecision(currencyCode),
): string {
  const digits = { minimumFractionDigits: precision, maximumFractionDigits: precision };
  try {
    return numberFormat(locale, { style: 'currency', currency: currencyCode, ...digits }).format(amount);
  } catch {
    return `${numberFormat(locale, digits).format(amount)} ${currencyCode}`;
  }
}
