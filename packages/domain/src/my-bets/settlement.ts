import type { PlaceTerms } from '@sb/contract';
import {
  combinationOddsSums,
  EVEN,
  exactOdds,
  multiplyOdds,
  placeOdds,
  productOdds,
  returnsAt,
  systemOdds,
  type ExactOdds,
} from '../betslip/exact-odds.ts';
import type { MinorAmount } from '../money/units.ts';
import { binomial } from '../betslip/system-bets.ts';
import { startingPriceOf } from '../betslip/starting-price.ts';

/**
 * Settlement of placed bets (issue 7, SPEC.md §2 My Bets): one rule set for the server's
 * settlement by the feed and for the web's display of a settled bet. Pure: the same bet and
 * results give the same answer, so the caller makes crediting idempotent by recording it once.
 * Amounts are minor units (`MinorAmount`), odds exact fractions (`ExactOdds`), as in the betslip.
 */

/**
 * The result of a leg's selection: `open` until its market is resulted; `placed` is an each-way
 * selection that did not win but finished in the places (its win part loses, its place part wins).
 */
export type LegResult = 'open' | 'won' | 'placed' | 'lost' | 'void';

export const ZERO_ODDS: ExactOdds = { num: 0n, den: 1n };

export interface SettlementLeg {
  /** The decimal price at placement, as the player saw it (2.35). */
  decimal: number;
  result: LegResult;
  /** Each-way place terms of the selection (needed for an each-way bet). */
  placeTerms?: PlaceTerms;
  /** A banker of a system bet: in every combination. */
  banker?: boolean;
  /** Whether the market settles ties by dead-heat rules (racing, top scorer ...). */
  deadHeatAllowed?: boolean;
  /** Dead-heat reduction of the win part, e.g. 1/2 for a two-way tie for first. */
  deadHeat?: ExactOdds | undefined;
  /** Dead-heat reduction of the place part (a tie for the last place). */
  placeDeadHeat?: ExactOdds | undefined;
  /** Taken at SP: `decimal` is not its price; it settles at `startingPriceDecimal`. */
  startingPrice?: boolean;
  /** The runner's SP returned with the result (SP legs settle at it). */
  startingPriceDecimal?: number | undefined;
}

/**
 * The leg as it settles: an SP leg at the SP returned with its result (win part at the SP, place
 * part at the terms' fraction of it); a won or placed SP leg with no SP returned is void (its stake
 * back), as a book voids SP bets on a race that returns none. Other legs as they are.
 */
export function legAtSettlementPrice(leg: SettlementLeg): SettlementLeg {
  if (!leg.startingPrice || leg.result === 'open' || leg.result === 'lost' || leg.result === 'void')
    return leg;
  const sp = startingPriceOf(leg.startingPriceDecimal);
  return sp === undefined ? { ...leg, result: 'void' } : { ...leg, decimal: sp };
}

/** Single, multiple (one accumulator of every leg), or a system over its fold sizes. */
export type SettlementBetType =
  { kind: 'single' } | { kind: 'multiple' } | { kind: 'system'; folds: readonly number[] };

export interface SettlementBet {
  type: SettlementBetType;
  /** The unit stake, per combination and per each-way part, in minor units. */
  unitStake: MinorAmount;
  eachWay?: boolean;
  legs: readonly SettlementLeg[];
  /** Staked with a free-bet token: the stake is not returned, only the winnings (§4). */
  freeBet?: boolean;
}

export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'partly-won';

export interface Settlement {
  status: BetStatus;
  /** What to credit, in minor units: returns of won parts plus stakes of void parts. 0 while open. */
  credit: MinorAmount;
  /** The bet's total stake: unit x combinations x (2 if each-way). */
  totalStake: MinorAmount;
  /** Parts (combination x win/place) by outcome; `open` counts the parts not yet decided. */
  parts: { won: number; lost: number; void: number; open: number };
}

/** A dead-heat factor kept within (0, 1]; anything else counts as no reduction. */
function factor(reduction: ExactOdds | undefined, allowed: boolean | undefined): ExactOdds {
  if (!allowed || !reduction || reduction.den <= 0n || reduction.num <= 0n) return EVEN;
  return reduction.num >= reduction.den ? EVEN : reduction;
}

