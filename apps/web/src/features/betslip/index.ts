/** The betslip feature's public entry (eslint.config.js: features meet only here). */
export { clearBetslip, slipBets, subscribeSlip, useBetCount, useIsOnBetslip } from './betslip-store.ts';
export { loadToggle, useToggleSelection } from './use-toggle-selection.ts';
