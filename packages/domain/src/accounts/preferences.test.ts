import type { AccountPrefs } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptDefaultStakeInput,
  preferencesFromAccountPrefs,
  settingsSaveRequests,
  type PlayerPreferences,
} from './preferences.ts';

const prefs: PlayerPreferences = {
  oddsType: 'hk',
  layout: 'asian',
  sortBy: 'competition',
  defaultStake: 25,
  userAcceptOdds: 'A',
  theme: 'dark',
};

describe('preferencesFromAccountPrefs (SPEC.md §3)', () => {
  it.each<[string, AccountPrefs, PlayerPreferences]>([
    [
      'accepting higher odds is userAcceptOdds A',
      {
        price_format: 'us',
        layout: 'thai',
        default_stake: 10,
        sort_by: 'time',
        accept_higher_odds: true,
        theme: 'light',
      },
      {
        oddsType: 'us',
        layout: 'thai',
        sortBy: 'time',
        defaultStake: 10,
        userAcceptOdds: 'A',
        theme: 'light',
      },
    ],
    [
      'not accepting is D, and no server theme leaves the theme out',
      {
        price_format: 'euro',
        layout: 'euro',
        default_stake: 0,
        sort_by: 'competition',
        accept_higher_odds: false,
      },
      { oddsType: 'euro', layout: 'euro', sortBy: 'competition', defaultStake: 0, userAcceptOdds: 'D' },
    ],
  ])('%s', (_name, server, expected) => {
    expect(preferencesFromAccountPrefs(server)).toEqual(expected);
  });
});

describe('settingsSaveRequests (SPEC.md §6 who saves what, §7 payloads)', () => {
  const player = { username: 'alice', accountId: 7, hasAccountPrefs: true };
  it.each([
    ['a visitor sends nothing', null, true, {}],
    ['a session without username or account sends nothing', { hasAccountPrefs: true }, true, {}],
    [
      'a logged-in player with loaded preferences sends both',
      player,
      true,
      {
        accountPrefs: {
          price_format: 'hk',
          layout: 'asian',
          sort_by: 'competition',
          accept_higher_odds: true,
          default_stake: 25,
          theme: 'dark',
        },
        playerUpdate: { username: 'alice', priceFormat: 'HK', defaultStake: 25 },
      },
    ],
    [
      'the theme is left out when the panel did not offer it',
      player,
      false,
      {
        accountPrefs: {
          price_format: 'hk',
          layout: 'asian',
          sort_by: 'competition',
          accept_higher_odds: true,
          default_stake: 25,
        },
        playerUpdate: { username: 'alice', priceFormat: 'HK', defaultStake: 25 },
      },
    ],
    [
      'without loaded preferences only the player update goes',
      { ...player, hasAccountPrefs: false },
      true,
      { playerUpdate: { username: 'alice', priceFormat: 'HK', defaultStake: 25 } },
    ],
    [
      'without a username the PATCH goes without the default stake',
      { accountId: 7, hasAccountPrefs: true },
      true,
      {
        accountPrefs: {
          price_format: 'hk',
          layout: 'asian',
          sort_by: 'competition',
          accept_higher_odds: true,
          theme: 'dark',
        },
      },
    ],
  ])('%s', (_name, saving, themeShown, expected) => {
    expect(settingsSaveRequests(saving, prefs, { themeShown })).toEqual(expected);
  });

  const arbitraryPrefs = fc.record({
    oddsType: fc.constantFrom('euro', 'hk', 'us', 'malay', 'indo'),
    layout: fc.constantFrom('euro', 'asian', 'thai'),
    sortBy: fc.constantFrom('competition', 'time'),
    defaultStake: fc.integer({ min: 0, max: 9_999_999_999 }),
    userAcceptOdds: fc.constantFrom('D', 'A'),
    theme: fc.constantFrom('light', 'dark', 'system'),
  });

  it('what a player saves reads back as the same preferences after the next login (property)', () => {
    fc.assert(
      fc.property(arbitraryPrefs, (saved) => {
        const { accountPrefs } = settingsSaveRequests(player, saved, { themeShown: true });
        expect(preferencesFromAccountPrefs(accountPrefs as AccountPrefs)).toEqual(saved);
      }),
    );
  });

  it('the player update carries the odds type upper-cased, as the server expects (property)', () => {
    fc.assert(
      fc.property(arbitraryPrefs, (saved) => {
        const { playerUpdate } = settingsSaveRequests(player, saved, { themeShown: false });
        return (
          /^(EURO|HK|US|MALAY|INDO)$/.test(playerUpdate?.priceFormat ?? '') &&
          playerUpdate?.defaultStake === saved.defaultStake
        );
      }),
    );
  });
});

describe('acceptDefaultStakeInput (SPEC.md §5 "Default stake input")', () => {
  it.each([
    ['a digit is taken', '', '5', '5'],
    ['more digits', '5', '50', '50'],
    ['a lone zero stays', '', '0', '0'],
    ['a leading zero is stripped', '0', '05', '5'],
    ['every leading zero of a paste is stripped', '', '0050', '50'],
    ['zeros alone become one zero', '0', '00', '0'],
    ['clearing the field is allowed', '12', '', ''],
    ['a letter is dropped', '12', '12a', '12'],
    ['a decimal point is dropped', '12', '12.', '12'],
    ['a minus sign is dropped', '', '-5', ''],
    ['10 digits fit', '999999999', '9999999999', '9999999999'],
    ['an 11th digit is dropped', '9999999999', '99999999999', '9999999999'],
    ['a leading zero does not count against the limit', '', '01234567890', '1234567890'],
  ])('%s', (_name, previous, next, expected) => {
    expect(acceptDefaultStakeInput(previous, next)).toBe(expected);
  });

  it('only ever holds a short whole number without leading zeros (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), fc.string({ maxLength: 14 }), (previous, typed) => {
        const before = acceptDefaultStakeInput('', previous);
        const after = acceptDefaultStakeInput(before, typed);
        return /^(|0|[1-9]\d{0,9})$/.test(after) && (after === before || Number(after) === Number(typed));
      }),
    );
  });
});
