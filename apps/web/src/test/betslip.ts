/** The betslip's store, for the tests of the features around it that set or read the slip. */
export { EMPTY_BETSLIP, useBetslipStore, type BetslipBet } from '../features/betslip/betslip-store.ts';
