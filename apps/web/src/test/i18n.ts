import { initReactI18next } from 'react-i18next';
import { i18next, i18nOptions, NAMESPACES } from '../i18n/i18n.ts';

// Bundled eagerly (a glob keeps the JSON out of the TypeScript project's file list).
const english = import.meta.glob<Record<string, unknown>>('../i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});

/**
 * i18n for tests: English resources bundled in, initialised synchronously, so components render their
 * real texts on the first pass (no Suspense). The app shell sees it initialised and leaves it alone.
 */
export function initTestI18n(): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    ...i18nOptions('en', { translationsOff: false, printMissingTranslations: false }),
    resources: {
      en: Object.fromEntries(NAMESPACES.map((ns) => [ns, english[`../i18n/locales/en/${ns}.json`] ?? {}])),
    },
    ns: [...NAMESPACES],
    initAsync: false,
    react: { useSuspense: false },
  });
}
