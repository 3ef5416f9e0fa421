import { createHash } from 'node:crypto';
import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import {
  amountToMinor,
  blockingErrors,
  combinationKey,
  combinationLimitReached,
  ledgerUnits,
  lineLiability,
  priceBetslip,
  referredLine,
  rejection,
  spendable,
  toLedgerUnits,
  type BetslipRules,
  type ReferralEvent,
  type PricedBetslip,
} from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem, InputError } from '../../errors.ts';
import { balances, ledgerAmount, type Balances, type PlayerRow } from '../accounts/index.ts';
import { combinationLiability, withPlayerLock } from '../bets/index.ts';
import type { BookPolicy } from './book-policy.ts';
import { freeBetsOf, freeBetToken } from '../free-bets/index.ts';
import { decideHeldSlip, type DecisionContext } from './in-play-decision.ts';
import {
  offeredSelections,
  type OfferedSelection,
  type OfferedSelectionsDeps,
} from './offered-selections.ts';
import { placedBet, slipAnswer } from './placement-answer.ts';
import { charge, pots } from './placement-charge.ts';
import { recordRefusal, recordSlip, type SlipFacts } from './placement-record.ts';
import { named, quotesFor } from './slip-quotes.ts';
import { referralResponse, stepReferredSlip } from './referral-decision.ts';
import {
  findPendingSlip,
  findSlip,
  findSlipByUuid,
  heldStakes,
  REFERRAL_STATUSES,
  updateSlip,
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
  /** Where an unexpected error inside a placement is logged (it is answered RES-00049). */
  logError: (err: unknown, reference: string) => void;
}

/** Canonical JSON (keys sorted) of the parsed body: the same slip hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(model: BetslipModel): string {
  return createHash('sha256').update(canonical(model)).digest('hex');
}

/**
 * Bet placement (SPEC.md §7 "Betslip and bets"; docs/decisions/betslip-server.md). `place` reads as
 * its steps, all in one transaction opened by locking the player's row (one account's placements
 * run one after the other on any number of processes, and the balance read is the balance charged):
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

  async function placeOnce(player: PlayerRow, uuid: string, model: BetslipModel): Promise<PlacementResponse> {
    const hash = requestHash(model);
    const ctx = await context(player);
    return withPlayerLock(deps.db, player.id, async (tx) => {
      const stored = await storedAnswer(tx, player.id, uuid, hash);
      if (stored) return stored;
      const now = deps.clock();
      const waiting = await slipInDelay(tx, ctx, player, now);
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
      if (slip && REFERRAL_STATUSES.includes(slip.status))
        return stepReferredSlip(tx, ctx, slipId, player, { kind: 'look' }, now);
      return decideHeldSlip(tx, ctx, { id: slipId }, player, now);
    });
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

  return { place, status, decide, answerReferral };
}

export type PlacementService = ReturnType<typeof createPlacementService>;

/** RES-00049: nothing recorded (no slip id: '0'), nothing taken, the reference to quote to support. */
function exceptionAnswer(uuid: string, player: PlayerRow): PlacementResponse {
  const zero = ledgerAmount(ledgerUnits(0), player.currency);
  return {
    betSlipId: '0',
    status: 'rejected',
    reference: uuid,
    bets: [],
    totalStake: zero,
    potentialReturns: zero,
    balance: null,
    delay: 0,
    errors: [rejection('RES-00049')],
  };
}

/** The answer already given under this uuid (a retry); the uuid with another body is a 409. */
async function storedAnswer(
  tx: Tx,
  playerId: number,
  uuid: string,
  hash: string,
): Promise<PlacementResponse | undefined> {
  const existing = await findSlipByUuid(tx, playerId, uuid);
  if (!existing) return undefined;
  if (existing.requestHash !== hash) {
    throw new ApiProblem(
      409,
      'BETSLIP_UUID_REUSED',
      `Betslip ${uuid} was already placed with other selections or stakes: place a new slip with a new uuid`,
    );
  }
  return existing.response as PlacementResponse;
}

/**
 * Whether the player has an in-play slip still inside its delay. One whose delay is over but that
 * nobody has decided yet (no status poll, no sweep yet) is decided now, and does not count.
 */
async function slipInDelay(tx: Tx, ctx: DecisionContext, player: PlayerRow, now: Date): Promise<boolean> {
  const pending = await findPendingSlip(tx, player.id);
  if (!pending) return false;
  if (pending.acceptAt && pending.acceptAt <= now) {
    await decideHeldSlip(tx, ctx, pending, player, now);
    return false;
  }
  return true;
}

