/**
 * The public entry of modules/betslip: pricing and placement of a slip (docs/decisions/betslip-server.md),
 * and what is offered to bet on now (offered-selections: My Bets prices open bets with it).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { betslipService } from './betslip-service.ts';
export {
  type OfferedSelection,
  offeredSelections,
  type OfferedSelectionsDeps,
} from './offered-selections.ts';
export { placementRoutes } from './placement-routes.ts';
export { demoReferralRoutes } from './referral-routes.ts';
export { retailCode } from './pricing-service.ts';
export { pricingRoutes } from './pricing-routes.ts';
export { insertSlip } from './slips-repository.ts';
