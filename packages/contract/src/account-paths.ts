/** Session, auth and account calls of SPEC.md §7. */
export const accountPaths = {
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
  /** Token-based brand flow (docs/decisions/brands.md): the platform's login, and an external token's session. */
  icoreLogin: '/xapi/icore/players/login',
  checkPlayer: '/xapi/icore/checkplayer',
  apiSession: '/api/session',
  /** Legacy brand flow: form login and logout. */
  headerLogin: (locale: string) => `/auth/${locale}/api/plugins/component/route/header_login/authenticate`,
  headerLogout: (locale: string) => `/auth/${locale}/api/plugins/component/route/header_login/logout`,
  /** One brand's login form ({auth}/api/login): the legacy form's fields and answer, no locale. */
  brandLogin: '/auth/api/login',
  alsIntegrate: (locale: string) => `/auth/${locale}/api/plugins/component/route/als_integration/integrate`,
  /** GET {api}/accounts/me/profile: the player's details (PlayerDetails). */
  profile: '/xapi/rest/accounts/me/profile',
  /** PUT: the real-money bonuses choice (RealMoneyBonusesChoice). */
  account: (accountId: number) => `/xapi/rest/accounts/${accountId}`,
  accountInfo: (accountId: number) => `/xapi/rest/accounts/${accountId}/info`,
  accountPrefs: (accountId: number) => `/xapi/rest/accounts/${accountId}/accountPrefs`,
  /** GET the account's favourite events; PUT replaces them (no §7 path: beside accountPrefs). */
  favourites: (accountId: number) => `/xapi/rest/accounts/${accountId}/favourites`,
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
} as const;