interface SlipQuote {
  priced: PricedBetslip;
  offered: OfferedSelection[];
  /** The wallet as read under the lock: what the stake is taken from. */
  current: Balances;
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
  const current = await balances(tx, player.id);
  const slipModel = named(model, new Map(offered.map((s) => [s.outcomeId, s])));
  const priced = priceBetslip({
    model: slipModel,
    rules: ctx.rules,
    quotes: quotesFor(slipModel, offered),
    freeBets: new Map((await freeBetsOf(tx, player.id)).map((row) => [row.id, freeBetToken(row)])),
    now,
    inPlayDelaySeconds,
    balance: ledgerAmount(spendable(pots(current), model.usePromoCash), player.currency),
    mode: 'server',
  });
  return { priced, offered, current };
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
  const { stakeMultiple, traderSeconds } = ctx.policy.referral;
  // A risk-group player's limit is the operator's hard cap: never referred above it.
  if (player.riskGroup) return undefined;
  const max = amountToMinor(ctx.rules.maxStake, ctx.rules.currency);
  const line = referredLine(priced.lines, refusals, max, stakeMultiple);
  if (!line) return undefined;
  if ((await criticalCombinations(tx, priced, player.currency, ctx.policy)).length > 0) return undefined;
  return { ref: line.ref, until: new Date(now.getTime() + traderSeconds * 1000) };
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
  const refusals: BetslipError[] = [];
  for (const line of priced.lines) {
    if (line.kind !== 'multiple') continue;
    const booked = await combinationLiability(tx, combinationKey(line.outcomeIds), currency);
    if (combinationLimitReached(booked, lineLiability(line, currency), policy.combinationLimit))
      refusals.push(rejection('RES-00233', line.ref));
  }
  return refusals;
}

/**
 * Whether the slip, which the money left cannot pay, would be paid by the wallet counted with the
 * stakes its running slips hold (in-play delay, trader referral): RES-00057 rather than RES-00056.
 */
async function coveredByHeld(tx: Tx, player: PlayerRow, { priced, current }: SlipQuote, model: BetslipModel) {
  if (!priced.errors.some((e) => e.code === 'RES-00056')) return false;
  const held = await heldStakes(tx, player.id);
  const cost = toLedgerUnits(priced.totalCost, player.currency);
  return held > 0n && cost <= spendable(pots(current), model.usePromoCash) + held;
}

/**
 * What refuses the priced slip: its blocking errors, or RES-00246 while another in-play slip waits.
 * A cost only the stakes held by running slips would cover is RES-00057 (running bets greater than
 * the balance), named even while one waits: waiting would not pay it unless that bet is refused.
 * No line left to place: a stake on a combination the selections do not allow (RES-00218) says
 * why; nothing staked at all is a bad request.
 */
function validate(priced: PricedBetslip, anotherWaiting: boolean, coveredByHeld: boolean): BetslipError[] {
  const refusals =
    priced.lines.length > 0 ? blockingErrors(priced) : priced.errors.filter((e) => e.code.startsWith('RES-'));
  if (priced.lines.length === 0 && refusals.length === 0)
    throw new InputError('body', 'The slip has no stake to place');
  if (coveredByHeld) return refusals.map((e) => (e.code === 'RES-00056' ? rejection('RES-00057') : e));
  return anotherWaiting ? [rejection('RES-00246')] : refusals;
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
  const delay = lines.some((line) => line.inRunning) ? inPlayDelaySeconds : 0;
  const { slip, betIds } = await recordSlip(tx, facts, priced, offered, delay, referred?.until);
  const tokens = lines.flatMap((l) => (l.freeBetId === undefined ? [] : [l.freeBetId]));
  const after = await charge(tx, player, slip, tokens, current, usePromoCash);
  const bets = betIds.map((id, i) => placedBet(id, lines[i]!, player.currency));
  const response = referred
    ? referralResponse(
        slipAnswer(slip, player, { status: 'pending', bets, balance: null, errors: [] }),
        { state: 'trader', answerBy: referred.until.toISOString(), ref: referred.ref },
        referred.until,
        facts.createdAt,
      )
    : delay > 0
      ? slipAnswer(slip, player, { status: 'pending', bets, balance: null, errors: [], delay })
      : slipAnswer(slip, player, { status: 'accepted', bets, balance: after, errors: [] });
  await updateSlip(tx, slip.id, { response });
  return response;
}
