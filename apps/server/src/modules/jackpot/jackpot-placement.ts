import { createHash } from 'node:crypto';
import {
  BET_REJECTIONS,
  type JackpotBetslipRequest,
  type JackpotBetslipResponse,
  type JackpotPricingResponse,
  type JackpotRetailCodeRequest,
  type JackpotRetailCodeResponse,
  type JackpotSelectionsResponse,
  type JackpotSingle,
} from '@sb/contract';
import {
  jackpotBooking,
  jackpotNotice,
  jackpotPrizeEstimate,
  ledgerToMajor,
  negateUnits,
  toLedgerUnits,
  type JackpotBooking,
  type LedgerUnits,
} from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem, InputError, NotFoundError } from '../../errors.ts';
import { balances, ledgerAmount, postLedgerEntry, totalOf, type PlayerRow } from '../accounts/index.ts';
import { withPlayerLock } from '../bets/index.ts';
import { retailCode } from '../betslip/index.ts';
import {
  entriesOfPlayerInPool,
  entryByUuid,
  insertEntry,
  insertRetailCode,
  lockPoolForEntry,
  poolById,
  poolStakes,
  type EntryRow,
  type PoolWithMatches,
} from './jackpot-repository.ts';
import { entryView, jackpotBetView } from './jackpot-views.ts';
import { domainMatches, domainRules, isTakingEntries, ledgerRules } from './pool-rules.ts';

export interface JackpotPlacementDeps {
  db: Db;
  clock: () => Date;
}

/** Why an entry is refused: a 422 in the error format, its code the notice's (contract JACKPOT_NOTICES). */
function refusal(code: Parameters<typeof jackpotNotice>[0]): ApiProblem {
  const notice = jackpotNotice(code);
  return new ApiProblem(422, notice.code, notice.message);
}

async function pool(db: Db | Tx, jackpotId: number): Promise<PoolWithMatches> {
  const found = await poolById(db, jackpotId);
  if (!found) throw new NotFoundError(`Jackpot ${jackpotId} not found`);
  return found;
}

/**
 * The picks as sent, checked against the pool: each single's ordinal must be its outcome's match
 * (a 400 names the first that is not). Answers the booking of their outcomes.
 */
function bookingOf(found: PoolWithMatches, singles: readonly JackpotSingle[]): JackpotBooking {
  const booking = jackpotBooking(
    domainMatches(found.matches),
    singles.map((s) => s.outcomeId),
    domainRules(found.pool),
  );
  singles.forEach((single, i) => {
    const match = booking.booked.find((b) => b.outcomeIds.includes(single.outcomeId))?.match;
    if (match && match.ordinal !== single.ordinal)
      throw new InputError(
        `body.model.singles.${i}.ordinal`,
        `outcome ${single.outcomeId} is on match ${match.ordinal}, not ${single.ordinal}`,
      );
  });
  return booking;
}

/** The refusal of a booking that may not be placed: a broken rule first, then completeness. */
function bookingRefusal(booking: JackpotBooking): ApiProblem | undefined {
  const [error] = booking.errors;
  if (error) return refusal(error);
  if (!booking.complete) return refusal('jackpot-incomplete');
  return undefined;
}

/** The picks in ordinal order, each once: what an entry stores and a request's hash is taken of. */
function canonicalPicks(booking: JackpotBooking): JackpotSingle[] {
  return booking.booked.flatMap((b) =>
    [...b.outcomeIds].sort((x, y) => x - y).map((outcomeId) => ({ ordinal: b.match.ordinal, outcomeId })),
  );
}

function requestHash(jackpotId: number, originId: string, picks: readonly JackpotSingle[]): string {
  return createHash('sha256').update(JSON.stringify({ jackpotId, originId, picks })).digest('hex');
}

