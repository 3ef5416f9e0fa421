/**
 * The settlement bench (issue 7 part 6), run by scripts/bench/settlement.ts in a process of its
 * own: 10,000 open singles on one market (written through the repositories, each player's stakes
 * taken through the ledger), then the market resulted and settled by the service as the feed would
 * have it. Prints one JSON line: bets settled, seconds, bets per second, the driver.
 *
 * The database: PostgreSQL when DATABASE_URL is set (the caller gives a fresh one), else PGlite in
 * a throw-away folder. BENCH_SETTLE_BETS changes the count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { bets, players } from '../src/db/schema.ts';
import { fixtureCatalog } from '../src/test/fixture-catalog.ts';
import { balances, totalOf } from '../src/modules/accounts/index.ts';
import { insertOpenBets, resultOf } from '../src/test/settlement.ts';

const COUNT = Number(process.env.BENCH_SETTLE_BETS ?? 10_000);
/** Bettors: a bet's ledger row sums its player's rows, so the spread matters (real books have many). */
const PLAYERS = 100;
const MARKET = 10105;
const [OVER, UNDER] = [1010501, 1010502];

const folder = mkdtempSync(join(tmpdir(), 'sb-bench-settle-'));
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
const app = await buildApp(config, {
  now: () => now,
  // The small hand-made catalogue: bets need players and a market id, not the demo's 10,000 events.
  demoCatalog: fixtureCatalog,
  feed: { timers: false },
  betslip: { timers: false },
});
try {
  const [demo] = await app.db.select().from(players).where(eq(players.username, 'demo'));
  const { id: _id, username: _username, ...profile } = demo!;
  const bettors = await app.db
    .insert(players)
    .values(Array.from({ length: PLAYERS }, (_, i) => ({ ...profile, username: `bench-${i}` })))
    .returning({ id: players.id, currency: players.currency });
  const perPlayer = Math.ceil(COUNT / PLAYERS);
  let placed = 0;
  let expected = 0n;
  for (const bettor of bettors) {
    const lines = Array.from({ length: Math.min(perPlayer, COUNT - placed) }, (_, i) => ({
      unitStakeUnits: 100 + (i % 50) * 10,
      legs: [{ outcomeId: i % 2 === 0 ? OVER : UNDER, marketId: MARKET, price: i % 2 === 0 ? 1.85 : 1.95 }],
    }));
    if (lines.length === 0) break;
    await insertOpenBets(app.db, bettor, lines, now);
    placed += lines.length;
    expected += lines
      .filter((_, i) => i % 2 === 0)
      .reduce((sum, l) => sum + (BigInt(l.unitStakeUnits) * 185n) / 100n, 0n);
  }

  const started = performance.now();
  const report = await app.settlement.settle(resultOf(MARKET, { [OVER]: 'won', [UNDER]: 'lost' }));
  const seconds = (performance.now() - started) / 1000;

  const [open] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .where(eq(bets.status, 'OPEN'));
  let credited = 0n;
  // Deposits and stakes cancel out: what is left of the bettors' money is what settlement paid.
  for (const bettor of bettors) {
    const money = await balances(app.db, bettor.id);
    credited += totalOf(money);
  }
  const ok = report.done && Number(open?.n ?? 0) === 0 && credited === expected;
  console.log(
    JSON.stringify({
      bets: report.bets,
      decided: report.decided,
      seconds,
      perSecond: report.bets / seconds,
      driver: app.database.driver,
      ok,
    }),
  );
} finally {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
}
