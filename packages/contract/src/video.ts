import * as z from 'zod/mini';
import { csvIds, isoDateTime, Text } from './common.ts';

/*
 * Live streaming (SPEC.md §3 "Stream", Event streamingIMGId / streamingPMId / trackerPMId; §6 the
 * livestream rule; §7 "Video"; §8 "Livestream errors"). docs/decisions/streaming.md.
 */

/** §3 Stream provider. */
export const StreamProvider = z.enum([
  'perform_mobile',
  'perform_desktop',
  'perform_v2',
  'betgenius_v3',
  'oddin',
]);
export type StreamProvider = z.infer<typeof StreamProvider>;

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected a country code like GB'));

/** A provider's stream id: letters, digits and . _ : - (a path segment, never free text). */
export const StreamId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/, 'Expected a stream id like pm-1000021'));

/** §3 Stream: the provider's id of a stream, the event it shows, and its rights by country. */
export const Stream = z.object({
  stream_id: z.string(),
  provider: StreamProvider,
  eventId: z.number(),
  /** With any, only these countries may watch. */
  allowed_countries: z.array(CountryCode),
  /** With no allowed list, every country but these may watch. */
  blocked_countries: z.array(CountryCode),
});
export type Stream = z.infer<typeof Stream>;

/** GET /api/video_streams query. */
export const VideoStreamsQuery = z.object({
  eventIds: z.optional(csvIds),
  provider: z.optional(StreamProvider),
});
export type VideoStreamsQuery = z.infer<typeof VideoStreamsQuery>;

export const VideoStreamsResponse = z.object({ streams: z.array(Stream) });
export type VideoStreamsResponse = z.infer<typeof VideoStreamsResponse>;

/** One esports match the Betradar schedule lists. */
export const EsportsScheduleEntry = z.object({
  stream_id: z.string(),
  eventId: z.number(),
  description: Text(200),
  startTime: isoDateTime,
});
export const EsportsSchedule = z.object({ schedule: z.array(EsportsScheduleEntry) });
export type EsportsSchedule = z.infer<typeof EsportsSchedule>;

/** §7 request info. */
export const RequestInfo = z.object({ client_ip: z.string(), request_country_code: z.string() });
export type RequestInfo = z.infer<typeof RequestInfo>;

/**
 * The stream-URL template's answer: an HLS URL signed for this player, to be started before
 * `startBefore` (at most STREAM_URL_START_SECONDS after it was issued).
 */
export const StreamPlayback = z.object({
  stream_id: z.string(),
  provider: StreamProvider,
  format: z.literal('hls'),
  url: z.string(),
  startBefore: isoDateTime,
});
export type StreamPlayback = z.infer<typeof StreamPlayback>;

/**
 * Why a stream is refused, as the `code` of the error body: the web says each in the bettor's
 * words ("log in", "fund your account or place a bet", "not available in your country").
 * 401 STREAM_LOGIN; 403 the others but STREAM_UNAVAILABLE and STREAM_NOT_LIVE (404, 409).
 */
export const StreamRefusal = z.enum([
  'STREAM_LOGIN',
  'STREAM_FUNDS',
  'STREAM_COUNTRY',
  'STREAM_CURRENCY',
  'STREAM_NOT_LIVE',
  'STREAM_UNAVAILABLE',
]);
export type StreamRefusal = z.infer<typeof StreamRefusal>;
