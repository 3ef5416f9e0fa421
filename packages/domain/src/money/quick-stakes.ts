import { DEFAULT_QUICK_STAKES, QUICK_STAKE_PRESETS } from '../constants.ts';

export type QuickStakes = readonly [number, number, number, number];

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
