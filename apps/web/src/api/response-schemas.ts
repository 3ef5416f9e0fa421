import { nextTask } from './next-task.ts';
import type * as Account from './response-schemas/account.ts';
import type * as Bets from './response-schemas/bets.ts';
import type * as Catalog from './response-schemas/catalog.ts';
import type * as Jackpot from './response-schemas/jackpot.ts';
import type * as Live from './response-schemas/live.ts';
import type * as OperatorContent from './response-schemas/operator-content.ts';
import type * as Settings from './response-schemas/settings.ts';
import type * as Video from './response-schemas/video.ts';

/**
 * Every schema the web checks an answer of the API against, by name (the `schema` of `request`), and
 * the group of schemas it loads with. `request` loads a schema's group with the first answer it
 * checks, alongside that call, never with the page: a server-rendered page hydrates from answers the
 * server checked, so its first load carries neither these schemas nor zod
 * (docs/decisions/response-schemas-on-demand.md).
 *
 * A group is an area of the API (vite.config.ts gives each its own chunk): building a schema is most
 * of what loading one costs, so the home page's adverts build the operator content's schemas, not
 * the catalogue's, the slip's and the account's as well.
 */
const account = () => afterZod(() => import('./response-schemas/account.ts'));
const bets = () => afterZod(() => import('./response-schemas/bets.ts'));
const catalog = () => afterZod(() => import('./response-schemas/catalog.ts'));
const jackpot = () => afterZod(() => import('./response-schemas/jackpot.ts'));
const live = () => afterZod(() => import('./response-schemas/live.ts'));
const operatorContent = () => afterZod(() => import('./response-schemas/operator-content.ts'));
const settings = () => afterZod(() => import('./response-schemas/settings.ts'));
const video = () => afterZod(() => import('./response-schemas/video.ts'));

/**
 * Loads a group of schemas a task after zod and the contract's shared parts (their own chunk): the two
 * evaluated at once were the first checked answer's task of 10 to 20 ms at 1x on a page's start.
 */
export async function afterZod<T>(load: () => Promise<T>): Promise<T> {
  await import('./response-schemas/shared.ts');
  await nextTask();
  return load();
}

/** For calls whose answer carries nothing the browser keeps. */
export const NoContent = { safeParse: (data: unknown) => ({ success: true as const, data }) };
const noContent = () => Promise.resolve({ NoContent });

export type ResponseSchemas = typeof Account &
  typeof Bets &
  typeof Catalog &
  typeof Jackpot &
  typeof Live &
  typeof OperatorContent &
  typeof Settings &
  typeof Video & { NoContent: typeof NoContent };

/** Each name once, with the loader of the group that holds it (the types check both). */
export const RESPONSE_SCHEMA_GROUPS = {
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
} satisfies { [K in keyof ResponseSchemas]: () => Promise<Pick<ResponseSchemas, K>> };
