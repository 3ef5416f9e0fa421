import { combinationKey, ledgerUnits, type CashedStake, type LedgerUnits } from '@sb/domain';
import { and, desc, eq, gt, gte, inArray, ne, sql, asc } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/database.ts';
import { nextId, reserveIds } from '../../db/serial-ids.ts';
import {
  betLegs,
  bets,
  betSlips,
  combinationLiabilities as combinationLiabilitiesTable,
  players,
} from '../../db/schema.ts';

/*
 * The bet tables (bets, bet_legs; cash_outs in cash-outs-repository.ts) have this one owner:
 * placement writes them, settlement and My Bets read and decide them. Money columns leave here as
 * ledger units (domain LedgerUnits), read once, as the row is read.
 */

type BetRow = typeof bets.$inferSelect;
/** The numeric columns: exact decimal strings in the database (an accumulator's returns outgrow bigint). */
type NumericMoney = 'potentialReturnsUnits' | 'returnsUnits';

/** A stored bet with its money in ledger units. */
export type Bet = Omit<BetRow, NumericMoney> & {
  potentialReturnsUnits: LedgerUnits;
  returnsUnits: LedgerUnits | null;
};
export type BetLegRow = typeof betLegs.$inferSelect;
export type BetStatus = BetRow['status'];

export function toBet(row: BetRow): Bet {
  return {
    ...row,
    potentialReturnsUnits: ledgerUnits(row.potentialReturnsUnits),
    returnsUnits: row.returnsUnits === null ? null : ledgerUnits(row.returnsUnits),
  };
}

/** The stake columns as the domain's running-stake rules read them (runningStake, runningUnitStake). */
export function stakeOf(
  bet: Pick<Bet, 'unitStakeUnits' | 'totalStakeUnits' | 'cashedOutStakeUnits' | 'noOfBets'>,
): CashedStake<LedgerUnits> {
  return {
    unitStake: bet.unitStakeUnits,
    totalStake: bet.totalStakeUnits,
    cashedOutStake: bet.cashedOutStakeUnits,
    noOfBets: bet.noOfBets,
  };
}

export interface NewBet {
  /** One reserved for it (reserveBetIds), else the next of the sequence. */
  id?: number;
  ref: string;
  kind: BetRow['kind'];
  betTypeId: number;
  description: string;
  noOfBets: number;
  eachWay: boolean;
  unitStakeUnits: LedgerUnits;
  totalStakeUnits: LedgerUnits;
  price: number | null;
  potentialReturnsUnits: LedgerUnits;
  /** Parlay extra winnings (§6) the multiple earned, in percent of its winnings; 0 for others. */
  extraWinningsPercent?: number;
  /** The free-bet token that staked it, if any. */
  freeBetId?: number | null;
  legs: Omit<typeof betLegs.$inferInsert, 'betId'>[];
}

/** Ids for bets written later with them, named in their slip's answer first (db/serial-ids.ts). */
export const reserveBetIds = (db: Db | Tx, count: number): Promise<number[]> => reserveIds(db, bets, count);

/** The slip's bets and their legs, in one statement; answers the bets' ids in the order given. */
export async function insertBets(
  tx: Tx,
  slip: { id: number; playerId: number; currency: string; createdAt: Date },
  status: BetStatus,
  lines: readonly NewBet[],
): Promise<number[]> {
  return (await insertBetsOf(tx, [{ slip, status, lines }]))[0]!;
}

/**
 * The bets of several slips with their legs, in one statement (the legs' insert joins the bets'
 * by slip and ref, unique within a slip); answers the bets' ids slip by slip, in the order given.
 * One array parameter a column, not one parameter a value: building a group's statement of
 * thousands of parameters cost the server more than PostgreSQL spent running it.
 */
