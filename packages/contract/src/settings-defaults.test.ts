import { describe, expect, it } from 'vitest';
import { Settings } from './settings.ts';
import { SETTINGS_DEFAULTS } from './settings-defaults.ts';

describe('settings defaults (SPEC.md §3 Settings)', () => {
  it('are the defaults §3 lists', () => {
    expect(SETTINGS_DEFAULTS).toMatchObject({
      bet_stake_max_amount: 10000,
      bet_stake_min_amount: 0,
      max_bets_on_betslip: 15,
      user_wallet_poll_time: 10000,
      currencyCode: 'EUR',
      currency_precision: 2,
      cashout_timeout: 5000,
      default_price_format: 'euro',
      odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
      max_bets_error_message: 'You have reached the maximum number of selections.',
    });
  });

  it('are what the schema gives a brand that sets nothing, for every key', () => {
    expect(Settings.parse({})).toEqual(SETTINGS_DEFAULTS);
    expect(Object.keys(SETTINGS_DEFAULTS).sort()).toEqual(Object.keys(Settings.shape).sort());
  });

  it("keep a brand's own values", () => {
    const parsed = Settings.parse({ max_bets_on_betslip: 20, odds_types: ['us'] });
    expect(parsed.max_bets_on_betslip).toBe(20);
    expect(parsed.odds_types).toEqual(['us']);
    expect(parsed.bet_stake_max_amount).toBe(SETTINGS_DEFAULTS.bet_stake_max_amount);
  });
});
