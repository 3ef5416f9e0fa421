import type { BetslipMultiple, BetslipSingle } from '@sb/contract';
import { MULTIPLE_MIN_STAKE } from '../constants.ts';
import { MULTIPLE_BET_TYPE_ID } from './system-bets.ts';

/** Multiples need at least two selections, each from a different event (§5). */
export function selectionsCombine(singles: readonly Pick<BetslipSingle, 'eventId'>[]): boolean {
  return singles.length >= 2 && new Set(singles.map((s) => s.eventId)).size === singles.length;
}

/** 'Double', 'Treble', then 'N-Fold' (§3 Multiple). */
export function multipleDescription(legs: number): string {
  if (legs === 2) return 'Double';
  if (legs === 3) return 'Treble';
  return `${legs}-Fold`;
}

/** The selections a multiple and the systems are made of: those included in multiples (§3). */
export function multipleLegs(singles: readonly BetslipSingle[]): BetslipSingle[] {
  return singles.filter((s) => s.includeInMultiples);
}

/**
 * The front end's own multiple when a second selection joins (§3, §5): bet type 200002, its name,
 * minBetStake '1250.00', no stake; the pricing response replaces its limits.
 */
export function placeholderMultiple(singles: readonly BetslipSingle[]): BetslipMultiple | undefined {
  const legs = multipleLegs(singles);
  if (!selectionsCombine(legs)) return undefined;
  const description = multipleDescription(legs.length);
  return {
    betTypeId: MULTIPLE_BET_TYPE_ID,
    description,
    fullDescription: `${description} (${legs.length} selections)`,
    noOfBets: 1,
    minBetStake: MULTIPLE_MIN_STAKE.toFixed(2),
    freeMoneyUnitStake: '0',
    maxFreeMoneyStake: '0',
    price: '',
    potentialReturns: '0',
    totalStake: '0',
    unitStake: '0',
    stakeAfterTax: '0',
    taxPercentage: 0,
    ref: 'mul1',
    eachWay: false,
    isFreeBet: false,
    extraParlayWinnings: '0',
  };
}
