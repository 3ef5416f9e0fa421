/**
 * What the server needs to render a page as this browser will show it, kept in cookies the server
 * reads (apps/server/src/web/server-render.ts): the visitor's time zone, for kick-off times and days,
 * and the theme last applied, so a dark page is never served white first. Neither names the player.
 */
import { browserTimeZone } from '../hooks/render-env.ts';

export const TIME_ZONE_COOKIE = 'sb_tz';
export const THEME_COOKIE = 'sb_theme';

const YEAR_S = 365 * 24 * 3600;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (zone) setCookie(TIME_ZONE_COOKIE, zone);
}

export function rememberTheme(theme: 'light' | 'dark'): void {
  setCookie(THEME_COOKIE, theme);
}
