import type { BetslipModel, PlacementResponse } from '@sb/contract';
import type { FreeBetToken, LedgerUnits } from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { InputError } from '../../errors.ts';
import { appendLedgerEntries, walletStatesOf, type PlayerRow } from '../accounts/index.ts';
import { combinationLiabilities, withPlayersLock } from '../bets/index.ts';
import type { DecisionContext } from './in-play-decision.ts';
import { offerRows, offeredFrom } from './offered-selections.ts';
import { stakeEntries } from './placement-charge.ts';
import {
  combinationRefusals,
  delayOf,
  multiplesOf,
  quoteSlip,
  stakedWithFreeBet,
  takenAnswer,
  validate,
  type SlipQuote,
} from './placement-decision.ts';
import { recordSlips, takenSlip } from './placement-record.ts';
import { slipsBeforePlacingOf, writeSlipResponses } from './slips-repository.ts';

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
 * - The group takes only the plain case: a slip accepted as priced, paid in money. Anything else
 *   (a retry of a uuid with another body, a slip in its in-play delay, a free bet, a refusal, a
 *   referral) runs alone once the group has committed, through the placement alone, which reads
 *   everything again under the player's lock.
 * - Nothing lost, nothing twice: the group commits or none of it does; a group that fails runs each
 *   of its placements alone. A kill leaves committed groups whole and the rest untaken (a retry
 *   of a uuid finds its slip or places it).
 */

/** The most placements one transaction commits. */
const MAX_GROUP = 64;

/**
 * The most bet legs a group may write (an upper bound from the slips' shapes): a statement holds at
 * most 65,535 parameters, and a leg row has about 16. The largest slip (50 selections, 5 multiples,
 * 50 systems: 2,800) fits alone.
 */
const MAX_GROUP_LEGS = 3000;

/** At most this many legs: each single one, each multiple or system at most every selection. */
const legsBound = (model: BetslipModel): number =>
  model.singles.length * (1 + model.multiples.length + model.systems.length);

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
      answers = await withPlayersLock(
        deps.db,
        group.map((p) => p.player.id),
        (tx) => commit(tx, group),
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

  /** The group's transaction: answers what it took (and the retries it found); the rest runs alone. */
  async function commit(tx: Tx, group: readonly Waiting[]): Promise<Map<Waiting, PlacementResponse>> {
    const answers = new Map<Waiting, PlacementResponse>();
    const before = await slipsBeforePlacingOf(
      tx,
      group.map((p) => ({ playerId: p.player.id, uuid: p.uuid })),
    );
    const fresh = group.filter((p) => {
      const { stored, pending } = before.get(p.player.id)!;
      // A retry of the same slip is answered again; the uuid with another body is the 409 alone.
      if (stored?.requestHash === p.hash) answers.set(p, stored.response as PlacementResponse);
      return !stored && !pending && !stakedWithFreeBet(p.model);
    });
    if (fresh.length === 0) return answers;

    const now = deps.clock();
    const outcomeIds = (p: Waiting) => p.model.singles.map((s) => s.outcomeId);
    const rows = await offerRows(tx, fresh[0]!.ctx.offer.live, fresh.flatMap(outcomeIds));
    const wallets = await walletStatesOf(
      tx,
      fresh.map((p) => p.player.id),
    );
    const noTokens = new Map<number, FreeBetToken>();
    const quoted = fresh.flatMap((p) => {
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
      return accepted(quote) ? [{ p, quote }] : [];
    });
    const taken = await withinCombinationLimits(tx, quoted);
    if (taken.length === 0) return answers;

    const recorded = await recordSlips(
      tx,
      taken.map(({ p, quote }) =>
        takenSlip(
          {
            playerId: p.player.id,
            uuid: p.uuid,
            requestHash: p.hash,
            originId: p.model.originId,
            currency: p.player.currency,
            createdAt: now,
          },
          quote.priced,
          quote.offered,
          delayOf(quote.priced, deps.delaySeconds),
        ),
      ),
    );
    const posted = await appendLedgerEntries(
      tx,
      recorded.flatMap(({ slip }, i) => {
        const { p, quote } = taken[i]!;
        return stakeEntries(p.player, slip, quote.current, p.model.usePromoCash);
      }),
      new Map(taken.map(({ p, quote }) => [p.player.id, quote.current.balances])),
    );
    const responses = recorded.map(({ slip, betIds }, i) => {
      const { p, quote } = taken[i]!;
      const after = posted.balances.get(p.player.id)!;
      const delay = delayOf(quote.priced, deps.delaySeconds);
      return {
        p,
        id: slip.id,
        response: takenAnswer(slip, p.player, quote.priced.lines, betIds, after, delay),
      };
    });
    await writeSlipResponses(tx, responses);
    for (const { p, response } of responses) answers.set(p, response);
    return answers;
  }

  return { place };
}

/** Whether the priced slip is taken as it is: no refusal (which, with its reasons, runs alone). */
function accepted(quote: SlipQuote): boolean {
  try {
    return validate(quote.priced, false, false).length === 0;
  } catch (err) {
    // Nothing staked: the bad request is answered by the placement alone.
    if (err instanceof InputError) return false;
    throw err;
  }
}

/**
 * The quoted slips whose multiples stay within the book's combination limit (RES-00233), the
 * liabilities read once for the group, a statement per currency. Two slips of one group on the same
 * combination are each checked without the other, as two players placing it at the same instant
 * on two processes are (docs/decisions/bet-refusals.md).
 */
async function withinCombinationLimits<T extends { p: GroupedPlacement; quote: SlipQuote }>(
  tx: Tx,
  quoted: readonly T[],
): Promise<T[]> {
  const limited = quoted.filter(({ p, quote }) => {
    return p.ctx.policy.combinationLimit !== undefined && multiplesOf(quote.priced).length > 0;
  });
  const booked = new Map<T, LedgerUnits[]>();
  for (const currency of new Set(limited.map(({ p }) => p.player.currency))) {
    const ofCurrency = limited.filter(({ p }) => p.player.currency === currency);
    const asked = ofCurrency.flatMap(({ quote }) => multiplesOf(quote.priced).map((line) => line.outcomeIds));
    const liabilities = await combinationLiabilities(tx, asked, currency);
    let next = 0;
    for (const item of ofCurrency) {
      const n = multiplesOf(item.quote.priced).length;
      booked.set(item, liabilities.slice(next, (next += n)));
    }
  }
  return quoted.filter((item) => {
    const liabilities = booked.get(item);
    if (!liabilities) return true;
    const { p, quote } = item;
    const limit = p.ctx.policy.combinationLimit!;
    return combinationRefusals(multiplesOf(quote.priced), liabilities, p.player.currency, limit).length === 0;
  });
}
