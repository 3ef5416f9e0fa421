/**
 * The public entry of modules/accounts: players, sessions and logins, the guard of a player's routes, and
 * the wallet ledger (the one way money moves: postLedgerEntry). docs/ACCOUNTS.md.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { accountRoutes } from './account-routes.ts';
export {
  findPlayerById,
  findPlayerByUsername,
  findPlayersByIds,
  type PlayerRow,
} from './accounts-repository.ts';
export { accountsService, bearerToken, callerOf } from './accounts-service.ts';
export { authRoutes } from './auth-routes.ts';
export { avayaTokenRoutes, signedTokens } from './avaya-token-routes.ts';
export { listCurrencies } from './currencies-repository.ts';
export { currenciesRoutes } from './currencies-routes.ts';
export { demoPlayerRoutes } from './demo-player-routes.ts';
export { DEMO_PLAYERS, type DemoPlayer, seedDemoPlayers } from './demo-players.ts';
export { ledgerAmount, wireToLedgerUnits } from './money.ts';
export { conflict, guardRefusals, notFound, playerScope } from './player-scope.ts';
export { tokenSecret } from './token-secret.ts';
export {
  balances,
  type Balances,
  hasDeposited,
  LEDGER_DESCRIPTIONS,
  type LedgerEntry,
  postLedgerCredits,
  appendLedgerEntries,
  postLedgerEntry,
  reverseLedgerEntry,
  totalOf,
  walletState,
  walletStatesOf,
  type WalletState,
} from './wallet-repository.ts';
export { walletRoutes } from './wallet-routes.ts';
