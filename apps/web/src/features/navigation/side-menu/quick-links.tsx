import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCouponGroup } from '../../../api/get-coupon-group.ts';
import { useSettings } from '../../../api/settings.ts';
import { paths } from '@sb/domain';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './side-menu.module.css';

/**
 * Quick Links (SPEC.md §2 Side menu): the coupons of the brand's quick-links coupon group, each
 * opening the sports page with that coupon chosen (/sports?active-coupon={id}).
 */
export function QuickLinks({ locale, headingId }: { locale: string; headingId: string }) {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const groupId = settings?.quick_links_coupon_group_id;
  const group = useCouponGroup(groupId);
  const { pathname, search } = useLocation();
  if (groupId === 0) return null;
  const current = new URLSearchParams(search).get('active-coupon');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {t('menu.quickLinks')}
      </h2>
      {group.isError ? (
        <div className={styles.status}>
          <ErrorState compact onRetry={() => void group.refetch()} />
        </div>
      ) : !group.data ? (
        <div className={styles.status} role="status" aria-busy="true" aria-label={t('status.loading')}>
          <Skeleton height={28} />
        </div>
      ) : (
        <ul className={styles.list}>
          {group.data.coupons.map((coupon) => {
            const href = paths.sports.href(locale, coupon.id);
            const isCurrent = pathname === paths.sports.href(locale) && current === String(coupon.id);
            return (
              <li key={coupon.id}>
                <Link
                  className={styles.item}
                  to={href}
                  title={coupon.name}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  <Icon name="star" className={styles.icon} />
                  <span className={styles.label}>{coupon.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
