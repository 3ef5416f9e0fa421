import { addUnits, ledgerUnits, negateUnits, type LedgerUnits } from '@sb/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/database.ts';
import { walletLedger } from '../../db/schema.ts';
import { withPlayerLock } from '../bets/index.ts';

/*
 * The wallet ledger: the one owner of wallet_ledger. Money moves only through postLedgerEntry
 * (and, for a refund, reverseLedgerEntry; for settlement's pages of credits, postLedgerCredits);
 * balances are sums of rows.
 */

export type LedgerRow = typeof walletLedger.$inferSelect;

/** What the player's transaction list calls each kind of row (a stake adds its slip id, and so on). */
export const LEDGER_DESCRIPTIONS: Record<LedgerRow['kind'], string> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  BET_STAKE: 'Bet stake',
  BET_WIN: 'Bet winnings',
  BET_REFUND: 'Bet refund',
  CASHOUT: 'Cash out',
  BONUS: 'Promo cash',
  PROMO_RELEASE: 'Promo cash released (wagering complete)',
  ADJUSTMENT: 'Adjustment',
  GAME_STAKE: 'Game stake',
  GAME_WIN: 'Game winnings',
  GAME_REFUND: 'Game stake returned',
};

/** A player's money in ledger units (money.ts): the sums of their rows. */
export interface Balances {
  real: LedgerUnits;
  bonus: LedgerUnits;
}

/** The player's whole balance: real money and promo cash. */
export const totalOf = (b: Balances): LedgerUnits => addUnits(b.real, b.bonus);

/** A player's balances and what is left to wager of their promo cash, read in one statement. */
export interface WalletState {
  balances: Balances;
  /** Wallet.totalLeftToWager, in ledger units: never below 0. */
  wageringLeft: LedgerUnits;
}

export async function walletState(db: Db | Tx, playerId: number): Promise<WalletState> {
  return (await walletStatesOf(db, [playerId])).get(playerId)!;
}

export async function balances(db: Db | Tx, playerId: number): Promise<Balances> {
  return (await walletState(db, playerId)).balances;
}

/** Several players' wallets in one statement; a player without rows has 0 in both pots. */
export async function walletStatesOf(
  db: Db | Tx,
  playerIds: readonly number[],
): Promise<Map<number, WalletState>> {
  const empty = (): WalletState => ({
    balances: { real: ledgerUnits(0), bonus: ledgerUnits(0) },
    wageringLeft: ledgerUnits(0),
  });
  const found = new Map<number, WalletState>(playerIds.map((id) => [id, empty()]));
  if (playerIds.length === 0) return found;
  const rows = await db
    .select({
      playerId: walletLedger.playerId,
      // Sums of bigint are numeric in PostgreSQL: cast back so the driver returns an exact integer.
      real: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'real'), 0)::bigint`,
      bonus: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'bonus'), 0)::bigint`,
      wagering: sql<string>`coalesce(sum(${walletLedger.wageringUnits}), 0)::bigint`,
    })
    .from(walletLedger)
    .where(anyOf(walletLedger.playerId, [...new Set(playerIds)], 'integer'))
    .groupBy(walletLedger.playerId);
  for (const row of rows) {
    const left = ledgerUnits(row.wagering);
    found.set(row.playerId, {
      balances: { real: ledgerUnits(row.real), bonus: ledgerUnits(row.bonus) },
      wageringLeft: left > 0n ? left : ledgerUnits(0),
    });
  }
  return found;
}

export interface LedgerEntry {
  playerId: number;
  kind: LedgerRow['kind'];
  pot: 'real' | 'bonus';
  /** Signed. */
  amountUnits: LedgerUnits;
  /** Unique: a second write with the same reference returns the first row and changes nothing. */
  reference: string;
  description: string;
  createdAt: Date;
  /** The row's change to the promo cash's wagering requirement (wallet_ledger.wagering_units). */
  wageringUnits?: LedgerUnits;
}

