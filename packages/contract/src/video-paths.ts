/**
 * Video calls of SPEC.md §7 "Video", and the ones §7 leaves out ("live streams lists and request
 * info: paths not shown"; docs/decisions/streaming.md). Plain values: the event page names them
 * before it loads the player.
 */
export const videoPaths = {
  /** GET, query VideoStreamsQuery: the streams of the brand, by event. */
  videoStreams: '/api/video_streams',
  /** GET: the esports schedule of the Betradar feed, cached 6,600 s (§7). */
  esportsSchedule: '/api/video_streams/betradar_esports_schedule',
  /** GET: the caller's address and country as the server sees them (§7 request info). */
  requestInfo: '/api/video_streams/request_info',
  videoStream: (streamId: string) => `/api/video_streams/${encodeURIComponent(streamId)}`,
} as const;

/**
 * The stream-URL template of §7: GET with `{stream_id}` replaced and the player's bearer token; it
 * answers a StreamPlayback or a refusal. An operator whose provider serves it elsewhere builds the
 * web with VITE_STREAM_URL_TEMPLATE; §8 "missing stream URL template throws an error".
 */
export const DEFAULT_STREAM_URL_TEMPLATE = '/api/video_streams/{stream_id}/playback';

/** Seconds a stream URL may wait before it is started (the operator's rule: about 30 s). */
export const STREAM_URL_START_SECONDS = 30;
