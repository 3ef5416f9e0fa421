import {
  bestLine,
  entryPrize,
  jackpotPrizes,
  linesByWrong,
  poolOutcome,
  winningLines,
  type CountedMatch,
  type LedgerUnits,
} from '@sb/domain';
import type { Db } from '../../db/database.ts';
import type { JackpotPrizeRow } from '../../db/schema.ts';
import { LEDGER_DESCRIPTIONS, postLedgerEntry } from '../accounts/index.ts';
import { withPlayerLock } from '../bets/index.ts';
import { resultsOf } from '../settlement/index.ts';
import {
  addRollover,
  entriesOfPool,
  lockEntry,
  lockPool,
  markRestLost,
  openPoolOfSeries,
  poolById,
  settleEntry,
  updatePool,
  type EntryRow,
  type PoolRow,
  type PoolWithMatches,
} from './jackpot-repository.ts';
import { domainMatches, ledgerRules, resultsByOrdinal, storedUnits } from './pool-rules.ts';

/*
 * A pool's settlement (docs/decisions/jackpot.md "Settlement"), in steps that each commit, so a
 * process killed at any point leaves a pool the next run finishes, paying nothing twice:
 *   1. fix: once every result that decides the pool is known, its prize table is computed from its
 *      entries (which can no longer change: the pool is closed) and stored; status SETTLING (or
 *      CANCELLING with more voids than the pool allows);
 *   2. pay: each winning entry in its own transaction under the locking protocol (player row, then
 *      the entry; only an OPEN entry is touched), credited under `jackpot:<entryId>:prize`; a
 *      cancelled pool refunds every entry under `jackpot:<entryId>:refund`;
 *   3. the entries left OPEN are lost, in one statement (no money moves);
 *   4. finish: the pool SETTLED (or CANCELLED) and its roll-over added to the series' next pool, in
 *      one transaction guarded by the status, so it happens once.
 */

export interface JackpotSettlementDeps {
  db: Db;
  clock: () => Date;
  /** Entries read per page; default 1,000. */
  pageSize?: number;
}

export interface PoolSettlement {
  poolId: number;
  state: 'open' | 'waiting' | 'settled' | 'cancelled';
  /** Entries this run paid (prizes or refunds) and the ledger units it credited. */
  paid: number;
  credited: bigint;
}

export interface SettlePoolOptions {
  /** Stops between two entries (a process shutting down; the restart test). */
  signal?: AbortSignal;
  /** Called after each entry's payment committed. */
  onPaid?: (entryId: number) => void;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every entry of the pool, page by page, read between transactions (PGlite has one connection). */
async function* entries(deps: JackpotSettlementDeps, poolId: number, status?: EntryRow['status']) {
  const limit = deps.pageSize ?? 1000;
  let afterId = 0;
  for (;;) {
    const page = await entriesOfPool(deps.db, poolId, { afterId, limit, ...(status ? { status } : {}) });
    if (page.length === 0) return;
    yield page;
    afterId = page.at(-1)!.id;
    await yieldToEventLoop();
  }
}

const picksByOrdinal = (entry: EntryRow) => {
  const picks = new Map<number, number[]>();
  for (const pick of entry.picks)
    picks.set(pick.ordinal, [...(picks.get(pick.ordinal) ?? []), pick.outcomeId]);
  return picks;
};

const text = (units: bigint) => units.toString();

/** Step 1: the prize table from every entry's lines, or the cancellation. */
async function prizeTable(
  deps: JackpotSettlementDeps,
  pool: PoolRow,
  counted: readonly CountedMatch[] | 'cancelled',
): Promise<JackpotPrizeRow> {
  const rules = ledgerRules(pool);
  let stakes = 0n;
  const byWrong: number[][] = [];
  for await (const page of entries(deps, pool.id)) {
    for (const entry of page) {
      stakes += entry.costUnits;
      if (counted !== 'cancelled') byWrong.push(linesByWrong(counted, picksByOrdinal(entry)));
    }
  }
  if (counted === 'cancelled')
    return {
      cancelled: true,
      stakes: text(stakes),
      margin: '0',
      topUp: '0',
      prizesPaid: '0',
      rolloverOut: text(pool.rolloverInUnits),
      tiers: [],
    };
  // Ledger units throughout: the unit stake is a whole wire amount, so every split is one too, but
  // for the thousand-scaled currencies, whose ledger counts thousandths (money/units.ts).
  const table = jackpotPrizes(
    { stakes, rolloverIn: pool.rolloverInUnits, winningLines: winningLines(byWrong, rules) },
    rules,
  );
  return {
    cancelled: false,
    stakes: text(table.stakes),
    margin: text(table.margin),
    topUp: text(table.topUp),
    prizesPaid: text(table.prizesPaid),
    rolloverOut: text(table.rolloverOut),
    tiers: table.tiers.map((t) => ({
      wrong: t.wrong,
      lines: text(t.lines),
      perLine: text(t.perLine),
      paid: text(t.paid),
      rolledOver: text(t.rolledOver),
    })),
  };
}

/** Step 1, stored once: whoever locks the pool first fixes the table; a later run reads it. */
async function fix(
  deps: JackpotSettlementDeps,
  found: PoolWithMatches,
  counted: readonly CountedMatch[] | 'cancelled',
) {
  const table = await prizeTable(deps, found.pool, counted);
  return deps.db.transaction(async (tx) => {
    const pool = await lockPool(tx, found.pool.id);
    if (!pool || pool.status !== 'OPEN') return pool;
    const status = table.cancelled ? ('CANCELLING' as const) : ('SETTLING' as const);
    await updatePool(tx, pool.id, { status, prizes: table });
    return { ...pool, status, prizes: table };
  });
}

/** Step 2 for one entry: its prize (or refund) and status, once, under the locking protocol. */
async function payEntry(
  deps: JackpotSettlementDeps,
  entry: EntryRow,
  change: { status: 'WON' | 'REFUNDED'; units: LedgerUnits; bestWrong: number | null },
): Promise<boolean> {
  return withPlayerLock(deps.db, entry.playerId, async (tx) => {
    const row = await lockEntry(tx, entry.playerId, entry.id);
    if (!row || row.status !== 'OPEN') return false;
    const now = deps.clock();
    await settleEntry(tx, entry.id, {
      status: change.status,
      returnsUnits: change.units,
      bestWrong: change.bestWrong,
      settledAt: now,
    });
    const won = change.status === 'WON';
    await postLedgerEntry(
      tx,
      {
        playerId: entry.playerId,
        kind: won ? 'BET_WIN' : 'BET_REFUND',
        pot: 'real',
        amountUnits: change.units,
        reference: `jackpot:${entry.id}:${won ? 'prize' : 'refund'}`,
        description: `${won ? 'Jackpot prize' : LEDGER_DESCRIPTIONS.BET_REFUND}: jackpot entry ${entry.id}`,
        createdAt: now,
      },
      () => undefined,
    );
    return true;
  });
}

/** Step 4: the pool finished, its roll-over passed on to the series' next open pool, once. */
async function finish(deps: JackpotSettlementDeps, poolId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    if (!pool || (pool.status !== 'SETTLING' && pool.status !== 'CANCELLING')) return;
    const now = deps.clock();
    const rollover = storedUnits(pool.prizes?.rolloverOut ?? '0');
    const next = rollover > 0n ? await openPoolOfSeries(tx, pool.series, pool.currency, now) : undefined;
    if (next) await addRollover(tx, next.id, rollover);
    await updatePool(tx, pool.id, {
      status: pool.status === 'SETTLING' ? 'SETTLED' : 'CANCELLED',
      settledAt: now,
      ...(next ? { rolloverToPoolId: next.id } : {}),
    });
  });
}

