import { sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { PathIndex } from '../features/events/components/path-index.tsx';
import styles from '../features/events/components/page.module.css';
import { useEventPathTree } from '../features/navigation/api/get-event-path-tree.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/competitions: every sport, its countries and leagues, with event counts. */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const tree = useEventPathTree();
  usePageTitle(t('competitions'));
  if (tree.isPending) return <SkeletonList rows={10} height={44} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('competitions')}</h1>
      {tree.data.eventPaths
        .filter((sport) => sport.eventCount > 0)
        .map((sport) => (
          <section key={sport.id} aria-labelledby={`sport-${sport.id}`} className={styles.page}>
            <h2 id={`sport-${sport.id}`} className={styles.subtitle}>
              <Link to={paths.sport.href(locale, sportSlug({ id: sport.id, code: sport.code ?? '' }))}>
                {sport.description}
              </Link>
            </h2>
            <PathIndex sport={sport} countries={sport.children} />
          </section>
        ))}
    </div>
  );
}
