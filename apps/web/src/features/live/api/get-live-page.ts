import {
  FEED_MARK_HEADER,
  livePaths,
  readFeedMarkHeader,
  type LivePageEventResponse,
  type LivePageResponse,
  type TopicMark,
} from '@sb/contract';
import { firstScreenLiveEvents, type SortBy } from '@sb/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, requestUnlessMissing } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/**
 * A live answer with the feed mark it came with (FEED_MARK_HEADER): kept in the query's data, so a
 * page rendered on the server carries it to the browser, whose feed then follows the topic from the
 * answer it shows instead of a snapshot of the same (use-feed.ts `useFeedTopic`).
 */
export type Marked<T> = T & { feedMark?: TopicMark };

/**
 * The live page's answer. `firstScreen`: the server cut it to the rows its page's first screen shows
 * (firstScreenOfLivePage); each sport's `eventCount` still counts all its live events.
 */
export type LivePageData = Marked<LivePageResponse> & { firstScreen?: true };

/** The events a live page lists from an answer: all live sports' or one sport's, none finished. */
export function eventsOfLivePage(
  sports: readonly LivePageResponse['sports'][number][],
  sportCode: string | undefined,
) {
  return sports
    .filter((s) => sportCode === undefined || s.code === sportCode)
    .flatMap((s) => s.events)
    .filter((e) => !e.isFinished);
}

/**
 * The answer as a page rendered on the server sends it: the events of the list's first `rows` rows on
 * this page (all live, or one sport's), every sport with its count, and the answer's feed mark. The
 * page follows the feed from the mark for the rows it shows, and asks for the topic's snapshot (the
 * rest of the list) as the reader scrolls (live-sport-page.tsx `useRestOfList`; docs/decisions/
 * first-screen.md "Sixteenth stop").
 */
export function firstScreenOfLivePage(
  data: LivePageData,
  sportCode: string | undefined,
  sortBy: SortBy,
  rows: number,
): LivePageData {
  const sent = new Set(
    firstScreenLiveEvents(eventsOfLivePage(data.sports, sportCode), sortBy, rows).map((e) => e.id),
  );
  return {
    ...data,
    sports: data.sports.map((s) => ({ ...s, events: s.events.filter((e) => sent.has(e.id)) })),
    firstScreen: true,
  };
}

export const livePageKey = (sportCode: string | undefined, includeMarkets = true) =>
  ['live-page', sportCode ?? 'all', includeMarkets] as const;

/**
 * GET /xapi/marketdata/v1/livepage: the live sports with their live events (one sport with
 * `sportCode`). Polled every 15 s while focused (SPEC.md §7 event lists); the feed keeps prices,
 * clocks and scores current in between. Once the feed describes the list, the page asks without
 * markets (`includeMarkets=false`): it only needs the sports and their counts then, and a light
 * answer keeps the 15 s poll from being a long task on a busy live page.
 */
export const livePageQueryOptions = (sportCode: string | undefined, includeMarkets = true) =>
  queryOptions({
    queryKey: livePageKey(sportCode, includeMarkets),
    queryFn: async ({ signal }): Promise<LivePageData> => {
      let feedMark: TopicMark | undefined;
      const answer = await request(livePaths.livePage, {
        schema: 'LivePageResponse',
        query: { sportCode, includeMarkets },
        signal,
        onHeaders: (headers) => (feedMark = readFeedMarkHeader(headers.get(FEED_MARK_HEADER))),
      });
      return feedMark ? { ...answer, feedMark } : answer;
    },
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useLivePage(sportCode: string | undefined, includeMarkets = true) {
  const client = useQueryClient();
  const full = livePageQueryOptions(sportCode).queryKey;
  return useQuery({
    ...livePageQueryOptions(sportCode, includeMarkets),
    // The light answer says less than the full one the page holds (the server's, on a first visit):
    // it starts as that one and is asked for when that one turns stale, not at the feed's first
    // snapshot, when a request, its check and a render again would only repeat what the page shows.
    ...(includeMarkets
      ? {}
      : {
          initialData: () => client.getQueryData(full),
          initialDataUpdatedAt: () => client.getQueryState(full)?.dataUpdatedAt,
        }),
    // Switching to the light answer keeps showing the last one meanwhile (no flash of missing chips).
    placeholderData: (previous) => previous,
  });
}

export const liveEventKey = (id: number) => ['live-page-event', id] as const;

/** GET /xapi/marketdata/v1/livepage/{id}: one live event with all its markets. */
export const liveEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveEventKey(id),
    queryFn: async ({ signal }): Promise<Marked<LivePageEventResponse> | null> => {
      let feedMark: TopicMark | undefined;
      const answer = await requestUnlessMissing(livePaths.livePageEvent(id), {
        schema: 'LivePageEventResponse',
        signal,
        onHeaders: (headers) => (feedMark = readFeedMarkHeader(headers.get(FEED_MARK_HEADER))),
      });
      return answer && feedMark ? { ...answer, feedMark } : answer;
    },
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useLiveEventQuery(id: number | null) {
  return useQuery({ ...liveEventQueryOptions(id ?? 0), enabled: id !== null });
}
