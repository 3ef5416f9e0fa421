import {
  BET_REJECTIONS,
  BETSLIP_NOTICES,
  type AcceptOdds,
  type BetRejectionCode,
  type BetslipError,
  type BetslipModel,
  type BetslipMultiple,
  type BetslipNoticeCode,
  type BetslipSingle,
  type BetslipSystem,
  type PlaceTerms,
} from '@sb/contract';
import { MULTIPLE_MIN_STAKE } from '../constants.ts';
import { formatOdds } from '../odds/odds-format.ts';
import type { BetslipRules } from './betslip-rules.ts';
import { freeBetMisuse, freeBetUnitMax, systemFreeBetOdds, type FreeBetToken } from './free-bets.ts';
import { renumberSelections } from './betslip-selections.ts';
import {
  combinationOddsSums,
  EVEN,
  exactOdds,
  multiplyOdds,
  oddsToNumber,
  placeOdds,
  returnsAt,
  type ExactOdds,
} from './exact-odds.ts';
import { amountToMinor, minorToAmount, type MinorAmount } from './stake-amount.ts';
import {
  availableSystemBets,
  MULTIPLE_BET_TYPE_ID,
  SINGLE_BET_TYPE_ID,
  systemCombinationCount,
  systemRef,
} from './system-bets.ts';
import { stakeAfterTax, taxApplies, taxOnReturns } from './tax.ts';

/**
 * Prices a betslip: the one function the server prices and places with and the web shows totals
 * with, so both agree to the cent (SPEC.md §3, §5, §7 pricing). Pure: the caller brings the current
 * state of each outcome; the web passes what its live store knows, the server what its book knows.
 */

/** What the pricer needs to know now about one outcome on the slip. */
export interface OutcomeQuote {
  outcomeId: number;
  /** The current decimal price. */
  decimal: number;
  /** OPEN, SUSPENDED, or CLOSED when the market or outcome is gone (settled, removed, hidden). */
  marketStatus: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  eventSuspended?: boolean;
  /** A pre-match market whose event has started, or an event that is over (RES-00047). */
  eventPassed?: boolean;
  /** A feed alert suspends all markets of that feed (§4), RES-00249. */
  feedAlert?: boolean;
  placeTerms?: PlaceTerms;
  /** The outcome's own maximum stake, if lower than the slip's. */
  maxBetStake?: string;
  /** In-play: the bet waits for the in-play delay. */
  inRunning?: boolean;
  /** The outcome's event in the book: multiples need distinct events (§5), whatever the slip says. */
  eventId?: number;
  /** False when the book takes the outcome only in combinations (RES-00103 on a single stake). */
  singleEnabled?: boolean;
}

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

export function rejection(code: BetRejectionCode, ref?: string, outcomeId?: number): BetslipError {
  return {
    code,
    message: BET_REJECTIONS[code].text,
    ...(ref === undefined ? {} : { ref }),
    ...(outcomeId === undefined ? {} : { outcomeId }),
  };
}

export function notice(code: BetslipNoticeCode, ref?: string, outcomeId?: number): BetslipError {
  return {
    code,
    message: BETSLIP_NOTICES[code].text,
    ...(ref === undefined ? {} : { ref }),
    ...(outcomeId === undefined ? {} : { outcomeId }),
  };
}

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

interface StakeOf {
  stake: MinorAmount;
  isFreeBet: boolean;
}

function stakeOf(
  line: { unitStake: string; isFreeBet: boolean; freeMoneyUnitStake: string },
  currency: string,
): StakeOf {
  return line.isFreeBet
    ? { stake: amountToMinor(line.freeMoneyUnitStake, currency), isFreeBet: true }
    : { stake: amountToMinor(line.unitStake, currency), isFreeBet: false };
}

interface LineMoney {
  totalStake: MinorAmount;
  stakeAfterTax: MinorAmount;
  returns: MinorAmount;
  placeReturns: MinorAmount;
  taxDeduction: MinorAmount;
}

