import { paths, prematchWindow } from '@sb/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCoupon } from '../api/get-coupon.ts';
import { useMountTime } from '../list/use-mount-time.ts';
import { EventListSkeleton } from './event-list-skeleton.tsx';
import { EventsSection } from './events-section.tsx';
import { ListingNav } from './listing-nav.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import styles from '../../../ui/page/page.module.css';

/**
 * /sports?active-coupon={id}: the coupon's name over its events, which its event paths, market types
 * and hours select (a coupon with hours shows that many hours ahead, SPEC.md §9 pre-match window).
 */
export function CouponEvents({ couponId }: { couponId: number }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const coupon = useCoupon(couponId);
  const now = useMountTime();
  const hours = coupon.data?.coupon.hours;
  const window = useMemo(
    () => (hours === undefined ? {} : prematchWindow(hours, new Date(now))),
    [hours, now],
  );
  usePageTitle(coupon.data?.coupon.name ?? t('sportsTitle'));

  if (coupon.data === null) {
    return (
      <NotFoundMessage
        title={t('coupon.notFoundTitle')}
        message={t('coupon.notFound')}
        linkLabel={t('allSports')}
        linkTo={paths.sports.href(locale)}
      />
    );
  }
  if (coupon.isError) return <ErrorState onRetry={() => void coupon.refetch()} />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {coupon.data ? (
          <h1 className={styles.title}>{coupon.data.coupon.name}</h1>
        ) : (
          <Skeleton width={220} height={25} />
        )}
        {hours !== undefined && <p className={styles.muted}>{t('coupon.nextHours', { count: hours })}</p>}
      </header>
      <ListingNav current="highlights" />
      {coupon.data ? (
        <EventsSection
          params={{
            eventPathIds: coupon.data.coupon.event_path_ids,
            marketTypeIds: coupon.data.coupon.market_type_ids.length
              ? coupon.data.coupon.market_type_ids
              : undefined,
            ...window,
          }}
          headingLevel={2}
        />
      ) : (
        <EventListSkeleton label={t('status.loadingEvents')} />
      )}
    </div>
  );
}
