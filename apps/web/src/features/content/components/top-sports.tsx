import { paths, sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGridNavigation } from '../../../lib/keyboard/use-grid-navigation.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { useTopSports } from '../api/get-top-sports.ts';
import styles from './home-sections.module.css';

/** The operator's top sports (GET /api/top_sports) as chips linking to each sport page. */
export function TopSports({ locale }: { locale: string }) {
  const { t } = useTranslation('common');
  const topSports = useTopSports();
  // The chips are one Tab stop, walked with the arrow keys.
  const chips = useGridNavigation('ul');

  return (
    <section className={styles.section} aria-labelledby="home-top-sports" ref={chips}>
      <h2 className={styles.heading} id="home-top-sports">
        {t('home.topSports')}
      </h2>
      {topSports.isError ? (
        <ErrorState compact message={t('home.topSportsFailed')} onRetry={() => void topSports.refetch()} />
      ) : !topSports.data ? (
        <div className={styles.skeletonChips} role="status" aria-busy="true" aria-label={t('status.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width={112} height={38} radius={999} />
          ))}
        </div>
      ) : (
        <ul className={styles.chips}>
          {topSports.data.map((sport) => (
            <li key={sport.id}>
              <Link className={styles.chip} to={paths.sport.href(locale, sportSlug(sport))}>
                <span className={styles.chipIcon}>
                  <SportIcon code={sport.code} size={16} />
                </span>
                {sport.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
