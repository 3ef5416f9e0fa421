import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/database.ts';
import { betLegs, bets, players } from '../../db/schema.ts';
import { toBet, type Bet, type BetLegRow } from './bets-repository.ts';

/*
 * THE LOCKING PROTOCOL, stated here and nowhere else. A transaction that moves a player's money
 * or bets locks, in this order:
 *   1. the player's row (withPlayerLock): first, always; a transaction that decides for several
 *      players at once (settlement's pages) takes all their rows in one statement, in id order
 *      (withPlayersLock), and takes no other player's row after;
 *   2. then the bet rows it decides, if any (lockBet; lockBets in id order), and only inside 1.
 * Placement, the in-play decision, cash-out, settlement and every ledger posting take 1; cash-out
 * and settlement take 2 and act only on an OPEN bet. Everyone waits in the same order (a holder of
 * one player's row never waits for another's), so nobody deadlocks, and one account's money moves
 * one change at a time on any number of processes.
 *
 * A held betslip (modules/betslip: an in-play slip in its delay, a slip REFERRED to a trader or
 * OFFERED a lower stake) is decided under 1 only, by whoever comes first: the player's status call
 * (which also carries their answer to an offer), their next placement, the trader's answer, the
 * sweep that finds a delay or a referral's deadline past. Each re-reads the slip under 1 and acts
 * only on one still held; a refusal reverses the stake rows once (unique refund references).
 *
 * A jackpot entry (modules/jackpot) is a bet row of its own table and follows the same order: its
 * placement takes 1, then holds its pool's row shared (so a pool closing on a result waits for the
 * entries under way; a transaction that locks a pool row takes no player row); its prize or refund
 * takes 1, then the entry (`lockEntry`), and acts only on an OPEN entry. The entries a settled
 * pool leaves OPEN are marked LOST in one statement without 1: no money moves, and nothing else
 * ever decides a jackpot entry (it has no cash-out).
 */

export interface LockOptions {
  /**
   * The most milliseconds any lock of the transaction may be waited for, asked once the
   * transaction is open; then PostgreSQL's lock_not_available (55P03) ends it.
   */
  lockWait?: () => number;
}

/**
 * Runs `fn` in a transaction holding the player's row lock until it ends. Inside another
 * transaction it opens a savepoint (the lock is already held: taking it again is free).
 */
export async function withPlayerLock<T>(
  db: Db,
  playerId: number,
  fn: (tx: Tx) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.lockWait) await boundLockWaits(tx, options.lockWait());
    await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
    return fn(tx);
  });
}

/**
 * Runs `fn` in a transaction holding the rows of `playerIds` until it ends, taken in one statement in
 * id order (PostgreSQL locks the rows as the sorted scan returns them): two such transactions wait
 * for each other in the same order, and one that holds a single player's row waits for nobody.
 */
export async function withPlayersLock<T>(
  db: Db,
  playerIds: readonly number[],
  fn: (tx: Tx) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    if (options.lockWait) await boundLockWaits(tx, options.lockWait());
    await tx
      .select({ id: players.id })
      .from(players)
      .where(anyOf(players.id, ids, 'integer'))
      .orderBy(asc(players.id))
      .for('update');
    return fn(tx);
  });
}

/** What deciding a bet reads of it (settlement): no texts, none of its other columns. */
export type BetToDecide = Pick<
  Bet,
  | 'id'
  | 'status'
  | 'kind'
  | 'betTypeId'
  | 'eachWay'
  | 'unitStakeUnits'
  | 'totalStakeUnits'
  | 'cashedOutStakeUnits'
  | 'noOfBets'
  | 'freeBetId'
  | 'extraWinningsPercent'
>;

/** What deciding a leg reads of it: its price, terms and result, not the texts it was placed with. */
export type LegToDecide = Pick<
  BetLegRow,
  | 'betId'
  | 'outcomeId'
  | 'marketId'
  | 'price'
  | 'result'
  | 'placeTerms'
  | 'banker'
  | 'deadHeatAllowed'
  | 'deadHeatNum'
  | 'deadHeatDen'
  | 'placeDeadHeatNum'
  | 'placeDeadHeatDen'
  | 'startingPrice'
  | 'startingPriceDecimal'
>;

// The columns a decision reads: a page of 400 bets with every column (the bet's and the legs'
// descriptions among them) cost its process more to parse and map than to decide.
const betToDecide = {
  id: bets.id,
  status: bets.status,
  kind: bets.kind,
  betTypeId: bets.betTypeId,
  eachWay: bets.eachWay,
  unitStakeUnits: bets.unitStakeUnits,
  totalStakeUnits: bets.totalStakeUnits,
  cashedOutStakeUnits: bets.cashedOutStakeUnits,
  noOfBets: bets.noOfBets,
  freeBetId: bets.freeBetId,
  extraWinningsPercent: bets.extraWinningsPercent,
};
const legToDecide = {
  betId: betLegs.betId,
  outcomeId: betLegs.outcomeId,
  marketId: betLegs.marketId,
  price: betLegs.price,
  result: betLegs.result,
  placeTerms: betLegs.placeTerms,
  banker: betLegs.banker,
  deadHeatAllowed: betLegs.deadHeatAllowed,
  deadHeatNum: betLegs.deadHeatNum,
  deadHeatDen: betLegs.deadHeatDen,
  placeDeadHeatNum: betLegs.placeDeadHeatNum,
  placeDeadHeatDen: betLegs.placeDeadHeatDen,
  startingPrice: betLegs.startingPrice,
  startingPriceDecimal: betLegs.startingPriceDecimal,
};

/**
 * Bets under lock until the transaction ends, in id order, with their legs (what deciding them
 * reads), in one statement (a settlement page); only inside withPlayersLock of their players.
 */
export async function lockBets(
  tx: Tx,
  betIds: readonly number[],
): Promise<{ bets: BetToDecide[]; legs: LegToDecide[] }> {
  if (betIds.length === 0) return { bets: [], legs: [] };
  const rows = await tx
    .select({ bet: betToDecide, leg: legToDecide })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .where(anyOf(bets.id, betIds, 'integer'))
    .orderBy(asc(bets.id), asc(betLegs.outcomeId))
    .for('update', { of: bets });
  const locked = new Map<number, BetToDecide>();
  for (const row of rows) if (!locked.has(row.bet.id)) locked.set(row.bet.id, row.bet);
  return { bets: [...locked.values()], legs: rows.map((row) => row.leg) };
}

/** The player's bet under lock until the transaction ends; only inside withPlayerLock. */
export async function lockBet(tx: Tx, playerId: number, betId: number): Promise<Bet | undefined> {
  const rows = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)))
    .for('update');
  return rows[0] && toBet(rows[0]);
}

/** Bounds every lock wait of the transaction (at least 1 ms: 0 would mean no bound). */
export async function boundLockWaits(tx: Tx, ms: number): Promise<void> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${Math.max(1, ms)}ms`}, true)`);
}
