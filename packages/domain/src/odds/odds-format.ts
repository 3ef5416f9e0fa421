/**
 * Odds display (SPEC.md §9): euro with 3 decimals below 1.01 else 2; hk is decimal minus one;
 * us whole numbers, positive (with '+') at even money and above; malay and indo the Asian formats.
 */
export type OddsType = 'euro' | 'hk' | 'us' | 'malay' | 'indo';
export const ODDS_TYPES: readonly OddsType[] = ['euro', 'hk', 'us', 'malay', 'indo'];

/** A decimal price of 1.00 or less pays nothing back: shown as such in every format. */
export function formatOdds(decimal: number, oddsType: OddsType): string {
  const profit = decimal - 1;
  switch (oddsType) {
    case 'euro':
      return decimal.toFixed(decimal < 1.01 ? 3 : 2);
    case 'hk':
      return Math.max(0, profit).toFixed(2);
    case 'us':
      if (profit <= 0) return '0';
      return decimal >= 2 ? `+${Math.round(profit * 100)}` : `${Math.round(-100 / profit)}`;
    case 'malay':
      if (profit <= 0) return '0.00';
      return (decimal <= 2 ? profit : -1 / profit).toFixed(2);
    case 'indo':
      if (profit <= 0) return '0.00';
      return (decimal >= 2 ? profit : -1 / profit).toFixed(2);
  }
}

/** The decimal price a displayed value stands for (the inverse of formatOdds before rounding). */
export function oddsToDecimal(value: number, oddsType: OddsType): number {
  switch (oddsType) {
    case 'euro':
      return value;
    case 'hk':
      return value + 1;
    case 'us':
      return value >= 100 ? 1 + value / 100 : value < 0 ? 1 - 100 / value : 1 + value / 100;
    case 'malay':
      return value >= 0 ? 1 + value : 1 - 1 / value;
    case 'indo':
      return value >= 1 ? 1 + value : 1 - 1 / value;
  }
}
