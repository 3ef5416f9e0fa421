import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES, type BetslipRules } from './betslip-rules.ts';
import { slipTax, stakeAfterTax, taxApplies, taxOnReturns } from './tax.ts';

const african: BetslipRules = {
  ...DEFAULT_BETSLIP_RULES,
  currency: 'KES',
  kind: 'african',
  taxDeductionEnabled: true,
  stakeAfterTaxEnabled: true,
  stakeRatePercentage: 20,
  taxReturnsPercentage: 20,
};

describe('betting tax (SPEC.md §5: African betslip, tax_deduction_enabled and enable_stake_after_tax)', () => {
  it.each([
    ['all three set', african, true],
    ['not an African slip', { ...african, kind: 'default' as const }, false],
    ['a UK slip', { ...african, kind: 'uk' as const }, false],
    ['tax deduction off', { ...african, taxDeductionEnabled: false }, false],
    ['stake after tax off', { ...african, stakeAfterTaxEnabled: false }, false],
  ])('applies only with %s', (_name, rules, expected) => {
    expect(taxApplies(rules)).toBe(expected);
  });

  it.each([
    ['100.00 at 20 % bets 83.33 (the tax is 16.67)', 10000n, african, 8333n],
    ['100.00 at 12.5 % bets 88.88', 10000n, { ...african, stakeRatePercentage: 12.5 }, 8888n],
    ['a rate of 0 bets the whole stake', 10000n, { ...african, stakeRatePercentage: 0 }, 10000n],
    ['no tax outside the African slip', 10000n, DEFAULT_BETSLIP_RULES, 10000n],
  ])('%s', (_name, stake, rules, expected) => {
    expect(stakeAfterTax(stake, rules)).toBe(expected);
  });

  it.each([
    ['20 % of winnings of 166.67 is 33.34 (rounded up)', 25000n, 8333n, african, 3334n],
    ['no winnings, no tax', 8000n, 8333n, african, 0n],
    ['no tax outside the African slip', 25000n, 8333n, DEFAULT_BETSLIP_RULES, 0n],
  ])('%s', (_name, gross, staked, rules, expected) => {
    expect(taxOnReturns(gross, staked, rules)).toBe(expected);
  });
});

describe('the tax lines of a slip (slipTax)', () => {
  const line = (totalStake: bigint, after: bigint, deduction: bigint, isFreeBet = false) => ({
    totalStake,
    stakeAfterTax: after,
    potentialTaxDeduction: deduction,
    isFreeBet,
  });
  it.each([
    ['no lines', [], { stakeTax: 0n, stakeAfterTax: 0n, winningsTax: 0n }],
    [
      'a single of 100.00 at 20 %: 16.67 duty, 83.33 bet',
      [line(10000n, 8333n, 3334n)],
      { stakeTax: 1667n, stakeAfterTax: 8333n, winningsTax: 3334n },
    ],
    [
      'an each-way single (two bets of 50.00) and a double',
      [line(10000n, 8332n, 1000n), line(2000n, 1666n, 500n)],
      { stakeTax: 2002n, stakeAfterTax: 9998n, winningsTax: 1500n },
    ],
    [
      'a free bet pays no duty but its winnings are taxed',
      [line(10000n, 8333n, 3334n), line(500n, 416n, 100n, true)],
      { stakeTax: 1667n, stakeAfterTax: 8333n, winningsTax: 3434n },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(slipTax(lines)).toEqual(expected);
  });
});
