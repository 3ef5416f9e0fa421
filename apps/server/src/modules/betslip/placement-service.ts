import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import {
  spendable,
  toLedgerUnits,
  type BetslipRules,
  type FreeBetToken,
  type ReferralEvent,
  type PricedBetslip,
} from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem, InputError } from '../../errors.ts';
import { walletState, type PlayerRow } from '../accounts/index.ts';
import { combinationLiabilities, withPlayerLock, withPlayersLock } from '../bets/index.ts';
import type { BookPolicy } from './book-policy.ts';
import { freeBetsOf, freeBetToken } from '../free-bets/index.ts';
import {
  decideHeldSlip,
  decideHeldSlips,
  type DecisionContext,
  type DueHeldSlip,
} from './in-play-decision.ts';
import { offeredSelections, type OfferedSelectionsDeps } from './offered-selections.ts';
import { placedBet, slipAnswer } from './placement-answer.ts';
import { createPlacementGroups, type GroupedPlacement } from './placement-groups.ts';
import {
  combinationRefusals,
  delayOf,
  multiplesOf,
  exceptionAnswer,
  mayBeReferred,
  quoteSlip,
  requestHash,
  stakedWithFreeBet,
  stillInDelay,
  storedAnswer,
  takenAnswer,
  validate,
  type SlipQuote,
} from './placement-decision.ts';
import { charge, pots } from './placement-charge.ts';
import { recordRefusal, recordSlip, type SlipFacts } from './placement-record.ts';
import { referralResponse, stepReferredSlip } from './referral-decision.ts';
import {
  findSlip,
  findSlips,
  heldStakes,
  REFERRAL_STATUSES,
  slipsBeforePlacing,
  updateSlip,
  type BetSlipRow,
} from './slips-repository.ts';

export interface PlacementDeps {
  db: Db;
  /** What is offered to the player: pre-match prices come from the book they get (odds-service bookOf). */
  offer: (player: PlayerRow) => Promise<Omit<OfferedSelectionsDeps, 'db' | 'now'>>;
  /**
   * The betslip rules of a player: their brand's settings in their currency (limits ×1000 for
   * thousand-scaled, max selections, the African slip's tax ...).
   */
  rules: (player: PlayerRow) => Promise<BetslipRules>;
  /** The book's acceptance settings for the player (combination limit, referral). */
  policy: (player: PlayerRow) => Promise<BookPolicy>;
  clock: () => Date;
  /** In-play delay; 0 decides in-play slips at once. */
  delaySeconds: number;
  /**
   * Where an unexpected error is logged, with what it hit: a placement's uuid (the placement is answered
   * RES-00049), a placement group (its placements then run alone), the sweep or a held slip (the slip
   * stays held for a later look).
   */
  logError: (err: unknown, reference: string) => void;
  /** The database has a pool of connections (PostgreSQL): a group reads its offers beside its lock. */
  pooled: boolean;
}

/**
 * Bet placement (SPEC.md §7 "Betslip and bets"; docs/decisions/betslip-server.md). `place` hands the
 * slip to a group (placement-groups.ts: every waiting placement of distinct players committed in one
 * transaction, when it can decide the slip from what it read); anything else runs alone (`placeAlone`), through these
 * steps in one transaction opened by locking the player's row (one account's placements run one
 * after the other on any number of processes, and the balance read is the balance charged):
 * - the uuid is the idempotency key: a slip already stored under it is answered again (its latest
 *   state) and nothing else happens; the same uuid with another body is a 409 (`storedAnswer`);
 * - price: the slip priced by the domain (priceBetslip, the code the web shows totals with) against
 *   what is offered now, the player's tokens and spendable money (`price`);
 * - validate: its blocking errors refuse it, stored with their RES codes, taking nothing
 *   (`validate`, `recordRefusal`);
 * - record, charge, answer: an accepted slip writes its bets and takes its stake through the wallet
 *   ledger in that same transaction (`take`);
 * - an in-play slip takes its stake and waits PENDING; once the delay is over `decide` checks it
 *   again and opens its bets, or voids them and returns the stake (in-play-decision.ts).
 */
