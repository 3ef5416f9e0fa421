import { createHash } from 'node:crypto';
import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import {
  blockingErrors,
  combinationLimitReached,
  lineLiability,
  ledgerUnits,
  priceBetslip,
  amountToMinor,
  referredLine,
  rejection,
  spendable,
  type FreeBetToken,
  type LedgerUnits,
  type PricedBetslip,
  type PricedLine,
} from '@sb/domain';
import { ApiProblem, InputError } from '../../errors.ts';
import { ledgerAmount, type Balances, type PlayerRow, type WalletState } from '../accounts/index.ts';
import type { DecisionContext } from './in-play-decision.ts';
import type { OfferedSelection } from './offered-selections.ts';
import { placedBet, slipAnswer } from './placement-answer.ts';
import { pots } from './placement-charge.ts';
import { named, quotesFor } from './slip-quotes.ts';
import type { BetSlipRow } from './slips-repository.ts';

/*
 * What a placement decides from what it has read, with no reads of its own: shared by a placement
 * alone (placement-service.ts) and by placements committed in a group (placement-groups.ts), so
 * both give the same answer to the same slip.
 */

/**
 * The slip's request hash, stored with it: a retry of its uuid is the same slip only if it hashes
 * the same (`storedAnswer`). The body as the contract's schema parsed it, whose keys come out in the
 * schema's order whatever order they were sent in (and unknown ones dropped), so its JSON is one
 * text for one slip, made natively: the keys-sorted JSON built in JavaScript cost a placement 20 µs
 * of the server's time against 4 (docs/decisions/throughput.md, "Eighteenth stop").
 */
export function requestHash(model: BetslipModel): string {
  return sha256(JSON.stringify(model));
}

/**
 * The hash of the slips stored before 2026-12-05: sha256 of the keys-sorted JSON of the same parsed
 * body. A retry that straddles the upgrade is compared with it too, so it is answered, not refused.
 */
export function keysSortedHash(model: BetslipModel): string {
  return sha256(keysSorted(model));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function keysSorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(keysSorted).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const inner = (value as Record<string, unknown>)[key];
        return inner === undefined ? [] : [`${JSON.stringify(key)}:${keysSorted(inner)}`];
      });
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface SlipQuote {
  priced: PricedBetslip;
  offered: OfferedSelection[];
  /** The wallet as read under the lock: what the stake is taken from. */
  current: WalletState;
}

/**
 * The slip priced with every amount from the server's state: the book's prices, events and names
 * (`offered`), the player's own tokens, the money the player may spend (promo cash only when asked
 * for), all read under the player's lock.
 */
export function quoteSlip(read: {
  ctx: DecisionContext;
  player: PlayerRow;
  model: BetslipModel;
  offered: OfferedSelection[];
  current: WalletState;
  freeBets: ReadonlyMap<number, FreeBetToken>;
  now: Date;
  inPlayDelaySeconds: number;
}): SlipQuote {
  const { ctx, player, model, offered, current, now } = read;
  const slipModel = named(model, new Map(offered.map((s) => [s.outcomeId, s])));
  const priced = priceBetslip({
    model: slipModel,
    rules: ctx.rules,
    quotes: quotesFor(slipModel, offered),
    freeBets: read.freeBets,
    now,
    inPlayDelaySeconds: read.inPlayDelaySeconds,
    balance: ledgerAmount(spendable(pots(current.balances), model.usePromoCash), player.currency),
    mode: 'server',
  });
  return { priced, offered, current };
}

/** Whether a line names a free-bet token: only then are the player's tokens read. */
export const stakedWithFreeBet = (model: BetslipModel): boolean =>
  [...model.singles, ...model.multiples, ...model.systems].some((line) => line.freeBetId !== undefined);

/**
 * What refuses the priced slip: its blocking errors, or RES-00246 while another in-play slip waits.
 * A cost only the stakes held by running slips would cover is RES-00057 (running bets greater than
 * the balance), named even while one waits: waiting would not pay it unless that bet is refused.
 * No line left to place: a stake on a combination the selections do not allow (RES-00218) says
 * why; nothing staked at all is a bad request.
 */
