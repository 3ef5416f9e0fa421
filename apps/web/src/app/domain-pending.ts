/**
 * TEMPORARY: the SPEC rules the shell needs that @sb/domain does not export yet (the domain package
 * is being written in parallel). Each function carries the name the domain will export; when it
 * lands, imports switch to '@sb/domain' and this file is deleted. Keep it free of React.
 */
import type { PageLayout, Settings } from '@sb/contract';

// TODO(domain: DEFAULT_LOCALE, localeRedirect) — SPEC §2 Locale.
export const DEFAULT_LOCALE = 'en';

export function localeRedirect(input: {
  pathname: string;
  search: string;
  known: readonly string[];
  preferred?: string | undefined;
}): string | undefined {
  const { pathname, search, known, preferred } = input;
  const [, first = '', ...rest] = pathname.split('/');
  const params = new URLSearchParams(search);
  const queried = params.get('locale') ?? undefined;
  params.delete('locale');
  const query = params.toString() ? `?${params.toString()}` : '';
  const isKnown = (l: string | undefined): l is string => l !== undefined && known.includes(l);
  if (isKnown(first)) {
    if (isKnown(queried) && queried !== first) return `/${[queried, ...rest].join('/')}${query}`;
    return undefined;
  }
  if (pathname.match(/\d+/g)?.some((n) => Number(n) > 400)) return undefined;
  const target = isKnown(queried) ? queried : isKnown(preferred) ? preferred : DEFAULT_LOCALE;
  const tail = /^[a-z]{2}$/i.test(first) ? rest : [first, ...rest].filter((s, i) => i > 0 || s !== '');
  return `/${[target, ...tail].join('/')}`.replace(/\/$/, '') + query;
}

// TODO(domain: parseQueryFlags, QueryFlags) — SPEC §2 Query flags.
export interface QueryFlags {
  theme: 'light' | 'dark' | undefined;
  activeCoupon: number | undefined;
  translationsOff: boolean;
  printMissingTranslations: boolean;
  embedded: boolean;
  contentEmbedded: boolean;
  nativeOrigin: boolean;
  backTo: string | undefined;
  locale: string | undefined;
}

const NATIVE_ORIGINS = ['native-ios', 'native-android'];

export function parseQueryFlags(search: string): QueryFlags {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const coupon = params.get('active-coupon');
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    activeCoupon: coupon !== null && /^\d+$/.test(coupon) ? Number(coupon) : undefined,
    translationsOff: params.get('translationsId') === 'off',
    printMissingTranslations: params.get('mode') === 'translations',
    embedded: params.get('embedded') === 'true',
    contentEmbedded: params.get('content-embedded') === 'true',
    nativeOrigin: NATIVE_ORIGINS.includes(params.get('betslip-origin') ?? ''),
    backTo: params.get('backTo') ?? undefined,
    locale: params.get('locale') ?? undefined,
  };
}

// TODO(domain: resolveTheme) — SPEC §4 Theme.
export function resolveTheme(input: {
  queryTheme: 'light' | 'dark' | undefined;
  preference: 'light' | 'dark' | 'system' | undefined;
  setting: Settings['color_theme'] | undefined;
  systemPrefersDark: boolean;
}): 'light' | 'dark' {
  if (input.queryTheme) return input.queryTheme;
  const fromSetting =
    input.setting === 'dark mode' ? 'dark' : input.setting === 'light mode' ? 'light' : 'system';
  const choice = input.preference ?? fromSetting;
  if (choice === 'system') return input.systemPrefersDark ? 'dark' : 'light';
  return choice;
}

// TODO(domain: matchUrlPattern, lastMatching, pageLayoutFor) — SPEC §1, §2 Page layouts.
export function matchUrlPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path) || (pattern.endsWith('/*') && path === pattern.slice(0, -2));
}

