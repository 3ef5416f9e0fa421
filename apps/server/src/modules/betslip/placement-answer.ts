import type { BetslipError, PlacedBet, PlacementResponse } from '@sb/contract';
import { ledgerUnits, minorToAmount, type PricedLine } from '@sb/domain';
import { ledgerAmount, totalOf, type Balances, type PlayerRow } from '../accounts/index.ts';
import type { BetSlipRow } from './slips-repository.ts';

/* The answer of a placement (SPEC.md §7): what the bettor is told, from what was stored. */

/** The wallet's balance on the wire: real money and promo cash together. */
export const balanceAmount = (b: Balances, currency: string) => ledgerAmount(totalOf(b), currency);

/** A bet as the answer lists it: the priced line, under the bet id it was stored with. */
export function placedBet(betId: number, line: PricedLine, currency: string): PlacedBet {
  return {
    betId: String(betId),
    ref: line.ref,
    betTypeId: line.betTypeId,
    description: line.description,
    outcomeIds: line.outcomeIds,
    noOfBets: line.noOfBets,
    unitStake: minorToAmount(line.unitStake, currency),
    totalStake: minorToAmount(line.totalStake, currency),
    potentialReturns: minorToAmount(line.potentialReturns, currency),
    // A taxed line says so (§5: the receipt shows the tax lines); an untaxed one carries neither.
    ...((line.stakeAfterTax !== line.totalStake || line.potentialTaxDeduction > 0n) && {
      stakeAfterTax: minorToAmount(line.stakeAfterTax, currency),
      potentialTaxDeduction: minorToAmount(line.potentialTaxDeduction, currency),
    }),
    eachWay: line.eachWay,
    isFreeBet: line.isFreeBet,
    ...(line.atStartingPrice && { startingPrice: true }),
    decimal: line.decimal,
  };
}

/** The slip's answer: its totals as stored (none for a refusal), the bets, the balance, the errors. */
export function slipAnswer(
  slip: BetSlipRow,
  player: PlayerRow,
  outcome: {
    status: PlacementResponse['status'];
    bets: PlacedBet[];
    balance: Balances | null;
    errors: BetslipError[];
    delay?: number;
  },
): PlacementResponse {
  const { currency } = player;
  const taken = outcome.status !== 'rejected';
  return {
    betSlipId: String(slip.id),
    status: outcome.status,
    reference: slip.uuid,
    bets: outcome.bets,
    totalStake: ledgerAmount(taken ? slip.totalStakeUnits : ledgerUnits(0), currency),
    potentialReturns: ledgerAmount(ledgerUnits(taken ? slip.potentialReturnsUnits : 0), currency),
    balance: outcome.balance ? balanceAmount(outcome.balance, currency) : null,
    delay: outcome.delay ?? 0,
    errors: outcome.errors,
  };
}
