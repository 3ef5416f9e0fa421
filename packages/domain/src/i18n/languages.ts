/**
 * The languages the product has words for (SPEC.md §1 "many languages", §3 Language). `locale` is the
 * two-letter first path segment (§2 Locale) and the i18n language; `externalLocale` is what the API's
 * X-Accept-Language carries (§7, default en-GB); `intlLocale` is what dates, numbers and money are
 * formatted with. Odds and money read in Latin digits everywhere: CLDR gives `ar` Latin digits but
 * `ar-EG` Arabic-Indic ones, so the numbering system is pinned rather than left to a region
 * (docs/decisions/languages.md). A brand offers a subset of these (settings.languages).
 */
export interface ProductLanguage {
  readonly locale: string;
  /** The language named in itself, as the language selector lists it. */
  readonly name: string;
  readonly externalLocale: string;
  readonly intlLocale: string;
}

const language = (locale: string, name: string, externalLocale: string, intlLocale = externalLocale) => ({
  locale,
  name,
  externalLocale,
  intlLocale,
});

export const PRODUCT_LANGUAGES: readonly ProductLanguage[] = [
  language('en', 'English', 'en-GB'),
  language('es', 'Español', 'es-ES'),
  language('pt', 'Português (Brasil)', 'pt-BR'),
  language('de', 'Deutsch', 'de-DE'),
  language('fr', 'Français', 'fr-FR'),
  language('it', 'Italiano', 'it-IT'),
  language('pl', 'Polski', 'pl-PL'),
  language('tr', 'Türkçe', 'tr-TR'),
  language('ru', 'Русский', 'ru-RU'),
  language('ar', 'العربية', 'ar', 'ar-u-nu-latn'),
  language('zh', '简体中文', 'zh-Hans', 'zh-Hans-CN'),
  language('ja', '日本語', 'ja-JP'),
  language('ko', '한국어', 'ko-KR'),
  language('vi', 'Tiếng Việt', 'vi-VN'),
  language('th', 'ไทย', 'th-TH', 'th-TH-u-nu-latn'),
  language('id', 'Bahasa Indonesia', 'id-ID'),
  language('sw', 'Kiswahili', 'sw-KE'),
];

export const PRODUCT_LOCALES: readonly string[] = PRODUCT_LANGUAGES.map((l) => l.locale);

export function productLanguage(locale: string | undefined): ProductLanguage | undefined {
  return PRODUCT_LANGUAGES.find((l) => l.locale === locale);
}
