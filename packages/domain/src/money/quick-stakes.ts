export type QuickStakes = readonly [number, number, number, number];

/** Four quick-stake buttons per currency (§9); `quick_bet_values` settings JSON overrides them. */
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

function asQuickStakes(value: unknown): QuickStakes | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  // Operators type these in a settings form: "25" is as good as 25.
  const stakes = value.map((v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN,
  );
  if (!stakes.every((s) => Number.isFinite(s) && s > 0)) return undefined;
  return [stakes[0]!, stakes[1]!, stakes[2]!, stakes[3]!];
}

function parseOverrides(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The four quick-stake buttons of the betslip (SPEC.md §9 presets). The `quick_bet_values` setting,
 * a JSON object of currency code to four numbers, overrides a currency's presets; invalid JSON or an
 * invalid entry falls back to the presets (§5).
 */
export function quickStakes(currencyCode: string, quickBetValuesJson?: string): QuickStakes {
  const code = currencyCode.toUpperCase();
  if (quickBetValuesJson) {
    const overrides = parseOverrides(quickBetValuesJson);
    const override = asQuickStakes(overrides[currencyCode] ?? overrides[code]);
    if (override) return override;
  }
  return QUICK_STAKE_PRESETS[code] ?? DEFAULT_QUICK_STAKES;
}
