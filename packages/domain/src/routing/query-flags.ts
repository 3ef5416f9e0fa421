/** SPEC.md §2 Query flags: what a link or host page can switch on through the query string. */
export interface QueryFlags {
  /** `theme`: light or dark only; anything else is ignored. */
  theme?: 'light' | 'dark' | undefined;
  /** `active-coupon`: a numeric coupon id. */
  activeCoupon?: number | undefined;
  /** `translationsId=off`: show untranslated text (the raw keys). */
  translationsOff: boolean;
  /** `mode=translations`: print missing translation keys as T_[key]_T. */
  printMissingTranslations: boolean;
  /** `embedded=true`: running inside a host page. */
  embedded: boolean;
  /** `content-embedded=true`: content only, no header, footer or side columns (native app). */
  contentEmbedded: boolean;
  /** `betslip-origin` when it is one of the native-app values (the page runs in a native app). */
  betslipOrigin?: NativeBetslipOrigin | undefined;
  /** `backTo`: a same-site path only; anything else is dropped (no open redirect). */
  backTo?: string | undefined;
  locale?: string | undefined;
}

/** The two `betslip-origin` values a native app sends (our choice: the spec names none). */
export const NATIVE_BETSLIP_ORIGINS = ['android-app', 'ios-app'] as const;
export type NativeBetslipOrigin = (typeof NATIVE_BETSLIP_ORIGINS)[number];

function isNativeBetslipOrigin(value: string | null): value is NativeBetslipOrigin {
  return (NATIVE_BETSLIP_ORIGINS as readonly (string | null)[]).includes(value);
}

/**
 * `value` when it is a path on this site ('/en/sports'), else undefined: protocol-relative
 * ('//evil.example'), backslash ('/\\evil.example', which browsers read as '//') and absolute URLs
 * would turn a Back button into a redirect to another site.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Browsers drop tabs and newlines from URLs: '/\t/evil.example' would become '//evil.example'.
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return hasControl ? undefined : value;
}

/** What the parser reads of URLSearchParams (the domain has no DOM types). */
export interface QueryParams {
  get(name: string): string | null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return part;
  }
}

/** A query string ('?a=1&b=2' or 'a=1') read as URLSearchParams reads it: the first value wins. */
export function parseQueryString(search: string): QueryParams {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    if (!values.has(name)) values.set(name, at < 0 ? '' : decode(pair.slice(at + 1)));
  }
  return { get: (name) => values.get(name) ?? null };
}

/** Parses the query flags of SPEC.md §2 from `location.search` or URLSearchParams. */
export function parseQueryFlags(search: string | QueryParams): QueryFlags {
  const params = typeof search === 'string' ? parseQueryString(search) : search;
  const theme = params.get('theme');
  const coupon = params.get('active-coupon');
  const origin = params.get('betslip-origin');
  const backTo = sameSitePath(params.get('backTo'));
  const locale = params.get('locale')?.trim().toLowerCase();
  return {
    ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
    ...(coupon !== null && /^\d{1,15}$/.test(coupon) ? { activeCoupon: Number(coupon) } : {}),
    translationsOff: params.get('translationsId') === 'off',
    printMissingTranslations: params.get('mode') === 'translations',
    embedded: params.get('embedded') === 'true',
    contentEmbedded: params.get('content-embedded') === 'true',
    ...(isNativeBetslipOrigin(origin) ? { betslipOrigin: origin } : {}),
    ...(backTo === undefined ? {} : { backTo }),
    ...(locale ? { locale } : {}),
  };
}
