import { useTranslation } from 'react-i18next';
import { EventsSection } from '../features/events/components/events-section.tsx';
import styles from '../features/events/components/page.module.css';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /sports/outrights: long-term markets (league winners, top scorers, championships). */
export function Component() {
  const { t } = useTranslation('sports');
  usePageTitle(t('outrights'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('outrights')}</h1>
      <EventsSection query={{ eventTypeFilter: 'RANKEVENT', sortByEventpath: true }} />
    </div>
  );
}
