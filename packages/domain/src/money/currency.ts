/**
 * Currencies (SPEC.md §3 "Currency", §5, §9). Amounts of thousand-scaled currencies are stored in
 * thousandths and divided by 1000 for display; their stake bounds are multiplied by 1000.
 */
export const THOUSAND_SCALED_CURRENCIES = ['VND', 'IDR', 'LAK', 'MMK', 'KHR'] as const;
export const STAKE_SCALING_FACTOR = 1000;
export const DEFAULT_PRECISION = 2;

export function isThousandScaled(code: string): boolean {
  return (THOUSAND_SCALED_CURRENCIES as readonly string[]).includes(code.toUpperCase());
}

export function currencyPrecision(
  code: string,
  currencies: readonly { isoCode: string; precision: number }[] = [],
): number {
  return (
    currencies.find((c) => c.isoCode.toUpperCase() === code.toUpperCase())?.precision ?? DEFAULT_PRECISION
  );
}

export function toDisplayAmount(stored: number, currencyCode: string): number {
  return isThousandScaled(currencyCode) ? stored / STAKE_SCALING_FACTOR : stored;
}

/** An amount in the visitor's locale and currency (Intl), with the currency's precision. */
export function formatMoney(
  amount: number,
  currencyCode: string,
  locale: string,
  precision = DEFAULT_PRECISION,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(amount);
}

/** §5: bet_stake_min_amount and bet_stake_max_amount are multiplied by 1000 for thousand-scaled currencies. */
export function stakeBounds(
  settings: { bet_stake_min_amount: number; bet_stake_max_amount: number },
  currencyCode: string,
): { min: number; max: number } {
  const factor = isThousandScaled(currencyCode) ? STAKE_SCALING_FACTOR : 1;
  return { min: settings.bet_stake_min_amount * factor, max: settings.bet_stake_max_amount * factor };
}
