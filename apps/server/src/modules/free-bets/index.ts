/**
 * The public entry of modules/free-bets: free-bet tokens: granted, listed, consumed and restored by a
 * placement.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export {
  consumeFreeBets,
  freeBetsOf,
  freeBetToken,
  grantFreeBet,
  restoreFreeBets,
} from './free-bets-repository.ts';
export { freeBetsRoutes } from './free-bets-routes.ts';
export { freeBetsService } from './free-bets-service.ts';
