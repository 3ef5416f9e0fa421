import type { LiveEvent } from '@sb/contract';

/**
 * SPEC.md §2: the stream icon shows on an event when it has a clock or live streaming, a stream is
 * enabled, and the feed is allowed. The clock counts because a clocked event is one the providers
 * cover; the two flags come from settings and the livestream access check (§4 "Livestream").
 */
export function showStreamIcon(
  event: Pick<LiveEvent, 'clock' | 'liveStreaming'>,
  options: { streamEnabled: boolean; feedAllowed: boolean },
): boolean {
  return (event.clock !== undefined || event.liveStreaming) && options.streamEnabled && options.feedAllowed;
}
