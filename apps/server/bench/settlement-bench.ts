/**
 * The settlement bench (issue 7 part 6), run by scripts/bench/settlement.ts in a process of its
 * own: 10,000 open singles on one market (written through the repositories, each player's stakes
 * taken through the ledger), then the market resulted and settled by the service as the feed would
 * have it. Prints one JSON line: bets settled, seconds, bets per second, the driver, and how long a
 * placement waited while it ran (issue 50 part 2: one market must not hold up the book).
 *
 * The placement probe: one of the market's own bettors (so settlement's pages lock their row) places
 * a single on another market through the API, one after the other, while the market settles; the
 * same probe before it is the baseline of the same run.
 *
 * The database: PostgreSQL when DATABASE_URL is set (the caller gives a fresh one), else PGlite in
 * a throw-away folder. BENCH_SETTLE_BETS changes the count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { apiPaths, PricingResponse } from '@sb/contract';
import { ledgerUnits } from '@sb/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { betLegs, bets, players, walletLedger } from '../src/db/schema.ts';
import { fixtureCatalog } from '../src/test/fixture-catalog.ts';
import { postLedgerEntry } from '../src/modules/accounts/index.ts';
import { insertOpenBets, resultOf } from '../src/test/settlement.ts';

const COUNT = Number(process.env.BENCH_SETTLE_BETS ?? 10_000);
/**
 * Bettors: a bet's ledger row sums its player's rows, so the spread matters (real books have many).
 * Each holds 100 of the market's bets whatever its size, so a larger market is more bettors, as in a
 * book. With 100 for 100,000 bets, a page of 400 was one bettor's and the next page was too: two pages
 * in flight waited for each other on that row (the players' lock, 14 ms a page on average), a case of
 * its own (docs/decisions/throughput.md "Eighth stop").
 */
const BETS_PER_PLAYER = 100;
const PLAYERS = Math.max(100, Math.ceil(COUNT / BETS_PER_PLAYER));
const MARKET = 10105;
const [OVER, UNDER] = [1010501, 1010502];
/** The probe's single: a market the settled one does not touch. */
const PROBE_OUTCOME = 1010401;
const PROBE_PAUSE_MS = 50;

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
/**
 * Singles of 1 on PROBE_OUTCOME by `playerId` (the demo profile's password), one after the other
 * through the API: `run` places until `stop()` and answers each one's milliseconds.
 */
async function placementProbe(playerId: number) {
  await postLedgerEntry(
    app.db,
    {
      playerId,
      kind: 'DEPOSIT',
      pot: 'real',
      amountUnits: ledgerUnits(1_000_000),
      reference: `bench-probe-deposit:${playerId}`,
      description: 'Deposit',
      createdAt: now,
    },
    () => undefined,
  );
  const [row] = await app.db.select().from(players).where(eq(players.id, playerId));
  const login = await app.inject({
    method: 'POST',
    url: `${apiPaths.login}?l=en&mc=web`,
    payload: {
      username: row!.username,
      password: 'demo-pass',
      device: { clientType: 'Browser', deviceId: 'bench-probe-0001', deviceType: 'Desktop' },
    },
  });
  if (login.statusCode !== 200) throw new Error(`probe login: ${login.statusCode} ${login.body}`);
  const headers = {
    authorization: `Bearer ${login.json<{ session: { jwe_token: string } }>().session.jwe_token}`,
  };
  const pricing = await app.inject({
    method: 'POST',
    url: apiPaths.betslipPricing,
    headers,
    payload: { model: {}, outcomeIds: [PROBE_OUTCOME] },
  });
  const { model } = PricingResponse.parse(pricing.json());
  const slip = { ...model, singles: model.singles.map((s) => ({ ...s, unitStake: '1' })) };
  const probe = {
    placed: [] as number[],
    refused: 0,
    async run(stop: () => boolean): Promise<number[]> {
      const waits: number[] = [];
      while (!stop()) {
        const started = performance.now();
        const answer = await app.inject({
          method: 'POST',
          url: `${apiPaths.placeBetslip(playerId)}?withAuth=true&uuid=${randomUUID()}`,
          headers,
          payload: slip,
        });
        waits.push(performance.now() - started);
        // A bettor's pace, not a load: the placement figures are the placement bench's.
        await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
        probe.placed.push(answer.statusCode);
        if (answer.statusCode !== 200 || answer.json<{ status: string }>().status !== 'accepted')
          probe.refused++;
      }
      return waits;
    },
  };
  return probe;
}

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
  let winners = 0;
  for (const bettor of bettors) {
    const lines = Array.from({ length: Math.min(perPlayer, COUNT - placed) }, (_, i) => ({
      unitStakeUnits: 100 + (i % 50) * 10,
      legs: [{ outcomeId: i % 2 === 0 ? OVER : UNDER, marketId: MARKET, price: i % 2 === 0 ? 1.85 : 1.95 }],
    }));
    if (lines.length === 0) break;
    await insertOpenBets(app.db, bettor, lines, now);
    placed += lines.length;
    winners += lines.filter((_, i) => i % 2 === 0).length;
    expected += lines
      .filter((_, i) => i % 2 === 0)
      .reduce((sum, l) => sum + (BigInt(l.unitStakeUnits) * 185n) / 100n, 0n);
  }

  const probe = await placementProbe(bettors[Math.floor(PLAYERS / 2)]!.id);
  const baseline = await probe.run(() => probe.placed.length >= 20);
  let settling = true;
  const during = probe.run(() => !settling);
  const started = performance.now();
  const report = await app.settlement.settle(resultOf(MARKET, { [OVER]: 'won', [UNDER]: 'lost' }));
  const seconds = (performance.now() - started) / 1000;
  settling = false;
  const waits = await during;

  // The market's bets left open (the probe's own singles, on another market, stay open).
  const [open] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .where(and(eq(bets.status, 'OPEN'), eq(betLegs.marketId, MARKET)));
  const [wins] = await app.db
    .select({ rows: sql<number>`count(*)::int`, units: sql<string>`coalesce(sum(amount_units), 0)::text` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.kind, 'BET_WIN'),
        inArray(
          walletLedger.playerId,
          bettors.map((b) => b.id),
        ),
      ),
    );
  // Every other bet won (OVER): one credit each, of exactly what it won; the probe never refused.
  const ok =
    report.done &&
    Number(open?.n ?? 0) === 0 &&
    wins?.rows === winners &&
    BigInt(wins.units) === expected &&
    probe.refused === 0;
  console.log(
    JSON.stringify({
      bets: report.bets,
      decided: report.decided,
      seconds,
      perSecond: report.bets / seconds,
      driver: app.database.driver,
      ok,
      placementBaselineMaxMs: Math.max(...baseline),
      placementMaxMs: Math.max(...waits),
      placementsDuring: waits.length,
    }),
  );
} finally {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
}
