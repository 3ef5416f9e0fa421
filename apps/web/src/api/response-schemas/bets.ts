/** Betting: the slip's pricing and placement, free bets, My Bets and cash-out. */
export {
  BetCountResponse,
  CashOutResponse,
  FreeBetsResponse,
  MyBetsResponse,
  PlacementResponse,
  PricingResponse,
  RetailCodeResponse,
  StatusResponse,
} from '@sb/contract';
