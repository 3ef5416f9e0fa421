import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCouponGroup } from '../../../api/get-coupon-group.ts';
import { paths } from '@sb/domain';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './home-sections.module.css';

/**
 * Featured coupons on the home page: the brand's quick-links coupon group as cards, each opening the
 * sports page with that coupon chosen. Nothing shows when the brand has no such group.
 */
export function FeaturedCoupons({ locale, groupId }: { locale: string; groupId: number | undefined }) {
  const { t } = useTranslation('common');
  const group = useCouponGroup(groupId);
  if (groupId === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-coupons">
      <h2 className={styles.heading} id="home-coupons">
        {t('home.coupons')}
      </h2>
      {group.isError ? (
        <ErrorState compact onRetry={() => void group.refetch()} />
      ) : !group.data ? (
        <div className={styles.cards} role="status" aria-busy="true" aria-label={t('status.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </div>
      ) : (
        <ul className={styles.cards}>
          {group.data.coupons.map((coupon) => (
            <li key={coupon.id}>
              <Link className={styles.card} to={paths.sports.href(locale, coupon.id)}>
                <Icon name="ticket" className={styles.cardIcon} />
                <span className={styles.cardName}>{coupon.name}</span>
                <Icon name="chevron-right" size={16} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
