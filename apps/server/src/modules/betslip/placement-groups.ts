import type { BetslipError, BetslipModel, PlacementResponse } from '@sb/contract';
import type { FreeBetToken } from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { InputError } from '../../errors.ts';
import { appendLedgerEntries, walletStatesOf, type PlayerRow } from '../accounts/index.ts';
import { combinationLiabilities, reserveBetIds, withPlayersLock } from '../bets/index.ts';
import type { DecisionContext } from './in-play-decision.ts';
import { offerRows, offeredFrom, type OfferRows } from './offered-selections.ts';
import { stakeEntries } from './placement-charge.ts';
import {
  combinationRefusals,
  delayOf,
  mayBeReferred,
  multiplesOf,
  quoteSlip,
  stakedWithFreeBet,
  stillInDelay,
  takenAnswer,
  validate,
  type SlipQuote,
} from './placement-decision.ts';
import {
  recordSlips,
  refusalAnswer,
  refusedSlip,
  takenSlip,
  type SlipFacts,
  type TakenSlip,
} from './placement-record.ts';
import { reserveSlipIds, slipsBeforePlacingOf, storedSlip } from './slips-repository.ts';

/*
 * Placements committed in groups (docs/decisions/throughput.md): a placement's work is its round
 * trips to the database, so one set of statements serves every placement waiting.
 *
 * - One group at a time per process. A placement waits in memory while the group before it
 *   commits; the next group takes every waiting placement of a player not already in it (a
 *   player's second slip waits a group, so one account's money still moves one change at a time),
 *   up to MAX_GROUP.
 * - One transaction a group: its players' rows locked in one statement in id order (bets/locks.ts),
 *   each read once for the group, each placement decided in memory by the code a placement alone
 *   uses (placement-decision.ts), each write once for the group.
 * - The group takes a slip paid in money that it can decide from what it read: taken as priced, or
 *   refused with reasons the placement alone would give (a price moved, a suspension, another slip
 *   in its delay, a combination at its limit). Anything else (a retry of a uuid with another body,
 *   a held slip whose delay is over, a free bet, a cost the held stakes might cover, a refusal a
 *   trader may take instead, nothing staked) runs alone once the group has committed, through the
 *   placement alone, which reads everything again under the player's lock.
 * - Nothing lost, nothing twice: the group commits or none of it does; a group that fails runs each
 *   of its placements alone. A kill leaves committed groups whole and the rest untaken (a retry
 *   of a uuid finds its slip or places it).
 */

/**
 * The most placements one transaction commits. A group's statements take its rows as arrays, so a
 * group of 150 costs little more than one of 64 (about 140 against 75 ms under the bench's load,
 * docs/decisions/throughput.md "Larger groups"); below the peak groups are as large as the queue.
 */
const MAX_GROUP = 256;

/**
 * The most bet legs a group may write (an upper bound from the slips' shapes): it bounds the rows a
 * group's statements carry and how long its transaction holds its players' rows. The largest slip
 * (50 selections, 5 multiples, 50 systems: 2,800) fits alone.
 */
const MAX_GROUP_LEGS = 3000;

/** At most this many legs: each single one, each multiple or system at most every selection. */
const legsBound = (model: BetslipModel): number =>
  model.singles.length * (1 + model.multiples.length + model.systems.length);

const outcomeIds = (p: GroupedPlacement) => p.model.singles.map((s) => s.outcomeId);

export interface GroupedPlacement {
  player: PlayerRow;
  uuid: string;
  model: BetslipModel;
  hash: string;
  ctx: DecisionContext;
}

export interface PlacementGroupsDeps {
  db: Db;
  clock: () => Date;
  delaySeconds: number;
  /** The placement alone: for what a group does not take, and for each placement of a failed group. */
  alone: (placement: GroupedPlacement) => Promise<PlacementResponse>;
  /** A group that failed (each of its placements then ran alone). */
  logError: (err: unknown) => void;
  /**
   * The offers may be read on another connection while the group waits for its players' lock
   * (PostgreSQL's pool); with one connection (PGlite) they are read before the lock is asked for.
   */
  readOffersBesideTheLock: boolean;
}

/** What a group reads beside its players' lock: the offers, and ids for what it may write. */
interface Beside {
  offers: Promise<OfferRows>;
  ids: Promise<{ slips: number[]; bets: number[] }>;
}

/**
 * A slip's lines with a stake: the bets it makes if taken (priceBetslip's lines), known before it
 * is priced.
 */
const stakedLines = (model: BetslipModel): number =>
  [...model.singles, ...model.multiples, ...model.systems].filter((line) => Number(line.unitStake) > 0)
    .length;

/** An id for each slip of the group, and for each bet it may make. */
async function reserveGroupIds(db: Db, group: readonly GroupedPlacement[]): Promise<Awaited<Beside['ids']>> {
  const [slips, bets] = await Promise.all([
    reserveSlipIds(db, group.length),
    reserveBetIds(
      db,
      group.reduce((n, p) => n + stakedLines(p.model), 0),
    ),
  ]);
  return { slips, bets };
}

