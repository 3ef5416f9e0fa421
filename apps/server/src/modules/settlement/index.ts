/**
 * The public entry of modules/settlement: settles open bets when the feed results a market
 * (docs/decisions/settlement.md).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { settlementService } from './settlement-plugin.ts';
// A market settled without the plugin: the test whose child process is killed halfway (test/settle-market-child.ts).
export { settleMarket } from './settlement-service.ts';
export { recordResult, resultsOf, type MarketResultRow } from './settlement-repository.ts';
