/**
 * The public entry of modules/bets: the bet tables (bets, bet_legs, cash_outs) and the locking protocol
 * every decision on them follows (withPlayerLock, then lockBet).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export {
  type Bet,
  type BetLegRow,
  betOf,
  combinationLiabilities,
  type BetStatus,
  type BetToSettle,
  hasBetSince,
  hasPlacedBet,
  insertBets,
  insertBetsOf,
  type LegResultChange,
  legsOf,
  type NewBet,
  openBetCount,
  openBetsOf,
  openBetsOnMarket,
  reserveBetIds,
  setBetsStatus,
  setSlipsBetsStatus,
  settledBetsOf,
  stakeOf,
  updateBet,
  writeBetSettled,
  writePageSettled,
  writeLegResult,
} from './bets-repository.ts';
export { type CashOut, findCashOut, insertCashOut, setCashOutResponse } from './cash-outs-repository.ts';
export {
  boundLockWaits,
  lockBet,
  lockBets,
  withPlayerLock,
  withPlayersLock,
  type BetToDecide,
  type LegToDecide,
} from './locks.ts';