/**
 * The money of one line: `combinations` bets (doubled each-way) of `stake`, whose win parts return
 * stake x `winOdds` together (the sum over combinations of each one's odds) and whose place parts
 * return stake x `placeOdds`. A free bet's stake is not returned (§4). Tax of the African slip.
 */
function lineMoney(
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
    returns: gross - taxDeduction,
    placeReturns: place,
    taxDeduction,
  };
}

function minMoney(a: string | undefined, b: string, currency: string): string {
  if (a === undefined) return b;
  return amountToMinor(a, currency) < amountToMinor(b, currency) ? a : b;
}

function wire(amount: string, currency: string): string {
  return minorToAmount(amountToMinor(amount, currency), currency);
}

interface PricedSelection {
  single: BetslipSingle;
  odds: ExactOdds;
  placeOdds: ExactOdds | undefined;
  inRunning: boolean;
}

/** A selection brought up to date with its quote, and the errors that concern it. */
function priceSelection(
  single: BetslipSingle,
  quote: OutcomeQuote | undefined,
  acceptOdds: AcceptOdds,
  rules: BetslipRules,
  /** 'server' mode with the book's quotes: an outcome missing from them is not offered. */
  server: { quoted: boolean } | undefined,
  errors: BetslipError[],
): PricedSelection {
  const { ref, outcomeId } = single;
  const next: BetslipSingle = { ...single };
  if (quote) {
    const changed = quote.decimal !== single.decimal;
    if (changed) {
      next.previousDecimal = single.decimal;
      next.decimal = quote.decimal;
      // §7: with 'A' the player accepts a higher price without being asked; any other change asks.
      if (!(acceptOdds === 'A' && quote.decimal > single.decimal))
        errors.push(rejection('RES-00152', ref, outcomeId));
    }
    if (quote.placeTerms) next.placeTerms = quote.placeTerms;
    else delete next.placeTerms;
    if (quote.maxBetStake !== undefined) next.maxBetStake = wire(quote.maxBetStake, rules.currency);
    else if (server) delete next.maxBetStake;
    if (quote.eventId !== undefined) next.eventId = quote.eventId;
    if (quote.singleEnabled !== undefined) next.singleEnabled = quote.singleEnabled;
    else if (server) next.singleEnabled = true;
    const closed = quote.marketStatus === 'CLOSED';
    next.outcomeState = closed ? 'C' : 'O';
    next.enabled =
      !closed &&
      quote.marketStatus === 'OPEN' &&
      !quote.eventSuspended &&
      !quote.feedAlert &&
      !quote.eventPassed;
    if (closed) errors.push(notice('selection-unavailable', ref, outcomeId));
    else if (quote.eventPassed) errors.push(rejection('RES-00047', ref, outcomeId));
    else if (quote.feedAlert) errors.push(rejection('RES-00249', ref, outcomeId));
    else if (quote.eventSuspended) errors.push(rejection('RES-00108', ref, outcomeId));
    else if (quote.marketStatus === 'SUSPENDED') errors.push(rejection('RES-00048', ref, outcomeId));
  } else if (server?.quoted) {
    // The server prices only what its book quotes: a selection it cannot quote is not offered.
    next.outcomeState = 'C';
    next.enabled = false;
    delete next.placeTerms;
    errors.push(notice('selection-unavailable', ref, outcomeId));
  } else if (single.outcomeState === 'C') {
    errors.push(notice('selection-unavailable', ref, outcomeId));
  }
  next.notifyPriceChangeMode = acceptOdds;
  next.showEachWay = rules.eachWayEnabled && next.placeTerms !== undefined;
  if (!next.showEachWay) next.eachWay = false;
  next.betTypeId = SINGLE_BET_TYPE_ID;
  next.price = formatOdds(next.decimal, rules.oddsType);
  const odds = exactOdds(next.decimal);
  return {
    single: next,
    odds,
    placeOdds: next.placeTerms ? placeOdds(odds, next.placeTerms) : undefined,
    inRunning: quote?.inRunning ?? false,
  };
}

