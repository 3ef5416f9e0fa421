import type { ResponseSchemas } from '../response-schemas.ts';

/**
 * Loaded before any group (afterZod, response-schemas.ts): importing it evaluates zod and the
 * contract's shared parts (their chunk) in a task of their own. It names one shared schema only, so
 * that the chunk keeps only the parts of zod the contract uses. The table of groups lives here rather
 * than in the first load: nothing asks for a group before this chunk has loaded.
 */
export { ApiError } from '@sb/contract';

/** For calls whose answer carries nothing the browser keeps. */
export const NoContent = { safeParse: (data: unknown) => ({ success: true as const, data }) };

const account = () => import('./account.ts');
const bets = () => import('./bets.ts');
const catalog = () => import('./catalog.ts');
const jackpot = () => import('./jackpot.ts');
const live = () => import('./live.ts');
const operatorContent = () => import('./operator-content.ts');
const settings = () => import('./settings.ts');
const video = () => import('./video.ts');
const noContent = () => Promise.resolve({ NoContent });

/** Each name once, with the loader of the group that holds it (the types check both). */
export const SCHEMA_GROUPS: { [K in keyof ResponseSchemas]: () => Promise<Pick<ResponseSchemas, K>> } = {
  AccountInfo: account,
  AccountPrefs: account,
  BalanceResponse: account,
  CashierResponse: account,
  ExternalSessionResponse: account,
  GameLaunchResponse: account,
  Favourites: account,
  IcoreLoginResponse: account,
  LoginResponse: account,
  OtpGenerateResponse: account,
  PlayerDetails: account,
  RefreshResponse: account,
  SecurityQuestionResponse: account,
  TransactionsResponse: account,
  WalletResponse: account,
  BetCountResponse: bets,
  CashOutResponse: bets,
  FreeBetsResponse: bets,
  MyBetsResponse: bets,
  PlacementResponse: bets,
  PricingResponse: bets,
  RetailCodeResponse: bets,
  StatusResponse: bets,
  CouponGroupResponse: catalog,
  CouponResponse: catalog,
  CurrenciesResponse: catalog,
  EventPathTreeResponse: catalog,
  EventsResponse: catalog,
  OddsLadderAndMarginsResponse: catalog,
  SubmenuResponse: catalog,
  TabsResponse: catalog,
  TopSportsResponse: catalog,
  ActiveJackpotsResponse: jackpot,
  JackpotBetslipResponse: jackpot,
  JackpotBetsResponse: jackpot,
  JackpotPricingResponse: jackpot,
  JackpotRetailCodeResponse: jackpot,
  JackpotSelectionsResponse: jackpot,
  LiveEvent: live,
  LiveEventsResponse: live,
  LivePageEventResponse: live,
  LivePageResponse: live,
  AdvertsResponse: operatorContent,
  AvayaTokenResponse: operatorContent,
  GcbSealResponse: operatorContent,
  HtmlWidget: operatorContent,
  NewsPopupsResponse: operatorContent,
  Promotion: operatorContent,
  PromotionsResponse: operatorContent,
  PublicPage: operatorContent,
  AllCachedSettingsResponse: settings,
  StreamPlayback: video,
  VideoStreamsResponse: video,
  NoContent: noContent,
};