export function lastMatching<T extends { url: string }>(entries: readonly T[], path: string): T | undefined {
  return entries.findLast((entry) => matchUrlPattern(entry.url, path));
}

export function pageLayoutFor(
  layouts: readonly PageLayout[],
  path: string,
  isHome: boolean,
): PageLayout | undefined {
  if (isHome) {
    const home = layouts.findLast((layout) => layout.sport_id === 10001);
    if (home) return home;
  }
  return lastMatching(layouts, path) ?? layouts.find((layout) => layout.name === 'Default');
}

// TODO(domain: FooterItemId, footerItems, footerActive, badgeIsWide) — SPEC §2 Mobile footer, §9.
export type FooterItemId =
  'menu' | 'live' | 'prematch' | 'betslip' | 'mybets' | 'promos' | 'kiron' | 'account';

export const FOOTER_MAX_ITEMS = 5;

export function footerItems(ctx: {
  desktop: boolean;
  settings: Pick<
    Settings,
    | 'enable_floating_betslip'
    | 'enable_my_bets'
    | 'promotions_enabled'
    | 'virtuals_enabled'
    | 'footer_menu_position'
    | 'root_page_configuration'
  >;
  headerShown: boolean;
  menuInLayout: boolean;
}): FooterItemId[] {
  const { settings } = ctx;
  const betslip: FooterItemId[] = settings.enable_floating_betslip ? [] : ['betslip'];
  const myBets: FooterItemId[] = settings.enable_my_bets ? ['mybets'] : [];
  if (ctx.desktop) return [...betslip, ...myBets];
  const account = !ctx.headerShown && !ctx.menuInLayout;
  const others: FooterItemId[] = [
    ...(settings.root_page_configuration === 'prematch'
      ? (['prematch', 'live'] as const)
      : (['live', 'prematch'] as const)),
    ...betslip,
    ...myBets,
    ...(settings.promotions_enabled && !account ? (['promos'] as const) : []),
    ...(settings.virtuals_enabled ? (['kiron'] as const) : []),
    ...(account ? (['account'] as const) : []),
  ];
  if (settings.footer_menu_position === 'none') return others.slice(0, FOOTER_MAX_ITEMS);
  if (others.length >= FOOTER_MAX_ITEMS) return [...others.slice(0, FOOTER_MAX_ITEMS - 1), 'menu'];
  return settings.footer_menu_position === 'left' ? ['menu', ...others] : [...others, 'menu'];
}

export function footerActive(ctx: { betslipOpen: boolean; myBetsOpen: boolean; pathname: string }): boolean {
  return !ctx.betslipOpen && !ctx.myBetsOpen && !/\/open_bets(\/|$)/.test(ctx.pathname);
}

export function badgeIsWide(count: number): boolean {
  return count > 99;
}

// TODO(domain: topIconRow) — SPEC §2 Side menu, §9 (top row max 5).
export function topIconRow<T>(items: readonly T[]): T[] {
  return items.slice(0, 5);
}

// TODO(domain: languageSelectorLayout) — SPEC §2 Side menu, §9 (list at 7 or fewer).
export function languageSelectorLayout(count: number): 'hidden' | 'list' | 'grid' {
  if (count <= 1) return 'hidden';
  return count <= 7 ? 'list' : 'grid';
}

// TODO(domain: backToTopVisible, BACK_TO_TOP_*) — SPEC §2 Other screens, §9.
export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const BACK_TO_TOP_HIDE_AFTER_MS = 5000;

export function backToTopVisible(ctx: {
  scrollY: number;
  msSinceLastScroll: number;
  pathname: string;
  hiddenPaths: readonly string[];
}): boolean {
  if (ctx.hiddenPaths.some((pattern) => matchUrlPattern(pattern, ctx.pathname))) return false;
  return ctx.scrollY > BACK_TO_TOP_THRESHOLD_PX && ctx.msSinceLastScroll < BACK_TO_TOP_HIDE_AFTER_MS;
}
