import { useTranslation } from 'react-i18next';
import { useEventPathTree } from '../api/get-event-path-tree.ts';
import { CompetitionsIndex } from '../features/events/components/competitions-index.tsx';
import { ListingNav } from '../features/events/components/listing-nav.tsx';
import styles from '../ui/page/page.module.css';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/competitions: every sport, its countries and their leagues, with event counts. */
export function Component() {
  const { t } = useTranslation('sports');
  const tree = useEventPathTree();
  usePageTitle(t('competitions'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('competitions')}</h1>
      <ListingNav current="competitions" />
      {tree.isPending ? (
        <SkeletonList rows={10} height={48} label={t('status.loading')} />
      ) : tree.isError ? (
        <ErrorState onRetry={() => void tree.refetch()} />
      ) : tree.data.eventPaths.length === 0 ? (
        <EmptyState title={t('error-no-events-found-for-this-eventpath')} />
      ) : (
        <CompetitionsIndex sports={tree.data.eventPaths} />
      )}
    </div>
  );
}
