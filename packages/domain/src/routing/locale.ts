/** SPEC.md §2 Locale: the first path segment is a two-letter locale; en by default. */
export const DEFAULT_LOCALE = 'en';

const TWO_LETTERS = /^[a-z]{2}$/i;
/** §2: the redirect is skipped when the path holds a number above this. */
const REDIRECT_SKIP_ABOVE = 400;

function known(candidate: string | null | undefined, knownLocales: readonly string[]): string | undefined {
  const locale = candidate?.trim().toLowerCase();
  return locale && knownLocales.includes(locale) ? locale : undefined;
}

/**
 * The locale to use (SPEC.md §2): the `locale` query parameter, then the router locale, then the
 * first path segment (callers pass it only when path locales are configured), otherwise 'en'.
 * A candidate that is not a known locale is passed over, so `?locale=zz` cannot blank the page.
 */
export function resolveLocale(
  input: { queryLocale?: string | null; routerLocale?: string | null; pathSegment?: string | null },
  knownLocales: readonly string[],
): string {
  return (
    known(input.queryLocale, knownLocales) ??
    known(input.routerLocale, knownLocales) ??
    known(input.pathSegment, knownLocales) ??
    DEFAULT_LOCALE
  );
}

/** Whether any run of digits in the path is a number above 400 (an id or an error status). */
function holdsNumberAbove400(pathname: string): boolean {
  return (pathname.match(/\d+/g) ?? []).some((digits) => Number(digits) > REDIRECT_SKIP_ABOVE);
}

/**
 * Where to redirect a path whose first segment is not a known locale (SPEC.md §2), or null when the
 * path is fine. An unknown two-letter first segment is replaced ('/xx/sports' -> '/en/sports');
 * any other first segment gets the default locale in front ('/sports' -> '/en/sports').
 * Skipped (null) when the path contains a number above 400, as the spec says.
 */
export function localeRedirect(pathname: string, knownLocales: readonly string[]): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === DEFAULT_LOCALE || known(first, knownLocales) === first) return null;
  if (holdsNumberAbove400(pathname)) return null;
  const tail = TWO_LETTERS.test(first) ? rest : [first, ...rest];
  const path = tail.join('/');
  return path ? `/${DEFAULT_LOCALE}/${path}` : `/${DEFAULT_LOCALE}`;
}

/**
 * The path without its locale segment ('/en/sports/240-FOOT' -> '/sports/240-FOOT', '/en' -> '/').
 * Paths without a known locale come back unchanged.
 */
export function stripLocale(pathname: string, knownLocales: readonly string[]): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (known(first, knownLocales) !== first) return pathname;
  return `/${rest.join('/')}`;
}
