/**
 * What the server needs to render a page as this browser will show it, kept in cookies the server
 * reads (apps/server/src/web/server-render.ts): the visitor's time zone, for kick-off times and days,
 * the theme last applied, so a dark page is never served white first, and the lists' sort order, so
 * a list is served in the order the browser will show it, and the lists' layout (asian or euro), so an
 * Asian-layout visitor's list is served Asian. None names the player.
 */
import { browserTimeZone } from '../hooks/render-env.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';

export const TIME_ZONE_COOKIE = 'sb_tz';
export const THEME_COOKIE = 'sb_theme';
export const SORT_COOKIE = 'sb_sort';
export const LAYOUT_COOKIE = 'sb_layout';

const YEAR_S = 365 * 24 * 3600;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Keeps the zone cookie on the visitor's chosen time zone, else the browser's: now and on every change. */
export function rememberTimeZone(): void {
  const cookieOf = (chosen: string | null) => chosen ?? browserTimeZone();
  let last = cookieOf(usePreferencesStore.getState().timeZone);
  if (last) setCookie(TIME_ZONE_COOKIE, last);
  usePreferencesStore.subscribe(({ timeZone }) => {
    const zone = cookieOf(timeZone);
    if (zone === last || !zone) return;
    last = zone;
    setCookie(TIME_ZONE_COOKIE, zone);
  });
}

export function rememberTheme(theme: 'light' | 'dark'): void {
  setCookie(THEME_COOKIE, theme);
}

/** Keeps the sort cookie on the stored sort order: now, and whenever the settings panel changes it. */
export function rememberSortBy(): void {
  let last = usePreferencesStore.getState().sortBy;
  setCookie(SORT_COOKIE, last);
  usePreferencesStore.subscribe(({ sortBy }) => {
    if (sortBy === last) return;
    last = sortBy;
    setCookie(SORT_COOKIE, sortBy);
  });
}

/**
 * The list layout as the server may render it: 'asian' for a visitor who chose asian (or thai, which
 * renders asian where the brand offers it), else 'euro'. The server still asks the brand's view_types.
 */
const layoutCookieOf = (layout: string): 'asian' | 'euro' =>
  layout === 'asian' || layout === 'thai' ? 'asian' : 'euro';

/** Keeps the layout cookie on the stored layout choice: now, and whenever the settings panel changes it. */
export function rememberListLayout(): void {
  let last = layoutCookieOf(usePreferencesStore.getState().layout);
  setCookie(LAYOUT_COOKIE, last);
  usePreferencesStore.subscribe(({ layout }) => {
    const value = layoutCookieOf(layout);
    if (value === last) return;
    last = value;
    setCookie(LAYOUT_COOKIE, value);
  });
}