/**
 * Jackpot entries (SPEC.md §7; docs/decisions/jackpot.md): the picks are the bettor's, every amount
 * the server's. `place` runs as a bet's placement does, in one transaction opened by locking the
 * player's row (modules/bets/locks.ts): the uuid answers a retry; the pool row is then held (shared)
 * so a close by a result waits for the entry; the booking, the close, the cap on entries and the
 * balance are checked; the entry is written and its cost taken through the ledger under
 * `jackpot:<entryId>:stake`, in that same transaction.
 */
export function createJackpotPlacement(deps: JackpotPlacementDeps) {
  async function estimate(db: Db | Tx, found: PoolWithMatches): Promise<string> {
    const stakes = await poolStakes(db, found.pool.id);
    const prize = jackpotPrizeEstimate(
      stakes,
      found.pool.rolloverInUnits,
      ledgerRules(found.pool),
    ) as LedgerUnits;
    return ledgerAmount(prize, found.pool.currency);
  }

  /** §7 "Jackpot bets call": the picks' lines, total cost, completeness and what they break. */
  async function price(jackpotId: number, outcomeIds: readonly number[]): Promise<JackpotPricingResponse> {
    const found = await pool(deps.db, jackpotId);
    const { currency } = found.pool;
    const booking = jackpotBooking(domainMatches(found.matches), outcomeIds, domainRules(found.pool));
    const errors = booking.errors.map((code) => jackpotNotice(code));
    if (!isTakingEntries(found.pool, deps.clock())) errors.unshift(jackpotNotice('jackpot-closed'));
    return {
      model: {
        jackpotId,
        globalStake: ledgerAmount(found.pool.unitStakeUnits, currency),
        noOfBets: booking.booked.length === 0 ? 0 : booking.lines,
        totalCost: ledgerAmount(
          toLedgerUnits(booking.booked.length === 0 ? 0n : booking.cost, currency),
          currency,
        ),
        jackpotPrize: await estimate(deps.db, found),
        complete: booking.complete,
        missingOrdinals: booking.missing,
      },
      errors,
    };
  }

  /** §7 selections: the §3 Jackpot selections of the picked outcomes, in ordinal order. */
  async function selections(
    jackpotId: number,
    outcomeIds: readonly number[],
  ): Promise<JackpotSelectionsResponse> {
    const found = await pool(deps.db, jackpotId);
    const open = isTakingEntries(found.pool, deps.clock());
    const booking = jackpotBooking(domainMatches(found.matches), outcomeIds, domainRules(found.pool));
    const picks = canonicalPicks(booking);
    return {
      selections: picks.map((pick, i) => {
        const match = found.matches.find((m) => m.ordinal === pick.ordinal)!;
        const outcome = match.outcomes.find((o) => o.outcomeId === pick.outcomeId)!;
        return {
          outcomeId: pick.outcomeId,
          outcomeDescription: outcome.outcomeDescription,
          marketDescription: match.marketDescription,
          periodDescription: match.periodDescription,
          marketId: match.marketId,
          eventDescription: match.eventDescription,
          // A pool's pick is never a bet of its own.
          singleEnabled: false,
          reserve: match.reserve,
          ordinal: match.ordinal,
          eventId: match.eventId,
          periodId: match.periodId,
          enabled: open,
          ref: `sel${i + 1}`,
        };
      }),
      errors: [
        ...(open ? [] : [jackpotNotice('jackpot-closed')]),
        ...booking.errors.map((code) => jackpotNotice(code)),
      ],
    };
  }

  function answer(
    found: PoolWithMatches,
    entry: EntryRow,
    prize: string,
    balance: number,
  ): JackpotBetslipResponse {
    return {
      model: jackpotBetView(found.pool, entry, prize),
      entry: entryView(entry, found.pool, found.matches, new Map(), deps.clock()),
      availableBalance: balance,
    };
  }

  async function place(
    player: PlayerRow,
    uuid: string,
    { model }: JackpotBetslipRequest,
  ): Promise<JackpotBetslipResponse> {
    return withPlayerLock(deps.db, player.id, async (tx) => {
      const found = await pool(tx, model.jackpotId);
      const booking = bookingOf(found, model.singles);
      const picks = canonicalPicks(booking);
      const hash = requestHash(model.jackpotId, model.originId, picks);
      const stored = await entryByUuid(tx, player.id, uuid);
      if (stored) {
        if (stored.requestHash !== hash)
          throw new ApiProblem(409, 'CONFLICT', `Entry ${uuid} was placed with other picks`);
        const current = await balances(tx, player.id);
        return answer(
          found,
          stored,
          await estimate(tx, found),
          ledgerToMajor(totalOf(current), player.currency),
        );
      }
      // Held until this transaction ends: a result that closes the pool waits for this entry.
      const held = await lockPoolForEntry(tx, found.pool.id);
      const now = deps.clock();
      if (!held || !isTakingEntries(held, now)) throw refusal('jackpot-closed');
      if (found.pool.currency !== player.currency) throw refusal('jackpot-currency');
      const refused = bookingRefusal(booking);
      if (refused) throw refused;
      if ((await entriesOfPlayerInPool(tx, player.id, found.pool.id)) >= found.pool.rules.maxEntriesPerPlayer)
        throw refusal('jackpot-max-entries');
      const cost = toLedgerUnits(booking.cost, player.currency);
      const current = await balances(tx, player.id);
      const noMoney = new ApiProblem(422, 'RES-00056', BET_REJECTIONS['RES-00056'].text);
      // Real money only: promo cash is wagered on fixed-odds bets (docs/decisions/jackpot.md).
      if (current.real < cost) throw noMoney;
      const entry = await insertEntry(tx, {
        poolId: found.pool.id,
        playerId: player.id,
        uuid,
        requestHash: hash,
        originId: model.originId,
        picks,
        lines: booking.lines,
        costUnits: cost,
        status: 'OPEN',
        createdAt: now,
      });
      const posted = await postLedgerEntry(
        tx,
        {
          playerId: player.id,
          kind: 'BET_STAKE',
          pot: 'real',
          amountUnits: negateUnits(cost),
          reference: `jackpot:${entry.id}:stake`,
          description: `Jackpot entry ${entry.id}`,
          createdAt: now,
        },
        (balance) => {
          if (balance.real < cost) throw noMoney;
        },
      );
      return answer(
        found,
        entry,
        await estimate(tx, found),
        ledgerToMajor(totalOf(posted.balances), player.currency),
      );
    });
  }

  /** §7 retail codes: a logged-out visitor's complete picks, booked for a shop till until the close. */
  async function retailCodeFor({ model }: JackpotRetailCodeRequest): Promise<JackpotRetailCodeResponse> {
    const found = await pool(deps.db, model.jackpotId);
    const now = deps.clock();
    if (!isTakingEntries(found.pool, now)) throw refusal('jackpot-closed');
    const booking = bookingOf(found, model.singles);
    const refused = bookingRefusal(booking);
    if (refused) throw refused;
    const picks = canonicalPicks(booking);
    const cost = toLedgerUnits(booking.cost, found.pool.currency);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = retailCode();
      if (
        await insertRetailCode(deps.db, {
          code,
          poolId: found.pool.id,
          picks,
          createdAt: now,
          expiresAt: found.pool.closesAt,
        })
      )
        return {
          code,
          expiresAt: found.pool.closesAt.toISOString(),
          model: {
            jackpotId: found.pool.id,
            jackpotPrize: await estimate(deps.db, found),
            globalStake: ledgerAmount(found.pool.unitStakeUnits, found.pool.currency),
            noOfBets: booking.lines,
            originId: '11',
            jackpotTotalStake: ledgerAmount(cost, found.pool.currency),
            singles: picks,
          },
        };
    }
    throw new Error('No free retail code after 5 draws');
  }

  return { price, selections, place, retailCode: retailCodeFor };
}

export type JackpotPlacement = ReturnType<typeof createJackpotPlacement>;
