import type { Stream } from '@sb/contract';
import type { SportGroup } from '@sb/domain';
import type { DemoEvent } from './demo-catalog.ts';

/**
 * The demo's live streams (docs/decisions/streaming.md): every streamed event gets one from the
 * provider that covers its kind of sport, with the event's id for that provider, as a feed sets
 * them. Perform's football-and-the-rest streams are sold everywhere but the German-speaking
 * markets (a broadcaster there holds the rights); Oddin's esports streams are sold everywhere.
 */
export const DEMO_STREAM_BLOCKED_COUNTRIES = ['DE', 'AT', 'CH'];

export function withStreams(
  events: DemoEvent[],
  groupOf: (sportId: number) => SportGroup | undefined,
): { events: DemoEvent[]; streams: Stream[] } {
  const streams: Stream[] = [];
  const streamed = events.map((event) => {
    if (!event.liveStreaming) return event;
    if (groupOf(event.sportId) === 'ESPORTS') {
      const stream_id = `od-${event.id}`;
      streams.push({
        stream_id,
        provider: 'oddin',
        eventId: event.id,
        allowed_countries: [],
        blocked_countries: [],
      });
      return { ...event, streamingIMGId: stream_id };
    }
    const stream_id = `pm-${event.id}`;
    streams.push({
      stream_id,
      provider: 'perform_v2',
      eventId: event.id,
      allowed_countries: [],
      blocked_countries: DEMO_STREAM_BLOCKED_COUNTRIES,
    });
    return { ...event, streamingPMId: stream_id };
  });
  return { events: streamed, streams };
}
