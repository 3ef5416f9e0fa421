import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerUnits } from '@sb/domain';
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

/** A bet and one of its legs as the locking statement returns them (stakes as text: every driver alike). */
interface LockedRow extends Record<string, unknown> {
  id: number;
  status: BetToDecide['status'];
  kind: BetToDecide['kind'];
  bet_type_id: number;
  each_way: boolean;
  unit_stake: string;
  total_stake: string;
  cashed_out_stake: string;
  no_of_bets: number;
  free_bet_id: number | null;
  extra_winnings_percent: number;
  outcome_id: number;
  market_id: number;
  price: number;
  result: LegToDecide['result'];
  place_terms: string | null;
  banker: boolean;
  dead_heat_allowed: boolean;
  dead_heat_num: number | null;
  dead_heat_den: number | null;
  place_dead_heat_num: number | null;
  place_dead_heat_den: number | null;
  starting_price: boolean;
  starting_price_decimal: number | null;
}

/**
 * Bets under lock until the transaction ends, in id order, with their legs, in one statement (a
 * settlement page); only inside withPlayersLock of their players. It reads the columns a decision
 * reads, written out: every column of a page of 400 bets and their legs (the descriptions among them),
 * and then drizzle's select builder and row mapping, cost the page's process more than deciding them
 * (docs/decisions/throughput.md "Eighth stop").
 */
export async function lockBets(
  tx: Tx,
  betIds: readonly number[],
): Promise<{ bets: BetToDecide[]; legs: LegToDecide[] }> {
  if (betIds.length === 0) return { bets: [], legs: [] };
  const { rows } = await tx.execute<LockedRow>(sql`
    select bets.id, bets.status, bets.kind, bets.bet_type_id, bets.each_way,
      bets.unit_stake_units::text as unit_stake, bets.total_stake_units::text as total_stake,
      bets.cashed_out_stake_units::text as cashed_out_stake, bets.no_of_bets, bets.free_bet_id,
      bets.extra_winnings_percent, bet_legs.outcome_id, bet_legs.market_id, bet_legs.price, bet_legs.result,
      bet_legs.place_terms::text as place_terms, bet_legs.banker, bet_legs.dead_heat_allowed,
      bet_legs.dead_heat_num, bet_legs.dead_heat_den, bet_legs.place_dead_heat_num, bet_legs.place_dead_heat_den,
      bet_legs.starting_price, bet_legs.starting_price_decimal
    from ${bets} join ${betLegs} on ${betLegs.betId} = ${bets.id}
    where ${anyOf(bets.id, betIds, 'integer')}
    order by bets.id, bet_legs.outcome_id
    for update of bets`);
  const locked = new Map<number, BetToDecide>();
  const legs: LegToDecide[] = [];
  for (const row of rows) {
    if (!locked.has(row.id))
      locked.set(row.id, {
        id: row.id,
        status: row.status,
        kind: row.kind,
        betTypeId: row.bet_type_id,
        eachWay: row.each_way,
        unitStakeUnits: ledgerUnits(row.unit_stake),
        totalStakeUnits: ledgerUnits(row.total_stake),
        cashedOutStakeUnits: ledgerUnits(row.cashed_out_stake),
        noOfBets: row.no_of_bets,
        freeBetId: row.free_bet_id,
        extraWinningsPercent: row.extra_winnings_percent,
      });
    legs.push({
      betId: row.id,
      outcomeId: row.outcome_id,
      marketId: row.market_id,
      price: row.price,
      result: row.result,
      placeTerms:
        row.place_terms === null ? null : (JSON.parse(row.place_terms) as LegToDecide['placeTerms']),
      banker: row.banker,
      deadHeatAllowed: row.dead_heat_allowed,
      deadHeatNum: row.dead_heat_num,
      deadHeatDen: row.dead_heat_den,
      placeDeadHeatNum: row.place_dead_heat_num,
      placeDeadHeatDen: row.place_dead_heat_den,
      startingPrice: row.starting_price,
      startingPriceDecimal: row.starting_price_decimal,
    });
  }
  return { bets: [...locked.values()], legs };
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
