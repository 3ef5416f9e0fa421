import type { Settings } from '@sb/contract';
import { ODDS_TYPES, type OddsType } from '@sb/domain';
import type { SortBy, ThemePreference, ViewLayout } from '../../stores/preferences-store.ts';

/**
 * The choices the settings panel offers (SPEC.md §5): euro odds always, hk/us/malay/indo only if in
 * odds_types; euro layout always, asian/thai only if in view_types; the theme only when the brand
 * lets visitors switch; sort by competition or time.
 */
// TODO(domain): move to @sb/domain as `settingsPanelOptions(settings)` beside ODDS_TYPES.
export interface SettingsOptions {
  oddsTypes: OddsType[];
  layouts: ViewLayout[];
  themes: ThemePreference[];
  sortBy: SortBy[];
}

export function settingsOptions(
  settings: Pick<Settings, 'odds_types' | 'view_types' | 'enable_switching_theme_modes'>,
): SettingsOptions {
  return {
    oddsTypes: ODDS_TYPES.filter((type) => type === 'euro' || settings.odds_types.includes(type)),
    layouts: (['euro', 'asian', 'thai'] as const).filter(
      (layout) => layout === 'euro' || settings.view_types.includes(layout),
    ),
    themes: settings.enable_switching_theme_modes ? ['light', 'dark', 'system'] : [],
    sortBy: ['competition', 'time'],
  };
}
