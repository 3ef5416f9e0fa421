import { EVENTS_PER_PAGE_PREMATCH } from '@sb/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useEvents } from '../api/get-events.ts';
import { EventList } from './event-list.tsx';

type Query = Parameters<typeof useEvents>[0];

/**
 * A list of events from one query, with its loading skeleton, error state with Retry, the empty
 * state of SPEC.md §8 ('no events found for this event path') and 'Show more' paging.
 */
export function EventsSection({ query, showLeague = true }: { query: Query; showLeague?: boolean }) {
  const { t } = useTranslation('sports');
  const [pages, setPages] = useState(1);
  // A list row shows one market: ask for just that one (lightWeightResponse), a tenth of the bytes.
  const events = useEvents({
    eventsPerPage: EVENTS_PER_PAGE_PREMATCH * pages,
    lightWeightResponse: true,
    ...query,
  });
  if (events.isPending) return <SkeletonList rows={8} height={52} label={t('status.loadingEvents')} />;
  if (events.isError)
    return <ErrorState message={t('status.eventsFailed')} onRetry={() => void events.refetch()} />;
  const { events: list, totalEvents } = events.data;
  if (list.length === 0) return <EmptyState title={t('status.noEvents')} />;
  return (
    <>
      <EventList events={list} showLeague={showLeague} />
      {list.length < totalEvents && (
        <Button onClick={() => setPages((n) => n + 1)} disabled={events.isFetching} block>
          {t('eventList.showMore', { shown: list.length, total: totalEvents })}
        </Button>
      )}
    </>
  );
}
