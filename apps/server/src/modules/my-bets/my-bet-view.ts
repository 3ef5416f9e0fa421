import type { CashOutUnavailableReason, MyBet, MyBetStatus } from '@sb/contract';
import {
  cashOutValue,
  ledgerUnits,
  legMarketStatus,
  minorToAmount,
  potentialReturns,
  runningStake,
  toWireMinor,
  type CashOutBet,
  type CashOutQuote,
  type LegResult,
  type LedgerUnits,
  type MinorAmount,
} from '@sb/domain';
import { ledgerAmount } from '../accounts/index.ts';
import { stakeOf, type Bet, type BetLegRow, type BetStatus } from '../bets/index.ts';
import type { OfferedSelection } from '../betslip/index.ts';

/*
 * A bet as My Bets shows it (contract MyBet): the stored bet and legs, with each open leg's market
 * as it is offered now (offeredSelections: the live state in play, the catalogue otherwise) and the
 * cash-out value the domain computes from those prices. Money is stored in ledger units and the
 * domain counts in wire minor units: converted here (domain toWireMinor).
 */

const STATUS: Record<BetStatus, MyBetStatus> = {
  PENDING: 'open',
  OPEN: 'open',
  WON: 'won',
  LOST: 'lost',
  VOID: 'void',
  // Refused in play: the stake went back, as for a void bet.
  REFUSED: 'void',
  PARTLY_WON: 'partly-won',
  CASHED_OUT: 'cashed-out',
};

const legResult = (leg: BetLegRow): LegResult => leg.result.toLowerCase() as LegResult;

/** What the domain's cash-out reads of a bet: its running stake and each leg's market now. */
export function cashOutBet(
  bet: Bet,
  legs: readonly BetLegRow[],
  offers: ReadonlyMap<number, OfferedSelection>,
  currency: string,
): CashOutBet {
  return {
    stake: toWireMinor(runningStake(stakeOf(bet)), currency),
    eachWay: bet.eachWay,
    system: bet.kind === 'SYSTEM',
    freeBet: bet.freeBetId !== null,
    startingPrice: legs.some((leg) => leg.startingPrice),
    legs: legs.map((leg) => {
      const status = legMarketStatus(legResult(leg), offers.get(leg.outcomeId)?.quote);
      return {
        decimal: leg.price,
        result: legResult(leg),
        marketStatus: status === 'suspended' ? 'suspended' : 'open',
        // A closed market has no price: the domain says no-price.
        currentDecimal: status === 'open' ? offers.get(leg.outcomeId)?.quote.decimal : undefined,
        deadHeatAllowed: leg.deadHeatAllowed,
        deadHeat:
          leg.deadHeatNum && leg.deadHeatDen
            ? { num: BigInt(leg.deadHeatNum), den: BigInt(leg.deadHeatDen) }
            : undefined,
      };
    }),
  };
}

/** The bet's cash-out quote now; only an OPEN bet has one (a pending one waits its in-play delay). */
export function cashOutQuote(
  bet: Bet,
  legs: readonly BetLegRow[],
  offers: ReadonlyMap<number, OfferedSelection>,
  currency: string,
  margin: number,
): CashOutQuote {
  if (bet.status !== 'OPEN')
    return { available: false, value: 0n, reason: bet.status === 'PENDING' ? 'not-offered' : 'settled' };
  return cashOutValue(cashOutBet(bet, legs, offers, currency), margin);
}

/** Potential returns of the running stake: as placed until a partial cash-out shrinks the stake. */
function runningReturns(bet: Bet, legs: readonly BetLegRow[], currency: string): MinorAmount {
  if (bet.cashedOutStakeUnits === 0n) return toWireMinor(bet.potentialReturnsUnits, currency);
  const running = toWireMinor(runningStake(stakeOf(bet)), currency);
  // Cash-out is for singles and multiples only (one combination): the unit stake is the stake.
  return potentialReturns({
    type: { kind: bet.kind === 'SINGLE' ? 'single' : 'multiple' },
    unitStake: running,
    eachWay: false,
    legs: legs.map((leg) => ({ decimal: leg.price, result: 'open' })),
    freeBet: bet.freeBetId !== null,
  });
}

export interface ViewContext {
  currency: string;
  offers: ReadonlyMap<number, OfferedSelection>;
  margin: number;
}

export function myBetView(bet: Bet, legs: readonly BetLegRow[], ctx: ViewContext): MyBet {
  const { currency, offers } = ctx;
  const amount = (units: LedgerUnits) => ledgerAmount(units, currency);
  const quote = cashOutQuote(bet, legs, offers, currency, ctx.margin);
  const running = runningStake(stakeOf(bet));
  const perBet = bet.noOfBets * (bet.eachWay ? 2 : 1);
  return {
    betId: String(bet.id),
    betSlipId: String(bet.betSlipId),
    kind: bet.kind === 'SINGLE' ? 'single' : bet.kind === 'MULTIPLE' ? 'multiple' : 'system',
    betTypeId: bet.betTypeId,
    description: bet.description,
    placedAt: bet.createdAt.toISOString(),
    status: STATUS[bet.status],
    eachWay: bet.eachWay,
    isFreeBet: bet.freeBetId !== null,
    noOfBets: bet.noOfBets,
    unitStake: amount(ledgerUnits(perBet > 0 ? running / BigInt(perBet) : 0n)),
    totalStake: amount(running),
    placedStake: amount(bet.totalStakeUnits),
    decimal: bet.price,
    potentialReturns: minorToAmount(runningReturns(bet, legs, currency), currency),
    returns: bet.returnsUnits === null ? null : amount(bet.returnsUnits),
    cashedOut: amount(bet.cashedOutUnits),
    settledAt: bet.settledAt?.toISOString() ?? null,
    cashOut: {
      available: quote.available,
      value: minorToAmount(quote.value, currency),
      reason: quote.available ? null : (quote.reason satisfies CashOutUnavailableReason),
    },
    legs: legs.map((leg) => {
      const offer = offers.get(leg.outcomeId);
      const marketStatus = legMarketStatus(legResult(leg), offer?.quote);
      return {
        outcomeId: leg.outcomeId,
        marketId: leg.marketId,
        eventId: leg.eventId,
        eventDescription: leg.eventDescription,
        marketDescription: leg.marketDescription,
        outcomeDescription: leg.outcomeDescription,
        price: leg.price,
        currentPrice: marketStatus === 'open' && offer ? offer.quote.decimal : null,
        marketStatus,
        status: legResult(leg),
        banker: leg.banker,
        ...(leg.placeTerms && { placeTerms: leg.placeTerms }),
        ...(leg.startingPrice && {
          startingPrice: true,
          ...(leg.startingPriceDecimal !== null && { startingPriceDecimal: leg.startingPriceDecimal }),
        }),
        inPlay: leg.result === 'OPEN' && !!offer?.quote.inRunning,
        eventDate: offer ? offer.eventDate : null,
      };
    }),
  };
}
