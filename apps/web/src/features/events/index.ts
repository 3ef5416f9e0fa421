/** The events feature's public entry (eslint.config.js: features meet only here). */
export { useEvents } from './list/get-events.ts';
export { MatchLink, RowLeague } from './list/match-link.tsx';
export { outcomeLabels, RowPrices } from './list/row-prices.tsx';
export { AsianRowPrices } from './list/asian-row-prices.tsx';
export {
  LiveOutcomeButtonContext,
  OutcomeButton,
  OutcomeButtonView,
  type OutcomeButtonProps,
} from './list/outcome-button.tsx';
export {
  PriceActionContext,
  PriceBoostsContext,
  type PriceAction,
  type PriceBoost,
  type PriceBoosts,
  type PricePick,
} from './list/price-action.ts';
export { useKickoffFormat } from './list/use-kickoff-format.ts';
