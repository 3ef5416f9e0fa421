import { BET_TYPE_ID_BASE, MAX_SYSTEM_FOLD, NAMED_SYSTEM_BETS } from './system-bets.ts';

/**
 * The fold sizes of a placed system bet by its §9 bet type id: a named full cover's folds, or the
 * one fold of an n-from-m system. Anything else is not a system bet: a stored bet that says it is
 * one is corrupt, so this throws.
 */
export function systemFolds(betTypeId: number): readonly number[] {
  const named = NAMED_SYSTEM_BETS.find((s) => s.betTypeId === betTypeId);
  if (named) return named.folds;
  const fold = betTypeId - BET_TYPE_ID_BASE;
  if (fold >= 2 && fold <= MAX_SYSTEM_FOLD) return [fold];
  throw new Error(`Bet type ${betTypeId} is not a system bet`);
}
