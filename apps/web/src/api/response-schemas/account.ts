/** A player's account: sessions and logins, details and preferences, balance, wallet and cashier. */
export {
  AccountInfo,
  AccountPrefs,
  BalanceResponse,
  CashierResponse,
  ExternalSessionResponse,
  Favourites,
  IcoreLoginResponse,
  LoginResponse,
  OtpGenerateResponse,
  PlayerDetails,
  RefreshResponse,
  SecurityQuestionResponse,
  TransactionsResponse,
  WalletResponse,
} from '@sb/contract';
