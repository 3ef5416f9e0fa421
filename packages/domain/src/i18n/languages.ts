/**
 * The languages the product has words for (SPEC.md §1 "many languages", §3 Language). A locale is
 * the two-letter first path segment (§2 Locale) and the i18n language; its external locale is what
 * the API's X-Accept-Language carries (§7, default en-GB); its Intl locale is what dates, numbers and
 * money are formatted with. A brand offers a subset of these (settings.languages).
 *
 * Odds and money read in Latin digits everywhere: CLDR gives `ar` Latin digits but `ar-EG`
 * Arabic-Indic ones, so the numbering system is pinned rather than left to a region
 * (docs/decisions/languages.md). The tables are apart so that a page loads only the ones it uses.
 */
export const PRODUCT_LOCALES = [
  'en',
  'es',
  'pt',
  'de',
  'fr',
  'it',
  'pl',
  'tr',
  'ru',
  'ar',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'sw',
] as const;
export type ProductLocale = (typeof PRODUCT_LOCALES)[number];

export const EXTERNAL_LOCALES: Readonly<Record<ProductLocale, string>> = {
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-BR',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  pl: 'pl-PL',
  tr: 'tr-TR',
  ru: 'ru-RU',
  ar: 'ar',
  zh: 'zh-Hans',
  ja: 'ja-JP',
  ko: 'ko-KR',
  vi: 'vi-VN',
  th: 'th-TH',
  id: 'id-ID',
  sw: 'sw-KE',
};

/** Where formatting needs more than the external locale: the digits pinned, the script's region. */
const INTL_LOCALES: Partial<Record<ProductLocale, string>> = {
  ar: 'ar-u-nu-latn',
  zh: 'zh-Hans-CN',
  th: 'th-TH-u-nu-latn',
};

export function isProductLocale(value: string | undefined): value is ProductLocale {
  return (PRODUCT_LOCALES as readonly string[]).includes(value ?? '');
}

/** The X-Accept-Language value of a path locale; en-GB for any other (§7's default). */
export function externalLocaleOf(locale: string | undefined): string {
  return isProductLocale(locale) ? EXTERNAL_LOCALES[locale] : 'en-GB';
}

/** The Intl locale of a path locale; en-GB for any other (the pseudo-locale, the untranslated view). */
export function intlLocaleOf(locale: string | undefined): string {
  return isProductLocale(locale) ? (INTL_LOCALES[locale] ?? EXTERNAL_LOCALES[locale]) : 'en-GB';
}
