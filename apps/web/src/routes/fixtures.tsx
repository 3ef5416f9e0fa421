import { prematchWindow, type PrematchWindow } from '@sb/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventsSection } from '../features/events/components/events-section.tsx';
import { ListingNav } from '../features/events/components/listing-nav.tsx';
import styles from '../ui/page/page.module.css';
import { useMountTime } from '../features/events/list/use-mount-time.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';

/** The windows offered (SPEC.md §9: today = next 24 hours, this week = 7 days from the start of today, or hours). */
const WINDOWS = ['today', 'this_week', 3, 12] as const satisfies readonly PrematchWindow[];
type Window = (typeof WINDOWS)[number];

/** `?window=` keeps the choice in the address, so it survives a reload and can be shared. */
function parseWindow(value: string | null): Window {
  return WINDOWS.find((w) => String(w) === value) ?? 'today';
}

/** /sports/fixtures: upcoming events by date, in a window: today, this week or the next hours. */
export function Component() {
  const { t } = useTranslation('sports');
  const [search, setSearch] = useSearchParams();
  const window = parseWindow(search.get('window'));
  const now = useMountTime();
  const range = useMemo(() => prematchWindow(window, new Date(now)), [window, now]);
  usePageTitle(t('fixtures'));
  const label = (w: Window) =>
    w === 'today'
      ? t('window.today')
      : w === 'this_week'
        ? t('window.thisWeek')
        : t('window.hours', { count: w });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('fixtures')}</h1>
      <ListingNav current="fixtures" />
      <div className={styles.chips} role="group" aria-label={t('window.label')}>
        {WINDOWS.map((w) => (
          <button
            key={w}
            type="button"
            className={styles.chip}
            aria-pressed={window === w}
            onClick={() => setSearch(w === 'today' ? {} : { window: String(w) }, { replace: true })}
          >
            {label(w)}
          </button>
        ))}
      </div>
      <EventsSection key={String(window)} params={range} sections="date" headingLevel={2} />
    </div>
  );
}
