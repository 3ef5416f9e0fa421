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
  // Accounts (§7 "Session and auth", "Account"; {base} and {wallet base} are /xapi/rest, {auth} /auth).
  login: '/xapi/rest/accounts/sessions',
  acceptTerms: '/xapi/rest/accounts/me/sessions/accept-terms',
  refreshSession: '/xapi/rest/accounts/me/sessions/refresh',
  /** DELETE: logout. */
  session: '/xapi/rest/accounts/me/sessions',
  otpGenerate: (locale: string) => `/auth/${locale}/api/plugins/component/route/otp/generate`,
  otpValidate: (locale: string) => `/auth/${locale}/api/plugins/component/route/otp/validate`,
  securityQuestion: (locale: string) =>
    `/auth/${locale}/api/plugins/component/route/security_question/getquestion`,
  securityAnswer: (locale: string) =>
    `/auth/${locale}/api/plugins/component/route/security_question/checkAnswer`,
  accountInfo: (accountId: number) => `/xapi/rest/accounts/${accountId}/info`,
  accountPrefs: (accountId: number) => `/xapi/rest/accounts/${accountId}/accountPrefs`,
  /** GET the player's details; PUT the player update (priceFormat, defaultStake). */
  playerDetails: (username: string) => `/xapi/icore/players/${encodeURIComponent(username)}/details`,
  sportsbookWallet: (username: string) =>
    `/xapi/icore/players/${encodeURIComponent(username)}/balance/sportsbook`,
  balance: '/xapi/rest/accounts/me/balance',
  transactions: (accountId: number) => `/xapi/rest/accounts/${accountId}/transactions`,
  deposits: (accountId: number) => `/xapi/rest/accounts/${accountId}/cashier/deposits`,
  withdrawals: (accountId: number) => `/xapi/rest/accounts/${accountId}/cashier/withdrawals`,
  /** The demo SMS gateway's outbox (demo mode only): the last one-time code sent to a player. */
  demoOtpOutbox: '/api/demo/otp-outbox',
  // Betslip (§7 "Betslip and bets"). §7 does not show the pricing path: PUT re-prices the slip,
  // POST with outcome ids adds them (docs/decisions/betslip-domain.md).
  betslipPricing: '/xapi/rest/betslips/pricing',
  placeBetslip: (accountId: number) => `/xapi/rest/accounts/${accountId}/betslips`,
  betslipStatus: (betSlipId: string) => `/xapi/rest/betslips/${encodeURIComponent(betSlipId)}/status`,
  betslipSelections: '/xapi/rest/betslips/selections',
  betslipRetailCodes: '/xapi/rest/betslips/retailcodes',
  epwConfig: '/xapi/rest/promotions/epw',
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
  login: '/xapi/rest/accounts/sessions',
  acceptTerms: '/xapi/rest/accounts/me/sessions/accept-terms',
  refreshSession: '/xapi/rest/accounts/me/sessions/refresh',
  session: '/xapi/rest/accounts/me/sessions',
  otpGenerate: '/auth/:locale/api/plugins/component/route/otp/generate',
  otpValidate: '/auth/:locale/api/plugins/component/route/otp/validate',
  securityQuestion: '/auth/:locale/api/plugins/component/route/security_question/getquestion',
  securityAnswer: '/auth/:locale/api/plugins/component/route/security_question/checkAnswer',
  accountInfo: '/xapi/rest/accounts/:accountId/info',
  accountPrefs: '/xapi/rest/accounts/:accountId/accountPrefs',
  playerDetails: '/xapi/icore/players/:username/details',
  sportsbookWallet: '/xapi/icore/players/:username/balance/sportsbook',
  balance: '/xapi/rest/accounts/me/balance',
  transactions: '/xapi/rest/accounts/:accountId/transactions',
  deposits: '/xapi/rest/accounts/:accountId/cashier/deposits',
  withdrawals: '/xapi/rest/accounts/:accountId/cashier/withdrawals',
  demoOtpOutbox: '/api/demo/otp-outbox',
  betslipPricing: '/xapi/rest/betslips/pricing',
  placeBetslip: '/xapi/rest/accounts/:accountId/betslips',
  betslipStatus: '/xapi/rest/betslips/:betSlipId/status',
  betslipSelections: '/xapi/rest/betslips/selections',
  betslipRetailCodes: '/xapi/rest/betslips/retailcodes',
  epwConfig: '/xapi/rest/promotions/epw',
} as const;

/** SPEC.md §9: a query longer than this is POSTed with a hash instead of sent as GET. */
export const EVENT_QUERY_MAX_LENGTH = 2000;
