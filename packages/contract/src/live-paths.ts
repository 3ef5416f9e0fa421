/** Live calls of SPEC.md §7 "live events", "livepage". */
export const livePaths = {
  liveEvents: '/xapi/rest/live/events',
  livePage: '/xapi/marketdata/v1/livepage',
  livePageEvent: (id: number) => `/xapi/marketdata/v1/livepage/${id}`,
  livePageMarkets: (id: number) => `/xapi/marketdata/v1/livepage/markets/${id}`,
} as const;
