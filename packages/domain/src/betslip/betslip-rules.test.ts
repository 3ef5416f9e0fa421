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
      parlayExtraWinnings: false,
    });
  });
});

describe('rules that follow the player (SPEC.md §6 parlay extra winnings; the risk group)', () => {
  const promo = { ...settings, enable_parlay_extra_winnings: true, risk_group_stake_max_amount: 50 };
  const player = { riskGroup: false, excludedFromPromotions: false };

  it.each([
    ['a player earns parlay extra winnings when the brand runs them', promo, player, true],
    ['a visitor never does', promo, undefined, false],
    ['nor a player excluded from promotions', promo, { ...player, excludedFromPromotions: true }, false],
    ['nor anyone when the brand does not run them', settings, player, false],
  ])('%s', (_name, config, bettor, expected) => {
    expect(betslipRulesFromSettings(config, { bettor }).parlayExtraWinnings).toBe(expected);
  });

  it.each([
    ["a risk-group player's limit is the risk group's", {}, { ...player, riskGroup: true }, '50'],
    [
      "in a thousand-scaled currency, x1000 like the brand's",
      { currency: 'VND' },
      { ...player, riskGroup: true },
      '50000',
    ],
    ['a player outside the risk group keeps the brand limit', {}, player, '10000'],
    ['a brand limit below the risk group one stands', {}, { ...player, riskGroup: true }, '20', 20],
  ])('%s', (_name, options, bettor, maxStake, brandMax = 10000) => {
    const rules = betslipRulesFromSettings(
      { ...promo, bet_stake_max_amount: brandMax },
      { ...options, bettor },
    );
    expect(rules.maxStake).toBe(maxStake);
  });
});
