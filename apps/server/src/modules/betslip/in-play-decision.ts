import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import { blockingErrors, priceBetslip, rejection, type BetslipRules } from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import { balances, type PlayerRow } from '../accounts/index.ts';
import type { BookPolicy } from './book-policy.ts';
import { setBetsStatus } from '../bets/index.ts';
import { freeBetsOf, freeBetToken } from '../free-bets/index.ts';
import { offeredSelections, type OfferedSelectionsDeps } from './offered-selections.ts';
import { balanceAmount, slipAnswer } from './placement-answer.ts';
import { refund } from './placement-charge.ts';
import { quotesFor } from './slip-quotes.ts';
import { stakedWithFreeBet } from './placement-decision.ts';
import { updateSlip, type BetSlipRow } from './slips-repository.ts';

/**
 * What a decision reads besides the rows it locks: settings, margins. Loaded before the
 * transaction opens: on PGlite (one connection) a query outside the transaction would wait for it.
 */
export interface DecisionContext {
  rules: BetslipRules;
  policy: BookPolicy;
  offer: Omit<OfferedSelectionsDeps, 'db' | 'now'>;
}

/**
 * Decides an in-play slip whose delay is over, under the player's lock (the caller holds it and
 * read `slip` under it): its selections are priced again, against the prices taken; accepted, the
 * bets open; refused, they are void and the stake goes back. A slip already decided is answered as
 * it is (two processes may both try).
 */
export async function decideHeldSlip(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  player: PlayerRow,
  now: Date,
): Promise<PlacementResponse> {
  if (slip.status !== 'PENDING') return slip.response as PlacementResponse;
  const errors = await recheck(tx, ctx, slip, player, now);
  return errors.length > 0 ? refuse(tx, slip, player, errors, now) : accept(tx, slip, player, now);
}

/** The slip priced again as placed (its model holds the prices taken): what now blocks it. */
async function recheck(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  player: PlayerRow,
  now: Date,
): Promise<BetslipError[]> {
  const model = slip.model as BetslipModel;
  const offered = await offeredSelections(
    { ...ctx.offer, db: tx, now },
    model.singles.map((s) => s.outcomeId),
  );
  // The tokens this slip consumed are its own to use; they are judged as at placement. A slip that
  // names none consumed none.
  const ownTokens = stakedWithFreeBet(model)
    ? (await freeBetsOf(tx, player.id))
        .filter((row) => row.usedBySlipId === slip.id)
        .map((row) => ({ ...freeBetToken(row), used: false }))
    : [];
  // No balance: the stake was taken at placement.
  const priced = priceBetslip({
    model,
    rules: ctx.rules,
    quotes: quotesFor(model, offered),
    freeBets: new Map(ownTokens.map((t) => [t.id, t])),
    now: slip.createdAt,
    mode: 'server',
  });
  return blockingErrors(priced).map(suspendedWhileHeld);
}

/**
 * A suspension found after the delay is RES-00109, the bet suspended while it waited (its market,
 * or every market of its event after a goal); at placement the same states are RES-00048 / RES-00108.
 */
function suspendedWhileHeld(error: BetslipError): BetslipError {
  const suspended = error.code === 'RES-00048' || error.code === 'RES-00108';
  return suspended ? rejection('RES-00109', error.ref, error.outcomeId) : error;
}

/** Refused after the delay: the bets are void, the stake and the tokens go back. */
async function refuse(
  tx: Tx,
  slip: BetSlipRow,
  player: PlayerRow,
  errors: BetslipError[],
  now: Date,
): Promise<PlacementResponse> {
  const after = await refund(tx, player, slip, now);
  await setBetsStatus(tx, slip.id, 'REFUSED');
  const response = slipAnswer(slip, player, { status: 'rejected', bets: [], balance: after, errors });
  await updateSlip(tx, slip.id, {
    status: 'REJECTED',
    rejectionCode: errors[0]!.code,
    response,
    decidedAt: now,
  });
  return response;
}

/** Accepted after the delay: the bets open; the answer is the pending one, accepted, with the balance. */
async function accept(tx: Tx, slip: BetSlipRow, player: PlayerRow, now: Date): Promise<PlacementResponse> {
  await setBetsStatus(tx, slip.id, 'OPEN');
  const after = await balances(tx, player.id);
  const response: PlacementResponse = {
    ...(slip.response as PlacementResponse),
    status: 'accepted',
    balance: balanceAmount(after, player.currency),
    delay: 0,
  };
  await updateSlip(tx, slip.id, { status: 'ACCEPTED', response, decidedAt: now });
  return response;
}
