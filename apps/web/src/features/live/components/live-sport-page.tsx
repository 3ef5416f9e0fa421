import { topics, type LiveEvent, type Topic } from '@sb/contract';
import {
  FAVOURITES_SPORT_ID,
  filterLiveEvents,
  parseSportSlug,
  paths,
  PSEUDO_SECTIONS,
  sportSlug,
} from '@sb/domain';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useFirstScreenCut } from '../../../api/first-screen-cut.ts';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { useFirstReaderMove } from '../../../hooks/use-first-reader-move.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import page from '../../../ui/page/page.module.css';
import {
  eventsOfLivePage,
  firstScreenOfLivePage,
  livePageKey,
  useLivePage,
  type LivePageData,
} from '../api/get-live-page.ts';
import { useFavouritesStore } from '../../../lib/favourites/favourites-store.ts';
import { useSettings } from '../../../api/settings.ts';
import { useFavouritesEnabled } from '../../../lib/favourites/use-favourites-enabled.ts';
import { LiveAnnouncer } from '../announcer/lazy-live-announcer.tsx';
import { ConnectionBanner } from '../feed/connection-banner.tsx';
import { useFeedTopic } from '../../../lib/live/feed/use-feed.ts';
import { DesktopLiveFilter, MobileLiveFilter } from '../filter/live-filter.tsx';
import { useLiveFilterStore } from '../filter/live-filter-store.ts';
import { getLiveStore, useTopicEventIds, useTopicSeeded } from '../../../lib/live/live-store.ts';
import { getFeedClient } from '../../../lib/live/feed/feed-client.ts';
import { FIRST_SCREEN_ROWS, LiveEventList } from './live-event-list.tsx';
import { LivePrices } from './live-outcome-button.tsx';

const FAVOURITES = PSEUDO_SECTIONS.favourites;
export const FAVOURITES_SLUG = sportSlug(FAVOURITES);

/**
 * /live/sport (every live event), /live/sport/{id}-{CODE} (one sport) and the favourites live page
 * (/live/sport/10000-FAVOURITES). The list comes over HTTP first (polled every 15 s); once the feed's
 * snapshot arrives the feed decides which events are live, and keeps prices, clocks and scores current.
 */