export function createPlacementService(deps: PlacementDeps) {
  async function context(player: PlayerRow): Promise<DecisionContext> {
    const [rules, offer, policy] = await Promise.all([
      deps.rules(player),
      deps.offer(player),
      deps.policy(player),
    ]);
    return { rules, offer, policy };
  }

  /**
   * A placement; an unexpected error inside it (a bug, a lost connection) is the refusal RES-00049
   * with the request's reference, not a 500: its transaction rolled back, so nothing was taken and
   * nothing recorded, and the same uuid may be tried again. Errors that are answers (4xx) stay so.
   */
  async function place(player: PlayerRow, uuid: string, model: BetslipModel): Promise<PlacementResponse> {
    try {
      return await placeOnce(player, uuid, model);
    } catch (err) {
      if (err instanceof ApiProblem || err instanceof InputError) throw err;
      deps.logError(err, uuid);
      return exceptionAnswer(uuid, player);
    }
  }

  const groups = createPlacementGroups({
    db: deps.db,
    clock: deps.clock,
    delaySeconds: deps.delaySeconds,
    alone: placeAlone,
    logError: (err) => deps.logError(err, 'placement group'),
    readOffersBesideTheLock: deps.pooled,
  });

  /** Priced and checked under the player's lock: in a group when the group can decide it, else alone. */
  async function placeOnce(player: PlayerRow, uuid: string, model: BetslipModel): Promise<PlacementResponse> {
    const hash = requestHash(model);
    const ctx = await context(player);
    return groups.place({ player, uuid, model, hash, ctx });
  }

  /** A placement in a transaction of its own, whatever it turns out to be. */
  async function placeAlone({
    player,
    uuid,
    model,
    hash,
    ctx,
  }: GroupedPlacement): Promise<PlacementResponse> {
    return withPlayerLock(deps.db, player.id, async (tx) => {
      const { stored, pending } = await slipsBeforePlacing(tx, player.id, uuid);
      if (stored) return storedAnswer(stored, { hash, model }, uuid);
      const now = deps.clock();
      const waiting = await slipInDelay(tx, ctx, player, pending, now);
      const quote = await price(tx, ctx, player, model, now, deps.delaySeconds);
      const checked = validate(quote.priced, waiting, await coveredByHeld(tx, player, quote, model));
      const refusals =
        checked.length > 0
          ? checked
          : await criticalCombinations(tx, quote.priced, player.currency, ctx.policy);
      const facts: SlipFacts = {
        playerId: player.id,
        uuid,
        requestHash: hash,
        // Which front end placed it (web '11', the native apps '20' / '21'): the operator's reports.
        originId: model.originId,
        currency: player.currency,
        createdAt: now,
      };
      if (refusals.length > 0) {
        const referred = await referral(tx, ctx, player, quote, refusals, now);
        if (referred) return take(tx, player, facts, quote, model.usePromoCash, 0, referred);
        return recordRefusal(tx, facts, quote.priced.model, refusals, player);
      }
      return take(tx, player, facts, quote, model.usePromoCash, deps.delaySeconds);
    });
  }

  /** Decides a held slip whose time is up: an in-play slip after its delay, a referral past its deadline. */
  async function decide(slipId: number, player: PlayerRow, now: Date): Promise<PlacementResponse> {
    const ctx = await context(player);
    return withPlayerLock(deps.db, player.id, async (tx) => {
      const slip = await findSlip(tx, slipId);
      if (!slip) throw new Error(`Betslip ${slipId} vanished`);
      if (REFERRAL_STATUSES.includes(slip.status))
        return stepReferredSlip(tx, ctx, slipId, player, { kind: 'look' }, now);
      return decideHeldSlip(tx, ctx, slip, player, now);
    });
  }

  /**
   * Decides the held slips of several players whose time is up (the sweep) in one transaction: their
   * rows locked in one statement in id order (bets/locks.ts), the slips read again under the lock,
   * the in-play ones decided together (decideHeldSlips), a referral past its deadline as `decide`
   * looks at it. A batch that fails is decided slip by slip, so that one slip that cannot be decided
   * holds up no other (it is logged, and stays held for a later look).
   */
  async function decideMany(due: readonly DueSlip[], now: Date): Promise<void> {
    const contexts = new Map(
      await Promise.all(
        [...new Map(due.map(({ player }) => [player.id, player])).values()].map(
          async (player) => [player.id, await context(player)] as const,
        ),
      ),
    );
    try {
      await withPlayersLock(
        deps.db,
        due.map(({ player }) => player.id),
        async (tx) => {
          const slips = await findSlips(
            tx,
            due.map(({ slipId }) => slipId),
          );
          const inPlay: DueHeldSlip[] = [];
          for (const { slipId, player } of due) {
            const slip = slips.get(slipId);
            const ctx = contexts.get(player.id)!;
            if (slip && REFERRAL_STATUSES.includes(slip.status))
              await stepReferredSlip(tx, ctx, slipId, player, { kind: 'look' }, now);
            else if (slip) inPlay.push({ slip, player, ctx });
          }
          await decideHeldSlips(tx, inPlay, now);
        },
      );
    } catch (err) {
      deps.logError(err, 'held slips sweep');
      for (const { slipId, player } of due) {
        await decide(slipId, player, now).catch((error: unknown) =>
          deps.logError(error, `held slip ${slipId}`),
        );
      }
    }
  }

  /** A step of a referred slip under the player's lock: the trader's or the player's answer, or a look. */
  async function answerReferral(
    slipId: number,
    player: PlayerRow,
    event: ReferralEvent,
  ): Promise<PlacementResponse> {
    const ctx = await context(player);
    return withPlayerLock(deps.db, player.id, (tx) =>
      stepReferredSlip(tx, ctx, slipId, player, event, deps.clock()),
    );
  }

  /**
   * The slip's placement as it stands (SPEC.md §7 status call): pending with the seconds left
   * while its delay runs, then decided on the spot if nobody has yet. Another player's slip is a 404
   * like a missing one (as in My Bets): the answer does not tell that the slip exists.
   */
  async function status(
    player: PlayerRow,
    betSlipId: number,
    answer?: 'accept' | 'decline',
  ): Promise<PlacementResponse> {
    const slip = await findSlip(deps.db, betSlipId);
    if (!slip || slip.playerId !== player.id)
      throw new ApiProblem(404, 'NOT_FOUND', `Betslip ${betSlipId} not found`);
    // A referral: looked at (time-outs decided lazily here), or the player's answer to an offer.
    if (answer || REFERRAL_STATUSES.includes(slip.status))
      return answerReferral(slip.id, player, {
        kind: answer === 'accept' ? 'player-accept' : answer === 'decline' ? 'player-decline' : 'look',
      });
    if (slip.status !== 'PENDING') return slip.response as PlacementResponse;
    const now = deps.clock();
    if (slip.acceptAt && slip.acceptAt > now) {
      const left = Math.ceil((slip.acceptAt.getTime() - now.getTime()) / 1000);
      return { ...(slip.response as PlacementResponse), delay: left };
    }
    return decide(slip.id, player, now);
  }

  return { place, status, decide, decideMany, answerReferral };
}

