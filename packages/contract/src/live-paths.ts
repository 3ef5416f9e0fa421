import type { Topic } from './live.ts';

/** Live calls of SPEC.md §7 "live events", "livepage". */
export const livePaths = {
  liveEvents: '/xapi/rest/live/events',
  livePage: '/xapi/marketdata/v1/livepage',
  livePageEvent: (id: number) => `/xapi/marketdata/v1/livepage/${id}`,
  livePageMarkets: (id: number) => `/xapi/marketdata/v1/livepage/markets/${id}`,
} as const;

/**
 * The feed's websocket endpoint (same origin as the API), and its topics by name. Plain values beside
 * the paths, not with the schemas in live.ts: a live page names its topics before it reads a message.
 */
export const FEED_SOCKET_PATH = '/xapi/feed';

export const topics = {
  live: (sportCode?: string): Topic => (sportCode ? `live:${sportCode}` : 'live'),
  event: (id: number): Topic => `event:${id}`,
  market: (id: number): Topic => `market:${id}`,
};

/**
 * A live answer's feed mark (`x-feed-mark: <topic> <mark>`): the feed topic the answer describes, and
 * the point of that topic's deltas it is current to. A page that follows the topic with the answer in
 * hand subscribes with the mark (ClientMessage `resume`) and receives the deltas since instead of a
 * snapshot of what it already holds. A plain value beside the paths: the page reads it with the answer.
 */
export const FEED_MARK_HEADER = 'x-feed-mark';

/** The mark's shape: the hub that issued it, the topic's epoch there, and its seq. */
export const FEED_MARK = /^[a-z0-9]{1,16}\.\d{1,15}\.\d{1,15}$/;

export function feedMarkHeader(topic: Topic, mark: string): string {
  return `${topic} ${mark}`;
}

/** A live answer's feed mark, as its header names it. */
export interface TopicMark {
  topic: Topic;
  mark: string;
}

/** The header's topic and mark, or undefined for anything else (an older server, a proxy's junk). */
export function readFeedMarkHeader(value: string | null | undefined): TopicMark | undefined {
  const [topic, mark, ...rest] = (value ?? '').split(' ');
  if (!topic || !mark || rest.length > 0 || !FEED_MARK.test(mark)) return undefined;
  if (!/^(live|live:[A-Z0-9-]{2,16}|event:\d{1,12}|market:\d{1,12})$/.test(topic)) return undefined;
  return { topic, mark };
}