export function LiveSportPage({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  const parsed = slug === undefined ? null : parseSportSlug(slug);
  const favourites = parsed?.id === FAVOURITES_SPORT_ID;
  const sportCode = parsed && !favourites ? parsed.code : undefined;
  const topic = topics.live(sportCode);
  // The feed's first snapshot swaps the whole list from the HTTP answer to the store's events, and an
  // event starting or finishing changes the list: deferred, React renders that change in the
  // background a few milliseconds at a time (the page stays responsive), not as one long task.
  const ids = useDeferredValue(useTopicEventIds(topic));
  const seeded = useDeferredValue(useTopicSeeded(topic));
  const query = useLivePage(undefined, ids === undefined);
  const sports = query.data?.sports;
  const sortBy = useListSort();
  // The server's page sends its first screen's rows (firstScreenOfLivePage). Not the favourites'
  // page: the server does not know which events a visitor keeps.
  useFirstScreenCut(
    livePageKey(undefined),
    favourites || (slug !== undefined && !parsed)
      ? null
      : (data) => firstScreenOfLivePage(data as LivePageData, sportCode, sortBy, FIRST_SCREEN_ROWS),
  );
  // Until the feed's snapshot replaces that answer, the list holds its first screen only: the headings
  // count each sport as the answer does, and the rest is asked for at the reader's first move.
  const partial = query.data?.firstScreen === true && (ids === undefined || seeded);
  const sportCounts = useMemo(
    () => (partial && sports ? new Map(sports.map((s) => [s.code, s.eventCount])) : undefined),
    [partial, sports],
  );
  useRestOfList(partial && seeded ? topic : null);
  const fromHttp = useMemo(() => eventsOfLivePage(sports ?? [], sportCode), [sports, sportCode]);
  // The answer the page shows, when it came with the topic's mark (the whole live list does): the
  // feed goes on from there instead of sending the same list again.
  useFeedTopic(slug !== undefined && !parsed ? null : topic, {
    mark: query.data?.feedMark,
    events: fromHttp,
  });
  const favouriteIds = useFavouritesStore((s) => s.ids);
  const favouritesOn = useFavouritesEnabled();
  const settingsKnown = useSettings() !== undefined;
  const isDesktop = useIsDesktop();
  const mobileFilter = useLiveFilterStore((s) => s.mobile);
  const desktopFilter = useLiveFilterStore((s) => s.desktop);
  const resetFilter = useLiveFilterStore((s) => s.reset);
  // A filter belongs to the list it was made on: another sport starts unfiltered.
  useEffect(() => () => resetFilter(), [resetFilter]);

  const sportName = sports?.find((s) => s.code === sportCode)?.name;
  usePageTitle(favourites ? t('favourites') : (sportName ?? t('title')));

  // Membership changes (an event starts or finishes) re-render the list; price moves do not.
  const fromFeed = useMemo(() => {
    if (!ids) return undefined;
    const store = getLiveStore();
    return ids.map((id) => store.getEvent(id)).filter((e): e is LiveEvent => e !== undefined);
  }, [ids]);
  const all = fromFeed ?? fromHttp;
  const ofPage = useMemo(
    () => (favourites ? all.filter((e) => favouriteIds.includes(e.id)) : all),
    [all, favourites, favouriteIds],
  );
  const events = useMemo(
    () =>
      filterLiveEvents(
        ofPage,
        isDesktop ? { kind: 'desktop', state: desktopFilter } : { kind: 'mobile', state: mobileFilter },
      ),
    [ofPage, isDesktop, desktopFilter, mobileFilter],
  );

  // A brand without favourites has no favourites page (its settings known: they come with the page).
  if ((slug !== undefined && !parsed) || (favourites && settingsKnown && !favouritesOn)) {
    return (
      <NotFoundMessage
        title={t('notFoundTitle')}
        message={t('notFound')}
        linkLabel={t('allLive')}
        linkTo={paths.live.href(locale)}
      />
    );
  }

  const total = sports?.reduce((n, s) => n + s.eventCount, 0);
  return (
    <LivePrices>
      <div className={page.page}>
        <header className={page.header}>
          <h1 className={page.title}>{favourites ? t('favourites') : (sportName ?? t('title'))}</h1>
        </header>
        <ConnectionBanner />
        <LiveAnnouncer />
        <nav aria-label={t('sportsNav')}>
          <ul className={page.chips}>
            <li>
              <Link
                className={page.chip}
                to={paths.live.href(locale)}
                aria-current={slug === undefined ? 'page' : undefined}
              >
                {t('allLive')}
                {total !== undefined && ` (${total})`}
              </Link>
            </li>
            {favouritesOn && (
              <li>
                <Link
                  className={page.chip}
                  to={paths.liveSport.href(locale, FAVOURITES_SLUG)}
                  aria-current={favourites ? 'page' : undefined}
                >
                  {t('favourites')} ({favouriteIds.length})
                </Link>
              </li>
            )}
            {sports?.map((s) => (
              <li key={s.code}>
                <Link
                  className={page.chip}
                  to={paths.liveSport.href(locale, sportSlug(s))}
                  aria-current={s.code === sportCode ? 'page' : undefined}
                >
                  <SportIcon code={s.code} size={16} />
                  {s.name} ({s.eventCount})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {ofPage.length > 0 &&
          (isDesktop ? <DesktopLiveFilter events={ofPage} /> : <MobileLiveFilter events={ofPage} />)}
        {fromFeed === undefined && query.isPending ? (
          <SkeletonList rows={6} height={64} label={t('loading')} />
        ) : fromFeed === undefined && query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : events.length === 0 ? (
          <EmptyState
            title={favourites ? t('noFavourites') : t('error-no-events-found-for-this-eventpath')}
          />
        ) : (
          <LiveEventList events={events} fromFeed={fromFeed !== undefined} sportCounts={sportCounts} />
        )}
      </div>
    </LivePrices>
  );
}

/**
 * The rest of a list that holds the server's first screen (the page followed the feed from that
 * answer's mark): the topic's snapshot, asked for at the reader's first move (issue 49).
 */
function useRestOfList(topic: Topic | null): void {
  useFirstReaderMove(useMemo(() => (topic === null ? null : () => getFeedClient().resync(topic)), [topic]));
}
