import type { BetslipError, BetslipModel } from '@sb/contract';
import type { BetslipRules } from './betslip-rules.ts';
import { freeBetMixed, priceBetslip, type PricedBetslip } from './price-betslip.ts';

/** Why the Place bet button is disabled (SPEC.md §5 "placement disabled"). */
export type PlacementBlocker = 'no-stakes' | 'free-bet-mixed';

/**
 * §5: placement is disabled when there are no stakes (or every stake is empty) and when a free-bet
 * stake is mixed with another stake. Everything else (prices, suspensions, limits) is the server's
 * to refuse with its RES code, so the button does not hide a reason the player should read.
 */
export function placementBlocker(model: BetslipModel, rules: BetslipRules): PlacementBlocker | undefined {
  const { lines } = priceBetslip({ model, rules, mode: 'client' });
  if (lines.length === 0) return 'no-stakes';
  if (freeBetMixed(lines)) return 'free-bet-mixed';
  return undefined;
}

/**
 * The errors that stop a placement: slip-wide ones and those about a staked line or a leg of one.
 * A suspended selection nobody staked on (alone or in a combination) does not stop the others.
 */
export function blockingErrors(priced: Pick<PricedBetslip, 'errors' | 'lines' | 'model'>): BetslipError[] {
  const stakedRefs = new Set(priced.lines.map((l) => l.ref));
  const stakedOutcomes = new Set(priced.lines.flatMap((l) => l.outcomeIds));
  const outcomeOfRef = new Map(priced.model.singles.map((s) => [s.ref, s.outcomeId]));
  return priced.errors.filter((e) => {
    if (e.ref === undefined) return true;
    if (stakedRefs.has(e.ref)) return true;
    const outcomeId = e.outcomeId ?? outcomeOfRef.get(e.ref);
    return outcomeId !== undefined && stakedOutcomes.has(outcomeId);
  });
}
