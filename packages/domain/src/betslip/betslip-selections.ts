import type { BetslipModel, BetslipSingle } from '@sb/contract';
import type { BetslipRules } from './betslip-rules.ts';
import { freeBetUnitMax } from './free-bets.ts';
import { amountToMinor, minorToAmount } from './stake-amount.ts';

/**
 * The slip's selections (SPEC.md §4 "Toggle", §5 "Betslip maximum"): refs sel1..n by position,
 * renumbered on removal; a removal clears the multiples and the system stakes; a selection beyond
 * max_bets_on_betslip is not added. These return a new model and never change the one given.
 */

/** `sel1` for the first selection. */
export function selectionRef(index: number): string {
  return `sel${index + 1}`;
}

/** The singles with refs sel1..n in their order (the same array when they already are). */
export function renumberSelections(singles: readonly BetslipSingle[]): BetslipSingle[] {
  const renumbered = singles.map((s, i) => (s.ref === selectionRef(i) ? s : { ...s, ref: selectionRef(i) }));
  return renumbered.every((s, i) => s === singles[i]) ? (singles as BetslipSingle[]) : renumbered;
}

export type AddSelectionResult =
  | { added: true; model: BetslipModel }
  | { added: false; model: BetslipModel; reason: 'already-on-slip' | 'max-bets' };

/**
 * Adds a selection at the end with the next ref. Refused when the outcome is already on the slip
 * or the slip holds max_bets_on_betslip selections (§5: an alert shows, nothing is added).
 */
export function addSelection(
  model: BetslipModel,
  single: BetslipSingle,
  rules: Pick<BetslipRules, 'maxSelections'>,
): AddSelectionResult {
  if (model.singles.some((s) => s.outcomeId === single.outcomeId))
    return { added: false, model, reason: 'already-on-slip' };
  if (model.singles.length >= rules.maxSelections) return { added: false, model, reason: 'max-bets' };
  const singles = [...model.singles, { ...single, ref: selectionRef(model.singles.length) }];
  return { added: true, model: { ...model, singles, outcomeIds: singles.map((s) => s.outcomeId) } };
}

/**
 * Removes an outcome's selection (§4): later refs move up, system stakes are cleared and the
 * multiples are dropped (pricing builds them again from what is left).
 */
export function removeSelection(model: BetslipModel, outcomeId: number): BetslipModel {
  if (!model.singles.some((s) => s.outcomeId === outcomeId)) return model;
  const singles = renumberSelections(model.singles.filter((s) => s.outcomeId !== outcomeId));
  return {
    ...model,
    singles,
    outcomeIds: singles.map((s) => s.outcomeId),
    multiples: [],
    systems: model.systems.map((s) => ({ ...s, unitStake: '0', totalStake: '0', potentialReturns: '0' })),
  };
}

/** Choosing an outcome already on the slip removes it; a new one is added (§4 "Toggle"). */
export function toggleSelection(
  model: BetslipModel,
  single: BetslipSingle,
  rules: Pick<BetslipRules, 'maxSelections'>,
): AddSelectionResult {
  if (model.singles.some((s) => s.outcomeId === single.outcomeId))
    return { added: false, model: removeSelection(model, single.outcomeId), reason: 'already-on-slip' };
  return addSelection(model, single, rules);
}

/**
 * Removes every selection whose outcome is closed (outcomeState C): after the 3000 ms of
 * 'Your selection is not available anymore' (§4 "Unavailable selections").
 */
export function removeUnavailableSelections(model: BetslipModel): BetslipModel {
  return model.singles
    .filter((s) => s.outcomeState === 'C')
    .reduce((slip, s) => removeSelection(slip, s.outcomeId), model);
}

/** Which slip line a ref names. */
export type LineRef = { kind: 'single' | 'multiple' | 'system'; ref: string };

export function lineKind(ref: string): LineRef['kind'] | undefined {
  if (/^sel\d+$/.test(ref)) return 'single';
  if (/^mul\d+$/.test(ref)) return 'multiple';
  if (/^sys\d{3}$/.test(ref)) return 'system';
  return undefined;
}

/** A free-bet token as a line's stake takes it: its id and its amount (a wire amount in `currency`). */
export interface FreeBetStake {
  id: number;
  amount: string;
  currency: string;
}

export type LineStake = string | { token: 'freeBetMax'; freeBet: FreeBetStake } | { token: 'freeBetNull' };

interface StakedLine {
  unitStake: string;
  isFreeBet: boolean;
  freeBetId?: number | undefined;
  freeMoneyUnitStake?: string;
  eachWay: boolean;
}

/** A line without its free bet: the token's id goes with the flag, so no stale id is ever sent. */
function withoutFreeBet<T extends StakedLine>(line: T, unitStake: string): T {
  const { freeBetId: _dropped, ...rest } = line;
  return { ...rest, unitStake, isFreeBet: false, freeMoneyUnitStake: '0' } as T;
}

/**
 * Sets one line's stake (a wire amount). `freeBetMax` stakes the line with the whole of a token:
 * its amount over the line's bets (each-way parts and a system's combinations counted) and its id;
 * `freeBetNull` clears a free-bet stake (§4 "Stake entry"). A free-bet stake and a cash stake on
 * one line exclude each other, so setting either clears the other.
 */
export function setLineStake(model: BetslipModel, ref: string, stake: LineStake): BetslipModel {
  const apply = <T extends StakedLine>(line: T, bets: number): T => {
    if (typeof stake === 'string') return withoutFreeBet(line, stake);
    if (stake.token === 'freeBetNull') return withoutFreeBet(line, '0');
    const { currency } = stake.freeBet;
    return {
      ...line,
      unitStake: '0',
      isFreeBet: true,
      freeBetId: stake.freeBet.id,
      // §3 maxFreeMoneyStake: the amount shared between the bets, rounded down, so the line's
      // whole stake never exceeds the token (the server refuses more with RES-00241).
      freeMoneyUnitStake: minorToAmount(
        freeBetUnitMax({ amount: amountToMinor(stake.freeBet.amount, currency) }, bets),
        currency,
      ),
    };
  };
  const perLine = (eachWay: boolean) => (eachWay ? 2 : 1);
  switch (lineKind(ref)) {
    case 'single':
      return {
        ...model,
        singles: model.singles.map((s) => (s.ref === ref ? apply(s, perLine(s.eachWay)) : s)),
      };
    case 'multiple':
      return {
        ...model,
        multiples: model.multiples.map((m) => (m.ref === ref ? apply(m, perLine(m.eachWay)) : m)),
      };
    case 'system':
      // A system's noOfBets already counts its each-way parts.
      return { ...model, systems: model.systems.map((s) => (s.ref === ref ? apply(s, s.noOfBets) : s)) };
    default:
      return model;
  }
}

/** The "all singles" stake: every single gets it as its unit stake, and globalStake records it. */
export function setGlobalStake(model: BetslipModel, stake: string): BetslipModel {
  return {
    ...model,
    globalStake: stake,
    singles: model.singles.map((s) => withoutFreeBet(s, stake)),
  };
}
