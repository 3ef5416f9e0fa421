import type { Language } from '@sb/contract';
import { useSettings } from '../../api/settings.ts';
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/i18n.ts';

export interface LanguageOption {
  locale: string;
  name: string;
}

const FALLBACK: LanguageOption[] = UI_LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

/**
 * The languages a visitor may choose: the brand's list (settings.languages) limited to those the
 * app has translations for, so no choice lands on an English page. Without a brand list, all of ours;
 * none until the settings have arrived (so a selector the brand hides never flashes up).
 */
export function languageOptions(languages: readonly Language[] | undefined): LanguageOption[] {
  if (!languages) return [];
  if (languages.length === 0) return FALLBACK;
  return languages.filter((l) => isUiLanguage(l.locale)).map((l) => ({ locale: l.locale, name: l.name }));
}

export function useLanguages(): LanguageOption[] {
  return languageOptions(useSettings()?.languages);
}
