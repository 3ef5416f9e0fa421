/**
 * Odds display (SPEC.md §9). Prices travel as decimals; a format is only how they are shown.
 * euro: the decimal, 3 decimals below 1.01 else 2. hk: the profit per unit (decimal - 1).
 * us: whole numbers, '+' and the profit on 100 from even money up, else the stake to win 100.
 * malay: the profit up to 2.00, above it -1/profit. indo: the profit from 2.00, below it -1/profit.
 */
export type OddsType = 'euro' | 'hk' | 'us' | 'malay' | 'indo';
export const ODDS_TYPES: readonly OddsType[] = ['euro', 'hk', 'us', 'malay', 'indo'];

/**
 * Two decimals, but three when two would read as zero: a price of 1.004 shows as hk 0.004 (as euro
 * shows 1.004), and a malay price of 500 as -0.002, instead of a misleading 0.00.
 */
function asian(value: number): string {
  const two = value.toFixed(2);
  return Number(two) === 0 && value !== 0 ? value.toFixed(3) : two;
}

/** -1.00 and 1.00 are both even money in malay and indo; a price a hair off 2.00 shows as 1.00. */
function evenMoney(shown: string): string {
  return shown === '-1.00' ? '1.00' : shown;
}

/**
 * A decimal price as the player reads it in `oddsType`. A price of 1.00 or less pays nothing:
 * euro shows it as it is, us as '0', the Asian formats as '0.00'.
 *
 * @example formatOdds(2.5, 'us') === '+150'; formatOdds(1.5, 'us') === '-200'
 */
export function formatOdds(decimal: number, oddsType: OddsType): string {
  const profit = decimal - 1;
  if (oddsType === 'euro') return decimal.toFixed(decimal < 1.01 ? 3 : 2);
  if (!(profit > 0)) return oddsType === 'us' ? '0' : '0.00';
  switch (oddsType) {
    case 'hk':
      return asian(profit);
    case 'us': {
      if (decimal >= 2) return `+${Math.round(profit * 100)}`;
      const line = Math.round(-100 / profit);
      // Just below even money (1.996) rounds to -100, which is even money: show it as such.
      return line >= -100 ? '+100' : String(line);
    }
    case 'malay':
      return evenMoney(asian(decimal <= 2 ? profit : -1 / profit));
    case 'indo':
      return evenMoney(asian(decimal >= 2 ? profit : -1 / profit));
  }
}

/**
 * The decimal price a displayed value stands for: the inverse of formatOdds (up to its rounding).
 * Values a format never shows are read leniently: us between -100 and +100 and indo between -1 and
 * +1 as the profit they would be in hk terms, so typed input never yields a price below 1.
 */
export function oddsToDecimal(value: number, oddsType: OddsType): number {
  switch (oddsType) {
    case 'euro':
      return value;
    case 'hk':
      return 1 + value;
    case 'us':
      return value <= -100 ? 1 - 100 / value : 1 + Math.abs(value) / 100;
    case 'malay':
      return value >= 0 ? 1 + value : 1 - 1 / value;
    case 'indo':
      return value <= -1 ? 1 - 1 / value : 1 + Math.abs(value);
  }
}
