import { intlLocaleOf } from '@sb/domain';
import { useMemo } from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';
import { dateFormat, useDisplayTimeZone } from '../../../lib/format/intl-locale.ts';

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const OPTIONS = {
  // en-CA writes dates as YYYY-MM-DD.
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: TIME,
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  longDay: LONG_DAY,
  full: { ...LONG_DAY, ...TIME },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const named = (locale: string, timeZone: string | undefined, name: keyof typeof OPTIONS) =>
  dateFormat(locale, timeZone, OPTIONS[name]);

/**
 * A calendar day as a key ('2026-11-23'), for grouping events by day: in `timeZone` when given (the
 * zone the server rendered in), else in the browser's own.
 */
export function localDayKey(date: Date, timeZone?: string): string {
  if (timeZone) return named('en-CA', timeZone, 'dayKey').format(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole calendar days from `now` to `date`: 0 today, 1 tomorrow, -1 yesterday. */
export function dayDifference(date: Date, now: Date, timeZone?: string): number {
  const day = (d: Date) => Date.parse(`${localDayKey(d, timeZone)}T00:00:00Z`);
  return Math.round((day(date) - day(now)) / 86_400_000);
}

export interface KickoffFormat {
  /** '19:45' */
  time: (date: Date) => string;
  /** 'Today', 'Tomorrow' or 'Wed 25 Nov'. */
  day: (date: Date) => string;
  /** 'Today', 'Tomorrow' or 'Wednesday 25 November': a date heading. */
  dayHeading: (date: Date) => string;
  /** 'Wednesday 25 November, 19:45': the event page. */
  full: (date: Date) => string;
  /** The calendar day, '2026-11-25': groups a list by day. */
  dayKey: (date: Date) => string;
}

/**
 * Kick-off dates and times in the UI language, with 'Today' and 'Tomorrow' for the next two days, in
 * the visitor's time zone: while server HTML hydrates, the zone and moment the server rendered with.
 */
export function useKickoffFormat(): KickoffFormat {
  const { t, language } = useRowTranslation('sports');
  const locale = intlLocaleOf(language);
  const timeZone = useDisplayTimeZone();
  const moment = useFirstPageMoment();
  return useMemo(() => {
    const time = named(locale, timeZone, 'time');
    const full = named(locale, timeZone, 'full');
    const relative = (date: Date, fallback: Intl.DateTimeFormat) => {
      const diff = dayDifference(date, new Date(moment ?? Date.now()), timeZone);
      if (diff === 0) return t('date.today');
      if (diff === 1) return t('date.tomorrow');
      return fallback.format(date);
    };
    return {
      time: (date) => time.format(date),
      day: (date) => relative(date, named(locale, timeZone, 'shortDay')),
      dayHeading: (date) => relative(date, named(locale, timeZone, 'longDay')),
      full: (date) => full.format(date),
      dayKey: (date) => localDayKey(date, timeZone),
    };
  }, [locale, t, timeZone, moment]);
}
