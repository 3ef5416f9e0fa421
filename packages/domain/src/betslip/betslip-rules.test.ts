import { describe, expect, it } from 'vitest';
import { betslipRulesFromSettings, DEFAULT_BETSLIP_RULES, type BetslipSettings } from './betslip-rules.ts';

const settings: BetslipSettings = {
  bet_stake_min_amount: 1,
  bet_stake_max_amount: 10000,
  max_bets_on_betslip: 15,
  each_way_enabled: true,
  tax_deduction_enabled: false,
  enable_stake_after_tax: false,
  stake_rate_percentage: 0,
  tax_returns_percentage: 0,
  betslip_negative_odds_enabled: false,
  currencyCode: 'EUR',
  currency_precision: 2,
};

describe('betslipRulesFromSettings (SPEC.md §3 settings, §5 stake bounds, §9 max selections)', () => {
  it.each([
    ['a visitor gets the brand currency', {}, { currency: 'EUR', minStake: '1', maxStake: '10000' }],
    ['a player gets theirs', { currency: 'gbp' }, { currency: 'GBP', minStake: '1', maxStake: '10000' }],
    [
      'thousand-scaled currencies get bounds x1000 (§5)',
      { currency: 'VND', precision: 0 },
      { currency: 'VND', minStake: '1000', maxStake: '10000000', precision: 0 },
    ],
    ['the African kind can be passed in', { kind: 'african' as const }, { kind: 'african' }],
  ])('%s', (_name, options, expected) => {
    expect(betslipRulesFromSettings(settings, options)).toMatchObject(expected);
  });

  it('the slip kind comes from betslip_kind', () => {
    expect(betslipRulesFromSettings({ ...settings, betslip_kind: 'african' }).kind).toBe('african');
    expect(betslipRulesFromSettings(settings).kind).toBe('default');
  });

  it('a max_bets_on_betslip of 0 falls back to 15 (§9 default)', () => {
    expect(betslipRulesFromSettings({ ...settings, max_bets_on_betslip: 0 }).maxSelections).toBe(15);
  });

  it('a minimum of 0 is no minimum', () => {
    expect(betslipRulesFromSettings({ ...settings, bet_stake_min_amount: 0 }).minStake).toBe('0');
  });

  it('a brand that sets nothing gets plain rules: EUR, 0 to 10000, 15 selections, each-way, no tax', () => {
    expect(DEFAULT_BETSLIP_RULES).toEqual({
      currency: 'EUR',
      precision: 2,
      kind: 'default',
      minStake: '0',
      maxStake: '10000',
      maxSelections: 15,
      eachWayEnabled: true,
      taxDeductionEnabled: false,
      stakeAfterTaxEnabled: false,
      stakeRatePercentage: 0,
      taxReturnsPercentage: 0,
      negativeOddsEnabled: false,
      oddsType: 'euro',
    });
  });
});
