import { parseEventSlug, paths, sportSlug } from '@sb/domain';
import type { Event } from '@sb/contract';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { SportsEventJsonLd } from './sports-event-json-ld.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton, SkeletonList } from '../../../ui/skeleton.tsx';
import { useEvent } from '../api/get-event.ts';
import { Breadcrumb } from '../../../ui/page/breadcrumb.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import { EventHeader } from './event-header.tsx';
import { EventMarkets } from './event-markets.tsx';
import styles from '../../../ui/page/event-page.module.css';

/**
 * /events/{slug}: the event with all its markets. The id is the slug's last number (parseEventSlug);
 * a slug without one, or an event the server does not know, is a not-found page without a retry.
 * An event with a clock shows `liveView` (the live feature's, which the route lends: it may suspend
 * while its code loads).
 */
export function EventPage({
  slug,
  liveView,
}: {
  slug: string;
  liveView: (event: Event, breadcrumb: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const id = parseEventSlug(slug);
  const query = useEvent(id);
  const loaded = query.data;
  usePageTitle(loaded?.description);

  // The API's 404 is an answer (null): the server renders this page with status 404.
  if (id === null || loaded === null) {
    return (
      <NotFoundMessage
        title={t('eventPage.notFoundTitle')}
        message={t('eventPage.notFound')}
        linkLabel={t('allSports')}
        linkTo={paths.sports.href(locale)}
      />
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (loaded === undefined) {
    return (
      <div className={styles.page}>
        <Skeleton height={132} />
        <SkeletonList rows={6} height={96} label={t('status.loading')} />
      </div>
    );
  }

  const slugOfSport = sportSlug({ id: loaded.sportId, code: loaded.sportCode });
  const [sport, country, league] = loaded.eventPaths;
  const breadcrumb = sport && country && league && (
    <Breadcrumb
      items={[
        { label: sport.description, href: paths.sport.href(locale, slugOfSport) },
        { label: country.description, href: paths.country.href(locale, slugOfSport, country.slug) },
        {
          label: league.description,
          href: paths.league.href(locale, slugOfSport, country.slug, league.slug),
        },
      ]}
    />
  );
  // SPEC.md §2: an /events page counts as live when the event has a clock.
  if (loaded.clock && !loaded.isFinished) {
    return (
      <div className={styles.page}>
        <SportsEventJsonLd event={loaded} />
        <Suspense fallback={<EventHeader event={loaded} />}>{liveView(loaded, breadcrumb)}</Suspense>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <SportsEventJsonLd event={loaded} />
      <EventHeader event={loaded} />
      {breadcrumb}
      {loaded.isFinished ? <ErrorState message={t('eventPage.finished')} /> : <EventMarkets event={loaded} />}
    </div>
  );
}