export async function insertBetsOf(
  tx: Tx,
  slips: readonly {
    slip: { id: number; playerId: number; currency: string; createdAt: Date };
    status: BetStatus;
    lines: readonly NewBet[];
  }[],
): Promise<number[][]> {
  const rows = slips.flatMap(({ slip, status, lines }) => lines.map((line) => ({ slip, status, line })));
  if (rows.length === 0) return slips.map(() => []);
  const keys = new Set(rows.map(({ slip, line }) => `${slip.id}:${line.ref}`));
  if (keys.size !== rows.length) throw new Error('Two bets of one slip under one ref');
  const legs = rows.flatMap(({ slip, line }) => line.legs.map((leg) => ({ slip, ref: line.ref, leg })));
  const bet = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const leg = <T>(pick: (row: (typeof legs)[number]) => T) => sql.param(legs.map(pick));
  const inserted = await tx.execute<{ id: number; bet_slip_id: number; ref: string }>(
    sql`with b as (
        insert into ${bets} (id, bet_slip_id, player_id, ref, kind, bet_type_id, description, no_of_bets, each_way,
          unit_stake_units, total_stake_units, price, potential_returns_units, free_bet_id, extra_winnings_percent,
          status, created_at, combination)
        select coalesce(id, ${nextId(bets)}), slip_id, player_id, ref, kind, bet_type_id, description, no_of_bets,
          each_way, unit_stake, total_stake, price, potential_returns, free_bet_id, extra_winnings_percent, status,
          created_at, combination
        from unnest(${bet((r) => r.line.id ?? null)}::integer[], ${bet((r) => r.slip.id)}::integer[], ${bet((r) => r.slip.playerId)}::integer[],
          ${bet((r) => r.line.ref)}::text[], ${bet((r) => r.line.kind)}::text[], ${bet((r) => r.line.betTypeId)}::integer[],
          ${bet((r) => r.line.description)}::text[], ${bet((r) => r.line.noOfBets)}::integer[],
          ${bet((r) => r.line.eachWay)}::boolean[], ${bet((r) => String(r.line.unitStakeUnits))}::bigint[],
          ${bet((r) => String(r.line.totalStakeUnits))}::bigint[], ${bet((r) => r.line.price)}::double precision[],
          ${bet((r) => String(r.line.potentialReturnsUnits))}::numeric[], ${bet((r) => r.line.freeBetId ?? null)}::integer[],
          ${bet((r) => r.line.extraWinningsPercent ?? 0)}::double precision[], ${bet((r) => r.status)}::text[],
          ${bet((r) => r.slip.createdAt.toISOString())}::timestamptz[],
          ${bet((r) =>
            r.line.kind === 'MULTIPLE'
              ? combinationOf(
                  r.slip.currency,
                  r.line.legs.map((l) => l.outcomeId),
                )
              : null,
          )}::text[])
          with ordinality as v(id, slip_id, player_id, ref, kind, bet_type_id, description, no_of_bets, each_way, unit_stake,
            total_stake, price, potential_returns, free_bet_id, extra_winnings_percent, status, created_at, combination, n)
        order by n
        returning id, bet_slip_id, ref
      ), l as (
        insert into ${betLegs} (bet_id, outcome_id, market_id, event_id, price, outcome_description, market_description,
          event_description, banker, place_terms, dead_heat_allowed, starting_price)
        select b.id, v.outcome_id, v.market_id, v.event_id, v.price, v.outcome_description, v.market_description,
          v.event_description, v.banker, v.place_terms, v.dead_heat_allowed, v.starting_price
        from unnest(${leg((l) => l.slip.id)}::integer[], ${leg((l) => l.ref)}::text[],
          ${leg((l) => l.leg.outcomeId)}::integer[], ${leg((l) => l.leg.marketId)}::integer[],
          ${leg((l) => l.leg.eventId)}::integer[], ${leg((l) => l.leg.price)}::double precision[],
          ${leg((l) => l.leg.outcomeDescription)}::text[], ${leg((l) => l.leg.marketDescription)}::text[],
          ${leg((l) => l.leg.eventDescription)}::text[], ${leg((l) => l.leg.banker ?? false)}::boolean[],
          ${leg((l) => (l.leg.placeTerms ? JSON.stringify(l.leg.placeTerms) : null))}::jsonb[],
          ${leg((l) => l.leg.deadHeatAllowed ?? false)}::boolean[], ${leg((l) => l.leg.startingPrice ?? false)}::boolean[])
          as v(slip_id, ref, outcome_id, market_id, event_id, price, outcome_description, market_description,
            event_description, banker, place_terms, dead_heat_allowed, starting_price)
        join b on b.bet_slip_id = v.slip_id and b.ref = v.ref
      )
      select id, bet_slip_id, ref from b`,
  );
  const ids = new Map(inserted.rows.map((row) => [`${row.bet_slip_id}:${row.ref}`, Number(row.id)]));
  return slips.map(({ slip, lines }) => lines.map((line) => ids.get(`${slip.id}:${line.ref}`)!));
}

/**
 * The book's liability on each combination asked (RES-00233), in one statement, in the order asked:
 * returns less stakes of every running multiple (OPEN, or PENDING while its slip is held) in
 * `currency` whose legs are exactly those outcomes; ledger units. Read from the running sums that
 * the bets' own statements keep (combination_liabilities, migration 0021): one row a combination,
 * however many bets stand on it.
 */