export function validate(
  priced: PricedBetslip,
  anotherWaiting: boolean,
  coveredByHeld: boolean,
): BetslipError[] {
  const refusals =
    priced.lines.length > 0 ? blockingErrors(priced) : priced.errors.filter((e) => e.code.startsWith('RES-'));
  if (priced.lines.length === 0 && refusals.length === 0)
    throw new InputError('body', 'The slip has no stake to place');
  if (coveredByHeld) return refusals.map((e) => (e.code === 'RES-00056' ? rejection('RES-00057') : e));
  return anotherWaiting ? [rejection('RES-00246')] : refusals;
}

/** The answer already given under this uuid (a retry); the uuid with another body is a 409. */
export function storedAnswer(
  existing: BetSlipRow,
  { hash, model }: { hash: string; model: BetslipModel },
  uuid: string,
): PlacementResponse {
  if (existing.requestHash !== hash && existing.requestHash !== keysSortedHash(model)) {
    throw new ApiProblem(
      409,
      'BETSLIP_UUID_REUSED',
      `Betslip ${uuid} was already placed with other selections or stakes: place a new slip with a new uuid`,
    );
  }
  return existing.response as PlacementResponse;
}

/**
 * Whether a refused slip may go to a trader instead (docs/decisions/bet-refusals.md): its one staked
 * line is above the maximum within the referral band (domain referredLine), and the player is not
 * in the risk group, whose limit is the operator's hard cap. What it then needs (the combination
 * not at its limit) is read by the placement alone.
 */
export function mayBeReferred(
  ctx: DecisionContext,
  player: PlayerRow,
  priced: PricedBetslip,
  refusals: readonly BetslipError[],
): PricedLine | undefined {
  if (player.riskGroup) return undefined;
  const max = amountToMinor(ctx.rules.maxStake, ctx.rules.currency);
  return referredLine(priced.lines, refusals, max, ctx.policy.referral.stakeMultiple);
}

/** Whether a player's held slip still waits its in-play delay; one whose delay is over is decided first. */
export const stillInDelay = (held: Pick<BetSlipRow, 'acceptAt'>, now: Date): boolean =>
  !(held.acceptAt && held.acceptAt <= now);

/** The slip's multiples: the lines a book's combination limit applies to. */
export const multiplesOf = (priced: PricedBetslip): PricedLine[] =>
  priced.lines.filter((line) => line.kind === 'multiple');

/**
 * RES-00233 on each multiple whose combination would then owe more than the book's `limit`,
 * given what the book already owes on each (`booked`, in the same order).
 */
export function combinationRefusals(
  multiples: readonly PricedLine[],
  booked: readonly LedgerUnits[],
  currency: string,
  limit: LedgerUnits,
): BetslipError[] {
  return multiples.flatMap((line, i) =>
    combinationLimitReached(booked[i]!, lineLiability(line, currency), limit)
      ? [rejection('RES-00233', line.ref)]
      : [],
  );
}

/** The in-play delay a taken slip waits: the book's, when a line is in running; else none. */
export const delayOf = (priced: PricedBetslip, inPlayDelaySeconds: number): number =>
  priced.lines.some((line) => line.inRunning) ? inPlayDelaySeconds : 0;

/** The answer of a taken slip (not referred): pending through its delay, else accepted with the balance after. */
export function takenAnswer(
  slip: BetSlipRow,
  player: PlayerRow,
  lines: readonly PricedLine[],
  betIds: readonly number[],
  after: Balances,
  delay: number,
): PlacementResponse {
  const bets = betIds.map((id, i) => placedBet(id, lines[i]!, player.currency));
  return delay > 0
    ? slipAnswer(slip, player, { status: 'pending', bets, balance: null, errors: [], delay })
    : slipAnswer(slip, player, { status: 'accepted', bets, balance: after, errors: [] });
}

/** RES-00049: nothing recorded (no slip id: '0'), nothing taken, the reference to quote to support. */
export function exceptionAnswer(uuid: string, player: PlayerRow): PlacementResponse {
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
