import { accountPaths } from './account-paths.ts';
import { betslipPaths } from './betslip-paths.ts';
import { catalogPaths } from './catalog-paths.ts';
import { jackpotPaths } from './jackpot-paths.ts';
import { livePaths } from './live-paths.ts';
import { liveChatPaths } from './live-chat.ts';
import { myBetsPaths } from './my-bets-paths.ts';
import { videoPaths } from './video-paths.ts';

/**
 * The HTTP paths of SPEC.md §7 this product serves and calls, one table per area (catalogPaths,
 * livePaths, accountPaths, betslipPaths, myBetsPaths, jackpotPaths, videoPaths): the web app builds URLs from these builders only, so an
 * operator's back end can be swapped in by base URL, and it imports the area tables, so each page's
 * chunk carries only its own paths. `apiPaths` joins them for the server's tests and the tools.
 */
export const apiPaths = {
  ...catalogPaths,
  ...livePaths,
  ...accountPaths,
  ...betslipPaths,
  ...myBetsPaths,
  ...jackpotPaths,
  ...liveChatPaths,
  ...videoPaths,
} as const;

/** Route patterns for the server, in Fastify's syntax, beside the builders above. */
export const apiRoutes = {
  eventPathTree: '/xapi/rest/eventpathtree',
  events: '/xapi/rest/events',
  nextEvents: '/nextapi/xapi/rest/events',
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
  icoreLogin: '/xapi/icore/players/login',
  checkPlayer: '/xapi/icore/checkplayer',
  apiSession: '/api/session',
  headerLogin: '/auth/:locale/api/plugins/component/route/header_login/authenticate',
  headerLogout: '/auth/:locale/api/plugins/component/route/header_login/logout',
  brandLogin: '/auth/api/login',
  alsIntegrate: '/auth/:locale/api/plugins/component/route/als_integration/integrate',
  profile: '/xapi/rest/accounts/me/profile',
  account: '/xapi/rest/accounts/:accountId',
  accountInfo: '/xapi/rest/accounts/:accountId/info',
  accountPrefs: '/xapi/rest/accounts/:accountId/accountPrefs',
  favourites: '/xapi/rest/accounts/:accountId/favourites',
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
  demoReferrals: '/api/demo/referrals',
  demoReferral: '/api/demo/referrals/:betSlipId',
  freeBets: '/xapi/rest/accounts/:accountId/freebets',
  betslipSelections: '/xapi/rest/betslips/selections',
  betslipRetailCodes: '/xapi/rest/betslips/retailcodes',
  epwConfig: '/xapi/rest/promotions/epw',
  dailySettledBets: '/xapi/rest/acchistory/dailySettledBets',
  openBets: '/xapi/bet/account/:accountId/openbets',
  openBet: '/xapi/bet/account/:accountId/openbet/:betId',
  betCount: '/xapi/bet/account/:accountId/betcount',
  cashOut: '/xapi/bet/account/:accountId/openbet/:betId/cashout',
  avayaTokens: '/api/avaya_tokens',
  activeJackpots: '/xapi/rest/jackpotbetweb/active',
  placeJackpotBetslip: '/xapi/rest/accounts/:accountId/jackpotbetslips',
  jackpotRetailCodes: '/xapi/rest/jackpotbetslips/retailcodes',
  jackpotSelections: '/xapi/rest/jackpotbetslips/selections',
  jackpotBets: '/xapi/rest/jackpotbets',
  playerJackpotBets: '/xapi/rest/accounts/:accountId/jackpotbets',
  videoStreams: '/api/video_streams',
  esportsSchedule: '/api/video_streams/betradar_esports_schedule',
  requestInfo: '/api/video_streams/request_info',
  videoStream: '/api/video_streams/:streamId',
  streamPlayback: '/api/video_streams/:streamId/playback',
  /**
   * The demo provider's HLS (docs/decisions/streaming.md): a start URL signed for 30 s answers the
   * playlist of a session, whose signed token is in the path of the media playlist and segments.
   */
  demoStreamStart: '/video/:streamId/live.m3u8',
  /** `*` is `{session}/media.m3u8` or `{session}/{n}.ts` (a token is longer than a route param may be). */
  demoStreamSession: '/video/:streamId/s/*',
} as const;
