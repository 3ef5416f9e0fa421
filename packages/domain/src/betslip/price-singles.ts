import type { BetslipSingle } from '@sb/contract';
import { rejection } from './betslip-errors.ts';
import type { PricedSelection } from './price-selection.ts';
import {
  joinParts,
  limitErrors,
  lineMoney,
  stakedLines,
  startingPriceMoney,
  type PricedPart,
  type PricingContext,
} from './priced-line.ts';
import { amountToMinor, minorToAmount, stakeOf, wire } from './stake-amount.ts';
import { SINGLE_BET_TYPE_ID } from './system-bets.ts';

/** The lower of two wire amounts; an outcome without its own maximum takes the slip's. */
function minMoney(a: string | undefined, b: string, currency: string): string {
  if (a === undefined) return b;
  return amountToMinor(a, currency) < amountToMinor(b, currency) ? a : b;
}

function priceSingle(sel: PricedSelection, ctx: PricingContext): PricedPart<BetslipSingle> {
  const { rules, server } = ctx;
  const { currency } = rules;
  const { single } = sel;
  const unit = stakeOf(single, currency);
  const fixedMoney = lineMoney(unit, 1, sel.odds, single.eachWay ? sel.placeOdds : undefined, rules);
  // At SP the price is the race's, at the off: nothing is read from the slip's decimal for returns.
  const money = sel.atStartingPrice ? startingPriceMoney(fixedMoney) : fixedMoney;
  const noOfBets = single.eachWay ? 2 : 1;
  const freeBet = ctx.freeBets.check(single, 'single', unit, noOfBets, single.decimal);
  const errors = [
    ...freeBet.errors,
    // A selection the book offers only in combinations takes no single bet (RES-00103).
    ...(server && !single.singleEnabled && unit.stake > 0n ? [rejection('RES-00103', single.ref)] : []),
    ...limitErrors(
      ctx,
      single.ref,
      unit,
      rules.minStake,
      minMoney(single.maxBetStake, rules.maxStake, currency),
    ),
  ];
  const lines = stakedLines(
    {
      ref: single.ref,
      kind: 'single',
      betTypeId: SINGLE_BET_TYPE_ID,
      description: single.outcomeDescription,
      outcomeIds: [single.outcomeId],
      noOfBets,
      eachWay: single.eachWay,
      decimal: single.decimal,
      inRunning: sel.inRunning,
      atStartingPrice: sel.atStartingPrice,
    },
    unit,
    money,
    single.freeBetId,
  );
  const view: BetslipSingle = {
    ...single,
    unitStake: wire(single.unitStake, currency),
    freeMoneyUnitStake: wire(single.freeMoneyUnitStake, currency),
    maxFreeMoneyStake: freeBet.maxFreeMoneyStake,
    stakeAfterTax: minorToAmount(money.stakeAfterTax, currency),
    potentialReturns: minorToAmount(money.returns, currency),
    potentialTaxDeduction: minorToAmount(money.taxDeduction, currency),
  };
  return { lines, views: [view], errors };
}

/** Every selection as a single bet (§3 Single selection): a line when staked, a row of the slip always. */
export function priceSingles(
  selections: readonly PricedSelection[],
  ctx: PricingContext,
): PricedPart<BetslipSingle> {
  return joinParts(selections.map((sel) => priceSingle(sel, ctx)));
}
