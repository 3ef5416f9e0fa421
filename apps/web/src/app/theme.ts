import { resolveTheme } from '@sb/domain';
import { useEffect } from 'react';
import { useSettings } from '../api/settings.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';
import { rememberTheme } from './visitor-cookies.ts';

/**
 * Applies the theme of SPEC.md §4 to `<html data-theme>`: the `theme` query flag overrides; else the
 * visitor's choice (when the brand lets visitors switch), else the brand's colour_theme setting;
 * `system` follows prefers-color-scheme.
 */
export function useApplyTheme(queryTheme: 'light' | 'dark' | undefined): void {
  const settings = useSettings();
  const switchable = settings?.enable_switching_theme_modes !== false;
  const colorTheme = settings?.color_theme ?? 'system';
  // Subscribed to, so the theme follows a change; read live below.
  const preference = usePreferencesStore((s) => s.theme);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  useEffect(() => {
    // From the live sources, not this render's values: while the browser hydrates server HTML the
    // render sees the server's assumptions (no stored choice, the colour scheme it guessed).
    const theme = resolveTheme({
      queryTheme,
      // A choice saved while the brand allowed switching no longer applies once it does not.
      stored: switchable ? usePreferencesStore.getState().theme : undefined,
      colorThemeSetting: colorTheme,
      prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    }).applied;
    applyTheme(theme);
    rememberTheme(theme);
  }, [queryTheme, switchable, colorTheme, preference, systemDark]);
}

/**
 * Sets `<html data-theme>`. A change is laid out at once with transitions off (ui/tokens.css
 * `data-theme-changing`), then they come back: a server page in the light theme that a dark visitor's
 * browser switches on hydrating showed its buttons' light text on their light background for the
 * 120 ms of their background's transition, longer on a busy phone.
 */
export function applyTheme(theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  if (root.dataset.theme === theme) return;
  root.dataset.themeChanging = '';
  root.dataset.theme = theme;
  // Reading the layout computes the new colours now, while transitions are off.
  void document.body.offsetHeight;
  window.setTimeout(() => delete root.dataset.themeChanging, 0);
}
