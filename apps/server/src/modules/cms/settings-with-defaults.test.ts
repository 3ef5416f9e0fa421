import { ServerSettings } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { settingsWithDefaults } from './settings-with-defaults.ts';

describe('settingsWithDefaults (SPEC.md §3 Settings)', () => {
  it('fills in every default the operator left out', () => {
    expect(settingsWithDefaults({ channel: 'mobile' })).toEqual({
      ...ServerSettings.parse({}),
      channel: 'mobile',
    });
  });

  it('replaces only the keys of the wrong shape by their defaults, and names them', () => {
    const reported: string[][] = [];
    const stored = { max_bets_on_betslip: 'lots', odds_types: ['euro', 'roman'], bet_stake_min_amount: 2 };
    const settings = settingsWithDefaults(stored as never, (keys) => reported.push(keys));
    expect(settings.max_bets_on_betslip).toBe(15);
    expect(settings.odds_types).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(settings.bet_stake_min_amount).toBe(2);
    expect(reported).toEqual([['max_bets_on_betslip', 'odds_types']]);
  });
});
