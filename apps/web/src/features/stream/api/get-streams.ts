import { DEFAULT_STREAM_URL_TEMPLATE, type StreamPlayback, videoPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** GET /api/video_streams for some events (SPEC.md §7 Video), cached as the default API cache. */
export const eventStreamsQueryOptions = (eventIds: readonly number[]) =>
  queryOptions({
    queryKey: ['video-streams', [...eventIds].sort((a, b) => a - b).join(',')],
    queryFn: ({ signal }) =>
      request(videoPaths.videoStreams, { schema: 'VideoStreamsResponse', query: { eventIds }, signal }),
    staleTime: CACHE.default,
    enabled: eventIds.length > 0,
  });

export function useEventStreams(eventIds: readonly number[]) {
  return useQuery(eventStreamsQueryOptions(eventIds));
}

/**
 * The stream-URL template of §7 (an operator's provider may serve it elsewhere: VITE_STREAM_URL_TEMPLATE).
 * §8: a missing template throws, and the player's boundary shows the unknown error.
 */
export function streamUrlPath(streamId: string): string {
  const template =
    (import.meta.env.VITE_STREAM_URL_TEMPLATE as string | undefined) ?? DEFAULT_STREAM_URL_TEMPLATE;
  if (!template.includes('{stream_id}')) throw new Error('The stream URL template is missing {stream_id}');
  return template.replace('{stream_id}', encodeURIComponent(streamId));
}

/**
 * The signed URL of a stream for this player, with its bearer token; a refusal (HttpError) carries
 * the reason in its body's code. Never cached: each URL must be started within 30 s.
 */
export async function requestPlayback(
  streamId: string,
  signal?: AbortSignal,
): Promise<StreamPlayback & { src: string }> {
  const playback = await request(streamUrlPath(streamId), {
    schema: 'StreamPlayback',
    withAuth: true,
    signal,
  });
  // The URL may be relative to the API's origin (the demo provider is the API server itself).
  const base = API_BASE || window.location.origin;
  return { ...playback, src: new URL(playback.url, `${base}/`).toString() };
}
