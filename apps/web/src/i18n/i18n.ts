import { missingTranslation, PRODUCT_LOCALES } from '@sb/domain';
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';

export { PSEUDO_LOCALE };

/**
 * i18n with one JSON file per language and namespace (locales/<lng>/<ns>.json), loaded lazily so
 * the first page carries only the visitor's language. Namespaces: `common` (shell, navigation,
 * settings, errors), `sports` (listings, event page, markets), `live` (live pages, scoreboard),
 * `auth` (login, second factors, terms of use, account menu, §8 login texts), `account` (balance
 * pill, cashier, account pages), `betslip` (the slip, stakes, placement, §8 rejection texts), `my-bets` (My Bets, cash-out),
 * `jackpot` (pools, the jackpot slip, entries) and `pages` (the other pages, the embedded game sections under `games`), each
 * loaded by the first page that asks.
 *
 * The browser fetches a file by its URL (the build emits them under one content version: vite.config.ts
 * localeFiles), so a language added costs the first load nothing; the server renderer reads them from
 * its bundle (entry-server.tsx setTextSource).
 */

export const UI_LANGUAGES: readonly string[] = [...PRODUCT_LOCALES, PSEUDO_LOCALE];
export const NAMESPACES = [
  'common',
  'sports',
  'live',
  'auth',
  'account',
  'settings',
  'pages',
  'betslip',
  'my-bets',
  'jackpot',
] as const;

export function isUiLanguage(value: string | undefined): value is string {
  return UI_LANGUAGES.includes(value ?? '');
}

export interface TranslationFlags {
  /** `translationsId=off`: show the raw keys instead of any translation (SPEC.md §2 Query flags). */
  translationsOff: boolean;
  /** `mode=translations`: show a missing key as T_[key]_T instead of falling back to English. */
  printMissingTranslations: boolean;
}

type Texts = Record<string, unknown>;
/** Where one language's namespace comes from. */
export type TextSource = (language: string, namespace: string) => Promise<Texts>;

/** Set by the build (vite.config.ts localeFiles): the folder of this build's text files. */
declare const __LOCALES_BASE__: string;

let readTexts: TextSource = async (language, namespace) => {
  const response = await fetch(`${__LOCALES_BASE__}/${language}/${namespace}.json`);
  // A file the build does not have: the fallback language's texts show instead.
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`texts ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Texts;
};

/** The server renderer reads the texts from its own bundle rather than over HTTP. */
export function setTextSource(source: TextSource): void {
  readTexts = source;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Options shared by the app and the tests, so that both translate the same way. */
export function i18nOptions(language: string, flags: TranslationFlags): InitOptions {
  return {
    // 'cimode' makes t() return the key itself: the "untranslated" view of translationsId=off.
    lng: flags.translationsOff ? 'cimode' : language,
    fallbackLng: flags.printMissingTranslations ? false : 'en',
    supportedLngs: [...UI_LANGUAGES, 'cimode'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    ...(flags.printMissingTranslations && { parseMissingKeyHandler: missingTranslation }),
  };
}

let started: Promise<unknown> | undefined;

/**
 * Starts i18n once for the page (later calls are no-ops): the app shell calls it while rendering,
 * and components that translate suspend until the visitor's `common` namespace has loaded.
 *
 * `resources`: the texts the server rendered the page with (its namespaces in the visitor's language
 * and the fallback one), so hydration translates at once and exactly as the server did; other
 * namespaces still load lazily.
 */
export function startI18n(language: string, flags: TranslationFlags, resources?: Resource): void {
  if (started || i18next.isInitialized) return;
  const options = i18nOptions(language, flags);
  started = i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init(resources ? { ...options, resources, partialBundledLanguages: true, initAsync: false } : options);
}

/**
 * The server's own instance for one page: it shares the loaded texts of every page rendered before
 * (one store) but has its own language, so concurrent pages in different languages never mix.
 */
export async function pageI18n(language: string, flags: TranslationFlags): Promise<I18n> {
  startI18n(language, flags);
  await started;
  const { lng = language, fallbackLng = 'en' } = i18nOptions(language, flags);
  const instance = i18next.cloneInstance({ lng, fallbackLng });
  await instance.changeLanguage(lng);
  await instance.loadNamespaces('common');
  return instance;
}

/** The texts a page used (its namespaces, in its language and the fallback), for startI18n(). */
export function usedResources(instance: I18n): Resource {
  const namespaces = instance.reportNamespaces?.getUsedNamespaces() ?? ['common'];
  const languages = [...new Set([instance.language, 'en'])].filter((language) => language !== 'cimode');
  const resources: Resource = {};
  for (const language of languages) {
    resources[language] = {};
    for (const namespace of namespaces) {
      const bundle = instance.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
      if (bundle) resources[language][namespace] = bundle;
    }
  }
  return resources;
}

/** Switches the UI language (the locale segment of the path changed); resolves once loaded. */
export async function switchLanguage(language: string): Promise<void> {
  if (i18next.language === 'cimode' || i18next.language === language) return;
  await i18next.changeLanguage(language);
}

export { i18next };