export type PlacementService = ReturnType<typeof createPlacementService>;

/** A held slip the sweep found due, with its player. */
export interface DueSlip {
  slipId: number;
  player: PlayerRow;
}

/**
 * Whether the player has an in-play slip still inside its delay. One whose delay is over but that
 * nobody has decided yet (no status poll, no sweep yet) is decided now, and does not count.
 */
async function slipInDelay(
  tx: Tx,
  ctx: DecisionContext,
  player: PlayerRow,
  pending: BetSlipRow | undefined,
  now: Date,
): Promise<boolean> {
  if (!pending) return false;
  if (stillInDelay(pending, now)) return true;
  await decideHeldSlip(tx, ctx, pending, player, now);
  return false;
}

/**
 * The slip priced with every amount from the server's state: the book's prices, events and names,
 * the player's own tokens, the money the player may spend (promo cash only when asked for).
 */
async function price(
  tx: Tx,
  ctx: DecisionContext,
  player: PlayerRow,
  model: BetslipModel,
  now: Date,
  inPlayDelaySeconds: number,
): Promise<SlipQuote> {
  const offered = await offeredSelections(
    { ...ctx.offer, db: tx, now },
    model.singles.map((s) => s.outcomeId),
  );
  const current = await walletState(tx, player.id);
  const freeBets = stakedWithFreeBet(model)
    ? new Map((await freeBetsOf(tx, player.id)).map((row) => [row.id, freeBetToken(row)]))
    : new Map<number, FreeBetToken>();
  return quoteSlip({ ctx, player, model, offered, current, freeBets, now, inPlayDelaySeconds });
}