export async function combinationLiabilities(
  db: Db | Tx,
  combinations: readonly (readonly number[])[],
  currency: string,
): Promise<LedgerUnits[]> {
  const keys = combinations.map((outcomeIds) => combinationOf(currency, outcomeIds));
  const asked = keys.filter((_, i) => combinations[i]!.length > 0);
  const rows =
    asked.length === 0
      ? []
      : await db
          .select({
            combination: combinationLiabilitiesTable.combination,
            liability: combinationLiabilitiesTable.liabilityUnits,
          })
          .from(combinationLiabilitiesTable)
          .where(anyOf(combinationLiabilitiesTable.combination, [...new Set(asked)], 'text'));
  const found = new Map(rows.map((row) => [row.combination, ledgerUnits(row.liability.split('.')[0]!)]));
  return keys.map((key) => found.get(key) ?? ledgerUnits(0));
}

/** A multiple's combination key as stored (bets.combination): its currency, then its outcomes. */
const combinationOf = (currency: string, outcomeIds: readonly number[]): string =>
  `${currency}:${combinationKey(outcomeIds).join(',')}`;

export async function setBetsStatus(tx: Tx, slipId: number, status: BetStatus): Promise<void> {
  await tx.update(bets).set({ status }).where(eq(bets.betSlipId, slipId));
}

/** The bets of several slips, in one statement. */
export async function setSlipsBetsStatus(
  tx: Tx,
  slipIds: readonly number[],
  status: BetStatus,
): Promise<void> {
  if (slipIds.length === 0) return;
  await tx
    .update(bets)
    .set({ status })
    .where(anyOf(bets.betSlipId, slipIds, 'integer'));
}

/** A bet still running: accepted (OPEN) or waiting its in-play delay (PENDING). */
const RUNNING: BetStatus[] = ['OPEN', 'PENDING'];
/** Settled by the feed or cashed out in full: the settled tab. REFUSED bets never ran. */
const SETTLED: BetStatus[] = ['WON', 'LOST', 'VOID', 'PARTLY_WON', 'CASHED_OUT'];

/** The player's running bets, newest first (one statement). */
export async function openBetsOf(db: Db | Tx, playerId: number): Promise<Bet[]> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, RUNNING)))
    .orderBy(desc(bets.createdAt), desc(bets.id));
  return rows.map(toBet);
}

export async function openBetCount(db: Db | Tx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, RUNNING)));
  return Number(row?.n ?? 0);
}

/** Whether the player has ever placed a bet (SPEC.md §6 "non-bettors"): a refused one never ran. */
export async function hasPlacedBet(db: Db | Tx, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.playerId, playerId), ne(bets.status, 'REFUSED')))
    .limit(1);
  return rows.length > 0;
}

/** Whether the player placed a bet (not refused) at or after `since`: a recent bettor may watch streams. */
export async function hasBetSince(db: Db | Tx, playerId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.playerId, playerId), ne(bets.status, 'REFUSED'), gte(bets.createdAt, since)))
    .orderBy(desc(bets.id))
    .limit(1);
  return rows.length > 0;
}

/** The player's bets settled since `since`, newest settled first, at most `limit`. */
export async function settledBetsOf(
  db: Db | Tx,
  playerId: number,
  since: Date,
  limit: number,
): Promise<Bet[]> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.status, SETTLED), gte(bets.settledAt, since)))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(limit);
  return rows.map(toBet);
}

/** One bet of this player, unlocked (another player's bet is not found: never leak it). */
export async function betOf(db: Db | Tx, playerId: number, betId: number): Promise<Bet | undefined> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
  return rows[0] && toBet(rows[0]);
}

/** The legs of these bets (one statement), by bet, then outcome id. */
export async function legsOf(db: Db | Tx, betIds: readonly number[]): Promise<BetLegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betLegs)
    .where(anyOf(betLegs.betId, betIds, 'integer'))
    .orderBy(betLegs.betId, betLegs.outcomeId);
}

/** A cash-out's change to a bet: what it took of the stake and paid, and whether it ended it. */
export async function updateBet(
  tx: Tx,
  id: number,
  change: {
    cashedOutStakeUnits: LedgerUnits;
    cashedOutUnits: LedgerUnits;
    status?: BetStatus;
    settledAt?: Date;
  },
): Promise<Bet> {
  const [row] = await tx.update(bets).set(change).where(eq(bets.id, id)).returning();
  return toBet(row!);
}

