import { describe, expect, it } from 'vitest';
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
});
