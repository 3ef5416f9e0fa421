import type { BetslipError, BetslipModel, PlacementResponse, ReferralAnswer } from '@sb/contract';
import {
  amountToMinor,
  minorToAmount,
  notice,
  quoteError,
  priceBetslip,
  rejection,
  stepReferral,
  type OutcomeQuote,
  type PricedBetslip,
  type Referral,
  type ReferralEvent,
} from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import { ApiProblem } from '../../errors.ts';
import { balances, walletState, type PlayerRow } from '../accounts/index.ts';
import { setBetsStatus } from '../bets/index.ts';
import type { DecisionContext } from './in-play-decision.ts';
import { offeredSelections } from './offered-selections.ts';
import { balanceAmount, placedBet, slipAnswer } from './placement-answer.ts';
import { charge, refund } from './placement-charge.ts';
import { recordSlip } from './placement-record.ts';
import { findSlip, REFERRAL_STATUSES, updateSlip, type BetSlipRow } from './slips-repository.ts';

/*
 * A slip held for a trader (docs/decisions/bet-refusals.md): its stake was taken at placement and its
 * bets wait PENDING, the slip REFERRED (a trader looks) or OFFERED (a lower stake waits for the
 * player). Each step runs under the player's lock (bets/locks.ts), re-reads the slip and follows the
 * domain's state machine (stepReferral): the first decision wins, a refusal returns the stake once.
 */

/** Whole seconds from `now` to `at`, at least 0. */
const secondsLeft = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** The line of the stored model that the referral is about: its unit stake (wire) by ref. */
function unitStakeOf(model: BetslipModel, ref: string): string {
  const line = [...model.singles, ...model.multiples].find((l) => l.ref === ref);
  if (!line) throw new Error(`Referred line ${ref} is not on its slip`);
  return line.unitStake;
}

/** The model with the referred line at another unit stake. */
function restaked(model: BetslipModel, ref: string, unitStake: string): BetslipModel {
  return {
    ...model,
    singles: model.singles.map((s) => (s.ref === ref ? { ...s, unitStake } : s)),
    multiples: model.multiples.map((m) => (m.ref === ref ? { ...m, unitStake } : m)),
  };
}

/** The slip priced again at the prices it was taken at (its model): the amounts of a counter-offer. */
function repriced(ctx: DecisionContext, model: BetslipModel, createdAt: Date): PricedBetslip {
  const quotes = new Map<number, OutcomeQuote>(
    model.singles.map((s) => [
      s.outcomeId,
      {
        outcomeId: s.outcomeId,
        decimal: s.decimal,
        marketStatus: 'OPEN',
        eventId: s.eventId,
        ...(s.placeTerms ? { placeTerms: s.placeTerms } : {}),
      },
    ]),
  );
  return priceBetslip({ model, rules: ctx.rules, quotes, now: createdAt, mode: 'server' });
}

/** The pending answer of a held referral, counting down to its deadline. */
export function referralResponse(
  base: PlacementResponse,
  referral: ReferralAnswer,
  answerBy: Date,
  now: Date,
): PlacementResponse {
  return { ...base, status: 'pending', delay: secondsLeft(answerBy, now), referral };
}

/** The stored referral as the domain's state machine reads it. */
function referralOf(slip: BetSlipRow, currency: string): { referral: Referral; answer: ReferralAnswer } {
  const answer = (slip.response as PlacementResponse).referral;
  if (!answer || !slip.acceptAt) throw new Error(`Betslip ${slip.id} is held without its referral`);
  const model = slip.model as BetslipModel;
  return {
    answer,
    referral: {
      state: slip.status === 'OFFERED' ? 'OFFERED' : 'REFERRED',
      answerBy: slip.acceptAt.getTime(),
      unitStake: amountToMinor(unitStakeOf(model, answer.ref), currency),
      ...(answer.offer ? { offeredUnitStake: amountToMinor(answer.offer.unitStake, currency) } : {}),
    },
  };
}

/**
 * One step of a referred slip (the caller holds the player's lock): a look (status poll, sweep) or
 * an answer of the trader or the player. An answer the slip cannot take now is a 409; a slip that is
 * no referral (any more) answers as it stands to a look.
 */
export async function stepReferredSlip(
  tx: Tx,
  ctx: DecisionContext,
  slipId: number,
  player: PlayerRow,
  event: ReferralEvent,
  now: Date,
): Promise<PlacementResponse> {
  const slip = await findSlip(tx, slipId);
  if (!slip) throw new Error(`Betslip ${slipId} vanished`);
  if (!REFERRAL_STATUSES.includes(slip.status)) {
    if (event.kind === 'look') return slip.response as PlacementResponse;
    throw new ApiProblem(409, 'REFERRAL_DECIDED', `Betslip ${slipId} is not waiting for an answer`);
  }
  const { referral, answer } = referralOf(slip, player.currency);
  const step = stepReferral(referral, event, now.getTime(), ctx.policy.referral.playerSeconds);
  if (!step.ok) throw new ApiProblem(409, 'REFERRAL_STATE', `Betslip ${slipId}: ${step.reason}`);
  const { next, refusal } = step;
  const stored = slip.response as PlacementResponse;
  switch (next.state) {
    case 'REFERRED':
      return referralResponse(stored, answer, slip.acceptAt!, now);
    case 'OFFERED':
      return offer(tx, ctx, slip, player, answer, next, now);
    case 'ACCEPTED': {
      // Accepted minutes after the placement: the event may have started, the market closed or been
      // suspended meanwhile. The price taken stands; a selection no longer offered refuses the slip.
      const gone = await noLongerOffered(tx, ctx, slip, now);
      if (gone) return refuse(tx, slip, player, gone, now);
      return next.offeredUnitStake === undefined
        ? acceptAsPlaced(tx, slip, player, now)
        : acceptOffer(tx, ctx, slip, player, answer.ref, now);
    }
    case 'REJECTED':
      return refuse(
        tx,
        slip,
        player,
        refusal === 'referral-declined' ? notice('referral-declined') : rejection(refusal!),
        now,
      );
  }
}

