/** Catalogue and content calls of SPEC.md §7 (the pages every visitor opens first). */
export const catalogPaths = {
  eventPathTree: '/xapi/rest/eventpathtree',
  events: '/xapi/rest/events',
  /** §7 "GET /xapi/rest/events (or /nextapi/xapi/rest/events)": the same list, GET and POST alike. */
  nextEvents: '/nextapi/xapi/rest/events',
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
} as const;

/** SPEC.md §9: an events query longer than this is POSTed with a hash instead of sent as GET. */
export const EVENT_QUERY_MAX_LENGTH = 2000;
