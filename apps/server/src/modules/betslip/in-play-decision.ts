import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import { blockingErrors, priceBetslip, rejection, type BetslipRules } from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import { balances, walletStatesOf, type Balances, type PlayerRow } from '../accounts/index.ts';
import type { BookPolicy } from './book-policy.ts';
import { setBetsStatus, setSlipsBetsStatus } from '../bets/index.ts';
import { freeBetsOf, freeBetToken } from '../free-bets/index.ts';
import {
  offeredFrom,
  offeredSelections,
  offerRows,
  type OfferedSelectionsDeps,
  type OfferRows,
} from './offered-selections.ts';
import { balanceAmount, slipAnswer } from './placement-answer.ts';
import { refund } from './placement-charge.ts';
import { quotesFor } from './slip-quotes.ts';
import { stakedWithFreeBet } from './placement-decision.ts';
import { acceptSlips, updateSlip, type BetSlipRow } from './slips-repository.ts';

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

/** A held in-play slip the sweep found due, read again under its player's lock, with what deciding it reads. */
export interface DueHeldSlip {
  slip: BetSlipRow;
  player: PlayerRow;
  ctx: DecisionContext;
}

/**
 * Decides several in-play slips whose delay is over (the sweep), under their players' locks (the
 * caller holds them and read the slips under them), each as `decideHeldSlip` decides it, in fewer
 * statements: their offers are read once; a refused slip gets its stake back slip by slip (the
 * ledger's own reversal, and refusals are few); the accepted slips' bets, their wallets and the
 * slips themselves are one statement each. The wallets are read after the refunds, so each answer
 * carries its player's balance as the transaction leaves it.
 */
export async function decideHeldSlips(tx: Tx, due: readonly DueHeldSlip[], now: Date): Promise<void> {
  const held = due.filter(({ slip }) => slip.status === 'PENDING');
  if (held.length === 0) return;
  const rows = await offerRows(
    tx,
    held.flatMap(({ slip }) => outcomeIdsOf(slip)),
  );
  const accepted: DueHeldSlip[] = [];
  for (const decided of held) {
    const { slip, player, ctx } = decided;
    const errors = await recheck(tx, ctx, slip, player, now, rows);
    if (errors.length > 0) await refuse(tx, slip, player, errors, now);
    else accepted.push(decided);
  }
  if (accepted.length === 0) return;
  await setSlipsBetsStatus(
    tx,
    accepted.map(({ slip }) => slip.id),
    'OPEN',
  );
  const wallets = await walletStatesOf(
    tx,
    accepted.map(({ player }) => player.id),
  );
  await acceptSlips(
    tx,
    accepted.map(({ slip, player }) => ({
      id: slip.id,
      response: acceptedAnswer(slip, wallets.get(player.id)!.balances, player),
    })),
    now,
  );
}

const outcomeIdsOf = (slip: BetSlipRow) => (slip.model as BetslipModel).singles.map((s) => s.outcomeId);

/**
 * The slip priced again as placed (its model holds the prices taken): what now blocks it. Its offers
 * from `rows` when a sweep read them for several slips.
 */
async function recheck(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  player: PlayerRow,
  now: Date,
  rows?: OfferRows,
): Promise<BetslipError[]> {
  const model = slip.model as BetslipModel;
  const ids = model.singles.map((s) => s.outcomeId);
  const offered = rows
    ? offeredFrom({ ...ctx.offer, now }, rows, ids)
    : await offeredSelections({ ...ctx.offer, db: tx, now }, ids);
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
  const response = acceptedAnswer(slip, await balances(tx, player.id), player);
  await updateSlip(tx, slip.id, { status: 'ACCEPTED', response, decidedAt: now });
  return response;
}

/** The pending answer, accepted, with the balance after. */
function acceptedAnswer(slip: BetSlipRow, after: Balances, player: PlayerRow): PlacementResponse {
  return {
    ...(slip.response as PlacementResponse),
    status: 'accepted',
    balance: balanceAmount(after, player.currency),
    delay: 0,
  };
}