/** The first reason a selection of the slip takes no bet now (its price aside), if any. */
async function noLongerOffered(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  now: Date,
): Promise<BetslipError | undefined> {
  const model = slip.model as BetslipModel;
  const offered = await offeredSelections(
    { ...ctx.offer, db: tx, now },
    model.singles.map((s) => s.outcomeId),
  );
  return model.singles.flatMap((s, i) => quoteError(offered[i]!.quote, s.ref, s.outcomeId))[0];
}

/** The slip refused: its held stake back once, its bets void, the answer stored. */
async function refuse(
  tx: Tx,
  slip: BetSlipRow,
  player: PlayerRow,
  error: BetslipError,
  now: Date,
): Promise<PlacementResponse> {
  const after = await refund(tx, player, slip, now);
  await setBetsStatus(tx, slip.id, 'REFUSED');
  const response = slipAnswer(slip, player, {
    status: 'rejected',
    bets: [],
    balance: after,
    errors: [error],
  });
  await updateSlip(tx, slip.id, {
    status: 'REJECTED',
    rejectionCode: error.code,
    response,
    decidedAt: now,
  });
  return response;
}

/** The trader offers a lower stake: the player's turn, with the offer's amounts at the prices taken. */
async function offer(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  player: PlayerRow,
  answer: ReferralAnswer,
  next: Referral,
  now: Date,
): Promise<PlacementResponse> {
  const { currency } = player;
  const unitStake = minorToAmount(next.offeredUnitStake!, currency);
  const priced = repriced(ctx, restaked(slip.model as BetslipModel, answer.ref, unitStake), slip.createdAt);
  const line = priced.lines.find((l) => l.ref === answer.ref)!;
  const answerBy = new Date(next.answerBy);
  const referral: ReferralAnswer = {
    state: 'offer',
    answerBy: answerBy.toISOString(),
    ref: answer.ref,
    offer: {
      unitStake,
      totalStake: minorToAmount(line.totalStake, currency),
      potentialReturns: minorToAmount(line.potentialReturns, currency),
    },
  };
  const response = referralResponse(slip.response as PlacementResponse, referral, answerBy, now);
  await updateSlip(tx, slip.id, { status: 'OFFERED', acceptAt: answerBy, response });
  return response;
}

/** The trader takes the slip as placed: its bets open, its stake stays taken. */
async function acceptAsPlaced(
  tx: Tx,
  slip: BetSlipRow,
  player: PlayerRow,
  now: Date,
): Promise<PlacementResponse> {
  await setBetsStatus(tx, slip.id, 'OPEN');
  const { referral: _done, ...placed } = slip.response as PlacementResponse;
  const response: PlacementResponse = {
    ...placed,
    status: 'accepted',
    balance: balanceAmount(await balances(tx, player.id), player.currency),
    delay: 0,
  };
  await updateSlip(tx, slip.id, { status: 'ACCEPTED', response, decidedAt: now });
  return response;
}

/**
 * The player takes the counter-offer. The held stake goes back whole (its rows reversed, as for any
 * refusal) and the slip's bets are void; the offered slip is recorded as a slip of its own (uuid
 * `{uuid}:offer`, the prices taken) and charged. The referred slip answers accepted with those bets.
 */
async function acceptOffer(
  tx: Tx,
  ctx: DecisionContext,
  slip: BetSlipRow,
  player: PlayerRow,
  ref: string,
  now: Date,
): Promise<PlacementResponse> {
  const { currency } = player;
  const stored = slip.response as PlacementResponse;
  const model = slip.model as BetslipModel;
  const unitStake = stored.referral!.offer!.unitStake;
  await refund(tx, player, slip, now);
  const current = await walletState(tx, player.id);
  await setBetsStatus(tx, slip.id, 'REFUSED');
  const priced = repriced(ctx, restaked(model, ref, unitStake), slip.createdAt);
  const taken = new Map(model.singles.map((s) => [s.outcomeId, s.decimal]));
  const offered = (
    await offeredSelections(
      { ...ctx.offer, db: tx, now },
      model.singles.map((s) => s.outcomeId),
    )
  ).map((o) => ({ ...o, quote: { ...o.quote, decimal: taken.get(o.outcomeId) ?? o.quote.decimal } }));
  const facts = {
    playerId: player.id,
    uuid: `${slip.uuid}:offer`,
    requestHash: slip.requestHash,
    originId: slip.originId,
    currency,
    createdAt: now,
  };
  const { slip: offerSlip, betIds } = await recordSlip(tx, facts, priced, offered, 0);
  const after = await charge(tx, player, offerSlip, [], current, model.usePromoCash);
  const bets = betIds.map((id, i) => placedBet(id, priced.lines[i]!, currency));
  const answer = slipAnswer(offerSlip, player, { status: 'accepted', bets, balance: after, errors: [] });
  await updateSlip(tx, offerSlip.id, { response: answer });
  const response: PlacementResponse = { ...answer, betSlipId: String(slip.id), reference: slip.uuid };
  await updateSlip(tx, slip.id, { status: 'ACCEPTED', response, decidedAt: now });
  return response;
}
