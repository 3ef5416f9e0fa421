import { parseQueryFlags, resolveTheme } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { setRequestContext } from '../api/http.ts';
import { settingsQueryOptions } from '../api/settings.ts';
import { startAuth } from '../features/auth/auth-runtime.ts';
import { currentChannel } from '../hooks/use-media-query.ts';
import { isUiLanguage, startI18n } from '../i18n/i18n.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';

/**
 * Work that can start before the router has loaded the first route modules: the visitor's texts and
 * the brand's settings are fetched in parallel with the route chunks instead of after them, and the
 * theme is guessed before the first paint. The app shell repeats these (they are idempotent) once
 * it knows more, and on every navigation.
 */
export function startEarlyLoads(queryClient: QueryClient, location: Location): void {
  // Before any query: authenticated calls need the token, and an expired one logs out at once.
  startAuth(queryClient);
  const flags = parseQueryFlags(location.search);
  // A first guess at the theme before settings arrive, so a dark-mode visitor is not flashed white;
  // a page the server rendered already has its brand's or the visitor's (brand-head.ts).
  document.documentElement.dataset.theme ??= resolveTheme({
    queryTheme: flags.theme,
    stored: usePreferencesStore.getState().theme,
    colorThemeSetting: 'system',
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
  }).applied;
  const language = location.pathname.split('/')[1];
  if (!isUiLanguage(language)) return;
  const channel = currentChannel();
  setRequestContext({ locale: language, channel });
  startI18n(language, flags);
  void queryClient.prefetchQuery(settingsQueryOptions(channel));
}