interface Waiting extends GroupedPlacement {
  answer: (response: PlacementResponse) => void;
  fail: (err: unknown) => void;
}

export function createPlacementGroups(deps: PlacementGroupsDeps) {
  const waiting: Waiting[] = [];
  let draining = false;

  /** The placement's answer, once its group has committed (or it ran alone). */
  function place(placement: GroupedPlacement): Promise<PlacementResponse> {
    return new Promise((answer, fail) => {
      waiting.push({ ...placement, answer, fail });
      if (!draining) void drain();
    });
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiting.length > 0) await run(nextGroup());
    } finally {
      draining = false;
    }
  }

  /**
   * The waiting placements of distinct players, oldest first, up to MAX_GROUP and MAX_GROUP_LEGS;
   * the rest wait on. The oldest always goes, whatever its size.
   */
  function nextGroup(): Waiting[] {
    const group: Waiting[] = [];
    const players = new Set<number>();
    let legs = 0;
    for (let i = 0; i < waiting.length && group.length < MAX_GROUP;) {
      const next = waiting[i]!;
      const weight = legsBound(next.model);
      if (players.has(next.player.id) || (group.length > 0 && legs + weight > MAX_GROUP_LEGS)) {
        i++;
        continue;
      }
      players.add(next.player.id);
      legs += weight;
      group.push(next);
      waiting.splice(i, 1);
    }
    return group;
  }

  async function run(group: Waiting[]): Promise<void> {
    let answers: Map<Waiting, PlacementResponse>;
    try {
      // The offers are the catalogue's rows, not the players': the lock does not guard them, and a
      // read inside the transaction saw the prices committed before it, as this one does. Read
      // beside the lock, they leave the group's round trips (docs/decisions/throughput.md, "Fifth stop").
      // So are the ids of the slips and bets it may write: each slip is then written with its
      // answer, which names them (docs/decisions/throughput.md, "Twelfth stop").
      const beside: Beside = {
        offers: offerRows(deps.db, group.flatMap(outcomeIds)),
        ids: reserveGroupIds(deps.db, group),
      };
      const reads: Promise<unknown>[] = [beside.offers, beside.ids];
      // Awaited in `commit`; a group whose lock failed first must not leave them unhandled.
      for (const read of reads) read.catch(() => undefined);
      if (!deps.readOffersBesideTheLock) await Promise.all(reads);
      answers = await withPlayersLock(
        deps.db,
        group.map((p) => p.player.id),
        (tx) => commit(tx, group, beside),
      );
    } catch (err) {
      deps.logError(err);
      answers = new Map();
    }
    for (const placement of group) {
      const answer = answers.get(placement);
      if (answer) placement.answer(answer);
      // Not awaited: the next group need not wait for those that run alone.
      else deps.alone(placement).then(placement.answer, placement.fail);
    }
  }

  /**
   * The group's transaction: answers what it took or refused (and the retries it found); the rest
   * runs alone.
   */
  async function commit(
    tx: Tx,
    group: readonly Waiting[],
    beside: Beside,
  ): Promise<Map<Waiting, PlacementResponse>> {
    const answers = new Map<Waiting, PlacementResponse>();
    const now = deps.clock();
    const before = await slipsBeforePlacingOf(
      tx,
      group.map((p) => ({ playerId: p.player.id, uuid: p.uuid })),
    );
    const fresh = group.filter((p) => {
      const { stored, pending } = before.get(p.player.id)!;
      // A retry of the same slip is answered again; the uuid with another body is the 409 alone.
      if (stored?.requestHash === p.hash) answers.set(p, stored.response as PlacementResponse);
      // A held slip whose delay is over is decided first, alone.
      return !stored && !(pending && !stillInDelay(pending, now)) && !stakedWithFreeBet(p.model);
    });
    if (fresh.length === 0) return answers;

    const rows = await beside.offers;
    const wallets = await walletStatesOf(
      tx,
      fresh.map((p) => p.player.id),
    );
    const noTokens = new Map<number, FreeBetToken>();
    const decided = fresh.flatMap((p) => {
      const quote = quoteSlip({
        ctx: p.ctx,
        player: p.player,
        model: p.model,
        offered: offeredFrom({ ...p.ctx.offer, now }, rows, outcomeIds(p)),
        current: wallets.get(p.player.id)!,
        freeBets: noTokens,
        now,
        inPlayDelaySeconds: deps.delaySeconds,
      });
      const refusals = refusalsInGroup(p, quote, before.get(p.player.id)!.pending !== undefined);
      return refusals ? [{ p, quote, refusals }] : [];
    });
    await refuseOverCombinationLimits(
      tx,
      decided.filter((d) => d.refusals.length === 0),
    );

    // Each slip under a reserved id, each taken line's bet too (more taken now if the slips'
    // shapes promised too few).
    const ids = await beside.ids;
    const linesTaken = decided.reduce(
      (n, d) => n + (d.refusals.length === 0 ? d.quote.priced.lines.length : 0),
      0,
    );
    const betIds = [...ids.bets, ...(await reserveBetIds(tx, linesTaken - ids.bets.length))];
    let nextBet = 0;
    const toWrite = decided.map((d, i): TakenSlip & { d: (typeof decided)[number] } => {
      const { p, quote, refusals } = d;
      const facts: SlipFacts = {
        id: ids.slips[i]!,
        playerId: p.player.id,
        uuid: p.uuid,
        requestHash: p.hash,
        originId: p.model.originId,
        currency: p.player.currency,
        createdAt: now,
      };
      if (refusals.length > 0)
        return { d, slip: refusedSlip(facts, quote.priced.model, refusals), betStatus: 'OPEN', bets: [] };
      const taken = takenSlip(facts, quote.priced, quote.offered, delayOf(quote.priced, deps.delaySeconds));
      return { d, ...taken, bets: taken.bets.map((bet) => ({ ...bet, id: betIds[nextBet++]! })) };
    });
    // The stakes first (a taken answer tells the balance after them), then each slip with its
    // answer and its bets: no slip is written twice.
    const stored = toWrite.map((t) => storedSlip(t.slip, t.slip.id!));
    const posted = await appendLedgerEntries(
      tx,
      toWrite.flatMap(({ d }, i) =>
        d.refusals.length === 0
          ? stakeEntries(d.p.player, stored[i]!, d.quote.current, d.p.model.usePromoCash)
          : [],
      ),
      new Map(toWrite.map(({ d }) => [d.p.player.id, d.quote.current.balances])),
    );
    const responses = toWrite.map(({ d, bets }, i) => {
      const { p, quote, refusals } = d;
      const slip = stored[i]!;
      if (refusals.length > 0) return { p, response: refusalAnswer(slip, p.player, refusals) };
      const after = posted.balances.get(p.player.id)!;
      const delay = delayOf(quote.priced, deps.delaySeconds);
      const betIdsOfSlip = bets.map((bet) => bet.id!);
      return { p, response: takenAnswer(slip, p.player, quote.priced.lines, betIdsOfSlip, after, delay) };
    });
    await recordSlips(
      tx,
      toWrite.map(({ d: _, ...t }, i) => ({ ...t, slip: { ...t.slip, response: responses[i]!.response } })),
    );
    for (const { p, response } of responses) answers.set(p, response);
    return answers;
  }

  return { place };
}

