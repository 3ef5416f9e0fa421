import { initReactI18next } from 'react-i18next';
import { i18next, i18nOptions } from '../i18n/i18n.ts';

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
      en: {
        common: english['../i18n/locales/en/common.json'] ?? {},
        sports: english['../i18n/locales/en/sports.json'] ?? {},
        live: english['../i18n/locales/en/live.json'] ?? {},
        auth: english['../i18n/locales/en/auth.json'] ?? {},
        account: english['../i18n/locales/en/account.json'] ?? {},
        betslip: english['../i18n/locales/en/betslip.json'] ?? {},
      },
    },
    ns: ['common', 'sports', 'live', 'auth', 'account', 'betslip'],
    initAsync: false,
    react: { useSuspense: false },
  });
}
