/**
 * Every schema the web checks an answer of the API against, by name (the `schema` of `request`).
 * `request` loads this module with the first answer it checks, alongside that call, never with the
 * page: a server-rendered page hydrates from answers the server checked, so its first load carries
 * neither these schemas nor zod (docs/decisions/response-schemas-on-demand.md).
 */
export {
  AccountInfo,
  AccountPrefs,
  AdvertsResponse,
  AllCachedSettingsResponse,
  AvayaTokenResponse,
  BalanceResponse,
  BetCountResponse,
  CashOutResponse,
  CashierResponse,
  CouponGroupResponse,
  CouponResponse,
  CurrenciesResponse,
  EventPathTreeResponse,
  EventsResponse,
  ExternalSessionResponse,
  FreeBetsResponse,
  GcbSealResponse,
  HtmlWidget,
  IcoreLoginResponse,
  LiveEvent,
  LivePageEventResponse,
  LivePageResponse,
  LoginResponse,
  MyBetsResponse,
  NewsPopupsResponse,
  OddsLadderAndMarginsResponse,
  OtpGenerateResponse,
  PlacementResponse,
  PlayerDetails,
  PricingResponse,
  Promotion,
  PromotionsResponse,
  PublicPage,
  RefreshResponse,
  SecurityQuestionResponse,
  StatusResponse,
  SubmenuResponse,
  TabsResponse,
  TopSportsResponse,
  TransactionsResponse,
  WalletResponse,
} from '@sb/contract';

/** For calls whose answer carries nothing the browser keeps. */
export const NoContent = { safeParse: (data: unknown) => ({ success: true as const, data }) };