/**
 * The one way money moves. In one transaction: lock the player row (withPlayerLock, so two
 * writes for one player run one after the other and each sees the other's row), return the row
 * already written under this reference if any, let `check` refuse on the current balances (it
 * throws), then append the row with the total balance after it.
 */
export async function postLedgerEntry(
  db: Db,
  entry: LedgerEntry,
  check: (current: Balances) => void,
): Promise<{ row: LedgerRow; balances: Balances; replayed: boolean }> {
  return withPlayerLock(db, entry.playerId, async (tx) => {
    const [existing] = await tx
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, entry.reference));
    if (existing) {
      if (existing.playerId !== entry.playerId)
        throw new Error(`Ledger reference ${entry.reference} is taken`);
      return { row: existing, balances: await balances(tx, entry.playerId), replayed: true };
    }
    const current = await balances(tx, entry.playerId);
    check(current);
    const { values, after } = withBalancesAfter([entry], new Map([[entry.playerId, current]]));
    const [row] = await tx.insert(walletLedger).values(values).returning();
    return { row: row!, balances: after.get(entry.playerId)!, replayed: false };
  });
}

/** Each entry with its player's total balance after it, in the order given, from `current`. */
function withBalancesAfter(entries: readonly LedgerEntry[], current: ReadonlyMap<number, Balances>) {
  const after = new Map(current);
  const values = entries.map((entry) => {
    const before = after.get(entry.playerId);
    if (!before) throw new Error(`Ledger ${entry.reference}: the player's balances were not read`);
    const next = {
      real: entry.pot === 'real' ? addUnits(before.real, entry.amountUnits) : before.real,
      bonus: entry.pot === 'bonus' ? addUnits(before.bonus, entry.amountUnits) : before.bonus,
    };
    after.set(entry.playerId, next);
    return { ...entry, balanceAfterUnits: totalOf(next) };
  });
  return { values, after };
}

/**
 * Appends rows inside a transaction that already holds their players' rows (withPlayerLock,
 * withPlayersLock) and read `current` under it, in one statement and without postLedgerEntry's
 * second lock, look-up and sums: for rows whose references are new by construction, named after a
 * row this same transaction inserted (a slip's stake). Such a reference already written is a bug,
 * which the unique index refuses (the transaction rolls back). Each row carries its player's total
 * balance after it, in the order given; answers each player's balances after them.
 */
export async function appendLedgerEntries(
  tx: Tx,
  entries: readonly LedgerEntry[],
  current: ReadonlyMap<number, Balances>,
): Promise<{ balances: Map<number, Balances> }> {
  const { values, after } = withBalancesAfter(entries, current);
  if (values.length === 0) return { balances: after };
  // One array parameter a column, not nine parameters a row: building and checking a statement of
  // 1,800 parameters cost the server more than PostgreSQL spent running it (a settlement page).
  // In the order given (`order by n`): ids follow it, and so does each row's balance after.
  const column = <T>(pick: (row: (typeof values)[number]) => T) => sql.param(values.map(pick));
  await tx.execute(
    sql`insert into ${walletLedger} (player_id, kind, pot, amount_units, balance_after_units, reference, description, created_at, wagering_units)
      select player_id, kind, pot, amount_units, balance_after_units, reference, description, created_at, wagering_units
      from unnest(${column((v) => v.playerId)}::integer[], ${column((v) => v.kind)}::text[],
        ${column((v) => v.pot)}::text[], ${column((v) => String(v.amountUnits))}::bigint[],
        ${column((v) => String(v.balanceAfterUnits))}::bigint[], ${column((v) => v.reference)}::text[],
        ${column((v) => v.description)}::text[], ${column((v) => v.createdAt.toISOString())}::timestamptz[],
        ${column((v) => String(v.wageringUnits ?? 0n))}::bigint[])
        with ordinality as v(player_id, kind, pot, amount_units, balance_after_units, reference, description, created_at, wagering_units, n)
      order by n`,
  );
  return { balances: after };
}

