import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/settings.ts';
import { FeaturedCoupons } from '../features/content/components/featured-coupons.tsx';
import { TopSports } from '../features/content/components/top-sports.tsx';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import styles from './home.module.css';

/** Home page: top sports, then the featured coupons. */
export function Component() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  usePageTitle();
  return (
    <div className={styles.page}>
      <h1>
        <VisuallyHidden>{t('home.title')}</VisuallyHidden>
      </h1>
      <TopSports locale={locale} />
      <FeaturedCoupons locale={locale} groupId={settings?.quick_links_coupon_group_id} />
    </div>
  );
}
