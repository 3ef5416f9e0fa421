import * as z from 'zod/mini';
import { ThirdPartyProvider } from './games.ts';
import { queryPositiveInt, Text } from './common.ts';

/*
 * Accounts: login and its second factors, sessions and tokens, the player, preferences, wallet,
 * transactions and the demo cashier (SPEC.md §3 "Login request" .. "Wallet", §7 "Session and
 * auth", "Account"). Where §7 leaves a base or a path out, docs/ACCOUNTS.md records the choice.
 */

export const OddsType = z.enum(['euro', 'hk', 'us', 'malay', 'indo']);
export type OddsType = z.infer<typeof OddsType>;
export const LayoutType = z.enum(['asian', 'euro', 'thai']);
export type LayoutType = z.infer<typeof LayoutType>;
export const SortBy = z.enum(['competition', 'time']);
export type SortBy = z.infer<typeof SortBy>;
export const ThemeChoice = z.enum(['light', 'dark', 'system']);
export type ThemeChoice = z.infer<typeof ThemeChoice>;
/** D: ask on any price change (default); A: accept higher odds. */
export const AcceptOdds = z.enum(['D', 'A']);
export type AcceptOdds = z.infer<typeof AcceptOdds>;

/** A money amount on the wire: a decimal string in the currency's major unit, e.g. '12.50'. */
export const MoneyAmount = z
  .string()
  .check(z.regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Expected an amount like 12.50'));

// ---- Login -------------------------------------------------------------------------------------

/** SPEC.md §3 "Login request": the device block identifies the browser (its id is kept in storage). */
export const LoginRequest = z.object({
  username: Text(64).check(z.trim(), z.minLength(1, 'Username is required')),
  password: Text(256).check(z.minLength(1, 'Password is required')),
  device: z.object({
    clientType: z.literal('Browser'),
    deviceId: Text(64).check(z.minLength(8)),
    deviceType: z.enum(['Mobile', 'Desktop']),
  }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** POST .../accounts/sessions query: locale and channel. */
export const LoginQuery = z.object({
  l: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'en'),
  mc: z._default(z.enum(['web', 'mobile']), 'web'),
});

/** SPEC.md §3 "Session data" (the fields a player's browser keeps). */
export const SessionData = z.object({
  /** The account id: authenticated account routes carry it in their path. */
  id: z.number(),
  jwe_token: z.string(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
});
export type SessionData = z.infer<typeof SessionData>;

/**
 * The login answer. `status` is 'SUCCESS' when login is done or a second factor is next (§5: login
 * is accepted only on success / SUCCESS). `otp`: true means a one-time code comes next, null the
 * security question, false nothing (§4 "Login", OTP flow). The session's token then only opens
 * the second-factor calls until the factor is passed; the answer to that call carries the full one.
 */
export const LoginResponse = z.object({
  status: z.enum(['SUCCESS', 'success']),
  otp: z.nullable(z.boolean()),
  session: SessionData,
  /** Seconds until jwe_token expires. */
  expirationTimeInSeconds: z.number(),
  /** Whether the player must accept the current terms of use (the pToU popup shows). */
  termsAccepted: z.boolean(),
  lastLoginDate: z.nullable(z.string()),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

// ---- The other brand login flows (SPEC.md §4 Login: token-based and legacy; §7 Session and auth) ----

/**
 * Token-based flow, POST /xapi/icore/players/login: the operator's platform (icore) logs the player
 * in and hands out its session token, alsToken, which the web keeps as the external token (a cookie,
 * and the token a host page passes in) and copies to its jwe_token (§3 Login state). The answer is a
 * login's, second factor included.
 */
export const IcoreLoginRequest = z.object({
  username: Text(64).check(z.trim(), z.minLength(1, 'Username is required')),
  password: Text(256).check(z.minLength(1, 'Password is required')),
});
export const IcoreLoginResponse = z.extend(LoginResponse, {
  alsToken: z.string(),
  alsPlayerId: z.string(),
});
export type IcoreLoginResponse = z.infer<typeof IcoreLoginResponse>;

/**
 * The session an external token stands for (§3 Session data), from GET /api/session (the token in
 * the game-token header) or GET /xapi/icore/checkplayer (the token as bearer): how a page loaded with
 * a host's token, or with a token cookie another page set, becomes logged in (§4 Auth on load).
 */
export const ExternalSessionResponse = z.object({
  session: z.extend(SessionData, {
    icore_token: z.string(),
    icore_player_id: z.string(),
    is_partner_matrix_affiliate: z.boolean(),
  }),
  expirationTimeInSeconds: z.number(),
  termsAccepted: z.boolean(),
  lastLoginDate: z.nullable(z.string()),
});
export type ExternalSessionResponse = z.infer<typeof ExternalSessionResponse>;

/** The header GET /api/session reads the external token from (§7 "a game-token header"). */
export const GAME_TOKEN_HEADER = 'game-token';
/** GET /api/session's query: a timestamp, so no cache answers it (§7). */
export const ApiSessionQuery = z.object({ timestamp: z.optional(z.string().check(z.regex(/^\d{1,15}$/))) });

/**
 * Legacy flow, POST {auth}/{locale}/api/plugins/component/route/header_login/authenticate, a form
 * (username, password, optional product); the answer is a login's.
 */
export const HeaderLoginForm = z.object({
  username: Text(64).check(z.trim(), z.minLength(1, 'Username is required')),
  password: Text(256).check(z.minLength(1, 'Password is required')),
  product: z.optional(Text(32)),
});
/** GET {auth}/{locale}/api/plugins/component/route/header_login/logout?authenticated=false&reason= */
export const HeaderLogoutQuery = z.object({
  authenticated: z.optional(z.enum(['true', 'false'])),
  reason: z.optional(z.enum(['user', 'unauthorized', 'jwe_token_expired'])),
});

/** OTP generate: the code was sent; another can be requested after `lockSeconds` (295). */
export const OtpGenerateResponse = z.object({
  status: z.literal('SUCCESS'),
  /** Where it went, masked: '+44 ••• ••• 789'. */
  destination: z.string(),
  lockSeconds: z.number(),
});
export type OtpGenerateResponse = z.infer<typeof OtpGenerateResponse>;

/** OTP validate (form field `code`): exactly 6 digits (§5). */
export const OtpValidateForm = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, 'Expected 6 digits')),
});
export const SecurityQuestionResponse = z.object({ question: z.string() });
export type SecurityQuestionResponse = z.infer<typeof SecurityQuestionResponse>;
export const SecurityAnswerForm = z.object({
  answer: Text(256).check(z.trim(), z.minLength(1, 'Answer is required')),
});

/** POST .../sessions/refresh: a fresh token for the same session. */
export const RefreshResponse = z.object({
  session: SessionData,
  expirationTimeInSeconds: z.number(),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

// ---- Account -----------------------------------------------------------------------------------

/** SPEC.md §3 "Player details". */
export const PlayerDetails = z.object({
  alsId: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  priceFormat: z.string(),
  holdWithdraw: z.boolean(),
  vipLevel: z.number(),
  accountNumber: z.string(),
  defaultStake: z.number(),
  registerDate: z.string(),
  locale: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  isRememberStake: z.boolean(),
  excludedFromPromotions: z.boolean(),
  selfExcluded: z.boolean(),
  accountStatus: z.enum(['ACTIVE', 'SUSPENDED', 'LOCKED', 'PENDING_ACTIVATION']),
  /** Came through the partner-matrix affiliate programme (§3 Login state): the plain chat URL (§6). */
  isPartnerMatrixAffiliate: z.boolean(),
  /** In the operator's risk group: a lower stake limit (risk_group_stake_max_amount), told once a session. */
  riskGroup: z.boolean(),
  /**
   * §3: the stream player offers full screen (the rights of some streams forbid it for some
   * players); an older back end that leaves it out means yes.
   */
  enableStreamFullScreen: z._default(z.boolean(), true),
  /** §3 third-party tokens: the game providers the player holds an account at (§6: the exchange needs kryptium). */
  thirdPartyAccounts: z._default(z.array(ThirdPartyProvider), []),
});
export type PlayerDetails = z.infer<typeof PlayerDetails>;

/** PUT /xapi/icore/players/{username}/details: the player update of §7. */
export const PlayerUpdate = z.object({
  username: Text(64),
  /** Upper case, e.g. 'EURO'. */
  priceFormat: z.string().check(z.regex(/^(EURO|HK|US|MALAY|INDO)$/, 'Unknown price format')),
  defaultStake: z.number().check(z.minimum(0), z.maximum(9_999_999_999)),
});
export type PlayerUpdate = z.infer<typeof PlayerUpdate>;

/** GET /xapi/rest/accounts/{accountId}/info. */
export const AccountInfo = z.object({
  accountId: z.number(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lastLoginDate: z.nullable(z.string()),
  /** When this login began (the session clock counts from it). */
  sessionStartedAt: z.string(),
  hasDeposited: z.boolean(),
  /** The real-money bonuses choice (PUT /xapi/rest/accounts/{accountId}); the server always sends it. */
  wasSetRealMoneyBonuses: z.optional(z.boolean()),
  realMoneyBonuses: z.optional(z.boolean()),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/**
 * PUT /xapi/rest/accounts/{accountId} (SPEC.md §7 Account): the player's choice about bonuses paid
 * as real money. `wasSetRealMoneyBonuses` false clears the choice (the player has not chosen);
 * true records `realMoneyBonuses`. The answer is the choice as stored.
 */
export const RealMoneyBonusesChoice = z.object({
  wasSetRealMoneyBonuses: z.boolean(),
  realMoneyBonuses: z.boolean(),
});
export type RealMoneyBonusesChoice = z.infer<typeof RealMoneyBonusesChoice>;

/**
 * POST {auth}/{locale}/api/plugins/component/route/als_integration/integrate (SPEC.md §7): a logged-in
 * session joins the account layer (ALS): its player id there and the token that stands for the
 * session (the web copies alsToken to its jwe_token, §3 Login state), with its time left.
 */
export const AlsIntegrationResponse = z.object({
  alsPlayerId: z.string(),
  alsToken: z.string(),
  expirationTimeInSeconds: z.number(),
});
export type AlsIntegrationResponse = z.infer<typeof AlsIntegrationResponse>;

/** SPEC.md §3 "Account preferences (server)". */
export const AccountPrefs = z.object({
  price_format: OddsType,
  layout: LayoutType,
  default_stake: z.number(),
  sort_by: SortBy,
  accept_higher_odds: z.boolean(),
  theme: z.optional(ThemeChoice),
});
export type AccountPrefs = z.infer<typeof AccountPrefs>;
/** The most favourite events an account keeps (docs/decisions/betslip-controls-preferences.md). */
export const FAVOURITES_MAX = 200;

/**
 * GET and PUT /xapi/rest/accounts/{accountId}/favourites (SPEC.md §3 "Favourites": events keyed by
 * id; §7 shows no path, so it stands beside accountPrefs). PUT replaces the list; the answer is the list
 * as saved: ids once each, in the order given.
 */
export const Favourites = z.object({
  eventIds: z.array(z.int().check(z.positive())).check(z.maxLength(FAVOURITES_MAX)),
});
export type Favourites = z.infer<typeof Favourites>;

/** PATCH .../accountPrefs: any subset; the default stake within the stake limits. */
export const AccountPrefsPatch = z.partial(
  z.object({
    price_format: OddsType,
    layout: LayoutType,
    default_stake: z.number().check(z.minimum(0), z.maximum(9_999_999_999)),
    sort_by: SortBy,
    accept_higher_odds: z.boolean(),
    theme: ThemeChoice,
  }),
);
export type AccountPrefsPatch = z.infer<typeof AccountPrefsPatch>;

/** GET {wallet base}/accounts/me/balance. Amounts in the major unit, as numbers. */
export const BalanceResponse = z.object({
  currency: z.string(),
  totalBalance: z.number(),
  bonusBalance: z.number(),
  realBalance: z.number(),
});
export type BalanceResponse = z.infer<typeof BalanceResponse>;

/** SPEC.md §3 "Wallet": the wallet named sportsbook is the one used. */
export const Wallet = z.object({
  name: z.string(),
  currency: z.string(),
  balance: z.number(),
  promoCash: z.number(),
  totalLeftToWager: z.number(),
  withdrawableAmount: z.number(),
});
export type Wallet = z.infer<typeof Wallet>;
export const WalletResponse = z.object({ wallets: z.array(Wallet) });
export type WalletResponse = z.infer<typeof WalletResponse>;
export const BalanceQuery = z.object({ includeFullBalanceDetails: z._default(z.stringbool(), false) });

/** One wallet ledger row as the player sees it. */
export const Transaction = z.object({
  id: z.number(),
  createdAt: z.string(),
  kind: z.enum([
    'DEPOSIT',
    'WITHDRAWAL',
    'BET_STAKE',
    'BET_WIN',
    'BET_REFUND',
    'CASHOUT',
    'BONUS',
    'PROMO_RELEASE',
    'ADJUSTMENT',
    'GAME_STAKE',
    'GAME_WIN',
    'GAME_REFUND',
  ]),
  /** Signed: a deposit is positive, a stake negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  description: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionsQuery = z.object({
  page: z._default(queryPositiveInt, 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export const TransactionsResponse = z.object({
  transactions: z.array(Transaction),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** The demo cashier: a deposit or a withdrawal of a positive amount (major unit). */
export const CashierRequest = z.object({
  amount: z.number().check(z.positive('Enter an amount above zero'), z.maximum(1_000_000_000)),
});
export type CashierRequest = z.infer<typeof CashierRequest>;
export const CashierResponse = z.object({ transaction: Transaction, balance: BalanceResponse });
export type CashierResponse = z.infer<typeof CashierResponse>;

export const AccountIdParams = z.object({ accountId: queryPositiveInt });
export const UsernameParams = z.object({ username: Text(64).check(z.minLength(1)) });
export const LogoutQuery = z.object({
  reason: z.optional(z.enum(['user', 'unauthorized', 'jwe_token_expired', 'terms_declined'])),
});

/** Operator response codes on refused logins (SPEC.md §8 "Notification texts"). */
export const LOGIN_RESPONSE_CODES = {
  invalidCredentials: 'INT003',
  suspended: 'INT009',
  locked: 'INT008',
  thirdPartyError: 'INT001',
  tokenQuotaExceeded: 'INT051',
  pendingActivation: 'INT056',
} as const;

/** GET /api/demo/otp-outbox?username=…: the demo SMS gateway's last message to a player. */
export const DemoOtpOutboxQuery = z.object({ username: Text(64).check(z.minLength(1)) });
export const DemoOtpOutboxResponse = z.object({
  username: z.string(),
  code: z.string(),
  destination: z.string(),
  sentAt: z.string(),
});
export type DemoOtpOutboxResponse = z.infer<typeof DemoOtpOutboxResponse>;
