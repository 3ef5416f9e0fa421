/**
 * The public entry of modules/my-bets: a player's bets as My Bets shows them, and cash-out
 * (docs/decisions/my-bets-server.md).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { myBetsRoutes } from './my-bets-routes.ts';
export { myBetsService } from './my-bets-service.ts';
