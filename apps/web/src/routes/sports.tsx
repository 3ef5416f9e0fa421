import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { useMountTime } from '../features/events/use-mount-time.ts';
import { useCoupon } from '../features/events/api/get-coupon.ts';
import { EventsSection } from '../features/events/components/events-section.tsx';
import styles from '../features/events/components/page.module.css';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

const HOUR = 3_600_000;

/** /sports: today's highlights across sports, or with ?active-coupon={id} that coupon's events. */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const [search] = useSearchParams();
  const raw = search.get('active-coupon');
  const couponId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const coupon = useCoupon(couponId);
  const now = useMountTime();
  usePageTitle(coupon.data?.coupon.name ?? t('sportsTitle'));

  const nav = (
    <nav className={styles.filters} aria-label={t('listings')}>
      <Link className={styles.chip} aria-current="page" to={paths.sports.href(locale)}>
        {t('highlights')}
      </Link>
      <Link className={styles.chip} to={paths.fixtures.href(locale)}>
        {t('fixtures')}
      </Link>
      <Link className={styles.chip} to={paths.competitions.href(locale)}>
        {t('competitions')}
      </Link>
      <Link className={styles.chip} to={paths.outrights.href(locale)}>
        {t('outrights')}
      </Link>
    </nav>
  );
  if (couponId !== undefined) {
    if (coupon.isPending) return <SkeletonList rows={8} height={52} label={t('status.loading')} />;
    if (coupon.isError) return <ErrorState onRetry={() => void coupon.refetch()} />;
    const { name, event_path_ids, market_type_ids, hours } = coupon.data.coupon;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{name}</h1>
        {nav}
        <EventsSection
          key={couponId}
          query={{
            eventPathIds: event_path_ids,
            marketTypeIds: market_type_ids.length ? market_type_ids : undefined,
            dateTo: hours ? new Date(now + hours * HOUR).toISOString() : undefined,
            sortByEventpath: true,
          }}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('sportsTitle')}</h1>
      {nav}
      <EventsSection
        query={{
          sortByEventpath: true,
          dateTo: new Date(now + 24 * HOUR).toISOString(),
        }}
      />
    </div>
  );
}