/** Each-way on a combined line needs place terms on every leg. */
function legsPlaceOdds(legs: readonly PricedSelection[]): ExactOdds[] | undefined {
  const place = legs.map((l) => l.placeOdds);
  return place.every((p): p is ExactOdds => p !== undefined) ? place : undefined;
}

function checkLimits(
  ref: string,
  unit: StakeOf,
  min: string | undefined,
  max: string | undefined,
  rules: BetslipRules,
  errors: BetslipError[],
): boolean {
  if (unit.stake <= 0n) return false;
  if (unit.isFreeBet) return false;
  if (max !== undefined && unit.stake > amountToMinor(max, rules.currency)) {
    errors.push(rejection('RES-00034', ref));
    return true;
  }
  if (min !== undefined && unit.stake < amountToMinor(min, rules.currency))
    errors.push(rejection('RES-00140', ref));
  return false;
}

interface FreeBetLine {
  isFreeBet: boolean;
  freeBetId?: number | undefined;
  maxFreeMoneyStake: string;
  ref?: string;
}

function freeBetOf(line: FreeBetLine, unit: StakeOf): { freeBetId?: number } {
  return unit.isFreeBet && line.freeBetId !== undefined ? { freeBetId: line.freeBetId } : {};
}

/**
 * The free-bet side of each line: its allowance (maxFreeMoneyStake) from the token it names, and,
 * on the server, RES-00241 for every misuse: no token of the player's, used, expired, another
 * currency, a line kind or odds the token excludes, a stake above it, or one token on two lines.
 */
function freeBetChecker(input: PriceBetslipInput, errors: BetslipError[]) {
  const { currency } = input.rules;
  const server = input.mode === 'server';
  const now = input.now ?? new Date();
  const taken = new Set<number>();
  return {
    check(
      line: FreeBetLine,
      kind: 'single' | 'multiple' | 'system',
      unit: StakeOf,
      bets: number,
      decimal: number,
      ref = line.ref ?? '',
    ): string {
      const token = line.freeBetId === undefined ? undefined : input.freeBets?.get(line.freeBetId);
      const allowance = token
        ? minorToAmount(freeBetUnitMax(token, bets), currency)
        : server || input.freeBets
          ? minorToAmount(0n, currency)
          : wire(line.maxFreeMoneyStake, currency);
      if (!server || !unit.isFreeBet || unit.stake <= 0n) return allowance;
      const misuse = freeBetMisuse(
        token,
        { kind, currency, totalStake: unit.stake * BigInt(bets), decimal },
        now,
      );
      if (misuse || taken.has(token!.id)) errors.push(rejection('RES-00241', ref));
      else taken.add(token!.id);
      return allowance;
    },
  };
}

/**
 * Prices the slip: every selection against its quote (price changes, suspensions, closed outcomes),
 * the singles' returns, the multiple of the selections included in multiples, the system bets when
 * shown, the totals, and, in 'server' mode, the stake limits, the balance and the betslip maximum.
 */