export interface BetToSettle {
  id: number;
  playerId: number;
  /** The player's brand: its settings decide the slip's tax. */
  brand: string;
  currency: string;
}

/**
 * The next bets (by id, after `afterId`) still OPEN with a leg on the market whose result is not
 * written yet: a bet handled once leaves this list (decided, or its leg written), so a run always
 * moves on. Read from the market's open legs in bet order (bet_legs_open_market_idx), so a page
 * costs its own rows, not every leg the market ever had.
 */
export async function openBetsOnMarket(
  db: Db,
  marketId: number,
  afterId: number,
  limit: number,
): Promise<BetToSettle[]> {
  return db
    .selectDistinctOn([betLegs.betId], {
      id: bets.id,
      playerId: bets.playerId,
      brand: players.brand,
      currency: betSlips.currency,
    })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .innerJoin(betSlips, eq(betSlips.id, bets.betSlipId))
    .innerJoin(players, eq(players.id, bets.playerId))
    .where(
      and(
        eq(betLegs.marketId, marketId),
        eq(betLegs.result, 'OPEN'),
        gt(betLegs.betId, afterId),
        eq(bets.status, 'OPEN'),
      ),
    )
    .orderBy(asc(betLegs.betId))
    .limit(limit);
}

export interface LegResultChange {
  outcomeId: number;
  result: BetLegRow['result'];
  deadHeatNum: number | null;
  deadHeatDen: number | null;
  placeDeadHeatNum: number | null;
  placeDeadHeatDen: number | null;
  /** The runner's SP returned with the result (a race), stored on the leg once with its result. */
  startingPriceDecimal: number | null;
}

export async function writeLegResult(tx: Tx, betId: number, change: LegResultChange): Promise<void> {
  const { outcomeId, ...values } = change;
  await tx
    .update(betLegs)
    .set(values)
    .where(and(eq(betLegs.betId, betId), eq(betLegs.outcomeId, outcomeId)));
}

/** One outcome's result on the legs of several bets (a market's result gives every leg on it the same). */
/**
 * A settlement page's writes to its bets, in one statement: the legs' results, then the bets the
 * page decided (status, returns, settlement time). One array parameter a column, not several a row:
 * building a statement of hundreds of parameters cost the server more than running it.
 */
export async function writePageSettled(
  tx: Tx,
  legs: readonly { betId: number; change: LegResultChange }[],
  decided: readonly { betId: number; status: BetStatus; returnsUnits: LedgerUnits }[],
  settledAt: Date,
): Promise<void> {
  if (legs.length === 0 && decided.length === 0) return;
  const leg = <T>(pick: (leg: { betId: number; change: LegResultChange }) => T) => sql.param(legs.map(pick));
  const bet = <T>(pick: (bet: (typeof decided)[number]) => T) => sql.param(decided.map(pick));
  await tx.execute(
    sql`with legs as (
        update ${betLegs} set result = v.result, dead_heat_num = v.dhn, dead_heat_den = v.dhd,
          place_dead_heat_num = v.pdhn, place_dead_heat_den = v.pdhd, starting_price_decimal = v.sp
        from unnest(${leg((l) => l.betId)}::integer[], ${leg((l) => l.change.outcomeId)}::integer[],
          ${leg((l) => l.change.result)}::text[], ${leg((l) => l.change.deadHeatNum)}::integer[],
          ${leg((l) => l.change.deadHeatDen)}::integer[], ${leg((l) => l.change.placeDeadHeatNum)}::integer[],
          ${leg((l) => l.change.placeDeadHeatDen)}::integer[],
          ${leg((l) => l.change.startingPriceDecimal)}::double precision[])
          as v(bet_id, outcome_id, result, dhn, dhd, pdhn, pdhd, sp)
        where ${betLegs.betId} = v.bet_id and ${betLegs.outcomeId} = v.outcome_id
      )
      update ${bets} set status = v.status, returns_units = v.returns, settled_at = ${settledAt}
      from unnest(${bet((d) => d.betId)}::integer[], ${bet((d) => d.status)}::text[],
        ${bet((d) => String(d.returnsUnits))}::numeric[]) as v(id, status, returns)
      where ${bets.id} = v.id`,
  );
}

export async function writeBetSettled(
  tx: Tx,
  betId: number,
  change: { status: BetStatus; returnsUnits: LedgerUnits; settledAt: Date },
): Promise<void> {
  await tx
    .update(bets)
    .set({ ...change, returnsUnits: String(change.returnsUnits) })
    .where(eq(bets.id, betId));
}
