import type { AccountPrefs, AccountPrefsPatch, PlayerUpdate } from '@sb/contract';
import type { ThemePreference } from '../layout/theme.ts';
import type { OddsType } from '../odds/odds-format.ts';
import type { ViewLayout } from '../settings/settings-options.ts';
import type { SortBy } from '../settings/settings-panel-options.ts';

/**
 * A player's preferences between the settings panel and the server (SPEC.md §3 "Player settings",
 * "Account preferences (server)", §6 who saves what, §7 accountPrefs and the player update).
 */

/** SPEC.md §3 userAcceptOdds: D asks on any price change (the default), A accepts higher odds. */
export type AcceptOdds = 'D' | 'A';

/** The preferences the settings panel saves, as the web keeps them. */
export interface PlayerPreferences {
  oddsType: OddsType;
  layout: ViewLayout;
  sortBy: SortBy;
  /** In the currency's major unit; 0 means none. */
  defaultStake: number;
  userAcceptOdds: AcceptOdds;
  /** Absent when the server has none (the theme is optional there): the local choice stays. */
  theme?: ThemePreference;
}

/** The server's account preferences as the web keeps them (after login, SPEC.md §4 "Login"). */
export function preferencesFromAccountPrefs(prefs: AccountPrefs): PlayerPreferences {
  return {
    oddsType: prefs.price_format,
    layout: prefs.layout,
    sortBy: prefs.sort_by,
    defaultStake: prefs.default_stake,
    userAcceptOdds: prefs.accept_higher_odds ? 'A' : 'D',
    ...(prefs.theme && { theme: prefs.theme }),
  };
}

/** Who is saving: nobody (a visitor), or a player with what the session and the last login gave. */
export interface SavingPlayer {
  username?: string | null | undefined;
  accountId?: number | null | undefined;
  /** Whether this account's preferences were loaded from the server. */
  hasAccountPrefs: boolean;
}

export interface SettingsSaveRequests {
  /** PATCH .../accountPrefs. */
  accountPrefs?: AccountPrefsPatch;
  /** PUT /xapi/icore/players/{username}/details. */
  playerUpdate?: PlayerUpdate;
}

/**
 * What saving the settings panel sends to the server (SPEC.md §6, §7). Only a player with a username
 * saves default stake and price format (the player update, price format in upper case); only one with
 * an account id and loaded preferences saves layout, sort, odds type, accept-higher-odds and theme
 * (the accountPrefs PATCH, which §7 lists with default_stake too: sent when the username allows it).
 * The theme goes only when the panel offered it. A visitor sends nothing: the choice stays local.
 *
 * @example settingsSaveRequests(null, prefs, { themeShown: true }) // {}
 * @public
 */
export function settingsSaveRequests(
  player: SavingPlayer | null,
  prefs: PlayerPreferences,
  { themeShown }: { themeShown: boolean },
): SettingsSaveRequests {
  const username = player?.username || undefined;
  const savesAccountPrefs = Boolean(player?.accountId) && player?.hasAccountPrefs === true;
  return {
    ...(savesAccountPrefs && {
      accountPrefs: {
        price_format: prefs.oddsType,
        layout: prefs.layout,
        sort_by: prefs.sortBy,
        accept_higher_odds: prefs.userAcceptOdds === 'A',
        ...(username && { default_stake: prefs.defaultStake }),
        ...(themeShown && prefs.theme && { theme: prefs.theme }),
      },
    }),
    ...(username && {
      playerUpdate: {
        username,
        priceFormat: prefs.oddsType.toUpperCase(),
        defaultStake: prefs.defaultStake,
      },
    }),
  };
}

/**
 * The default stake input takes at most this many digits: "shorter than a limit" of SPEC.md §5 is
 * shorter than 11, so a default stake reaches 9,999,999,999, the most the server accepts.
 */
export const DEFAULT_STAKE_MAX_DIGITS = 10;

/**
 * The default stake input (SPEC.md §5): `next` when it is digits only and short enough, with leading
 * zeros stripped once it is longer than one character ('05' becomes '5', '0' stays); otherwise
 * `previous` (the keystroke is dropped). Whole units only: with decimals, stripping the zero of '0.5'
 * would leave '.5', so the rule as written only fits whole numbers.
 */
export function acceptDefaultStakeInput(previous: string, next: string): string {
  if (!/^\d*$/.test(next)) return previous;
  const stripped = next.length > 1 ? next.replace(/^0+(?=\d)/, '') : next;
  return stripped.length <= DEFAULT_STAKE_MAX_DIGITS ? stripped : previous;
}