/**
 * What the group decides of a priced slip: taken (no refusal), refused with these reasons, or
 * undefined when only the placement alone can tell: a cost that the stakes of running slips might
 * cover (RES-00057, read from them), a refusal a trader may take instead (a referral), a slip with
 * nothing staked (the bad request). `waiting`: the player has another slip in its in-play delay.
 */
function refusalsInGroup(
  p: GroupedPlacement,
  quote: SlipQuote,
  waiting: boolean,
): BetslipError[] | undefined {
  if (quote.priced.errors.some((e) => e.code === 'RES-00056')) return undefined;
  try {
    const refusals = validate(quote.priced, waiting, false);
    if (refusals.length > 0 && mayBeReferred(p.ctx, p.player, quote.priced, refusals)) return undefined;
    return refusals;
  } catch (err) {
    if (err instanceof InputError) return undefined;
    throw err;
  }
}

/**
 * RES-00233 on the slips of the group whose multiples would take a combination over the book's
 * limit (`refusals` filled in), the liabilities read once for the group, a statement per currency.
 * Two slips of one group on the same combination are each checked without the other, as two
 * players placing it at the same instant on two processes are (docs/decisions/bet-refusals.md).
 */
async function refuseOverCombinationLimits(
  tx: Tx,
  decided: readonly { p: GroupedPlacement; quote: SlipQuote; refusals: BetslipError[] }[],
): Promise<void> {
  const limited = decided.filter(({ p, quote }) => {
    return p.ctx.policy.combinationLimit !== undefined && multiplesOf(quote.priced).length > 0;
  });
  for (const currency of new Set(limited.map(({ p }) => p.player.currency))) {
    const ofCurrency = limited.filter(({ p }) => p.player.currency === currency);
    const asked = ofCurrency.flatMap(({ quote }) => multiplesOf(quote.priced).map((line) => line.outcomeIds));
    const liabilities = await combinationLiabilities(tx, asked, currency);
    let next = 0;
    for (const item of ofCurrency) {
      const multiples = multiplesOf(item.quote.priced);
      const booked = liabilities.slice(next, (next += multiples.length));
      const limit = item.p.ctx.policy.combinationLimit!;
      item.refusals.push(...combinationRefusals(multiples, booked, currency, limit));
    }
  }
}
