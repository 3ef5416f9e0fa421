import type { BetslipError } from '@sb/contract';
import { rejection } from './betslip-errors.ts';
import type { BetslipRules } from './betslip-rules.ts';
import { returnsAt, type ExactOdds } from './exact-odds.ts';
import type { FreeBetChecker } from './free-bet-checker.ts';
import type { MinorAmount } from '../money/units.ts';
import { amountToMinor, type StakeOf } from './stake-amount.ts';
import { stakeAfterTax, taxOnReturns } from './tax.ts';

/** One priced bet line, ready to be written as a bet: what the wallet pays and what it may return. */
export interface PricedLine {
  ref: string;
  kind: 'single' | 'multiple' | 'system';
  betTypeId: number;
  description: string;
  /** Outcomes of the legs (bankers included for a system). */
  outcomeIds: number[];
  /** Combinations (1 for a single or multiple) times 2 when each-way. */
  noOfBets: number;
  unitStake: MinorAmount;
  totalStake: MinorAmount;
  /** What is bet once the stake tax is out: `totalStake` where no tax applies (§5). */
  stakeAfterTax: MinorAmount;
  potentialReturns: MinorAmount;
  /** Returns of the place parts only (each-way), 0 otherwise. */
  placeReturns: MinorAmount;
  potentialTaxDeduction: MinorAmount;
  isFreeBet: boolean;
  eachWay: boolean;
  /** The accumulator's decimal odds (per combination average is meaningless: 0 for a system). */
  decimal: number;
  inRunning: boolean;
  /** The token a free-bet line stakes with (checked in 'server' mode). */
  freeBetId?: number;
  /** Parlay extra winnings (§6) a winning multiple earns, in percent of its winnings; 0 otherwise. */
  extraWinningsPercent: number;
  /** A single at SP: `potentialReturns` (and `placeReturns`) are 0, unknown until the race is resulted. */
  atStartingPrice: boolean;
}

/** What the pricers of singles, the multiple and systems share for one pricing. */
export interface PricingContext {
  rules: BetslipRules;
  /** 'server' mode: limits come from the rules and are checked; the request's are ignored. */
  server: boolean;
  freeBets: FreeBetChecker;
}

/**
 * What a pricer of one kind of line gives back: the lines with a stake (the bets to write), the
 * lines as the slip's model shows them (`views`), and the errors that concern them, in slip order.
 */
export interface PricedPart<View> {
  lines: PricedLine[];
  views: View[];
  errors: BetslipError[];
}

export function joinParts<View>(parts: readonly PricedPart<View>[]): PricedPart<View> {
  return {
    lines: parts.flatMap((p) => p.lines),
    views: parts.flatMap((p) => p.views),
    errors: parts.flatMap((p) => p.errors),
  };
}

export interface LineMoney {
  totalStake: MinorAmount;
  /** Per bet of the line. */
  stakeAfterTax: MinorAmount;
  /** Of the whole line: per bet times its bets. */
  totalStakeAfterTax: MinorAmount;
  returns: MinorAmount;
  placeReturns: MinorAmount;
  taxDeduction: MinorAmount;
}

/**
 * The money of one line: `combinations` bets (doubled each-way) of `stake`, whose win parts return
 * stake x `winOdds` together (the sum over combinations of each one's odds) and whose place parts
 * return stake x `placeOdds`. A free bet's stake is not returned (§4). Tax of the African slip.
 */
/**
 * The money of a line at SP: the stake is taken (and taxed) as any other, the returns are unknown
 * until the race is resulted, so they are 0 here (the wire says so with `startingPrice`).
 */
export function startingPriceMoney(money: LineMoney): LineMoney {
  return { ...money, returns: 0n, placeReturns: 0n, taxDeduction: 0n };
}

export function lineMoney(
  { stake, isFreeBet }: StakeOf,
  combinations: number,
  winOdds: ExactOdds,
  placeOddsSum: ExactOdds | undefined,
  rules: BetslipRules,
): LineMoney {
  const parts = placeOddsSum ? 2n : 1n;
  const bets = BigInt(combinations) * parts;
  const bet = stakeAfterTax(stake, rules);
  const win = returnsAt(bet, winOdds);
  const place = placeOddsSum ? returnsAt(bet, placeOddsSum) : 0n;
  const staked = bet * bets;
  let gross = win + place;
  if (isFreeBet) gross = gross > staked ? gross - staked : 0n;
  const taxDeduction = taxOnReturns(gross, isFreeBet ? 0n : staked, rules);
  return {
    totalStake: stake * bets,
    stakeAfterTax: bet,
    totalStakeAfterTax: staked,
    returns: gross - taxDeduction,
    placeReturns: place,
    taxDeduction,
  };
}

/** What a line is, apart from its money: the pricer of its kind knows it. */
export type LineShape = Pick<
  PricedLine,
  | 'ref'
  | 'kind'
  | 'betTypeId'
  | 'description'
  | 'outcomeIds'
  | 'noOfBets'
  | 'eachWay'
  | 'decimal'
  | 'inRunning'
> &
  Partial<Pick<PricedLine, 'atStartingPrice'>>;

/**
 * The priced line of every kind, built here only: none without a stake (nothing to write), and a
 * free-bet line keeps the token it names.
 */
export function stakedLines(
  shape: LineShape,
  unit: StakeOf,
  money: LineMoney,
  freeBetId: number | undefined,
  extraWinningsPercent = 0,
): PricedLine[] {
  if (unit.stake <= 0n) return [];
  return [
    {
      atStartingPrice: false,
      ...shape,
      extraWinningsPercent,
      unitStake: unit.stake,
      totalStake: money.totalStake,
      stakeAfterTax: money.totalStakeAfterTax,
      potentialReturns: money.returns,
      placeReturns: money.placeReturns,
      potentialTaxDeduction: money.taxDeduction,
      isFreeBet: unit.isFreeBet,
      ...(unit.isFreeBet && freeBetId !== undefined ? { freeBetId } : {}),
    },
  ];
}

/** The rejection of a stake above its maximum: the back office would have to refer it (§3). */
export const REFERRED = 'RES-00034';

/**
 * 'server' mode: a cash stake above the line's maximum is REFERRED (RES-00034), below its minimum RES-00140. A free-bet stake is bounded by its token instead.
 */
export function limitErrors(
  { server, rules }: PricingContext,
  ref: string,
  unit: StakeOf,
  min: string | undefined,
  max: string | undefined,
): BetslipError[] {
  if (!server || unit.stake <= 0n || unit.isFreeBet) return [];
  if (max !== undefined && unit.stake > amountToMinor(max, rules.currency)) return [rejection(REFERRED, ref)];
  if (min !== undefined && unit.stake < amountToMinor(min, rules.currency))
    return [rejection('RES-00140', ref)];
  return [];
}
