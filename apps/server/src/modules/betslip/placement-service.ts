import { createHash } from 'node:crypto';
import type { BetslipError, BetslipModel, PlaceTerms, PlacedBet, PlacementResponse } from '@sb/contract';
import {
  blockingErrors,
  minorToAmount,
  priceBetslip,
  rejection,
  spendable,
  stakeSplit,
  toLedgerUnits,
  wageringOfStake,
  type BetslipRules,
  type PricedLine,
} from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem, InputError } from '../../errors.ts';
import {
  type PlayerRow,
  balances,
  LEDGER_DESCRIPTIONS,
  postLedgerEntry,
  reverseLedgerEntry,
  wageringLeft,
  type Balances,
  ledgerAmount,
} from '../accounts/index.ts';
import { insertBets, setBetsStatus, type NewBet, withPlayerLock } from '../bets/index.ts';
import { consumeFreeBets, freeBetsOf, freeBetToken, restoreFreeBets } from '../free-bets/index.ts';
import {
  findPendingSlip,
  findSlip,
  findSlipByUuid,
  insertSlip,
  updateSlip,
  type BetSlipRow,
} from './slips-repository.ts';
import {
  offeredSelections,
  type OfferedSelection,
  type OfferedSelectionsDeps,
} from './offered-selections.ts';
import { named, quotesFor } from './slip-quotes.ts';

