import { addUnits, ledgerUnits, negateUnits, type LedgerUnits } from '@sb/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

export async function balances(db: Db | Tx, playerId: number): Promise<Balances> {
  const [row] = await db
    .select({
      // Sums of bigint are numeric in PostgreSQL: cast back so the driver returns an exact integer.
      real: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'real'), 0)::bigint`,
      bonus: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'bonus'), 0)::bigint`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.playerId, playerId));
  return { real: ledgerUnits(row?.real ?? 0), bonus: ledgerUnits(row?.bonus ?? 0) };
}

/** Several players' balances in one statement; a player without rows has 0 in both pots. */
export async function balancesOf(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, Balances>> {
  const found = new Map<number, Balances>(
    playerIds.map((id) => [id, { real: ledgerUnits(0), bonus: ledgerUnits(0) }]),
  );
  if (playerIds.length === 0) return found;
  const rows = await db
    .select({
      playerId: walletLedger.playerId,
      real: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'real'), 0)::bigint`,
      bonus: sql<string>`coalesce(sum(${walletLedger.amountUnits}) filter (where ${walletLedger.pot} = 'bonus'), 0)::bigint`,
    })
    .from(walletLedger)
    .where(inArray(walletLedger.playerId, [...playerIds]))
    .groupBy(walletLedger.playerId);
  for (const row of rows)
    found.set(row.playerId, { real: ledgerUnits(row.real), bonus: ledgerUnits(row.bonus) });
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
    const after = {
      real: entry.pot === 'real' ? addUnits(current.real, entry.amountUnits) : current.real,
      bonus: entry.pot === 'bonus' ? addUnits(current.bonus, entry.amountUnits) : current.bonus,
    };
    const [row] = await tx
      .insert(walletLedger)
      .values({ ...entry, balanceAfterUnits: totalOf(after) })
      .returning();
    return { row: row!, balances: after, replayed: false };
  });
}

/**
 * Credits several players at once (settlement's page), in one statement, inside a transaction that
 * holds all their rows (withPlayersLock): as postLedgerEntry does for one, a reference already
 * written is left as it is (its credit was paid), and each new row carries its player's balance
 * after it, in the order given. Credits only: a credit needs no check of the balance.
 */
export async function postLedgerCredits(tx: Tx, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  for (const entry of entries)
    if (entry.amountUnits <= 0n) throw new Error(`Ledger ${entry.reference}: not a credit`);
  const written = await tx
    .select({ reference: walletLedger.reference, playerId: walletLedger.playerId })
    .from(walletLedger)
    .where(
      inArray(
        walletLedger.reference,
        entries.map((e) => e.reference),
      ),
    );
  const owner = new Map(written.map((row) => [row.reference, row.playerId]));
  const fresh = entries.filter((entry) => {
    const playerId = owner.get(entry.reference);
    if (playerId !== undefined && playerId !== entry.playerId)
      throw new Error(`Ledger reference ${entry.reference} is taken`);
    return playerId === undefined;
  });
  if (fresh.length === 0) return;
  const current = await balancesOf(tx, [...new Set(fresh.map((e) => e.playerId))]);
  const rows = fresh.map((entry) => {
    const before = current.get(entry.playerId)!;
    const after = {
      real: entry.pot === 'real' ? addUnits(before.real, entry.amountUnits) : before.real,
      bonus: entry.pot === 'bonus' ? addUnits(before.bonus, entry.amountUnits) : before.bonus,
    };
    current.set(entry.playerId, after);
    return { ...entry, balanceAfterUnits: totalOf(after) };
  });
  await tx.insert(walletLedger).values(rows);
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

/** What is left to wager of the player's promo cash (Wallet.totalLeftToWager), in ledger units. */
export async function wageringLeft(db: Db | Tx, playerId: number): Promise<LedgerUnits> {
  const [row] = await db
    .select({ left: sql<string>`coalesce(sum(${walletLedger.wageringUnits}), 0)::bigint` })
    .from(walletLedger)
    .where(eq(walletLedger.playerId, playerId));
  const left = ledgerUnits(row?.left ?? 0);
  return left > 0n ? left : ledgerUnits(0);
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
