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
