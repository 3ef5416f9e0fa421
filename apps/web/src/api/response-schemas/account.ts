/**
 * A player's account: sessions and logins, details and preferences, balance, wallet and cashier, and
 * the launch of a game in the player's wallet (SPEC.md §7 game-launch-url).
 */
export {
  AccountInfo,
  AccountPrefs,
  BalanceResponse,
  CashierResponse,
  ExternalSessionResponse,
  GameLaunchResponse,
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