export interface PlacementDeps {
  db: Db;
  /** What offeredSelections needs besides the database handle and the time. */
  /** What is offered to the player: pre-match prices come from the book they get (odds-service bookOf). */
  offer: (player: PlayerRow) => Promise<Omit<OfferedSelectionsDeps, 'db' | 'now'>>;
  /**
   * The betslip rules of a player: their brand's settings in their currency (limits ×1000 for
   * thousand-scaled, max selections, the African slip's tax ...).
   */
  rules: (player: PlayerRow) => Promise<BetslipRules>;
  clock: () => Date;
  /** In-play delay; 0 decides in-play slips at once. */
  delaySeconds: number;
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

const total = (b: Balances) => b.real + b.bonus;
/** The wallet's pots as the domain's promo-cash rules name them: the bonus pot holds promo cash. */
const pots = (b: Balances) => ({ real: b.real, promo: b.bonus });

interface DecisionContext {
  rules: BetslipRules;
  offer: Omit<OfferedSelectionsDeps, 'db' | 'now'>;
}

/**
 * Bet placement (SPEC.md §7 "Betslip and bets"; docs/decisions/betslip-server.md):
 * - one transaction per slip, opened by locking the player's row: one account's placements run one
 *   after the other on any number of processes, and the balance read is the balance charged;
 * - the uuid is the idempotency key: a slip already stored under it is answered again (its latest
 *   state) and nothing else happens; the same uuid with another body is a 409;
 * - the slip is priced by the domain (priceBetslip, the code the web shows totals with) against
 *   what is offered now; its blocking errors refuse it, stored with their RES codes, taking nothing;
 * - an accepted slip writes its bets and takes its stake through the wallet ledger
 *   (postLedgerEntry, the accounts module's one way money moves) in that same transaction;
 * - an in-play slip takes its stake and waits PENDING; once the delay is over `decide` checks it
 *   again and opens its bets, or voids them and returns the stake (BET_REFUND).
 */
export function createPlacementService(deps: PlacementDeps) {
  /**
   * What a decision reads besides the rows it locks: settings, margins. Loaded before the
   * transaction opens: on PGlite (one connection) a query outside the transaction would wait for it.
   */
  async function context(player: PlayerRow): Promise<DecisionContext> {
    const [rules, offer] = await Promise.all([deps.rules(player), deps.offer(player)]);
    return { rules, offer };
  }

  function offered(tx: Tx, ctx: DecisionContext, outcomeIds: readonly number[], now: Date) {
    return offeredSelections({ ...ctx.offer, db: tx, now }, outcomeIds);
  }

  async function place(player: PlayerRow, uuid: string, model: BetslipModel): Promise<PlacementResponse> {
    const hash = requestHash(model);
    const ctx = await context(player);
    const { rules } = ctx;
    return withPlayerLock(deps.db, player.id, async (tx) => {
      const existing = await findSlipByUuid(tx, player.id, uuid);
      if (existing) {
        if (existing.requestHash !== hash) {
          throw new ApiProblem(
            409,
            'BETSLIP_UUID_REUSED',
            `Betslip ${uuid} was already placed with other selections or stakes: place a new slip with a new uuid`,
          );
        }
        return existing.response as PlacementResponse;
      }
      const now = deps.clock();
      let pending = await findPendingSlip(tx, player.id);
      // Its delay is over but nobody has decided it yet (no status poll, no sweep yet): now.
      if (pending?.acceptAt && pending.acceptAt <= now) {
        await decideLocked(tx, ctx, pending, player, now);
        pending = undefined;
      }
      const selections = await offered(
        tx,
        ctx,
        model.singles.map((s) => s.outcomeId),
        now,
      );
      const current = await balances(tx, player.id);
      // Every amount from the server's state: the book's prices, events and names, the player's
      // own tokens, the money the player may spend (promo cash only when asked for).
      const slipModel = named(model, new Map(selections.map((s) => [s.outcomeId, s])));
      const priced = priceBetslip({
        model: slipModel,
        rules,
        quotes: quotesFor(slipModel, selections),
        freeBets: new Map((await freeBetsOf(tx, player.id)).map((row) => [row.id, freeBetToken(row)])),
        now,
        inPlayDelaySeconds: deps.delaySeconds,
        balance: ledgerAmount(spendable(pots(current), model.usePromoCash), player.currency),
        mode: 'server',
      });
      // No line left to place: a stake on a combination the selections do not allow (RES-00218)
      // says why; nothing staked at all is a bad request.
      const refusals =
        priced.lines.length > 0
          ? blockingErrors(priced)
          : priced.errors.filter((e) => e.code.startsWith('RES-'));
      if (priced.lines.length === 0 && refusals.length === 0)
        throw new InputError('body', 'The slip has no stake to place');
      const errors = pending ? [rejection('RES-00246')] : refusals;
      const base = {
        playerId: player.id,
        uuid,
        requestHash: hash,
        // Which front end placed it (web '11', the native apps '20' / '21'): the operator's reports.
        originId: model.originId,
        currency: player.currency,
        createdAt: now,
      };
      if (errors.length > 0) {
        const slip = await insertSlip(tx, {
          ...base,
          status: 'REJECTED',
          rejectionCode: errors[0]!.code,
          totalStakeMinor: 0,
          potentialReturnsMinor: '0',
          delaySeconds: 0,
          model: priced.model,
          response: {},
          decidedAt: now,
        });
        const response = answer(slip, player, { status: 'rejected', bets: [], balance: null, errors });
        await updateSlip(tx, slip.id, { response });
        return response;
      }

      const { currency } = player;
      const lines = priced.lines;
      const delaySeconds = lines.some((line) => line.inRunning) ? deps.delaySeconds : 0;
      const waits = delaySeconds > 0;
      const slip = await insertSlip(tx, {
        ...base,
        status: waits ? 'PENDING' : 'ACCEPTED',
        totalStakeMinor: Number(toLedgerUnits(priced.totalCost, currency)),
        potentialReturnsMinor: String(
          toLedgerUnits(
            lines.reduce((sum, l) => sum + l.potentialReturns, 0n),
            currency,
          ),
        ),
        delaySeconds,
        acceptAt: waits ? new Date(now.getTime() + delaySeconds * 1000) : null,
        // The priced model holds each selection at the price taken: the in-play re-check compares with it.
        model: priced.model,
        response: {},
        decidedAt: waits ? null : now,
      });
      const byOutcome = new Map(selections.map((s) => [s.outcomeId, s]));
      const bankers = new Set(priced.model.singles.filter((s) => s.banker).map((s) => s.outcomeId));
      const placeTerms = new Map(
        priced.model.singles.flatMap((s) => (s.placeTerms ? [[s.outcomeId, s.placeTerms] as const] : [])),
      );
      const bets = await insertBets(
        tx,
        slip,
        waits ? 'PENDING' : 'OPEN',
        lines.map((line) => newBet(line, byOutcome, bankers, placeTerms, currency)),
      );
      const tokens = lines.flatMap((l) => (l.freeBetId === undefined ? [] : [l.freeBetId]));
      // Priced under the player's lock against these very rows: a token missed here is a bug.
      const missed = await consumeFreeBets(tx, player.id, slip.id, tokens, now);
      if (missed.length > 0) throw new Error(`Slip ${slip.id}: free bets ${missed.join(',')} not consumed`);
      const after = await takeStake(tx, player, slip, current, model.usePromoCash);
      const placed = bets.map((bet, i) => placedBet(String(bet.id), lines[i]!, currency));
      const response = waits
        ? answer(slip, player, {
            status: 'pending',
            bets: placed,
            balance: null,
            errors: [],
            delay: delaySeconds,
          })
        : answer(slip, player, { status: 'accepted', bets: placed, balance: after, errors: [] });
      await updateSlip(tx, slip.id, { response });
      return response;
    });
  }

  /**
   * The stake, one ledger row per pot, named by the slip: promo cash first when the player asked
   * for it, then real money (domain stakeSplit). Each row works off the promo cash's wagering
   * requirement; the stake that meets it releases the promo cash left into real money.
   */
  async function takeStake(
    tx: Tx,
    player: PlayerRow,
    slip: BetSlipRow,
    current: Balances,
    usePromoCash: boolean,
  ): Promise<Balances> {
    const split = stakeSplit(slip.totalStakeMinor, pots(current), usePromoCash);
    // Checked by the pricing under the same lock (RES-00056); this states the rule where money moves.
    if (!split) throw new Error(`Slip ${slip.id}: the wallet cannot pay its stake`);
    let left = await wageringLeft(tx, player.id);
    let met = false;
    let after = current;
    for (const [pot, amount] of [
      ['bonus', split.promo],
      ['real', split.real],
    ] as const) {
      if (amount <= 0) continue;
      const wagering = wageringOfStake(amount, left);
      left += wagering.change;
      met ||= wagering.met;
      const posted = await postLedgerEntry(
        tx,
        {
          playerId: player.id,
          kind: 'BET_STAKE',
          pot,
          amountMinor: -amount,
          reference: `bet:${slip.id}:${pot}`,
          description: `${LEDGER_DESCRIPTIONS.BET_STAKE} ${slip.id}`,
          createdAt: slip.createdAt,
          wageringMinor: wagering.change,
        },
        (balance) => {
          if (balance[pot] < amount) throw new Error(`Slip ${slip.id}: ${pot} money below the stake`);
        },
      );
      after = posted.balances;
    }
    if (met && after.bonus > 0) after = await releasePromoCash(tx, player, slip, after.bonus);
    return after;
  }

  /** The wagering is met: the promo cash left becomes real money, one row out and one in. */
  async function releasePromoCash(
    tx: Tx,
    player: PlayerRow,
    slip: BetSlipRow,
    amount: number,
  ): Promise<Balances> {
    let after: Balances | undefined;
    for (const [pot, sign] of [
      ['bonus', -1],
      ['real', 1],
    ] as const) {
      const posted = await postLedgerEntry(
        tx,
        {
          playerId: player.id,
          kind: 'PROMO_RELEASE',
          pot,
          amountMinor: sign * amount,
          reference: `promo-release:${slip.id}:${pot}`,
          description: LEDGER_DESCRIPTIONS.PROMO_RELEASE,
          createdAt: slip.createdAt,
        },
        () => undefined,
      );
      after = posted.balances;
    }
    return after!;
  }

  /**
   * Returns a refused in-play slip's stake, row for row, each refund named by the row it returns
   * and putting back the wagering it worked off; its free-bet tokens are given back too.
   */
  async function returnStake(tx: Tx, player: PlayerRow, slip: BetSlipRow, now: Date): Promise<Balances> {
    await restoreFreeBets(tx, slip.id);
    let after = await balances(tx, player.id);
    for (const pot of ['real', 'bonus'] as const) {
      after =
        (await reverseLedgerEntry(tx, `bet:${slip.id}:${pot}`, {
          kind: 'BET_REFUND',
          reference: `bet-refund:${slip.id}:${pot}`,
          description: `${LEDGER_DESCRIPTIONS.BET_REFUND} ${slip.id}`,
          createdAt: now,
        })) ?? after;
    }
    return after;
  }

  /**
   * Decides an in-play slip whose delay is over, under the player's lock: its selections are priced
   * again, against the prices taken; accepted, the bets open; refused, they are void and the stake
   * goes back. A slip already decided is answered as it is (two processes may both try).
   */
  async function decideLocked(
    tx: Tx,
    ctx: DecisionContext,
    slip: Pick<BetSlipRow, 'id'>,
    player: PlayerRow,
    now: Date,
  ): Promise<PlacementResponse> {
    const fresh = await findSlip(tx, slip.id);
    if (!fresh) throw new Error(`Betslip ${slip.id} vanished`);
    if (fresh.status !== 'PENDING') return fresh.response as PlacementResponse;
    const waiting = fresh.response as PlacementResponse;
    const model = fresh.model as BetslipModel;
    const selections = await offered(
      tx,
      ctx,
      model.singles.map((s) => s.outcomeId),
      now,
    );
    // The tokens this slip consumed are its own to use; they are judged as at placement.
    const ownTokens = (await freeBetsOf(tx, player.id))
      .filter((row) => row.usedBySlipId === fresh.id)
      .map((row) => ({ ...freeBetToken(row), used: false }));
    // No balance: the stake was taken at placement.
    const priced = priceBetslip({
      model,
      rules: ctx.rules,
      quotes: quotesFor(model, selections),
      freeBets: new Map(ownTokens.map((t) => [t.id, t])),
      now: fresh.createdAt,
      mode: 'server',
    });
    const errors = blockingErrors(priced);
    let response: PlacementResponse;
    if (errors.length > 0) {
      const after = await returnStake(tx, player, fresh, now);
      await setBetsStatus(tx, fresh.id, 'REFUSED');
      response = answer(fresh, player, { status: 'rejected', bets: [], balance: after, errors });
      await updateSlip(tx, fresh.id, {
        status: 'REJECTED',
        rejectionCode: errors[0]!.code,
        response,
        decidedAt: now,
      });
    } else {
      await setBetsStatus(tx, fresh.id, 'OPEN');
      const after = await balances(tx, player.id);
      response = {
        ...waiting,
        status: 'accepted',
        balance: ledgerAmount(total(after), player.currency),
        delay: 0,
      };
      await updateSlip(tx, fresh.id, { status: 'ACCEPTED', response, decidedAt: now });
    }
    return response;
  }

  async function decide(slipId: number, player: PlayerRow, now: Date): Promise<PlacementResponse> {
    const ctx = await context(player);
    return withPlayerLock(deps.db, player.id, (tx) => decideLocked(tx, ctx, { id: slipId }, player, now));
  }

  /**
   * The slip's placement as it stands (SPEC.md §7 status call): pending with the seconds left
   * while its delay runs, then decided on the spot if nobody has yet. Another player's slip is a 404
   * like a missing one (as in My Bets): the answer does not tell that the slip exists.
   */
  async function status(player: PlayerRow, betSlipId: number): Promise<PlacementResponse> {
    const slip = await findSlip(deps.db, betSlipId);
    if (!slip || slip.playerId !== player.id)
      throw new ApiProblem(404, 'NOT_FOUND', `Betslip ${betSlipId} not found`);
    if (slip.status !== 'PENDING') return slip.response as PlacementResponse;
    const now = deps.clock();
    if (slip.acceptAt && slip.acceptAt > now) {
      const left = Math.ceil((slip.acceptAt.getTime() - now.getTime()) / 1000);
      return { ...(slip.response as PlacementResponse), delay: left };
    }
    return decide(slip.id, player, now);
  }

  return { place, status, decide };
}

export type PlacementService = ReturnType<typeof createPlacementService>;

function newBet(
  line: PricedLine,
  offered: ReadonlyMap<number, OfferedSelection>,
  bankers: ReadonlySet<number>,
  placeTerms: ReadonlyMap<number, PlaceTerms>,
  currency: string,
): NewBet {
  return {
    ref: line.ref,
    kind: line.kind === 'single' ? 'SINGLE' : line.kind === 'multiple' ? 'MULTIPLE' : 'SYSTEM',
    betTypeId: line.betTypeId,
    description: line.description,
    noOfBets: line.noOfBets,
    eachWay: line.eachWay,
    unitStakeMinor: Number(toLedgerUnits(line.unitStake, currency)),
    totalStakeMinor: Number(toLedgerUnits(line.totalStake, currency)),
    price: line.kind === 'system' ? null : line.decimal,
    potentialReturnsMinor: String(toLedgerUnits(line.potentialReturns, currency)),
    freeBetId: line.freeBetId ?? null,
    extraWinningsPercent: line.extraWinningsPercent,
    legs: line.outcomeIds.map((id) => {
      const offer = offered.get(id);
      return {
        outcomeId: id,
        marketId: offer?.marketId ?? 0,
        eventId: offer?.eventId ?? 0,
        price: offer?.quote.decimal ?? 0,
        outcomeDescription: offer?.outcomeDescription ?? '',
        marketDescription: offer?.marketDescription ?? '',
        eventDescription: offer?.eventDescription ?? '',
        // A banker is in every combination of a system; a single or a multiple has none.
        banker: line.kind === 'system' && bankers.has(id),
        // What settlement needs of the selection as placed: the place terms an each-way bet
        // was taken at, and whether its market settles ties by dead heat.
        placeTerms: line.eachWay ? (placeTerms.get(id) ?? null) : null,
        deadHeatAllowed: offer?.deadHeatAllowed ?? false,
      };
    }),
  };
}

function placedBet(betId: string, line: PricedLine, currency: string): PlacedBet {
  return {
    betId,
    ref: line.ref,
    betTypeId: line.betTypeId,
    description: line.description,
    outcomeIds: line.outcomeIds,
    noOfBets: line.noOfBets,
    unitStake: minorToAmount(line.unitStake, currency),
    totalStake: minorToAmount(line.totalStake, currency),
    potentialReturns: minorToAmount(line.potentialReturns, currency),
    eachWay: line.eachWay,
    isFreeBet: line.isFreeBet,
    decimal: line.decimal,
  };
}

function answer(
  slip: BetSlipRow,
  player: PlayerRow,
  outcome: {
    status: PlacementResponse['status'];
    bets: PlacedBet[];
    balance: Balances | null;
    errors: BetslipError[];
    delay?: number;
  },
): PlacementResponse {
  const { currency } = player;
  const taken = outcome.status !== 'rejected';
  return {
    betSlipId: String(slip.id),
    status: outcome.status,
    reference: slip.uuid,
    bets: outcome.bets,
    totalStake: ledgerAmount(taken ? slip.totalStakeMinor : 0, currency),
    potentialReturns: ledgerAmount(taken ? BigInt(slip.potentialReturnsMinor) : 0n, currency),
    balance: outcome.balance ? ledgerAmount(total(outcome.balance), currency) : null,
    delay: outcome.delay ?? 0,
    errors: outcome.errors,
  };
}
