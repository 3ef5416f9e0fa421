import { startTransition, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';
import { RevealWhenNear } from '../../../lib/lists/reveal-when-near.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useEventPages, type EventsParams } from '../list/get-events.ts';
import { EventList, type EventListProps } from '../list/event-list.tsx';
import { EventListSkeleton } from './event-list-skeleton.tsx';
import { sortsByEventPath } from '@sb/domain';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import styles from '../../../ui/page/page.module.css';

export interface EventsSectionProps extends Omit<EventListProps, 'events'> {
  /**
   * The events query; pages of 20 are added by 'Show more'. Its order is the visitor's (SPEC.md §5):
   * `sortByEventpath` follows the sort preference (a list by day always asks by time).
   */
  params: Omit<EventsParams, 'page'>;
}

/** Events that can be on a first screen (a desktop's, at 1366x768; a phone shows fewer). */
const FIRST_SCREEN_EVENTS = 10;

/**
 * A list of events from one query, with its states: skeleton rows while loading, an error with
 * Retry, the empty state of SPEC.md §8 (error-no-events-found-for-this-eventpath) and 'Show more'.
 * Rows show only the main market, so it asks for the light response.
 *
 * On the page the server rendered, its HTML carries the first screen's events; the rest of the page
 * of 20 render from the answer it already holds when the reader scrolls towards them, or all at once
 * when the focus comes into the list (a keyboard or screen-reader user walks every row), as the live
 * list does (docs/decisions/first-screen.md).
 */
export function EventsSection({ params, ...list }: EventsSectionProps) {
  const { t } = useTranslation('sports');
  const sortBy = useListSort();
  const [all, setAll] = useState(useFirstPageMoment() === undefined);
  const revealAll = useCallback(() => startTransition(() => setAll(true)), []);
  const query = useEventPages({
    lightWeightResponse: true,
    // A list by day asks in kick-off order whatever the sort: its days would otherwise come out of order.
    sortByEventpath: (list.sections !== 'date' && sortsByEventPath(sortBy)) || undefined,
    ...params,
  });
  if (query.isPending) return <EventListSkeleton label={t('status.loadingEvents')} />;
  if (query.isError) {
    return <ErrorState message={t('status.eventsFailed')} onRetry={() => void query.refetch()} />;
  }
  const events = query.data.pages.flatMap((page) => page.events);
  const total = query.data.pages.at(-1)?.totalEvents ?? events.length;
  if (events.length === 0) {
    return <EmptyState title={t('error-no-events-found-for-this-eventpath')} icon="calendar" />;
  }
  const rendered = all ? events : events.slice(0, FIRST_SCREEN_EVENTS);
  return (
    <div className={styles.stack} onFocus={all ? undefined : revealAll}>
      <EventList events={rendered} {...list} />
      {rendered.length < events.length && <RevealWhenNear onNear={revealAll} />}
      {query.hasNextPage && (
        <Button
          block
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
        >
          {t('eventList.showMore')}{' '}
          <span className={styles.muted}>{t('eventList.shownOf', { shown: events.length, total })}</span>
        </Button>
      )}
    </div>
  );
}
