import { setTimeout as sleep } from 'node:timers/promises';
import {
  CASH_OUT_REFUSALS,
  type BetCountResponse,
  type CashOutRefusalReason,
  type CashOutRequest,
  type CashOutResponse,
  type MyBet,
  type MyBetsResponse,
} from '@sb/contract';
import {
  amountToMinor,
  cashOutDecision,
  cashOutValue,
  addUnits,
  DEFAULT_CASH_OUT_MARGIN,
  minorToAmount,
  runningStake,
  toLedgerUnits,
  ledgerToMajor,
  toWireMinor,
  type CashOutDecision,
  type LedgerUnits,
} from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem, InputError } from '../../errors.ts';
import {
  type PlayerRow,
  balances,
  LEDGER_DESCRIPTIONS,
  postLedgerEntry,
  totalOf,
} from '../accounts/index.ts';
import { offeredSelections, type OfferedSelection, type OfferedSelectionsDeps } from '../betslip/index.ts';
import {
  betOf,
  legsOf,
  openBetCount,
  openBetsOf,
  settledBetsOf,
  stakeOf,
  updateBet,
  type Bet,
  type BetLegRow,
  findCashOut,
  insertCashOut,
  setCashOutResponse,
  type CashOut,
  boundLockWaits,
  lockBet,
  withPlayerLock,
} from '../bets/index.ts';
import { cashOutBet, myBetView } from './my-bet-view.ts';

/** "Daily" settled bets (§7 dailySettledBets): those settled in the last 24 hours of the server clock. */
export const SETTLED_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Of the cashout_timeout budget, kept back to store a refusal when a lock wait used the rest. */
const REFUSAL_RESERVE_MS = 250;

export interface MyBetsServiceOptions {
  /** CASHOUT_DELAY_SECONDS: a cash-out of a bet with an in-play leg waits this long first. */
  cashOutDelaySeconds: number;
  /** The operator's cash-out margin (a fraction of the fair value). */
  cashOutMargin?: number;
  /** How the in-play delay waits (timers; a test holds it to move a price meanwhile). */
  sleep?: (ms: number) => Promise<unknown>;
}

export interface MyBetsService {
  openBets(player: PlayerRow): Promise<MyBetsResponse>;
  openBet(player: PlayerRow, betId: number): Promise<MyBet>;
  betCount(player: PlayerRow): Promise<BetCountResponse>;
  settledBets(player: PlayerRow, numberOfBets: number): Promise<MyBetsResponse>;
  cashOut(player: PlayerRow, betId: number, request: CashOutRequest): Promise<CashOutResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    myBets: MyBetsService;
  }
}

/** Postgres "lock_not_available": the lock_timeout of a cash-out ran out waiting for a row. */
function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

