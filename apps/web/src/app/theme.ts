import { resolveTheme } from '@sb/domain';
import { useEffect } from 'react';
import { useSettings } from '../api/settings.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/**
 * Applies the theme of SPEC.md §4 to `<html data-theme>`: the `theme` query flag overrides; else the
 * visitor's choice (when the brand lets visitors switch), else the brand's colour_theme setting;
 * `system` follows prefers-color-scheme.
 */
export function useApplyTheme(queryTheme: 'light' | 'dark' | undefined): 'light' | 'dark' {
  const settings = useSettings();
  const preference = usePreferencesStore((s) => s.theme);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = resolveTheme({
    queryTheme,
    // A choice saved while the brand allowed switching no longer applies once it does not.
    stored: settings?.enable_switching_theme_modes === false ? undefined : preference,
    colorThemeSetting: settings?.color_theme ?? 'system',
    prefersDark: systemDark,
  }).applied;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
