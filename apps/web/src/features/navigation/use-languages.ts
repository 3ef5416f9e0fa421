import type { Language } from '@sb/contract';
import { PRODUCT_LOCALES } from '@sb/domain';
import { useSettings } from '../../api/settings.ts';
import { isUiLanguage, PSEUDO_LOCALE } from '../../i18n/i18n.ts';

export interface LanguageOption {
  locale: string;
  name: string;
}

/** A language named in itself by Intl ('español' → 'Español'), for a brand whose settings name none. */
function ownName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The languages a visitor may choose: the brand's list (settings.languages) limited to those the
 * app has translations for, so no choice lands on an English page. Without a brand list, all of ours;
 * none until the settings have arrived (so a selector the brand hides never flashes up).
 */
export function languageOptions(languages: readonly Language[] | undefined): LanguageOption[] {
  if (!languages) return [];
  if (languages.length === 0) return PRODUCT_LOCALES.map((locale) => ({ locale, name: ownName(locale) }));
  return languages
    .filter((l) => isUiLanguage(l.locale) && l.locale !== PSEUDO_LOCALE)
    .map((l) => ({ locale: l.locale, name: l.name }));
}

export function useLanguages(): LanguageOption[] {
  return languageOptions(useSettings()?.languages);
}
