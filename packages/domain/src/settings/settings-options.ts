import { ODDS_TYPES, type OddsType } from '../odds/odds-format.ts';
import type { ThemePreference } from '../layout/theme.ts';

export type ViewLayout = 'euro' | 'asian' | 'thai';
export const VIEW_LAYOUTS: readonly ViewLayout[] = ['euro', 'asian', 'thai'];
export type SortBy = 'competition' | 'time';

/** The brand whose settings panel has no default stake (SPEC.md §2); an operator build names its brand. */
export const SPAIN_BRAND = 'spain';

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
 * odds_types; the euro layout always, asian and thai only when in view_types; the theme selector
 * only when enable_switching_theme_modes is on; sort by competition or time; accept higher odds only
 * when allow_higher_odds_and_cashout is on; the default stake only for a logged-in player, and never
 * for the Spain brand (§2). The two operator conditions that also hide thai (§5) are not given.
 *
 * @example settingsPanelOptions(settings, { loggedIn: false, brand: 'sportsbook' }).defaultStake // false
 * @public
 */
export function settingsPanelOptions(
  settings: {
    odds_types: readonly string[];
    view_types: readonly string[];
    enable_switching_theme_modes: boolean;
    allow_higher_odds_and_cashout: boolean;
  },
  viewer: { loggedIn: boolean; brand: string },
): SettingsPanelOptions {
  return {
    oddsTypes: ODDS_TYPES.filter((type) => type === 'euro' || settings.odds_types.includes(type)),
    layouts: VIEW_LAYOUTS.filter((layout) => layout === 'euro' || settings.view_types.includes(layout)),
    themes: settings.enable_switching_theme_modes ? ['light', 'dark', 'system'] : [],
    sortBy: ['competition', 'time'],
    acceptHigherOdds: settings.allow_higher_odds_and_cashout,
    defaultStake: viewer.loggedIn && viewer.brand !== SPAIN_BRAND,
  };
}

/**
 * The market layout to render (SPEC.md §4 Thai layout): the visitor's choice when the brand offers
 * it. A thai choice the brand does not offer falls back to asian (euro when asian is not offered
 * either) and comes back once thai is offered again, because the stored choice itself is kept.
 */
export function effectiveLayout(
  chosen: ViewLayout | 'not_selected',
  viewTypes: readonly string[],
): ViewLayout {
  if (chosen === 'euro' || chosen === 'not_selected') return 'euro';
  if (viewTypes.includes(chosen)) return chosen;
  return viewTypes.includes('asian') ? 'asian' : 'euro';
}
