import type { LiveEvent } from '@sb/contract';
import { parseEventSlug, paths } from '@sb/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { SportsEventJsonLd } from '../../event/index.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton, SkeletonList } from '../../../ui/skeleton.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import styles from '../../../ui/page/event-page.module.css';
import { useLiveEventQuery } from '../api/get-live-page.ts';
import { useLiveEvent } from '../../../lib/live/live-store.ts';
import { LiveEventView } from './live-event-view.tsx';

/**
 * /live/{slug}: the live event page. The event comes from the live page call (all its markets, polled
 * every 15 s); the feed's copy wins once it has one.
 */
export function LiveEventPage({
  slug,
  besideScoreboard,
}: {
  slug: string;
  /** What the route puts under the scoreboard (the stream's panel). */
  besideScoreboard?: (event: LiveEvent) => ReactNode;
}) {
  const { t } = useTranslation('live');
  const { t: ts } = useTranslation('sports');
  const locale = useLocale();
  const id = parseEventSlug(slug);
  const query = useLiveEventQuery(id);
  const live = useLiveEvent(id ?? 0);
  const event = live ?? query.data?.event;
  usePageTitle(event?.description);

  if (id === null || (!live && query.data === null)) {
    return (
      <NotFoundMessage
        title={ts('eventPage.notFoundTitle')}
        message={ts('eventPage.notFound')}
        linkLabel={t('allLive')}
        linkTo={paths.live.href(locale)}
      />
    );
  }
  if (!event) {
    if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
    return (
      <div className={styles.page}>
        <Skeleton height={132} />
        <SkeletonList rows={6} height={96} label={ts('status.loading')} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <SportsEventJsonLd event={query.data?.event ?? event} />
      {/* The answer's mark holds for the answer's event only, not for the store's. */}
      <LiveEventView event={event} feedMark={live ? undefined : query.data?.feedMark}>
        {besideScoreboard?.(event)}
      </LiveEventView>
    </div>
  );
}
