export type QuickStakes = readonly [number, number, number, number];

/** §9 quick-stake presets, four per currency; other currencies get DEFAULT_QUICK_STAKES. */
export const QUICK_STAKE_PRESETS: Readonly<Record<string, QuickStakes>> = {
  EUR: [5, 25, 100, 500],
  GBP: [5, 25, 100, 500],
  USD: [5, 25, 100, 500],
  IDR: [50, 250, 1000, 5000],
  INR: [250, 1000, 5000, 25000],
  KRW: [5000, 25000, 100000, 500000],
  MYR: [25, 100, 500, 2500],
  PLN: [25, 100, 500, 2500],
  TRY: [25, 100, 500, 2500],
  RMB: [50, 250, 1000, 5000],
  CNY: [50, 250, 1000, 5000],
  RUB: [250, 1000, 5000, 25000],
  THB: [100, 500, 2500, 10000],
  VND: [100, 500, 2500, 10000],
  LAK: [100, 500, 2500, 10000],
  MMK: [100, 500, 2500, 10000],
  KHR: [100, 500, 2500, 10000],
  KES: [5, 25, 100, 500],
  GHS: [5, 25, 100, 500],
  PHP: [5, 25, 100, 500],
};
export const DEFAULT_QUICK_STAKES: QuickStakes = [10, 25, 100, 500];

function isQuickStakes(value: unknown): value is QuickStakes {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((v) => typeof v === 'number' && v > 0 && Number.isFinite(v))
  );
}

/**
 * The four quick stakes for a currency. settings.quick_bet_values (JSON: currency → four numbers)
 * overrides the presets; invalid JSON, or an invalid entry, falls back to the defaults (§5).
 */
export function quickStakes(currencyCode: string, quickBetValuesJson = ''): QuickStakes {
  const code = currencyCode.toUpperCase();
  const fallback = QUICK_STAKE_PRESETS[code] ?? DEFAULT_QUICK_STAKES;
  if (!quickBetValuesJson) return fallback;
  try {
    const parsed: unknown = JSON.parse(quickBetValuesJson);
    const entry =
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[code] : undefined;
    return isQuickStakes(entry) ? entry : fallback;
  } catch {
    return fallback;
  }
}