export function priceBetslip(input: PriceBetslipInput): PricedBetslip {
  const { rules, mode } = input;
  const { currency } = rules;
  const acceptOdds = input.userAcceptOdds ?? input.model.userAcceptOdds;
  const showSysBets = input.showSysBets ?? input.model.showSysBets;
  const errors: BetslipError[] = [];
  const lines: PricedLine[] = [];
  let referred = false;
  const server = mode === 'server';

  const selections = renumberSelections(input.model.singles).map((s) =>
    priceSelection(
      s,
      input.quotes?.get(s.outcomeId),
      acceptOdds,
      rules,
      server ? { quoted: input.quotes !== undefined } : undefined,
      errors,
    ),
  );
  if (server && selections.length > rules.maxSelections) errors.push(rejection('RES-00247'));
  const freeBets = freeBetChecker(input, errors);

  // ---- singles
  const singles = selections.map((sel): BetslipSingle => {
    const { single } = sel;
    const unit = stakeOf(single, currency);
    const money = lineMoney(unit, 1, sel.odds, single.eachWay ? sel.placeOdds : undefined, rules);
    const noOfBets = single.eachWay ? 2 : 1;
    const maxFreeMoneyStake = freeBets.check(single, 'single', unit, noOfBets, single.decimal);
    // A selection the book offers only in combinations takes no single bet (RES-00103).
    if (server && !single.singleEnabled && unit.stake > 0n) errors.push(rejection('RES-00103', single.ref));
    if (server)
      referred =
        checkLimits(
          single.ref,
          unit,
          rules.minStake,
          minMoney(single.maxBetStake, rules.maxStake, currency),
          rules,
          errors,
        ) || referred;
    if (unit.stake > 0n)
      lines.push({
        ref: single.ref,
        kind: 'single',
        betTypeId: SINGLE_BET_TYPE_ID,
        description: single.outcomeDescription,
        outcomeIds: [single.outcomeId],
        noOfBets,
        unitStake: unit.stake,
        totalStake: money.totalStake,
        potentialReturns: money.returns,
        placeReturns: money.placeReturns,
        potentialTaxDeduction: money.taxDeduction,
        isFreeBet: unit.isFreeBet,
        eachWay: single.eachWay,
        decimal: single.decimal,
        inRunning: sel.inRunning,
        ...freeBetOf(single, unit),
      });
    return {
      ...single,
      unitStake: wire(single.unitStake, currency),
      freeMoneyUnitStake: wire(single.freeMoneyUnitStake, currency),
      maxFreeMoneyStake,
      stakeAfterTax: minorToAmount(money.stakeAfterTax, currency),
      potentialReturns: minorToAmount(money.returns, currency),
      potentialTaxDeduction: minorToAmount(money.taxDeduction, currency),
    };
  });

  // ---- the multiple
  const legs = selections.filter((s) => s.single.includeInMultiples);
  const combine = selectionsCombine(legs.map((l) => l.single));
  const previousMultiple = input.model.multiples[0];
  const previousSystems = new Map(input.model.systems.map((s) => [s.ref, s]));
  if (!combine) {
    // The player had staked a combination the selections no longer allow: say why it went.
    if (previousMultiple && stakeOf(previousMultiple, currency).stake > 0n && legs.length >= 2)
      errors.push(rejection('RES-00218', previousMultiple.ref));
    for (const system of input.model.systems)
      if (stakeOf(system, currency).stake > 0n && legs.length >= 2)
        errors.push(rejection('RES-00218', system.ref));
  }
  const multiples: BetslipMultiple[] = [];
  let totalOdds = 1;
  if (combine) {
    const base = previousMultiple ?? placeholderMultiple(legs.map((l) => l.single))!;
    const winOdds = legs.reduce((acc, l) => multiplyOdds(acc, l.odds), EVEN);
    const places = legsPlaceOdds(legs);
    const eachWay = base.eachWay && places !== undefined && rules.eachWayEnabled;
    const placeProduct = eachWay ? places.reduce((acc, p) => multiplyOdds(acc, p), EVEN) : undefined;
    const unit = stakeOf(base, currency);
    const money = lineMoney(unit, 1, winOdds, placeProduct, rules);
    const decimal = oddsToNumber(winOdds);
    const maxFreeMoneyStake = freeBets.check(base, 'multiple', unit, eachWay ? 2 : 1, decimal, 'mul1');
    totalOdds = decimal;
    const description = multipleDescription(legs.length);
    const minBetStake = server ? wire(rules.minStake, currency) : base.minBetStake;
    const maxBetStake = server ? wire(rules.maxStake, currency) : base.maxBetStake;
    const ref = 'mul1';
    if (server) referred = checkLimits(ref, unit, minBetStake, maxBetStake, rules, errors) || referred;
    if (unit.stake > 0n)
      lines.push({
        ref,
        kind: 'multiple',
        betTypeId: MULTIPLE_BET_TYPE_ID,
        description,
        outcomeIds: legs.map((l) => l.single.outcomeId),
        noOfBets: eachWay ? 2 : 1,
        unitStake: unit.stake,
        totalStake: money.totalStake,
        potentialReturns: money.returns,
        placeReturns: money.placeReturns,
        potentialTaxDeduction: money.taxDeduction,
        isFreeBet: unit.isFreeBet,
        eachWay,
        decimal,
        inRunning: legs.some((l) => l.inRunning),
        ...freeBetOf(base, unit),
      });
    const multiple: BetslipMultiple = {
      ...base,
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description,
      fullDescription: `${description} (${legs.length} selections)`,
      noOfBets: eachWay ? 2 : 1,
      minBetStake,
      price: formatOdds(decimal, rules.oddsType),
      decimal,
      potentialReturns: minorToAmount(money.returns, currency),
      totalStake: minorToAmount(money.totalStake, currency),
      unitStake: wire(base.unitStake, currency),
      freeMoneyUnitStake: wire(base.freeMoneyUnitStake, currency),
      maxFreeMoneyStake,
      stakeAfterTax: minorToAmount(money.stakeAfterTax, currency),
      taxPercentage: taxApplies(rules) ? rules.stakeRatePercentage : 0,
      ref,
      eachWay,
      // No parlay-extra-winnings promotion runs (§6: enable_parlay_extra_winnings): the server says 0.
      ...(server ? { extraParlayWinnings: '0' } : {}),
    };
    if (maxBetStake === undefined) delete multiple.maxBetStake;
    else multiple.maxBetStake = maxBetStake;
    multiples.push(multiple);
  }

  // ---- system bets
  const systems: BetslipSystem[] = [];
  if (combine && showSysBets) {
    const bankers = legs.filter((l) => l.single.banker);
    const others = legs.filter((l) => !l.single.banker);
    const offered = availableSystemBets(legs.length, {
      bankers: bankers.length,
      african: rules.kind === 'african',
    });
    const maxFold = Math.max(0, ...offered.flatMap((s) => s.folds));
    const bankerOdds = bankers.reduce((acc, l) => multiplyOdds(acc, l.odds), EVEN);
    const winSums = combinationOddsSums(
      others.map((l) => l.odds),
      maxFold,
    );
    const othersPlace = legsPlaceOdds(others);
    const bankersPlace = legsPlaceOdds(bankers);
    const placeSums = othersPlace && bankersPlace ? combinationOddsSums(othersPlace, maxFold) : undefined;
    const bankerPlace = bankersPlace?.reduce((acc, p) => multiplyOdds(acc, p), EVEN);
    for (const type of offered) {
      const ref = systemRef(type);
      const previous = previousSystems.get(ref);
      const eachWay = (previous?.eachWay ?? false) && placeSums !== undefined && rules.eachWayEnabled;
      const sumOver = (sums: ExactOdds[], banker: ExactOdds): ExactOdds =>
        type.folds.reduce(
          (acc, k) => {
            const s = multiplyOdds(sums[k]!, banker);
            return { num: acc.num * s.den + s.num * acc.den, den: acc.den * s.den };
          },
          { num: 0n, den: 1n } as ExactOdds,
        );
      const combinations = systemCombinationCount(type.folds, others.length);
      const unit = previous ? stakeOf(previous, currency) : { stake: 0n, isFreeBet: false };
      const lowestLeg = systemFreeBetOdds(legs.map((l) => l.single.decimal));
      const maxFreeMoneyStake = freeBets.check(
        previous ?? { isFreeBet: false, maxFreeMoneyStake: '0' },
        'system',
        unit,
        combinations * (eachWay ? 2 : 1),
        lowestLeg,
        ref,
      );
      const winOdds = sumOver(winSums, bankerOdds);
      const placeOddsSum = eachWay && placeSums && bankerPlace ? sumOver(placeSums, bankerPlace) : undefined;
      const money = lineMoney(unit, combinations, winOdds, placeOddsSum, rules);
      const noOfBets = combinations * (eachWay ? 2 : 1);
      const minBetStake = server ? wire(rules.minStake, currency) : previous?.minBetStake;
      const maxBetStake = server ? wire(rules.maxStake, currency) : previous?.maxBetStake;
      if (server) referred = checkLimits(ref, unit, minBetStake, maxBetStake, rules, errors) || referred;
      if (unit.stake > 0n)
        lines.push({
          ref,
          kind: 'system',
          betTypeId: type.betTypeId,
          description: type.name,
          outcomeIds: legs.map((l) => l.single.outcomeId),
          noOfBets,
          unitStake: unit.stake,
          totalStake: money.totalStake,
          potentialReturns: money.returns,
          placeReturns: money.placeReturns,
          potentialTaxDeduction: money.taxDeduction,
          isFreeBet: unit.isFreeBet,
          eachWay,
          decimal: 0,
          inRunning: legs.some((l) => l.inRunning),
          ...(previous ? freeBetOf(previous, unit) : {}),
        });
      systems.push({
        ref,
        betTypeId: type.betTypeId,
        description: type.name,
        folds: [...type.folds],
        noOfBets,
        unitStake: wire(previous?.unitStake ?? '0', currency),
        totalStake: minorToAmount(money.totalStake, currency),
        potentialReturns: minorToAmount(money.returns, currency),
        eachWay,
        isFreeBet: unit.isFreeBet,
        ...(previous?.freeBetId === undefined ? {} : { freeBetId: previous.freeBetId }),
        freeMoneyUnitStake: wire(previous?.freeMoneyUnitStake ?? '0', currency),
        maxFreeMoneyStake,
        ...(minBetStake === undefined ? {} : { minBetStake }),
        ...(maxBetStake === undefined ? {} : { maxBetStake }),
      });
    }
  }

  // ---- totals and slip-wide checks
  const totalCost = lines.reduce((sum, l) => (l.isFreeBet ? sum : sum + l.totalStake), 0n);
  const potentialReturns = lines.reduce((sum, l) => sum + l.potentialReturns, 0n);
  const placeWin = lines.reduce((sum, l) => sum + l.placeReturns, 0n);
  if (server) {
    if (input.balance !== undefined && totalCost > amountToMinor(input.balance, currency))
      errors.push(rejection('RES-00056'));
  }
  if (freeBetMixed(lines)) errors.push(notice('free-bet-mixed'));

  const model: BetslipModel = {
    ...input.model,
    currency,
    singles,
    multiples,
    systems,
    globalStake: wire(input.model.globalStake, currency),
    totalCost: minorToAmount(totalCost, currency),
    potentialReturns: minorToAmount(potentialReturns, currency),
    potentialPlaceWin: minorToAmount(placeWin, currency),
    totalOdds,
    userAcceptOdds: acceptOdds,
    showSysBets,
    outcomeIds: singles.map((s) => s.outcomeId),
    displayDelay: lines.some((l) => l.inRunning),
    ...(server ? { delay: selections.some((s) => s.inRunning) ? (input.inPlayDelaySeconds ?? 0) : 0 } : {}),
  };
  return { model, errors: dedupeErrors(errors), betMayBeReferred: referred, lines, totalCost };
}

/** §5: a free-bet stake may not be mixed with another stake on the slip. */
export function freeBetMixed(lines: readonly Pick<PricedLine, 'isFreeBet' | 'unitStake'>[]): boolean {
  const staked = lines.filter((l) => l.unitStake > 0n);
  return staked.some((l) => l.isFreeBet) && staked.length > 1;
}

/** §8: per-selection messages are shown de-duplicated; the same code on the same line once. */
export function dedupeErrors(errors: readonly BetslipError[]): BetslipError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}|${e.ref ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
