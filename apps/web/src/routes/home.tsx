import type { Event } from '@sb/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../api/settings.ts';
import { paths } from '@sb/domain';
import { FeaturedCoupons } from '../features/content/components/featured-coupons.tsx';
import { TopSports } from '../features/content/components/top-sports.tsx';
import { useEvents } from '../features/events/list/get-events.ts';
import { EventList } from '../features/events/list/event-list.tsx';
import { useMountTime } from '../features/events/list/use-mount-time.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { visuallyHiddenClass } from '../ui/visually-hidden.tsx';
import styles from './home.module.css';

/** How far ahead "Starting soon" looks, and how many events it lists. */
const SOON_HOURS = 12;
const SOON_COUNT = 10;

/** Events in start order, each league's events gathered under its first appearance. */
function gatherByLeague(events: readonly Event[]): Event[] {
  const order: number[] = [];
  const groups = new Map<number, Event[]>();
  for (const event of events) {
    const key = event.eventPaths.at(-1)?.id ?? event.sportId;
    const group = groups.get(key);
    if (group) group.push(event);
    else {
      groups.set(key, [event]);
      order.push(key);
    }
  }
  return order.flatMap((key) => groups.get(key) ?? []);
}

function StartingSoon({ locale }: { locale: string }) {
  const { t } = useTranslation('common');
  // The window is fixed when the page opens, so the query key (and its 15 s polling) stays stable.
  const openedAt = useMountTime();
  const range = useMemo(
    () => ({
      dateFrom: new Date(openedAt).toISOString(),
      dateTo: new Date(openedAt + SOON_HOURS * 3_600_000).toISOString(),
    }),
    [openedAt],
  );
  // lightWeightResponse: each row's one market, not every market of the event (a tenth of the bytes).
  const events = useEvents({
    periodType: 'PRE_MATCH',
    eventsPerPage: SOON_COUNT,
    lightWeightResponse: true,
    ...range,
  });

  return (
    <section className={styles.section} aria-labelledby="home-starting-soon">
      <div className={styles.heading}>
        <h2 id="home-starting-soon">{t('home.startingSoon')}</h2>
        <Link to={paths.sports.href(locale)}>{t('home.allSports')}</Link>
      </div>
      {events.isError ? (
        <ErrorState message={t('home.eventsFailed')} onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <SkeletonList rows={6} height={52} label={t('status.loading')} />
      ) : events.data.events.length === 0 ? (
        <EmptyState title={t('home.nothingSoon')} icon="clock" />
      ) : (
        <EventList events={gatherByLeague(events.data.events)} />
      )}
    </section>
  );
}

/** Home page: top sports, the events starting soon, then the featured coupons. */
export function Component() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  usePageTitle();
  return (
    <div className={styles.page}>
      <h1 className={visuallyHiddenClass}>{t('home.title')}</h1>
      <TopSports locale={locale} />
      <StartingSoon locale={locale} />
      <FeaturedCoupons locale={locale} groupId={settings?.quick_links_coupon_group_id} />
    </div>
  );
}
