import { ODDS_TYPES, type OddsType } from '../odds/odds-format.ts';
import type { ThemePreference } from '../layout/theme.ts';

export type ViewLayout = 'euro' | 'asian' | 'thai';
export const VIEW_LAYOUTS: readonly ViewLayout[] = ['euro', 'asian', 'thai'];
export type SortBy = 'competition' | 'time';

export interface SettingsPanelOptions {
  oddsTypes: OddsType[];
  layouts: ViewLayout[];
  themes: ThemePreference[];
  sortBy: SortBy[];
}

/**
 * The choices of the settings panel (SPEC.md §5): euro odds always, hk/us/malay/indo only when in
 * odds_types; the euro layout always, asian and thai only when in view_types; the theme selector
 * only when enable_switching_theme_modes is on; sort by competition or time.
 */
export function settingsPanelOptions(settings: {
  odds_types: readonly string[];
  view_types: readonly string[];
  enable_switching_theme_modes: boolean;
}): SettingsPanelOptions {
  return {
    oddsTypes: ODDS_TYPES.filter((type) => type === 'euro' || settings.odds_types.includes(type)),
    layouts: VIEW_LAYOUTS.filter((layout) => layout === 'euro' || settings.view_types.includes(layout)),
    themes: settings.enable_switching_theme_modes ? ['light', 'dark', 'system'] : [],
    sortBy: ['competition', 'time'],
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
