import type { MyBet, MyBetLeg } from '@sb/contract';

/** A leg in contract shape: a pre-match match-result pick at 2.50, market open. */
export function myBetLeg(overrides: Partial<MyBetLeg> = {}): MyBetLeg {
  return {
    outcomeId: 101,
    marketId: 11,
    eventId: 1,
    eventDescription: 'Arsenal v Chelsea',
    marketDescription: 'Match result',
    outcomeDescription: 'Arsenal',
    price: 2.5,
    currentPrice: 2.5,
    marketStatus: 'open',
    status: 'open',
    banker: false,
    inPlay: false,
    eventDate: '2026-11-23T20:00:00.000Z',
    ...overrides,
  };
}

/** An open single of €10 at 2.50 offering a cash-out of €9.50. */
export function myBet(overrides: Partial<MyBet> = {}): MyBet {
  return {
    betId: '501',
    betSlipId: '900',
    kind: 'single',
    betTypeId: 1,
    description: 'Single',
    placedAt: '2026-11-23T18:30:00.000Z',
    status: 'open',
    eachWay: false,
    noOfBets: 1,
    unitStake: '10.00',
    totalStake: '10.00',
    placedStake: '10.00',
    decimal: 2.5,
    potentialReturns: '25.00',
    returns: null,
    cashedOut: '0.00',
    settledAt: null,
    cashOut: { available: true, value: '9.50', reason: null },
    legs: [myBetLeg()],
    ...overrides,
  };
}
