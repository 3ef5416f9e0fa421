import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CouponEvents } from '../features/events/components/coupon-events.tsx';
import { Highlights } from '../features/events/components/highlights.tsx';
import { ListingNav } from '../features/events/components/listing-nav.tsx';
import styles from '../ui/page/page.module.css';
import {
  eventPathTreeKey,
  firstScreenOfTree,
  useEventPathTree,
  type EventPathTreeData,
} from '../api/get-event-path-tree.ts';
import { useFirstScreenCut } from '../api/first-screen-cut.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { EventListSkeleton } from '../features/events/components/event-list-skeleton.tsx';

/** SPEC.md §2 query flag active-coupon: numeric only; anything else is ignored. */
function couponParam(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** /sports: today's highlights by sport, or with ?active-coupon={id} that coupon's events. */
export function Component() {
  const [search] = useSearchParams();
  const couponId = couponParam(search.get('active-coupon'));
  return couponId === undefined ? <SportsOverview /> : <CouponEvents key={couponId} couponId={couponId} />;
}

function SportsOverview() {
  const { t } = useTranslation('sports');
  // The overview shows sports: its server page sends them without their countries and leagues.
  useFirstScreenCut(eventPathTreeKey(), (data) => firstScreenOfTree(data as EventPathTreeData));
  const tree = useEventPathTree('sports');
  usePageTitle(t('sportsTitle'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('sportsTitle')}</h1>
      <ListingNav current="highlights" />
      {tree.isPending ? (
        <EventListSkeleton rows={8} label={t('status.loadingEvents')} />
      ) : tree.isError ? (
        <ErrorState message={t('status.eventsFailed')} onRetry={() => void tree.refetch()} />
      ) : (
        <Highlights sports={tree.data.eventPaths} />
      )}
    </div>
  );
}
