import { intlLocaleOf } from '@sb/domain';
import { useSyncExternalStore } from 'react';
import { browserTimeZone, subscribeNothing, useRenderEnv } from '../../hooks/render-env.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePreferencesStore } from '../preferences/preferences-store.ts';

/**
 * What the page's dates, numbers and money are formatted with: the language's Intl locale
 * (packages/domain languages.ts, numbering pinned to Latin digits for odds and money), English as
 * en-GB (SPEC.md §7's default language header: a 24-hour clock, day before month). The pseudo-locale
 * and the untranslated view (`cimode`) read as English.
 */
export function useIntlLocale(): string {
  return intlLocaleOf(useLocale());
}

/**
 * The time zone to format dates in: the server's assumption while hydrating (the zone cookie:
 * app/visitor-cookies.ts); afterwards the visitor's choice in the settings, else undefined (the
 * browser's own) unless that is the zone the server assumed anyway.
 */
export function useDisplayTimeZone(): string | undefined {
  const assumed = useRenderEnv()?.timeZone;
  const chosen = usePreferencesStore((s) => s.timeZone);
  return useSyncExternalStore(
    subscribeNothing,
    () => chosen ?? (assumed !== undefined && assumed === browserTimeZone() ? assumed : undefined),
    () => assumed,
  );
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A format made once per locale, zone and options: an Intl.DateTimeFormat takes about a millisecond
 * to build, and every row of a list asks for the same few (60 rows cost 50 ms of hydration before).
 */
export function dateFormat(
  locale: string,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates and times in the page's language and the visitor's time zone (their choice in the settings,
 * else the browser's; the zone the server rendered in while its HTML hydrates).
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat(useIntlLocale(), useDisplayTimeZone(), options);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Plain numbers (limits, counts) grouped the page's way. */
export function useNumberFormat(): Intl.NumberFormat {
  const locale = useIntlLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}
