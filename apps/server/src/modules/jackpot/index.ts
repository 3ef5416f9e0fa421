/**
 * The public entry of modules/jackpot: jackpot pools, their entries, settlement and the demo's
 * pools (docs/decisions/jackpot.md).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { demoJackpotControlRoutes, demoJackpotRoutes } from './jackpot-demo-routes.ts';
export { jackpotService } from './jackpot-plugin.ts';
export { jackpotRoutes, playerJackpotRoutes } from './jackpot-routes.ts';
export { makePools, openPool, POOL_TEMPLATES, type PoolTemplate } from './pool-maker.ts';
