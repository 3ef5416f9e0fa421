import type { StreamRefusal } from '@sb/contract';
import type { StreamErrorKind } from '@sb/domain';

/*
 * SPEC.md §8 "Livestream errors" from what the player reports: hls.js's error types, and the video
 * element's MediaError codes where the browser plays HLS itself (Safari on an iPhone).
 */

/** hls.js's details that mean the bytes cannot be decoded or the format is not supported. */
const DECODE_DETAILS = new Set([
  'fragParsingError',
  'bufferAddCodecError',
  'bufferIncompatibleCodecsError',
  'manifestIncompatibleCodecsError',
]);

/** An hls.js error (its `type` and `details`, as strings) as one of §8's kinds. */
export function hlsErrorKind(error: { type: string; details: string }): StreamErrorKind {
  switch (error.type) {
    case 'networkError':
      return 'network';
    case 'mediaError':
      return DECODE_DETAILS.has(error.details) ? 'decode' : 'media';
    case 'keySystemError':
    case 'muxError':
      return 'key-system';
    default:
      return 'unknown';
  }
}

/** MediaError.code: 1 aborted, 2 network, 3 decode, 4 source not supported. */
export function mediaErrorKind(code: number | undefined): StreamErrorKind {
  switch (code) {
    case 1:
      return 'media';
    case 2:
      return 'network';
    case 3:
    case 4:
      return 'decode';
    default:
      return 'unknown';
  }
}

/** The contract's StreamRefusal codes, written out: the schema would bring zod into the player. */
const REFUSALS: readonly StreamRefusal[] = [
  'STREAM_LOGIN',
  'STREAM_FUNDS',
  'STREAM_COUNTRY',
  'STREAM_CURRENCY',
  'STREAM_NOT_LIVE',
  'STREAM_UNAVAILABLE',
];

/** The refusal a stream-URL answer's error body names, if it is one of §7's stream refusals. */
export function refusalOf(code: string | undefined, status: number): StreamRefusal | undefined {
  const known = REFUSALS.find((r) => r === code);
  return known ?? (status === 401 ? 'STREAM_LOGIN' : undefined);
}
