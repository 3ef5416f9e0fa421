import { DEFAULT_LOCALE, localeRedirect, resolveLocale } from '@sb/domain';
import { isUiLanguage, UI_LANGUAGES } from '../i18n/i18n.ts';

/** The query without its `locale` parameter: once applied to the path it must not pull back later. */
function withoutLocaleParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('locale');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where a visitor must go so that the path starts with a known locale (SPEC.md §2 Locale), or null
 * when it already does. The locale comes from the `locale` query parameter, then `preferred` (the
 * language the visitor chose last, or else the brand's), then the default; a known path locale
 * stays unless `locale` names another. The rest of the path is kept.
 *
 * @example localeTarget('/sports', '', 'es') === '/es/sports'
 */
export function localeTarget(pathname: string, search: string, preferred: string | undefined): string | null {
  const queryLocale = new URLSearchParams(search).get('locale');
  const redirect = localeRedirect(pathname, UI_LANGUAGES);
  const locale = resolveLocale({ queryLocale, routerLocale: preferred ?? null }, UI_LANGUAGES);
  if (redirect !== null) {
    return `/${locale}${redirect.slice(DEFAULT_LOCALE.length + 1)}${withoutLocaleParam(search)}`;
  }
  const current = pathname.split('/')[1] ?? '';
  const queried = queryLocale?.trim().toLowerCase();
  if (queried === undefined || !isUiLanguage(queried)) return null;
  if (queried === current) return `${pathname}${withoutLocaleParam(search)}`;
  return `/${queried}${pathname.slice(current.length + 1)}${withoutLocaleParam(search)}`;
}
