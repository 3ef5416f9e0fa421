import type { BetslipError, BetslipModel, PlaceTerms, PlacementResponse } from '@sb/contract';
import { addUnits, ledgerUnits, toLedgerUnits, type PricedLine, type PricedBetslip } from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import type { PlayerRow } from '../accounts/index.ts';
import { insertBetsOf, type NewBet } from '../bets/index.ts';
import type { OfferedSelection } from './offered-selections.ts';
import { slipAnswer } from './placement-answer.ts';
import { insertSlip, insertSlips, updateSlip, type BetSlipRow, type NewBetSlip } from './slips-repository.ts';

/*
 * What a placement writes: the slip (refused or taken) and, for a taken one, its bets and legs,
 * each at the book's price and with copies of the names, so a catalogue refresh never touches them.
 */

/** What every slip row of a placement says, refused or taken. */
export type SlipFacts = Pick<
  NewBetSlip,
  'id' | 'playerId' | 'uuid' | 'requestHash' | 'originId' | 'currency' | 'createdAt'
>;

/** A refused slip's row: its first code, nothing staked; its answer names its id (written with it if reserved). */
export const refusedSlip = (
  facts: SlipFacts,
  model: BetslipModel,
  errors: readonly BetslipError[],
): NewBetSlip => ({
  ...facts,
  status: 'REJECTED',
  rejectionCode: errors[0]!.code,
  totalStakeUnits: ledgerUnits(0),
  potentialReturnsUnits: '0',
  delaySeconds: 0,
  model,
  response: {},
  decidedAt: facts.createdAt,
});

/** The answer of a refused slip, as stored. */
export const refusalAnswer = (
  slip: BetSlipRow,
  player: PlayerRow,
  errors: BetslipError[],
): PlacementResponse => slipAnswer(slip, player, { status: 'rejected', bets: [], balance: null, errors });

/** A refused slip, stored with its first code and its answer (a retry of the uuid gets it again). */
export async function recordRefusal(
  tx: Tx,
  facts: SlipFacts,
  model: BetslipModel,
  errors: BetslipError[],
  player: PlayerRow,
): Promise<PlacementResponse> {
  const slip = await insertSlip(tx, refusedSlip(facts, model, errors));
  const response = refusalAnswer(slip, player, errors);
  await updateSlip(tx, slip.id, { response });
  return response;
}

/** What a taken slip writes: its row and its bets' rows, in the status they start in. */
export interface TakenSlip {
  slip: NewBetSlip;
  betStatus: 'PENDING' | 'OPEN';
  bets: NewBet[];
}

/**
 * A taken slip and its bets: ACCEPTED and OPEN at once, or, with an in-play line, PENDING until
 * `delaySeconds` have passed (the stake is taken now all the same).
 */
export function takenSlip(
  facts: SlipFacts,
  priced: PricedBetslip,
  offered: readonly OfferedSelection[],
  delaySeconds: number,
  /** Held for a trader until then (REFERRED), whatever the in-play delay. */
  referredUntil?: Date,
): TakenSlip {
  const { currency, createdAt: now } = facts;
  const waits = delaySeconds > 0 || referredUntil !== undefined;
  const byOutcome = new Map(offered.map((s) => [s.outcomeId, s]));
  const bankers = new Set(priced.model.singles.filter((s) => s.banker).map((s) => s.outcomeId));
  const placeTerms = new Map(
    priced.model.singles.flatMap((s) => (s.placeTerms ? [[s.outcomeId, s.placeTerms] as const] : [])),
  );
  const bets = priced.lines.map((line) => newBet(line, byOutcome, bankers, placeTerms, currency));
  const slip: NewBetSlip = {
    ...facts,
    status: referredUntil ? 'REFERRED' : waits ? 'PENDING' : 'ACCEPTED',
    totalStakeUnits: toLedgerUnits(priced.totalCost, currency),
    potentialReturnsUnits: String(addUnits(...bets.map((bet) => bet.potentialReturnsUnits))),
    delaySeconds: referredUntil ? 0 : delaySeconds,
    acceptAt: referredUntil ?? (waits ? new Date(now.getTime() + delaySeconds * 1000) : null),
    // The priced model holds each selection at the price taken: the in-play re-check compares with it.
    model: priced.model,
    response: {},
    decidedAt: waits ? null : now,
  };
  return { slip, betStatus: waits ? 'PENDING' : 'OPEN', bets };
}

/** Writes one taken slip (slip, bets, legs). */
export async function recordSlip(
  tx: Tx,
  ...taken: Parameters<typeof takenSlip>
): Promise<{ slip: BetSlipRow; betIds: number[] }> {
  return (await recordSlips(tx, [takenSlip(...taken)]))[0]!;
}

/** Writes several slips in two statements (slips; bets and legs), answered in order; a refused one has no bets. */
export async function recordSlips(
  tx: Tx,
  taken: readonly TakenSlip[],
): Promise<{ slip: BetSlipRow; betIds: number[] }[]> {
  const slips = await insertSlips(
    tx,
    taken.map((t) => t.slip),
  );
  const bets = await insertBetsOf(
    tx,
    slips.map((slip, i) => ({ slip, status: taken[i]!.betStatus, lines: taken[i]!.bets })),
  );
  return slips.map((slip, i) => ({ slip, betIds: bets[i]! }));
}

function newBet(
  line: PricedLine,
  offered: ReadonlyMap<number, OfferedSelection>,
  bankers: ReadonlySet<number>,
  placeTerms: ReadonlyMap<number, PlaceTerms>,
  currency: string,
): NewBet {
  return {
    ref: line.ref,
    kind: line.kind === 'single' ? 'SINGLE' : line.kind === 'multiple' ? 'MULTIPLE' : 'SYSTEM',
    betTypeId: line.betTypeId,
    description: line.description,
    noOfBets: line.noOfBets,
    eachWay: line.eachWay,
    unitStakeUnits: toLedgerUnits(line.unitStake, currency),
    totalStakeUnits: toLedgerUnits(line.totalStake, currency),
    price: line.kind === 'system' ? null : line.decimal,
    potentialReturnsUnits: toLedgerUnits(line.potentialReturns, currency),
    freeBetId: line.freeBetId ?? null,
    extraWinningsPercent: line.extraWinningsPercent,
    legs: line.outcomeIds.map((id) => {
      const offer = offered.get(id);
      return {
        outcomeId: id,
        marketId: offer?.marketId ?? 0,
        eventId: offer?.eventId ?? 0,
        price: offer?.quote.decimal ?? 0,
        outcomeDescription: offer?.outcomeDescription ?? '',
        marketDescription: offer?.marketDescription ?? '',
        eventDescription: offer?.eventDescription ?? '',
        // A banker is in every combination of a system; a single or a multiple has none.
        banker: line.kind === 'system' && bankers.has(id),
        // What settlement needs of the selection as placed: the place terms an each-way bet
        // was taken at, and whether its market settles ties by dead heat.
        placeTerms: line.eachWay ? (placeTerms.get(id) ?? null) : null,
        deadHeatAllowed: offer?.deadHeatAllowed ?? false,
        // At SP (a single only): the leg settles at the SP returned with the race's result.
        startingPrice: line.atStartingPrice,
      };
    }),
  };
}
