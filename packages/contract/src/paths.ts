/**
 * The HTTP paths of SPEC.md §7 this product serves and calls. The web app builds URLs from these
 * builders only, so an operator's back end can be swapped in by base URL.
 */
export const apiPaths = {
  eventPathTree: '/xapi/rest/eventpathtree',
  events: '/xapi/rest/events',
  event: (id: number) => `/xapi/rest/events/${id}`,
  market: (id: number) => `/xapi/rest/markets/${id}`,
  oddsLadderAndMargins: (version: number) => `/xapi/rest/oddsLadderAndMargins/${version}`,
  currencies: '/xapi/rest/currencies',
  allCachedSettings: '/api/all_cached_settings',
  tabs: '/api/tabs',
  topSports: '/api/top_sports',
  couponGroup: (id: number) => `/api/coupon_groups/${id}`,
  coupon: (id: number) => `/api/coupons/${id}`,
  submenu: (id: number) => `/api/submenus/${id}`,
  liveEvents: '/xapi/rest/live/events',
  livePage: '/xapi/marketdata/v1/livepage',
  livePageEvent: (id: number) => `/xapi/marketdata/v1/livepage/${id}`,
  livePageMarkets: (id: number) => `/xapi/marketdata/v1/livepage/markets/${id}`,
} as const;

/** Route patterns for the server, in Fastify's syntax, beside the builders above. */
export const apiRoutes = {
  eventPathTree: '/xapi/rest/eventpathtree',
  events: '/xapi/rest/events',
  event: '/xapi/rest/events/:id',
  market: '/xapi/rest/markets/:id',
  oddsLadderAndMargins: '/xapi/rest/oddsLadderAndMargins/:version',
  currencies: '/xapi/rest/currencies',
  allCachedSettings: '/api/all_cached_settings',
  tabs: '/api/tabs',
  topSports: '/api/top_sports',
  couponGroup: '/api/coupon_groups/:id',
  coupon: '/api/coupons/:id',
  submenu: '/api/submenus/:id',
  liveEvents: '/xapi/rest/live/events',
  livePage: '/xapi/marketdata/v1/livepage',
  livePageEvent: '/xapi/marketdata/v1/livepage/:id',
  livePageMarkets: '/xapi/marketdata/v1/livepage/markets/:id',
} as const;

/** SPEC.md §9: a query longer than this is POSTed with a hash instead of sent as GET. */
export const EVENT_QUERY_MAX_LENGTH = 2000;
