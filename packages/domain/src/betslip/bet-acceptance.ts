import { isThousandScaled, STAKE_SCALING_FACTOR } from '../money/currency.ts';
import { addUnits, toLedgerUnits, type LedgerUnits } from '../money/units.ts';
import type { PricedLine } from './priced-line.ts';
import { amountToMinor } from './stake-amount.ts';

/*
 * The book's acceptance rules beyond the slip's own pricing (SPEC.md §8; docs/decisions/bet-refusals.md):
 * the liability limit on one combination of outcomes (RES-00233).
 */

/**
 * A limit of the settings (major units of the brand currency, x1000 for the thousand-scaled ones,
 * as the stake limits) in ledger units; undefined when 0 (no limit).
 */
export function limitUnits(limitMajor: number, currencyCode: string): LedgerUnits | undefined {
  if (!(limitMajor > 0)) return undefined;
  const scaled = limitMajor * (isThousandScaled(currencyCode) ? STAKE_SCALING_FACTOR : 1);
  return toLedgerUnits(amountToMinor(String(scaled), currencyCode), currencyCode);
}

/** What the book pays out beyond the stake it took if the line wins (a free bet's stake was no money). */
export function lineLiability(
  line: Pick<PricedLine, 'potentialReturns' | 'totalStake' | 'isFreeBet'>,
  currencyCode: string,
): LedgerUnits {
  const taken = line.isFreeBet ? 0n : line.totalStake;
  return toLedgerUnits(line.potentialReturns - taken, currencyCode);
}

/**
 * The key of a combination: its outcome ids sorted. Two multiples are on the same combination when
 * their legs are exactly the same outcomes, whatever their order on the slip.
 */
export function combinationKey(outcomeIds: readonly number[]): number[] {
  return [...new Set(outcomeIds)].sort((a, b) => a - b);
}

/**
 * RES-00233: the book's liability on one combination (every player's running multiples on exactly
 * these outcomes, `booked`) with this line added goes above the limit.
 */
export function combinationLimitReached(
  booked: LedgerUnits,
  line: LedgerUnits,
  limit: LedgerUnits | undefined,
): boolean {
  return limit !== undefined && addUnits(booked, line) > limit;
}