/**
 * What a settled leg multiplies its combination's stake by, for the win part: the odds (times a
 * dead-heat reduction where the market allows) when won, 1 when void (the fold drops a leg), 0 when
 * lost or only placed; undefined while open.
 */
export function legWinMultiplier(taken: SettlementLeg): ExactOdds | undefined {
  const leg = legAtSettlementPrice(taken);
  switch (leg.result) {
    case 'open':
      return undefined;
    case 'won':
      return multiplyOdds(exactOdds(leg.decimal), factor(leg.deadHeat, leg.deadHeatAllowed));
    case 'void':
      return EVEN;
    default:
      return ZERO_ODDS;
  }
}

/**
 * The place part's multiplier: the place odds (`placeOdds`, of the betslip) when won or placed,
 * times a place dead-heat reduction; 1 when void; 0 when lost or when there are no place terms.
 */
export function legPlaceMultiplier(taken: SettlementLeg): ExactOdds | undefined {
  const leg = legAtSettlementPrice(taken);
  switch (leg.result) {
    case 'open':
      return undefined;
    case 'won':
    case 'placed':
      if (!leg.placeTerms) return ZERO_ODDS;
      return multiplyOdds(
        placeOdds(exactOdds(leg.decimal), leg.placeTerms),
        factor(leg.placeDeadHeat, leg.deadHeatAllowed),
      );
    case 'void':
      return EVEN;
    default:
      return ZERO_ODDS;
  }
}

/** The fold sizes over the non-banker legs: a single is fold 1, a multiple folds every leg. */
export function betFolds(bet: Pick<SettlementBet, 'type' | 'legs'>): readonly number[] {
  const others = bet.legs.filter((l) => !l.banker).length;
  if (bet.type.kind === 'system') return bet.type.folds.filter((k) => k >= 1 && k <= others);
  if (bet.type.kind === 'single') return others === 1 ? [1] : [];
  return others >= 1 ? [others] : [];
}

/** Combinations of the bet (a single and a multiple are one). */
export function betCombinations(bet: Pick<SettlementBet, 'type' | 'legs'>): number {
  const others = bet.legs.filter((l) => !l.banker).length;
  return betFolds(bet).reduce((sum, k) => sum + binomial(others, k), 0);
}

/** Sum over every combination of the product of its legs' multipliers (bankers in each). */
function combinationsSum(
  others: readonly ExactOdds[],
  bankers: readonly ExactOdds[],
  folds: readonly number[],
): ExactOdds {
  const sums = combinationOddsSums(others, Math.max(0, ...folds));
  return systemOdds(sums, productOdds(bankers), folds);
}

interface PartCounts {
  won: number;
  lost: number;
  void: number;
  open: number;
}

/**
 * Combinations of one part by outcome, counted without listing them: a combination is lost when
 * any of its legs lost (or only placed, for the win part), open when none lost and one is open,
 * void when every leg is void, won otherwise.
 */
function countParts(
  others: readonly (ExactOdds | undefined)[],
  bankers: readonly (ExactOdds | undefined)[],
  folds: readonly number[],
): PartCounts {
  const isZero = (m: ExactOdds | undefined): boolean => m !== undefined && m.num === 0n;
  const isVoid = (m: ExactOdds | undefined): boolean => m !== undefined && m.num === m.den;
  const n = others.length;
  const total = folds.reduce((s, k) => s + binomial(n, k), 0);
  if (bankers.some(isZero)) return { won: 0, lost: total, void: 0, open: 0 };
  const bankerOpen = bankers.some((m) => m === undefined);
  const bankersVoid = bankers.every(isVoid);
  const lostLegs = others.filter(isZero).length;
  const voidLegs = others.filter(isVoid).length;
  const openLegs = others.filter((m) => m === undefined).length;
  let lost = 0;
  let voided = 0;
  let open = 0;
  for (const k of folds) {
    const notLost = binomial(n - lostLegs, k);
    lost += binomial(n, k) - notLost;
    const settledNotLost = bankerOpen ? 0 : binomial(n - lostLegs - openLegs, k);
    open += notLost - settledNotLost;
    if (!bankerOpen && bankersVoid) voided += binomial(voidLegs, k);
  }
  return { won: total - lost - voided - open, lost, void: voided, open };
}

