import type { PricingResponse } from '@sb/contract';

/** The betslip's store, for the tests of the features around it that set or read the slip. */
export { EMPTY_BETSLIP, useBetslipStore, type BetslipBet } from '../features/betslip/betslip-store.ts';

export type PricedSingle = PricingResponse['model']['singles'][number];

/**
 * A single as the server prices it (§3 "Single selection"): a pre-match selection of event
 * `outcomeId` x 100 at its price, nothing staked, no each-way; `overrides` name the rest.
 */
export function pricedSingle(
  overrides: Partial<PricedSingle> & Pick<PricedSingle, 'outcomeId' | 'outcomeDescription' | 'decimal'>,
): PricedSingle {
  const { outcomeId, decimal } = overrides;
  return {
    marketDescription: 'Match Result',
    periodDescription: '',
    marketId: outcomeId * 10,
    marketTypeId: 1,
    slug: '',
    eventDescription: '',
    eventId: outcomeId * 100,
    sportId: 240,
    price: String(decimal),
    includeInMultiples: true,
    singleEnabled: true,
    ref: `sel${outcomeId}`,
    eachWay: false,
    showEachWay: false,
    startingPrice: false,
    startingPriceAvailable: false,
    fixedPriceAvailable: true,
    betTypeId: 200001,
    stakeAfterTax: '0',
    notifyPriceChangeMode: 'D',
    enabled: true,
    outcomeState: 'O',
    isPowerOdd: false,
    banker: false,
    unitStake: '0',
    isFreeBet: false,
    potentialReturns: '0',
    potentialTaxDeduction: '0',
    freeMoneyUnitStake: '0',
    maxFreeMoneyStake: '0',
    ...overrides,
  };
}

/** The pricing call's answer (§7) with these singles: no multiple or system, a balance of 100.00. */
export function pricingAnswer(singles: PricedSingle[]): PricingResponse {
  return {
    model: {
      delay: 0,
      singles,
      multiples: [],
      systems: [],
      globalStake: '0',
      totalCost: '0',
      potentialReturns: '0',
      displayDelay: false,
      totalOdds: 1,
      originId: '11',
      usePromoCash: false,
      userAcceptOdds: 'D',
      showSysBets: false,
      outcomeIds: [],
      potentialPlaceWin: '0',
      returnsAtStartingPrice: false,
    },
    betMayBeReferred: false,
    availableBalance: '100.00',
    errors: [],
  };
}
