import type { BetslipError, BetslipMultiple } from '@sb/contract';
import { formatOdds } from '../odds/odds-format.ts';
import { rejection } from './betslip-errors.ts';
import { oddsToNumber, productOdds } from './exact-odds.ts';
import { parlayExtraWinnings, parlayExtraWinningsPercent } from './parlay-extra-winnings.ts';
import { multipleDescription, placeholderMultiple, selectionsCombine } from './multiples.ts';
import { legsPlaceOdds, type PricedSelection } from './price-selection.ts';
import { limitErrors, lineMoney, stakedLines, type PricedPart, type PricingContext } from './priced-line.ts';
import { minorToAmount, stakeOf, wire } from './stake-amount.ts';
import { MULTIPLE_BET_TYPE_ID } from './system-bets.ts';
import { taxApplies } from './tax.ts';

/**
 * RES-00218 for a combination the player had staked that the selections no longer allow (two or
 * more legs that do not combine): the slip says why it went.
 */
export function withdrawnCombination(
  line: { ref: string; unitStake: string; isFreeBet: boolean; freeMoneyUnitStake: string },
  legs: readonly PricedSelection[],
  currency: string,
): BetslipError[] {
  return stakeOf(line, currency).stake > 0n && legs.length >= 2 ? [rejection('RES-00218', line.ref)] : [];
}

/**
 * The multiple of the legs (§3 Multiple): the product of their odds, each-way when every leg has
 * place terms. Without a multiple on the slip yet, the front end's placeholder is priced.
 */
export function priceMultiple(
  legs: readonly PricedSelection[],
  previous: BetslipMultiple | undefined,
  ctx: PricingContext,
): PricedPart<BetslipMultiple> {
  const { rules, server } = ctx;
  const { currency } = rules;
  if (!selectionsCombine(legs.map((l) => l.single)))
    return { lines: [], views: [], errors: previous ? withdrawnCombination(previous, legs, currency) : [] };
  const base = previous ?? placeholderMultiple(legs.map((l) => l.single))!;
  const places = legsPlaceOdds(legs);
  const eachWay = base.eachWay && places !== undefined && rules.eachWayEnabled;
  const winOdds = productOdds(legs.map((l) => l.odds));
  const unit = stakeOf(base, currency);
  const money = lineMoney(unit, 1, winOdds, eachWay ? productOdds(places) : undefined, rules);
  const decimal = oddsToNumber(winOdds);
  const noOfBets = eachWay ? 2 : 1;
  const ref = 'mul1';
  const freeBet = ctx.freeBets.check(base, 'multiple', unit, noOfBets, decimal, ref);
  const description = multipleDescription(legs.length);
  const minBetStake = server ? wire(rules.minStake, currency) : base.minBetStake;
  const maxBetStake = server ? wire(rules.maxStake, currency) : base.maxBetStake;
  const inRunning = legs.some((l) => l.inRunning);
  // Parlay extra winnings (§6): a money multiple of the player's, win only; a free bet is already a promotion.
  const extraPercent =
    server && rules.parlayExtraWinnings && !unit.isFreeBet && !eachWay
      ? parlayExtraWinningsPercent(legs.map((l) => oddsToNumber(l.odds)))
      : 0;
  const extra = parlayExtraWinnings(money.totalStake, money.returns, extraPercent);
  const lines = stakedLines(
    {
      ref,
      kind: 'multiple',
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description,
      outcomeIds: legs.map((l) => l.single.outcomeId),
      noOfBets,
      eachWay,
      decimal,
      inRunning,
    },
    unit,
    money,
    base.freeBetId,
    extraPercent,
  );
  const view: BetslipMultiple = {
    ...base,
    betTypeId: MULTIPLE_BET_TYPE_ID,
    description,
    fullDescription: `${description} (${legs.length} selections)`,
    noOfBets,
    minBetStake,
    price: formatOdds(decimal, rules.oddsType),
    decimal,
    potentialReturns: minorToAmount(money.returns, currency),
    totalStake: minorToAmount(money.totalStake, currency),
    unitStake: wire(base.unitStake, currency),
    freeMoneyUnitStake: wire(base.freeMoneyUnitStake, currency),
    maxFreeMoneyStake: freeBet.maxFreeMoneyStake,
    stakeAfterTax: minorToAmount(money.stakeAfterTax, currency),
    taxPercentage: taxApplies(rules) ? rules.stakeRatePercentage : 0,
    ref,
    eachWay,
    // The server's figure only: the web does not know whether the player earns it.
    ...(server ? { extraParlayWinnings: minorToAmount(extra, currency) } : {}),
  };
  if (maxBetStake === undefined) delete view.maxBetStake;
  else view.maxBetStake = maxBetStake;
  return {
    lines,
    views: [view],
    errors: [...freeBet.errors, ...limitErrors(ctx, ref, unit, minBetStake, maxBetStake)],
  };
}
