import { useTranslation } from 'react-i18next';
import { ListingNav } from '../features/events/components/listing-nav.tsx';
import { OutrightsSection } from '../features/events/components/outrights-section.tsx';
import styles from '../ui/page/page.module.css';
import { usePageTitle } from '../lib/shell/use-page-title.ts';

/** /sports/outrights: long-term markets (league winners, top scorers) across sports. */
export function Component() {
  const { t } = useTranslation('sports');
  usePageTitle(t('outrights.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('outrights.title')}</h1>
      <ListingNav current="outrights" />
      <OutrightsSection bySport />
    </div>
  );
}
