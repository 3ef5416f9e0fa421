import type { AcceptOdds, BetslipError, BetslipModel } from '@sb/contract';
import { dedupeErrors, notice, rejection } from './betslip-errors.ts';
import type { BetslipRules } from './betslip-rules.ts';
import { renumberSelections } from './betslip-selections.ts';
import { freeBetChecker } from './free-bet-checker.ts';
import type { FreeBetToken } from './free-bets.ts';
import { priceMultiple } from './price-multiple.ts';
import { priceSelection, type OutcomeQuote } from './price-selection.ts';
import { priceSingles } from './price-singles.ts';
import { priceSystems } from './price-systems.ts';
import { REFERRED, type PricedLine, type PricingContext } from './priced-line.ts';
import type { MinorAmount } from '../money/units.ts';
import { amountToMinor, minorToAmount, wire } from './stake-amount.ts';

export type { PricedLine } from './priced-line.ts';
export type { OutcomeQuote } from './price-selection.ts';
export { quoteError } from './price-selection.ts';

/**
 * Prices a betslip: the one function the server prices and places with and the web shows totals
 * with, so both agree to the cent (SPEC.md §3, §5, §7 pricing). Pure: the caller brings the current
 * state of each outcome; the web passes what its live store knows, the server what its book knows.
 */

export interface PriceBetslipInput {
  model: BetslipModel;
  rules: BetslipRules;
  /** Current state by outcome id; an outcome without a quote keeps the slip's own price and state. */
  quotes?: ReadonlyMap<number, OutcomeQuote>;
  /** Defaults to the model's userAcceptOdds. 'A' accepts a higher price without asking. */
  userAcceptOdds?: AcceptOdds;
  /** Defaults to the model's showSysBets: systems are only built while shown (§9). */
  showSysBets?: boolean;
  /** The player's available balance (wire amount): a total cost above it is RES-00056. */
  balance?: string;
  /**
   * The player's free-bet tokens by id. 'server': a free-bet line is taken only with one of these
   * (RES-00241 otherwise) and its allowance (maxFreeMoneyStake) comes from the token. 'client':
   * shows the allowance of the chosen token when given.
   */
  freeBets?: ReadonlyMap<number, FreeBetToken>;
  /** When tokens expire against; defaults to the time of the call. */
  now?: Date;
  /** 'server': the in-play delay a slip with an in-play selection waits (the model's `delay`). */
  inPlayDelaySeconds?: number;
  /**
   * 'server' takes every amount from its own state: prices, place terms, events, limits, free-bet
   * allowances; a request's amounts are ignored (docs/decisions/money-integrity.md). It checks
   * stakes against limits; 'client' keeps the limits the last pricing response gave, and a new multiple gets the
   * front end's placeholder minimum of 1250.00 (§3) until the server's answer replaces it.
   */
  mode: 'server' | 'client';
}

export interface PricedBetslip {
  model: BetslipModel;
  errors: BetslipError[];
  /** A stake is above its maximum: the back office would have to refer it (§3 betMaybeReferred). */
  betMayBeReferred: boolean;
  /** The lines with a stake, in slip order: singles, multiples, systems. */
  lines: PricedLine[];
  /** What the player pays in cash (free-bet stakes excluded). */
  totalCost: MinorAmount;
}

/**
 * Negative odds (§5): shown only when betslip_negative_odds_enabled is set, for malay above 2.00
 * and for indo and us below 2.00 (where those formats read negative).
 */
export function hasNegativeOdds(
  decimal: number,
  rules: Pick<BetslipRules, 'negativeOddsEnabled' | 'oddsType'>,
): boolean {
  if (!rules.negativeOddsEnabled) return false;
  if (rules.oddsType === 'malay') return decimal > 2;
  if (rules.oddsType === 'indo' || rules.oddsType === 'us') return decimal < 2;
  return false;
}

/**
 * Prices the slip: every selection against its quote (price changes, suspensions, closed outcomes),
 * the singles' returns, the multiple of the selections included in multiples, the system bets when
 * shown, the totals, and, in 'server' mode, the stake limits, the balance and the betslip maximum.
 */
export function priceBetslip(input: PriceBetslipInput): PricedBetslip {
  const { rules } = input;
  const { currency } = rules;
  const server = input.mode === 'server';
  const acceptOdds = input.userAcceptOdds ?? input.model.userAcceptOdds;
  const showSysBets = input.showSysBets ?? input.model.showSysBets;
  const quoted = server ? { quoted: input.quotes !== undefined } : undefined;
  const selections = renumberSelections(input.model.singles).map((s) =>
    priceSelection(s, input.quotes?.get(s.outcomeId), acceptOdds, rules, quoted),
  );
  // An SP selection is a single only (docs/decisions/starting-price.md): combinations are of the others.
  const legs = selections.filter((s) => s.single.includeInMultiples && !s.atStartingPrice);
  const context: PricingContext = {
    rules,
    server,
    freeBets: freeBetChecker({ currency, server, tokens: input.freeBets, now: input.now ?? new Date() }),
  };
  // In slip order, one after the other: a free-bet token taken by one line is refused to the next.
  const singles = priceSingles(selections, context);
  const multiples = priceMultiple(legs, input.model.multiples[0], context);
  const systems = priceSystems(legs, input.model.systems, showSysBets, context);

  const lines = [...singles.lines, ...multiples.lines, ...systems.lines];
  const totalCost = lines.reduce((sum, l) => (l.isFreeBet ? sum : sum + l.totalStake), 0n);
  const potentialReturns = lines.reduce((sum, l) => sum + l.potentialReturns, 0n);
  const placeWin = lines.reduce((sum, l) => sum + l.placeReturns, 0n);
  const errors = [
    ...selections.flatMap((s) => s.errors),
    ...(server && selections.length > rules.maxSelections ? [rejection('RES-00247')] : []),
    ...singles.errors,
    ...multiples.errors,
    ...systems.errors,
    ...(server && input.balance !== undefined && totalCost > amountToMinor(input.balance, currency)
      ? [rejection('RES-00056')]
      : []),
    ...(freeBetMixed(lines) ? [notice('free-bet-mixed')] : []),
  ];

  const model: BetslipModel = {
    ...input.model,
    currency,
    singles: singles.views,
    multiples: multiples.views,
    systems: systems.views,
    globalStake: wire(input.model.globalStake, currency),
    totalCost: minorToAmount(totalCost, currency),
    potentialReturns: minorToAmount(potentialReturns, currency),
    potentialPlaceWin: minorToAmount(placeWin, currency),
    returnsAtStartingPrice: lines.some((l) => l.atStartingPrice),
    totalOdds: multiples.views[0]?.decimal ?? 1,
    userAcceptOdds: acceptOdds,
    showSysBets,
    outcomeIds: singles.views.map((s) => s.outcomeId),
    displayDelay: lines.some((l) => l.inRunning),
    ...(server ? { delay: selections.some((s) => s.inRunning) ? (input.inPlayDelaySeconds ?? 0) : 0 } : {}),
  };
  return {
    model,
    errors: dedupeErrors(errors),
    betMayBeReferred: errors.some((e) => e.code === REFERRED),
    lines,
    totalCost,
  };
}

/** §5: a free-bet stake may not be mixed with another stake on the slip. */
export function freeBetMixed(lines: readonly Pick<PricedLine, 'isFreeBet' | 'unitStake'>[]): boolean {
  const staked = lines.filter((l) => l.unitStake > 0n);
  return staked.some((l) => l.isFreeBet) && staked.length > 1;
}
