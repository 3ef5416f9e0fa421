import type { BetslipSystem } from '@sb/contract';
import { combinationOddsSums, productOdds, systemOdds, type ExactOdds } from './exact-odds.ts';
import { systemFreeBetOdds } from './free-bets.ts';
import { selectionsCombine } from './multiples.ts';
import { withdrawnCombination } from './price-multiple.ts';
import { legsPlaceOdds, type PricedSelection } from './price-selection.ts';
import {
  joinParts,
  limitErrors,
  lineMoney,
  stakedLines,
  type PricedPart,
  type PricingContext,
} from './priced-line.ts';
import { minorToAmount, stakeOf, wire, type StakeOf } from './stake-amount.ts';
import { availableSystemBets, systemCombinationCount, systemRef, type SystemBetType } from './system-bets.ts';

/**
 * One side (win or place) of every system of the slip: the sums over the non-banker legs' k-fold
 * combinations and the bankers' product, which is in every combination.
 */
interface FoldOdds {
  sums: ExactOdds[];
  banker: ExactOdds;
}

const NO_STAKE: StakeOf = { stake: 0n, isFreeBet: false };

/**
 * The system bets of the legs while shown (§3 System bets, §9): every type the legs offer, named
 * and n-fold, with bankers in every combination; each-way when every leg has place terms.
 */
export function priceSystems(
  legs: readonly PricedSelection[],
  previous: readonly BetslipSystem[],
  shown: boolean,
  ctx: PricingContext,
): PricedPart<BetslipSystem> {
  const { rules, server } = ctx;
  const { currency } = rules;
  if (!selectionsCombine(legs.map((l) => l.single)))
    return { lines: [], views: [], errors: previous.flatMap((s) => withdrawnCombination(s, legs, currency)) };
  if (!shown) return { lines: [], views: [], errors: [] };
  const bankers = legs.filter((l) => l.single.banker);
  const others = legs.filter((l) => !l.single.banker);
  const offered = availableSystemBets(legs.length, {
    bankers: bankers.length,
    african: rules.kind === 'african',
  });
  const maxFold = Math.max(0, ...offered.flatMap((s) => s.folds));
  const win: FoldOdds = {
    sums: combinationOddsSums(
      others.map((l) => l.odds),
      maxFold,
    ),
    banker: productOdds(bankers.map((l) => l.odds)),
  };
  const othersPlace = legsPlaceOdds(others);
  const bankersPlace = legsPlaceOdds(bankers);
  const place: FoldOdds | undefined =
    othersPlace && bankersPlace
      ? { sums: combinationOddsSums(othersPlace, maxFold), banker: productOdds(bankersPlace) }
      : undefined;
  const previousByRef = new Map(previous.map((s) => [s.ref, s]));
  const outcomeIds = legs.map((l) => l.single.outcomeId);
  const inRunning = legs.some((l) => l.inRunning);
  const lowestLeg = systemFreeBetOdds(legs.map((l) => l.single.decimal));

  const priceSystem = (type: SystemBetType): PricedPart<BetslipSystem> => {
    const ref = systemRef(type);
    const before = previousByRef.get(ref);
    const eachWay = (before?.eachWay ?? false) && place !== undefined && rules.eachWayEnabled;
    const combinations = systemCombinationCount(type.folds, others.length);
    const noOfBets = combinations * (eachWay ? 2 : 1);
    const unit = before ? stakeOf(before, currency) : NO_STAKE;
    const freeBet = ctx.freeBets.check(
      before ?? { isFreeBet: false, maxFreeMoneyStake: '0' },
      'system',
      unit,
      noOfBets,
      lowestLeg,
      ref,
    );
    const placeOdds = eachWay && place ? systemOdds(place.sums, place.banker, type.folds) : undefined;
    const money = lineMoney(
      unit,
      combinations,
      systemOdds(win.sums, win.banker, type.folds),
      placeOdds,
      rules,
    );
    const minBetStake = server ? wire(rules.minStake, currency) : before?.minBetStake;
    const maxBetStake = server ? wire(rules.maxStake, currency) : before?.maxBetStake;
    const lines = stakedLines(
      {
        ref,
        kind: 'system',
        betTypeId: type.betTypeId,
        description: type.name,
        outcomeIds,
        noOfBets,
        eachWay,
        // An average over combinations means nothing.
        decimal: 0,
        inRunning,
      },
      unit,
      money,
      before?.freeBetId,
    );
    const view: BetslipSystem = {
      ref,
      betTypeId: type.betTypeId,
      description: type.name,
      folds: [...type.folds],
      noOfBets,
      unitStake: wire(before?.unitStake ?? '0', currency),
      totalStake: minorToAmount(money.totalStake, currency),
      potentialReturns: minorToAmount(money.returns, currency),
      eachWay,
      isFreeBet: unit.isFreeBet,
      ...(before?.freeBetId === undefined ? {} : { freeBetId: before.freeBetId }),
      freeMoneyUnitStake: wire(before?.freeMoneyUnitStake ?? '0', currency),
      maxFreeMoneyStake: freeBet.maxFreeMoneyStake,
      ...(minBetStake === undefined ? {} : { minBetStake }),
      ...(maxBetStake === undefined ? {} : { maxBetStake }),
    };
    return {
      lines,
      views: [view],
      errors: [...freeBet.errors, ...limitErrors(ctx, ref, unit, minBetStake, maxBetStake)],
    };
  };
  return joinParts(offered.map(priceSystem));
}
