import type { BetslipRules } from './betslip-rules.ts';
import type { MinorAmount } from '../money/units.ts';
import type { PricedLine } from './priced-line.ts';

/**
 * Betting tax of the African betslip (SPEC.md §5, §9). It applies only when the slip is African and
 * both tax_deduction_enabled and enable_stake_after_tax are set. Then:
 * - the stake includes an excise tax at stake_rate_percentage: the stake after tax is
 *   stake x 100 / (100 + rate), rounded down (100 at 20 % is 83.33; the tax 16.67);
 * - winnings (gross returns minus the stake after tax) are taxed at tax_returns_percentage,
 *   rounded up, and the potential returns are the gross returns minus that deduction.
 */
export function taxApplies(
  rules: Pick<BetslipRules, 'kind' | 'taxDeductionEnabled' | 'stakeAfterTaxEnabled'>,
): boolean {
  return rules.kind === 'african' && rules.taxDeductionEnabled && rules.stakeAfterTaxEnabled;
}

/** Percentages are applied exactly: 12.5 % is 125 / 1000. */
function percentFraction(percentage: number): { num: bigint; den: bigint } {
  if (!(percentage > 0)) return { num: 0n, den: 1n };
  const text = String(Math.min(percentage, 100));
  const [whole = '0', fraction = ''] = text.split('.');
  return { num: BigInt(whole + fraction), den: 100n * 10n ** BigInt(fraction.length) };
}

/** The part of a stake that is bet once the stake tax is taken out (the stake when no tax applies). */
export function stakeAfterTax(
  stake: MinorAmount,
  rules: Pick<BetslipRules, 'kind' | 'taxDeductionEnabled' | 'stakeAfterTaxEnabled' | 'stakeRatePercentage'>,
): MinorAmount {
  if (!taxApplies(rules) || stake <= 0n) return stake;
  const rate = percentFraction(rules.stakeRatePercentage);
  return (stake * rate.den) / (rate.den + rate.num);
}

/** Tax withheld from the winnings of `grossReturns` on a stake after tax (0 without a win). */
export function taxOnReturns(
  grossReturns: MinorAmount,
  stakeBet: MinorAmount,
  rules: Pick<BetslipRules, 'kind' | 'taxDeductionEnabled' | 'stakeAfterTaxEnabled' | 'taxReturnsPercentage'>,
): MinorAmount {
  if (!taxApplies(rules)) return 0n;
  const winnings = grossReturns - stakeBet;
  if (winnings <= 0n) return 0n;
  const rate = percentFraction(rules.taxReturnsPercentage);
  return (winnings * rate.num + rate.den - 1n) / rate.den;
}

/** The tax lines a taxed slip shows (§5), in minor units. */
export interface SlipTax {
  /** The duty taken out of the cash stakes. */
  stakeTax: MinorAmount;
  /** What the cash stakes bet once the duty is out. */
  stakeAfterTax: MinorAmount;
  /** The most the tax on winnings withholds, if every line wins. */
  winningsTax: MinorAmount;
}

/**
 * The slip's tax lines from its priced lines. A free bet's stake is the book's, not the player's:
 * it pays no duty and is not counted in the stakes, though its winnings are taxed.
 */
export function slipTax(
  lines: readonly Pick<PricedLine, 'totalStake' | 'stakeAfterTax' | 'potentialTaxDeduction' | 'isFreeBet'>[],
): SlipTax {
  let stakeTax = 0n;
  let bet = 0n;
  let winningsTax = 0n;
  for (const line of lines) {
    winningsTax += line.potentialTaxDeduction;
    if (line.isFreeBet) continue;
    stakeTax += line.totalStake - line.stakeAfterTax;
    bet += line.stakeAfterTax;
  }
  return { stakeTax, stakeAfterTax: bet, winningsTax };
}