export function createMyBetsService(app: FastifyInstance, options: MyBetsServiceOptions): MyBetsService {
  const db: Db = app.db;
  const margin = options.cashOutMargin ?? DEFAULT_CASH_OUT_MARGIN;
  // A cash-out values pre-match legs at the prices the player's book offers them now.
  const offer = async (player: PlayerRow): Promise<Omit<OfferedSelectionsDeps, 'db' | 'now'>> => ({
    live: app.live.state,
    pricer: await app.odds.pricer(await app.odds.bookOf(player.brand, player)),
  });

  /** The bets with their legs and one offeredSelections call for every leg of them. */
  async function views(
    handle: Db | Tx,
    player: PlayerRow,
    rows: readonly Bet[],
    offerDeps: Omit<OfferedSelectionsDeps, 'db' | 'now'>,
  ): Promise<MyBet[]> {
    const legs = await legsOf(
      handle,
      rows.map((b) => b.id),
    );
    const offers = await offersOf(handle, legs, offerDeps);
    const byBet = new Map<number, BetLegRow[]>();
    for (const leg of legs) byBet.set(leg.betId, [...(byBet.get(leg.betId) ?? []), leg]);
    return rows.map((bet) =>
      myBetView(bet, byBet.get(bet.id) ?? [], { currency: player.currency, offers, margin }),
    );
  }

  async function offersOf(
    handle: Db | Tx,
    legs: readonly BetLegRow[],
    offerDeps: Omit<OfferedSelectionsDeps, 'db' | 'now'>,
  ): Promise<Map<number, OfferedSelection>> {
    // Only open legs need a market now; a resulted leg reads from its own row.
    const open = legs.filter((l) => l.result === 'OPEN').map((l) => l.outcomeId);
    const selections = await offeredSelections({ ...offerDeps, db: handle, now: app.clock() }, open);
    return new Map(selections.map((s) => [s.outcomeId, s]));
  }

  async function openBets(player: PlayerRow): Promise<MyBetsResponse> {
    const deps = await offer(player);
    return { bets: await views(db, player, await openBetsOf(db, player.id), deps) };
  }

  async function openBet(player: PlayerRow, betId: number): Promise<MyBet> {
    const bet = await betOf(db, player.id, betId);
    if (!bet) throw new ApiProblem(404, 'NOT_FOUND', `Bet ${betId} not found`);
    const [view] = await views(db, player, [bet], await offer(player));
    return view!;
  }

  async function betCount(player: PlayerRow): Promise<BetCountResponse> {
    const [current, count] = await Promise.all([balances(db, player.id), openBetCount(db, player.id)]);
    return { balance: ledgerToMajor(totalOf(current), player.currency), count };
  }

  async function settledBets(player: PlayerRow, numberOfBets: number): Promise<MyBetsResponse> {
    const since = new Date(app.clock().getTime() - SETTLED_WINDOW_MS);
    const rows = await settledBetsOf(db, player.id, since, numberOfBets);
    return { bets: await views(db, player, rows, await offer(player)) };
  }

  /** The same request id again: the stored answer, unless the body differs (409). */
  function replay(
    row: CashOut,
    betId: number,
    offeredUnits: LedgerUnits,
    stakeUnits: LedgerUnits | undefined,
  ) {
    const same =
      row.betId === betId &&
      row.offeredUnits === offeredUnits &&
      (stakeUnits === undefined || row.stakeUnits === stakeUnits);
    if (!same)
      throw new ApiProblem(
        409,
        'CASHOUT_REQUEST_REUSED',
        `Cash-out request ${row.requestId} was already made for another bet, value or stake: use a new request id`,
      );
    return row.response as CashOutResponse;
  }

  async function cashOut(
    player: PlayerRow,
    betId: number,
    request: CashOutRequest,
  ): Promise<CashOutResponse> {
    const started = performance.now();
    const { currency } = player;
    const offeredUnits = toLedgerUnits(amountToMinor(request.value, currency), currency);
    const stakeUnits =
      request.stake === undefined
        ? undefined
        : toLedgerUnits(amountToMinor(request.stake, currency), currency);
    const previous = await findCashOut(db, player.id, request.requestId);
    if (previous) return replay(previous, betId, offeredUnits, stakeUnits);

    const bet = await betOf(db, player.id, betId);
    if (!bet) throw new ApiProblem(404, 'NOT_FOUND', `Bet ${betId} not found`);
    // Read before the transaction: on PGlite (one connection) a query outside it would wait for it.
    // The player's brand's settings: its cash-out timeout and higher-odds rule are the player's.
    const [settings, offerDeps] = await Promise.all([
      app.cms.settings(player.brand, 'web', currency),
      offer(player),
    ]);
    const timeoutMs = settings.cashout_timeout;
    const acceptHigher = request.acceptHigher && settings.allow_higher_odds_and_cashout;

    // In play, the price a player saw may lag the feed: wait, holding no lock, as a bet waits its delay.
    const legs = await legsOf(db, [bet.id]);
    const offers = await offersOf(db, legs, offerDeps);
    const inPlay = legs.some((l) => l.result === 'OPEN' && offers.get(l.outcomeId)?.quote.inRunning);
    const delayMs = inPlay ? options.cashOutDelaySeconds * 1000 : 0;
    let timedOut = delayMs >= timeoutMs;
    if (!timedOut && delayMs > 0) await (options.sleep ?? sleep)(delayMs);
    const left = () => Math.floor(timeoutMs - (performance.now() - started));
    if (left() <= 0) timedOut = true;

    const decideIn = (tx: Tx, late: boolean) =>
      decide(tx, player, betId, request, offeredUnits, stakeUnits, offerDeps, acceptHigher, late);
    try {
      return await (timedOut
        ? db.transaction((tx) => decideIn(tx, true))
        : // A settlement holding the player or the bet, say: wait for it only so long.
          withPlayerLock(db, player.id, (tx) => decideIn(tx, false), {
            lockWait: () => left() - REFUSAL_RESERVE_MS,
          }));
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
    }
    // The budget ran out waiting for a lock: refuse. Storing the refusal locks nothing itself, but
    // its row's foreign keys wait for a holder of the bet or the player: the reserve bounds that.
    try {
      return await db.transaction(async (tx) => {
        await boundLockWaits(tx, left());
        return decideIn(tx, true);
      });
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      // Still held: answer within the timeout without a stored row. Nothing was paid; the same
      // request id, sent again, is decided afresh.
      app.log.warn({ betId, requestId: request.requestId }, 'cash-out refused (timeout) unstored');
      const [view] = await views(db, player, [bet], offerDeps);
      return {
        cashOutId: request.requestId,
        status: 'refused',
        amount: null,
        reason: 'timeout',
        message: CASH_OUT_REFUSALS.timeout,
        balance: null,
        bet: view!,
      };
    }
  }

  /**
   * The decision under THE LOCKING PROTOCOL (bets/locks.ts, whose order it follows: lockBet
   * inside withPlayerLock); only an OPEN bet moves. Once the cashout_timeout budget is spent (`timedOut`,
   * no lock held) nothing can move: the refusal reads the bet without locking anything, so it
   * answers at once even while a settlement holds the rows.
   */
  async function decide(
    tx: Tx,
    player: PlayerRow,
    betId: number,
    request: CashOutRequest,
    offeredUnits: LedgerUnits,
    stakeUnits: LedgerUnits | undefined,
    offerDeps: Omit<OfferedSelectionsDeps, 'db' | 'now'>,
    acceptHigher: boolean,
    timedOut: boolean,
  ): Promise<CashOutResponse> {
    const { currency } = player;
    // A retry that raced this one in: it decided, under the same lock.
    const previous = await findCashOut(tx, player.id, request.requestId);
    if (previous) return replay(previous, betId, offeredUnits, stakeUnits);
    const bet = timedOut ? await betOf(tx, player.id, betId) : await lockBet(tx, player.id, betId);
    if (!bet) throw new ApiProblem(404, 'NOT_FOUND', `Bet ${betId} not found`);
    const now = app.clock();
    const running = runningStake(stakeOf(bet));
    const cashedStake = stakeUnits ?? running;
    if (bet.status === 'OPEN' && (cashedStake <= 0n || cashedStake > running))
      throw new InputError('body.stake', `The stake to cash out is above the bet's running stake`);

    const legs = await legsOf(tx, [bet.id]);
    const offers = await offersOf(tx, legs, offerDeps);
    let decision: CashOutDecision | { decision: 'refuse'; reason: CashOutRefusalReason; value: bigint };
    if (bet.status !== 'OPEN') {
      decision = {
        decision: 'refuse',
        reason: bet.status === 'PENDING' ? 'unavailable' : 'settled',
        value: 0n,
      };
    } else if (timedOut) {
      decision = { decision: 'refuse', reason: 'timeout', value: 0n };
    } else {
      const quote = cashOutValue(
        cashOutBet(bet, legs, offers, currency),
        margin,
        toWireMinor(cashedStake, currency),
      );
      decision = cashOutDecision(toWireMinor(offeredUnits, currency), quote, { acceptHigher });
    }

    const paid = decision.decision === 'confirm' ? toLedgerUnits(decision.value, currency) : null;
    const row = await insertCashOut(tx, {
      betId: bet.id,
      playerId: player.id,
      requestId: request.requestId,
      stakeUnits: cashedStake,
      offeredUnits: offeredUnits,
      amountUnits: paid,
      status: decision.decision === 'confirm' ? 'CONFIRMED' : 'REFUSED',
      reason: decision.decision === 'refuse' ? decision.reason : null,
      response: {},
      createdAt: now,
    });

    let after = bet;
    let balance: number | null = null;
    if (decision.decision === 'confirm' && paid !== null) {
      const posted = await postLedgerEntry(
        tx,
        {
          playerId: player.id,
          kind: 'CASHOUT',
          pot: 'real',
          amountUnits: paid,
          reference: `cashout:${row.id}`,
          description: `${LEDGER_DESCRIPTIONS.CASHOUT} ${bet.id}`,
          createdAt: now,
        },
        () => undefined,
      );
      const whole = cashedStake === running;
      after = await updateBet(tx, bet.id, {
        cashedOutStakeUnits: addUnits(bet.cashedOutStakeUnits, cashedStake),
        cashedOutUnits: addUnits(bet.cashedOutUnits, paid),
        ...(whole ? { status: 'CASHED_OUT' as const, settledAt: now } : {}),
      });
      balance = ledgerToMajor(totalOf(posted.balances), currency);
    }

    const [view] = await views(tx, player, [after], offerDeps);
    const response: CashOutResponse =
      decision.decision === 'confirm'
        ? {
            cashOutId: String(row.id),
            status: 'confirmed',
            amount: minorToAmount(decision.value, currency),
            reason: null,
            message: null,
            balance,
            bet: view!,
          }
        : {
            cashOutId: String(row.id),
            status: 'refused',
            amount: null,
            reason: decision.reason,
            message: CASH_OUT_REFUSALS[decision.reason],
            balance: null,
            bet: view!,
          };
    await setCashOutResponse(tx, row.id, response);
    return response;
  }

  return { openBets, openBet, betCount, settledBets, cashOut };
}

/** My Bets (SPEC.md §7 "Bets history", cash-out): app.myBets; docs/decisions/my-bets-server.md. */
export const myBetsService = fp(
  (app: FastifyInstance, options: MyBetsServiceOptions, done) => {
    app.decorate('myBets', createMyBetsService(app, options));
    done();
  },
  { name: 'my-bets', dependencies: ['database', 'accounts', 'cms', 'odds', 'live'] },
);