/**
 * Settles a pool as far as its results allow: nothing while it takes entries or waits for a result
 * that decides it; else every step left. Safe to run twice, at once, or after a crash.
 */
export async function settlePool(
  deps: JackpotSettlementDeps,
  poolId: number,
  options: SettlePoolOptions = {},
): Promise<PoolSettlement> {
  const report: PoolSettlement = { poolId, state: 'waiting', paid: 0, credited: 0n };
  const found = await poolById(deps.db, poolId);
  if (!found) return report;
  let pool: PoolRow | undefined = found.pool;
  if (pool.status === 'SETTLED') return { ...report, state: 'settled' };
  if (pool.status === 'CANCELLED') return { ...report, state: 'cancelled' };
  if (pool.closesAt > deps.clock()) return { ...report, state: 'open' };

  const matches = domainMatches(found.matches);
  const results = resultsByOrdinal(
    found.matches,
    await resultsOf(
      deps.db,
      matches.map((m) => m.marketId),
    ),
  );
  const outcome = poolOutcome(matches, results, pool.rules);
  if (outcome.state === 'waiting') return report;

  if (pool.status === 'OPEN')
    pool = await fix(deps, found, outcome.state === 'cancelled' ? 'cancelled' : outcome.counted);
  if (!pool?.prizes) return report;
  const table = pool.prizes;
  const tiers = table.tiers.map((t) => ({ wrong: t.wrong, perLine: BigInt(t.perLine) }));
  const best = new Map<number, number>();
  const paid = (entry: EntryRow, units: bigint) => {
    report.paid++;
    report.credited += units;
    options.onPaid?.(entry.id);
  };
  for await (const page of entries(deps, pool.id, 'OPEN')) {
    for (const entry of page) {
      if (options.signal?.aborted) return report;
      if (table.cancelled) {
        if (await payEntry(deps, entry, { status: 'REFUNDED', units: entry.costUnits, bestWrong: null }))
          paid(entry, entry.costUnits);
        continue;
      }
      const byWrong = linesByWrong(outcome.state === 'decided' ? outcome.counted : [], picksByOrdinal(entry));
      const bestWrong = bestLine(byWrong) ?? null;
      const prize = entryPrize(byWrong, { tiers }) as LedgerUnits;
      if (prize > 0n) {
        if (await payEntry(deps, entry, { status: 'WON', units: prize, bestWrong })) paid(entry, prize);
      } else if (bestWrong !== null) best.set(entry.id, bestWrong);
    }
  }
  if (options.signal?.aborted) return report;
  if (!table.cancelled) await markRestLost(deps.db, pool.id, best, deps.clock());
  await finish(deps, pool.id);
  return { ...report, state: table.cancelled ? 'cancelled' : 'settled' };
}