/**
 * Whether a refused slip goes to a trader instead (docs/decisions/bet-refusals.md): its one staked
 * line is above the maximum within the referral band (domain referredLine), its combination is not
 * at its limit, and the player is not in the risk group. The trader has bet_referral_trader_seconds.
 */
async function referral(
  tx: Tx,
  ctx: DecisionContext,
  player: PlayerRow,
  { priced }: SlipQuote,
  refusals: BetslipError[],
  now: Date,
): Promise<{ ref: string; until: Date } | undefined> {
  const line = mayBeReferred(ctx, player, priced, refusals);
  if (!line) return undefined;
  if ((await criticalCombinations(tx, priced, player.currency, ctx.policy)).length > 0) return undefined;
  return { ref: line.ref, until: new Date(now.getTime() + ctx.policy.referral.traderSeconds * 1000) };
}

/**
 * RES-00233 on each staked multiple whose combination (exactly its outcomes) would then owe more
 * than the book's limit, counting every player's running multiples on it. Checked under the
 * placing player's lock only: two players placing the same combination at the same instant may
 * both pass (docs/decisions/bet-refusals.md).
 */
async function criticalCombinations(
  tx: Tx,
  priced: PricedBetslip,
  currency: string,
  policy: BookPolicy,
): Promise<BetslipError[]> {
  if (policy.combinationLimit === undefined) return [];
  const lines = multiplesOf(priced);
  const booked = await combinationLiabilities(
    tx,
    lines.map((line) => line.outcomeIds),
    currency,
  );
  return combinationRefusals(lines, booked, currency, policy.combinationLimit);
}

/**
 * Whether the slip, which the money left cannot pay, would be paid by the wallet counted with the
 * stakes its running slips hold (in-play delay, trader referral): RES-00057 rather than RES-00056.
 */
async function coveredByHeld(tx: Tx, player: PlayerRow, { priced, current }: SlipQuote, model: BetslipModel) {
  if (!priced.errors.some((e) => e.code === 'RES-00056')) return false;
  const held = await heldStakes(tx, player.id);
  const cost = toLedgerUnits(priced.totalCost, player.currency);
  return held > 0n && cost <= spendable(pots(current.balances), model.usePromoCash) + held;
}

/**
 * An accepted slip: record it and its bets, charge its tokens and stake, answer. With an in-play
 * line it waits PENDING for the delay, its stake already taken.
 */
async function take(
  tx: Tx,
  player: PlayerRow,
  facts: SlipFacts,
  { priced, offered, current }: SlipQuote,
  usePromoCash: boolean,
  inPlayDelaySeconds: number,
  referred?: { ref: string; until: Date },
): Promise<PlacementResponse> {
  const { lines } = priced;
  const delay = delayOf(priced, inPlayDelaySeconds);
  const { slip, betIds } = await recordSlip(tx, facts, priced, offered, delay, referred?.until);
  const tokens = lines.flatMap((l) => (l.freeBetId === undefined ? [] : [l.freeBetId]));
  const after = await charge(tx, player, slip, tokens, current, usePromoCash);
  const response = referred
    ? referralResponse(
        slipAnswer(slip, player, {
          status: 'pending',
          bets: betIds.map((id, i) => placedBet(id, lines[i]!, player.currency)),
          balance: null,
          errors: [],
        }),
        { state: 'trader', answerBy: referred.until.toISOString(), ref: referred.ref },
        referred.until,
        facts.createdAt,
      )
    : takenAnswer(slip, player, lines, betIds, after, delay);
  await updateSlip(tx, slip.id, { response });
  return response;
}