/**
 * The potential returns of a placed bet, as the betslip priced it (`priceBetslip` line money before
 * tax and free bets): unit stake x (sum over combinations of the product of the odds), plus the
 * place part at place odds when each-way, each part rounded down to the minor unit.
 */
export function potentialReturns(bet: SettlementBet): MinorAmount {
  const folds = betFolds(bet);
  const others = bet.legs.filter((l) => !l.banker);
  const bankers = bet.legs.filter((l) => l.banker);
  const odds = (l: SettlementLeg): ExactOdds => exactOdds(l.decimal);
  const win = returnsAt(bet.unitStake, combinationsSum(others.map(odds), bankers.map(odds), folds));
  const place = (l: SettlementLeg): ExactOdds =>
    l.placeTerms ? placeOdds(odds(l), l.placeTerms) : ZERO_ODDS;
  const gross = bet.eachWay
    ? win + returnsAt(bet.unitStake, combinationsSum(others.map(place), bankers.map(place), folds))
    : win;
  return bet.freeBet ? withoutStake(gross, bet) : gross;
}

/** A free bet's returns: the stake is not returned, so the bet's total stake comes off (never below 0). */
function withoutStake(gross: MinorAmount, bet: SettlementBet): MinorAmount {
  const staked = bet.unitStake * BigInt(betCombinations(bet) * (bet.eachWay ? 2 : 1));
  return gross > staked ? gross - staked : 0n;
}

function statusOf(parts: PartCounts): BetStatus {
  if (parts.open > 0) return 'open';
  if (parts.won === 0 && parts.lost === 0) return 'void';
  if (parts.won === 0 && parts.void === 0) return 'lost';
  if (parts.lost === 0) return 'won';
  return 'partly-won';
}

/**
 * Settles a bet leg by leg and combination by combination (issue 7): won legs pay their odds
 * (dead-heat reduced where the market allows), void legs count as odds 1 (a void leg reduces the
 * fold; an all-void combination returns its stake), lost legs lose their combinations. Each-way
 * bets settle a win part and a place part. The credit is unit stake x the summed multipliers of a
 * part, rounded down to the minor unit once per part, as the betslip rounds its returns, so it never
 * exceeds `potentialReturns` and an all-void bet returns exactly its stake.
 *
 * A single or multiple with a lost leg is lost at once, even with legs still open; otherwise any
 * open combination keeps the bet open (credit 0).
 */
export function settleBet(bet: SettlementBet): Settlement {
  const folds = betFolds(bet);
  const others = bet.legs.filter((l) => !l.banker);
  const bankers = bet.legs.filter((l) => l.banker);
  const parts = bet.eachWay ? 2 : 1;
  const totalStake = bet.unitStake * BigInt(betCombinations(bet) * parts);
  const counts = [countParts(others.map(legWinMultiplier), bankers.map(legWinMultiplier), folds)];
  if (bet.eachWay)
    counts.push(countParts(others.map(legPlaceMultiplier), bankers.map(legPlaceMultiplier), folds));
  const total = counts.reduce(
    (acc, c) => ({
      won: acc.won + c.won,
      lost: acc.lost + c.lost,
      void: acc.void + c.void,
      open: acc.open + c.open,
    }),
    { won: 0, lost: 0, void: 0, open: 0 },
  );
  const status = statusOf(total);
  if (status === 'open') return { status, credit: 0n, totalStake, parts: total };
  const settledOr0 = (m: ExactOdds | undefined): ExactOdds => m ?? ZERO_ODDS;
  let credit = returnsAt(
    bet.unitStake,
    combinationsSum(
      others.map(legWinMultiplier).map(settledOr0),
      bankers.map(legWinMultiplier).map(settledOr0),
      folds,
    ),
  );
  if (bet.eachWay)
    credit += returnsAt(
      bet.unitStake,
      combinationsSum(
        others.map(legPlaceMultiplier).map(settledOr0),
        bankers.map(legPlaceMultiplier).map(settledOr0),
        folds,
      ),
    );
  return { status, credit: bet.freeBet ? withoutStake(credit, bet) : credit, totalStake, parts: total };
}
