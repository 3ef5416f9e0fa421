/**
 * The jackpot settlement bench (issue 44 part 5), run by scripts/bench/jackpot.ts in a process of its
 * own: the demo's weekend pool (13 matches and 3 reserves, from the demo catalogue) with 10,000
 * entries of 1,000 players (picks drawn by the matches' prices, some matches doubled), then every
 * match resulted as the feed would, one a void that a reserve replaces. Times the result that
 * decides the pool, from its arrival to the pool settled: prize table, payments through the ledger,
 * the losers marked. Prints one JSON line.
 *
 * The database: PostgreSQL when DATABASE_URL is set (the caller gives a fresh one), else PGlite in
 * a throw-away folder. BENCH_JACKPOT_ENTRIES changes the count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MarketResult } from '@sb/contract';
import { ledgerUnits } from '@sb/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { createRandom } from '../src/demo/prng.ts';
import {
  jackpotEntries,
  jackpotMatches,
  jackpotPools,
  outcomes,
  players,
  walletLedger,
} from '../src/db/schema.ts';
import { makePools, POOL_TEMPLATES } from '../src/modules/jackpot/index.ts';

const COUNT = Number(process.env.BENCH_JACKPOT_ENTRIES ?? 10_000);
/** A pool allows 10 entries a player. */
const PLAYERS = Math.ceil(COUNT / 10);
/** The main match resulted void (postponed): the first reserve stands in. */
const VOID_ORDINAL = 7;

const folder = mkdtempSync(join(tmpdir(), 'sb-bench-jackpot-'));
const config = {
  ...configFromEnv({ ...process.env, DATA_DIR: folder }),
  port: 0,
  feedSimulator: false,
  demoSeed: true,
  demoPlayers: true,
  demoControls: false,
  logLevel: 'warn',
};
const now = new Date();
const app = await buildApp(config, { now: () => now, feed: { timers: false }, betslip: { timers: false } });
const random = createRandom(44);
try {
  const weekend = POOL_TEMPLATES.find((t) => t.series === 'weekend')!;
  const [pool] = await makePools(app.db, now, [weekend], ['EUR']);
  if (!pool) throw new Error('The demo catalogue made no weekend pool');
  const matches = await app.db.select().from(jackpotMatches).where(eq(jackpotMatches.poolId, pool.id));
  matches.sort((a, b) => a.ordinal - b.ordinal);
  const priceRows = await app.db
    .select({ id: outcomes.id, price: outcomes.price })
    .from(outcomes)
    .where(
      inArray(
        outcomes.id,
        matches.flatMap((m) => m.outcomes.map((o) => o.outcomeId)),
      ),
    );
  const price = new Map(priceRows.map((r) => [r.id, r.price]));
  /** An outcome of the match, drawn with its implied probability (1 / price). */
  const draw = (ids: readonly number[]) =>
    random.weighted(ids.map((id) => [id, 1 / (price.get(id) ?? 3)] as const));

  const [demo] = await app.db.select().from(players).where(eq(players.username, 'demo'));
  const { id: _id, username: _username, ...profile } = demo!;
  const bettors = await app.db
    .insert(players)
    .values(Array.from({ length: PLAYERS }, (_, i) => ({ ...profile, username: `jackpot-bench-${i}` })))
    .returning({ id: players.id });

  // Entries as placement writes them (stakes are not the bench's subject: settlement never reads them).
  const rows: (typeof jackpotEntries.$inferInsert)[] = [];
  let stakes = 0n;
  for (let i = 0; i < COUNT; i++) {
    let doubles = 0;
    const picks = matches.flatMap((m) => {
      const ids = m.outcomes.map((o) => o.outcomeId);
      const first = draw(ids);
      if (m.reserve || doubles >= weekend.rules.maxDoubles || !random.chance(0.2))
        return [{ ordinal: m.ordinal, outcomeId: first }];
      doubles++;
      const second = draw(ids.filter((id) => id !== first));
      return [first, second].map((outcomeId) => ({ ordinal: m.ordinal, outcomeId }));
    });
    const lines = 2 ** doubles;
    const costUnits = ledgerUnits(BigInt(lines) * pool.unitStakeUnits);
    stakes += costUnits;
    rows.push({
      poolId: pool.id,
      playerId: bettors[i % PLAYERS]!.id,
      uuid: `bench-${i}`,
      requestHash: 'bench',
      originId: '11',
      picks,
      lines,
      costUnits,
      status: 'OPEN',
      createdAt: now,
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await app.db.insert(jackpotEntries).values(rows.slice(i, i + 1000));

  // The kick-off is past; the feed results every match, in ordinal order.
  const later = new Date(pool.closesAt.getTime() + 2 * 3_600_000);
  now.setTime(later.getTime());
  let seconds = 0;
  let state = 'waiting';
  for (const match of matches) {
    const winner = draw(match.outcomes.map((o) => o.outcomeId));
    const result: MarketResult = {
      marketId: match.marketId,
      eventId: match.eventId,
      outcomes: match.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        result: match.ordinal === VOID_ORDINAL ? 'void' : o.outcomeId === winner ? 'won' : 'lost',
      })),
      resultedAt: later.toISOString(),
    };
    const started = performance.now();
    const [report] = await app.jackpot.onResult(result);
    const took = (performance.now() - started) / 1000;
    if (report?.state === 'settled' && state !== 'settled') {
      seconds = took;
      state = 'settled';
    }
  }

  const [settled] = await app.db.select().from(jackpotPools).where(eq(jackpotPools.id, pool.id));
  const [counts] = await app.db
    .select({
      open: sql<number>`count(*) filter (where ${jackpotEntries.status} = 'OPEN')::int`,
      won: sql<number>`count(*) filter (where ${jackpotEntries.status} = 'WON')::int`,
      returns: sql<string>`coalesce(sum(${jackpotEntries.returnsUnits}), 0)::bigint`,
    })
    .from(jackpotEntries)
    .where(eq(jackpotEntries.poolId, pool.id));
  const [credited] = await app.db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountUnits}), 0)::bigint` })
    .from(walletLedger)
    .where(sql`${walletLedger.reference} like 'jackpot:%:prize'`);
  const prizes = settled?.prizes;
  const ok =
    settled?.status === 'SETTLED' &&
    counts?.open === 0 &&
    BigInt(credited?.sum ?? 0) === BigInt(counts?.returns ?? 0) &&
    BigInt(prizes?.prizesPaid ?? -1) === BigInt(counts?.returns ?? 0) &&
    BigInt(prizes?.stakes ?? -1) === stakes;
  console.log(
    JSON.stringify({
      entries: COUNT,
      winners: counts?.won ?? 0,
      seconds,
      driver: app.database.driver,
      ok,
    }),
  );
} finally {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
}