/**
 * Credits several players at once (settlement's page), in one statement, inside a transaction that
 * holds all their rows (withPlayersLock). Credits only: a credit needs no check of the balance, so
 * each row's balance after (the player's total, real and promo) is worked out by PostgreSQL: the
 * sum of the player's rows before the statement plus this statement's rows up to it, in the order
 * given. The references must be new: one already written fails the statement (the unique index) and
 * so the caller's transaction, which then posts each credit alone through postLedgerEntry, where a
 * written reference answers its row.
 */
export async function postLedgerCredits(tx: Tx, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  for (const entry of entries)
    if (entry.amountUnits <= 0n) throw new Error(`Ledger ${entry.reference}: not a credit`);
  const column = <T>(pick: (entry: LedgerEntry) => T) => sql.param(entries.map(pick));
  await tx.execute(
    sql`with v as (
        select * from unnest(${column((e) => e.playerId)}::integer[], ${column((e) => e.kind)}::text[],
          ${column((e) => e.pot)}::text[], ${column((e) => String(e.amountUnits))}::bigint[],
          ${column((e) => e.reference)}::text[], ${column((e) => e.description)}::text[],
          ${column((e) => e.createdAt.toISOString())}::timestamptz[],
          ${column((e) => String(e.wageringUnits ?? 0n))}::bigint[])
          with ordinality as v(player_id, kind, pot, amount_units, reference, description, created_at, wagering_units, n)
      ), before as (
        select player_id, sum(amount_units)::bigint as total from ${walletLedger}
        where player_id in (select player_id from v) group by player_id
      )
      insert into ${walletLedger} (player_id, kind, pot, amount_units, balance_after_units, reference, description, created_at, wagering_units)
      select v.player_id, v.kind, v.pot, v.amount_units,
        coalesce(before.total, 0) + sum(v.amount_units) over (partition by v.player_id order by v.n),
        v.reference, v.description, v.created_at, v.wagering_units
      from v left join before on before.player_id = v.player_id
      order by v.n`,
  );
}

/**
 * Reverses the row written under `reference`, if any (an in-play slip refused: its stake comes
 * back), putting back the wagering it worked off; the reversal is itself idempotent by its own
 * reference. Answers the balances after, or undefined when there was nothing to reverse.
 */
export async function reverseLedgerEntry(
  db: Db,
  reference: string,
  reversal: Pick<LedgerEntry, 'kind' | 'reference' | 'description' | 'createdAt'>,
): Promise<Balances | undefined> {
  const [original] = await db.select().from(walletLedger).where(eq(walletLedger.reference, reference));
  if (!original) return undefined;
  const posted = await postLedgerEntry(
    db,
    {
      ...reversal,
      playerId: original.playerId,
      pot: original.pot,
      amountUnits: negateUnits(original.amountUnits),
      wageringUnits: negateUnits(original.wageringUnits),
    },
    () => undefined,
  );
  return posted.balances;
}

/**
 * A new player's opening rows (the demo seed), in order, each with the balance after it. Only for
 * a player inserted in this same transaction: nobody else can see the player yet, so no lock.
 */
export async function postOpeningEntries(tx: Tx, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  let total = ledgerUnits(0);
  const rows = entries.map((entry) => {
    total = addUnits(total, entry.amountUnits);
    return { ...entry, balanceAfterUnits: total };
  });
  await tx.insert(walletLedger).values(rows).onConflictDoNothing();
}

export async function hasDeposited(db: Db, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.playerId, playerId), eq(walletLedger.kind, 'DEPOSIT')))
    .limit(1);
  return rows.length > 0;
}

/** A page of a player's rows, newest first, and how many there are in all. */
export async function ledgerPage(
  db: Db,
  playerId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.playerId, playerId))
      .orderBy(desc(walletLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.playerId, playerId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
