/** Jackpot pools (issue 44): the active pools, the jackpot bets call, selections, placement, retail codes, entries. */
export {
  ActiveJackpotsResponse,
  JackpotBetslipResponse,
  JackpotBetsResponse,
  JackpotPricingResponse,
  JackpotRetailCodeResponse,
  JackpotSelectionsResponse,
} from '@sb/contract';
