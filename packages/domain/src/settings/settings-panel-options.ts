import { ODDS_TYPES, type OddsType } from '../odds/odds-format.ts';
import type { ThemePreference } from '../layout/theme.ts';
import { BUILT_LAYOUTS, type ViewLayout } from './settings-options.ts';

/*
 * A module of its own: the settings panel loads with the first overlay, while effectiveLayout
 * (settings-options.ts) is on every page's first load, which would carry this along.
 */

export type SortBy = 'competition' | 'time';

export interface SettingsPanelOptions {
  oddsTypes: OddsType[];
  layouts: ViewLayout[];
  themes: ThemePreference[];
  sortBy: SortBy[];
  /** The accept-higher-odds switch. */
  acceptHigherOdds: boolean;
  /** The default stake input. */
  defaultStake: boolean;
}

/**
 * The choices of the settings panel (SPEC.md §5): euro odds always, hk/us/malay/indo only when in
 * odds_types; the euro layout always, asian only when in view_types (thai never: not built, BUILT_LAYOUTS); the theme selector
 * only when enable_switching_theme_modes is on; sort by competition or time; accept higher odds only
 * when allow_higher_odds_and_cashout is on; the default stake only for a logged-in player, and never
 * when the brand hides it (default_stake_options_hidden: §2's Spain brand). The two operator
 * conditions that also hide thai (§5) are not given.
 *
 * @example settingsPanelOptions(settings, { loggedIn: false }).defaultStake // false
 * @public
 */
export function settingsPanelOptions(
  settings: {
    odds_types: readonly string[];
    view_types: readonly string[];
    enable_switching_theme_modes: boolean;
    allow_higher_odds_and_cashout: boolean;
    default_stake_options_hidden: boolean;
  },
  viewer: { loggedIn: boolean },
): SettingsPanelOptions {
  return {
    oddsTypes: ODDS_TYPES.filter((type) => type === 'euro' || settings.odds_types.includes(type)),
    layouts: BUILT_LAYOUTS.filter((layout) => layout === 'euro' || settings.view_types.includes(layout)),
    themes: settings.enable_switching_theme_modes ? ['light', 'dark', 'system'] : [],
    sortBy: ['competition', 'time'],
    acceptHigherOdds: settings.allow_higher_odds_and_cashout,
    defaultStake: viewer.loggedIn && !settings.default_stake_options_hidden,
  };
}
