import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useEventPages, type EventsParams } from '../list/get-events.ts';
import { sortsByEventPath } from '@sb/domain';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import { OutrightList } from './outright-list.tsx';
import styles from '../../../ui/page/page.module.css';

/** Outright events (RANKEVENT) under some event paths, or all of them, with 'Show more'. */
export function OutrightsSection({
  eventPathIds,
  bySport = false,
  headingLevel = 2,
}: {
  eventPathIds?: readonly number[] | undefined;
  bySport?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('sports');
  const sortBy = useListSort();
  const params: Omit<EventsParams, 'page'> = {
    eventTypeFilter: 'RANKEVENT',
    eventPathIds,
    sortByEventpath: sortsByEventPath(sortBy) || undefined,
    lightWeightResponse: true,
  };
  const query = useEventPages(params);
  if (query.isPending) return <SkeletonList rows={3} height={180} label={t('status.loadingEvents')} />;
  if (query.isError) {
    return <ErrorState message={t('status.eventsFailed')} onRetry={() => void query.refetch()} />;
  }
  const events = query.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <EmptyState title={t('outrights.none')} icon="trophy" />;
  const total = query.data.pages.at(-1)?.totalEvents ?? events.length;
  return (
    <div className={styles.stack}>
      <OutrightList events={events} bySport={bySport} headingLevel={headingLevel} />
      {query.hasNextPage && (
        <Button block onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('eventList.showMore')}{' '}
          <span className={styles.muted}>{t('eventList.shownOf', { shown: events.length, total })}</span>
        </Button>
      )}
    </div>
  );
}
