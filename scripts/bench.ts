/**
 * `npm run bench`: the performance figures the issues name, each printed beside its budget.
 * It starts the whole product (built web app + API on a fresh embedded database) on a free port,
 * measures, and stops it. Figures are also given as ratios to a baseline measured in the same run,
 * because this machine is noisy: compare ratios across runs, not raw numbers.
 */
import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { FEED_SOCKET_PATH } from '@sb/contract';
import { FIRST_LOAD_JS_BUDGET, FIRST_LOAD_VIEWPORT, firstLoadJs } from './bench/first-load.ts';
import { bareRoute, benchPostgres, benchRedis, pricingLatency, startApi } from './bench/betslip.ts';
import { ledgerCheck, peakPlacements, type PlacementFigures } from './bench/placements.ts';
import { livePageUnderLoad } from './bench/live-page.ts';
import { median } from './bench/stats.ts';
import {
  DEFAULT_SLOWDOWN,
  firstScreenPaths,
  LIGHTHOUSE_BUDGETS,
  lighthouseOf,
  spreadOf,
  withinLighthouseBudgets,
  type LighthouseFigures,
  type PageFigures,
} from './bench/lighthouse.ts';
import { jackpotOnPglite, jackpotOnPostgres, type JackpotFigures } from './bench/jackpot.ts';
import { settlementOnPglite, settlementOnPostgres, type SettlementFigures } from './bench/settlement.ts';
import { liveHeapBytes } from './bench/live-heap.ts';
import { wsFanout } from './bench/ws-fanout.ts';
import { SERVER_NODE_FLAGS } from './bench/node-flags.ts';
import { STREAM_START_BUDGET_MS, streamStartTimes } from './bench/stream-start.ts';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: string;
}
const rows: Row[] = [];
const report = (figure: string, value: string, budget = '-', ok?: boolean) =>
  rows.push({ figure, value, budget, verdict: ok === undefined ? '' : ok ? 'within' : 'OVER' });

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function lcpOfSports(browser: Browser): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/en/sports`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );
  await context.close();
  return lcp;
}

interface Cannon {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}

/** What Chromium sends: the API's cached answers go out compressed to every browser. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * One round of a route under autocannon. The list and the bare route are compared in many short rounds,
 * alternated, rather than a few long ones: this host's speed moves within seconds, and one slow round
 * of three set the median (a round's ratio went from 0.42 to 0.85 within one run).
 */
const CANNON_SECONDS = Number(process.env.BENCH_CANNON_SECONDS ?? 5);

function cannon(path: string): Cannon {
  const out = execFileSync(
    join(root, 'node_modules/.bin/autocannon'),
    [
      '-c',
      '100',
      '-d',
      String(CANNON_SECONDS),
      '-H',
      `accept-encoding=${BROWSER_ACCEPT_ENCODING}`,
      '-j',
      `${BASE}${path}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as Cannon;
}

/** The fan-out's steps (clients) and the seconds each is measured. */
const FANOUT_STEPS = [1000, 2500, 5000, 7500, 10_000];
const FANOUT_SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 5);

/** "2500 (p99 by step: 1000:26ms 2500:56ms 5000:138ms)": the clients held, and each step's p99. */
function heldAndSteps({ held, steps }: Awaited<ReturnType<typeof wsFanout>>): string {
  return `${held} (p99 by step: ${steps.map((s) => `${s.clients}:${Number.isFinite(s.p99) ? s.p99 : '-'}ms`).join(' ')})`;
}

/** The fan-out's clients against the bare `ws` server of bare-fanout-server.ts, on its own process. */
async function bareFanout(port: number, steps: readonly number[]) {
  const bare = spawn('node', ['--import', 'tsx', 'scripts/bench/bare-fanout-server.ts', String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.once('message', () => resolve());
      bare.once('exit', (code) => reject(new Error(`the bare fan-out server exited with ${code}`)));
    });
    return await wsFanout(`ws://127.0.0.1:${port}`, steps, FANOUT_SECONDS, { everyStep: true });
  } finally {
    bare.kill('SIGTERM');
  }
}

/** The main part's server opens its inspector here (loopback only), for the fan-out to read its memory. */
const INSPECTOR_PORT = PORT + 1000;

/** The whole product (built web app + API + feed) on a fresh embedded database, with extra env and flags. */
function startProduct(port: number, env: Record<string, string> = {}, flags: string[] = []) {
  return spawn('node', [...SERVER_NODE_FLAGS, ...flags, '--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

// BENCH_ONLY=main | lighthouse | live | betslip | scale | settlement | jackpot | stream runs that part alone, to
// look into it without the rest.
const only = process.env.BENCH_ONLY;
const runs = (
  part: 'main' | 'lighthouse' | 'live' | 'betslip' | 'scale' | 'settlement' | 'jackpot' | 'stream',
) => !only || only === part;

if (runs('main')) {
  // The inspector's port only: it opens when the fan-out signals for it (SIGUSR1), after the events list.
  const server = startProduct(PORT, {}, [`--inspect-port=127.0.0.1:${INSPECTOR_PORT}`]);
  try {
    await waitForServer(`${BASE}/api/health`, 300_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const homePage = await browser.newPage({ viewport: FIRST_LOAD_VIEWPORT });
      const js = await firstLoadJs(homePage, `${BASE}/en`);
      await homePage.close();
      report(
        'initial JS of the home route (/en), gzip',
        `${(js / 1024).toFixed(2)} KB (${js} B)`,
        `${FIRST_LOAD_JS_BUDGET / 1024} KB`,
        js <= FIRST_LOAD_JS_BUDGET,
      );
      const lcps: number[] = [];
      for (let i = 0; i < 5; i++) lcps.push(await lcpOfSports(browser));
      report(
        'LCP of /en/sports, 390x844, median of 5',
        `${median(lcps).toFixed(0)} ms (runs: ${lcps.map((x) => x.toFixed(0)).join(', ')})`,
      );
    } finally {
      await browser.close();
    }

    // Issue 50 part 4: the list at >= 0.8 of a bare route's throughput, p99 within 1.25 times. Both asked
    // as a browser asks (it always accepts compressed answers), alternated over rounds so that a slow
    // moment of the host weighs on both; each ratio is of the same round.
    const rounds = Number(process.env.BENCH_CANNON_ROUNDS ?? 6);
    const taken: { bare: Cannon; events: Cannon; full: Cannon }[] = [];
    for (let round = 0; round < rounds; round++) {
      taken.push({
        bare: cannon('/api/ping'),
        // The request the web app's event lists make: 20 events, each with the one market its row shows.
        events: cannon('/xapi/rest/events?eventsPerPage=20&page=1&lightWeightResponse=true'),
        // The same page with every selected market (up to 3 per type, 50 per event): about 8 times the bytes.
        full: cannon('/xapi/rest/events?eventsPerPage=20&page=1'),
      });
    }
    const spread = (xs: number[], digits: number) =>
      `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;
    const throughputs = (pick: (r: (typeof taken)[number]) => Cannon) =>
      taken.map((r) => pick(r).requests.average / r.bare.requests.average);
    const p99s = (pick: (r: (typeof taken)[number]) => Cannon) =>
      taken.map((r) => pick(r).latency.p99 / Math.max(1, r.bare.latency.p99));
    report(
      `bare Fastify route /api/ping: throughput, median of ${rounds}`,
      `${spread(
        taken.map((r) => r.bare.requests.average),
        0,
      )} req/s, p99 ${spread(
        taken.map((r) => r.bare.latency.p99),
        0,
      )} ms`,
    );
    report(
      'events list as the web asks (20, row market): throughput / bare',
      `${spread(
        throughputs((r) => r.events),
        2,
      )} x (${spread(
        taken.map((r) => r.events.requests.average),
        0,
      )} req/s)`,
      '>= 0.8 x',
      median(throughputs((r) => r.events)) >= 0.8,
    );
    report(
      'events list as the web asks: p99 at 100 connections / bare',
      `${spread(
        p99s((r) => r.events),
        2,
      )} x (${spread(
        taken.map((r) => r.events.latency.p99),
        0,
      )} ms)`,
      '<= 1.25 x',
      median(p99s((r) => r.events)) <= 1.25,
    );
    report(
      'events list as the web asks: p99 at 100 connections, median',
      `${median(taken.map((r) => r.events.latency.p99)).toFixed(0)} ms`,
      '20 ms',
      median(taken.map((r) => r.events.latency.p99)) <= 20,
    );
    report(
      'events list with all selected markets: throughput / bare, p99 / bare',
      `${spread(
        throughputs((r) => r.full),
        2,
      )} x, p99 ${spread(
        p99s((r) => r.full),
        2,
      )} x`,
    );
    const failed = taken.reduce(
      (sum, r) => sum + r.events.non2xx + r.events.errors + r.full.non2xx + r.full.errors,
      0,
    );
    if (failed) report('events list: failed responses', `${failed}`, '0', false);

    // Fan-out: every client follows all live events while the simulator publishes 200 updates/s.
    // Issue 50 part 3: 10,000 clients on one process at p99 <= 100 ms, with what each costs it.
    if (server.pid !== undefined) process.kill(server.pid, 'SIGUSR1');
    await waitForServer(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`, 10_000).catch(() => undefined);
    const fanout = await wsFanout(`ws://127.0.0.1:${PORT}${FEED_SOCKET_PATH}`, FANOUT_STEPS, FANOUT_SECONDS, {
      serverMemory: () => liveHeapBytes(INSPECTOR_PORT).catch(() => undefined),
    });
    report(
      'ws fan-out, 200 updates/s each: clients held at p99 <= 100 ms',
      heldAndSteps(fanout),
      '10000',
      fanout.held >= 10_000,
    );
    const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 2 ** 20).toFixed(0));
    report(
      'ws fan-out: server live heap + external after a full GC, by step',
      fanout.steps.map((s) => `${s.clients}:${mb(s.liveBytes)}`).join(' ') + ' MB',
    );
    // What one more client costs: the growth between the first and the last step read, per client added.
    const read = fanout.steps.filter((s) => s.liveBytes !== undefined);
    const [first, last] = [read[0], read.at(-1)];
    if (first && last && last.connected > first.connected)
      report(
        'ws fan-out: memory per client',
        `${((last.liveBytes! - first.liveBytes!) / (last.connected - first.connected) / 1024).toFixed(1)} KB (${first.connected} to ${last.connected} clients)`,
      );
    // The same clients on a bare `ws` server sending the same frames at the same rate: what this
    // machine's one process and loopback allow before any of the product's work (part 6's baseline).
    const bare = await bareFanout(PORT + 2, FANOUT_STEPS);
    report(
      'ws fan-out, bare ws server (same frames and rate, nothing else): clients held at p99 <= 100 ms',
      heldAndSteps(bare),
    );
    report(
      'ws fan-out: p99 / bare, by step',
      fanout.steps
        .map((s, i) => {
          const b = bare.steps[i];
          return `${s.clients}:${b && Number.isFinite(s.p99) && Number.isFinite(b.p99) ? (s.p99 / Math.max(1, b.p99)).toFixed(2) : '-'}x`;
        })
        .join(' '),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

// Issue 46: from the press of "Watch live" to the picture moving, on its own server.
if (runs('stream')) await streamStart();
async function streamStart() {
  const port = PORT + 6;
  const base = `http://127.0.0.1:${port}`;
  const server = startProduct(port, { DEMO_CONTROLS: 'on' });
  try {
    await waitForServer(`${base}/api/health`, 300_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const times = await streamStartTimes(browser, base, 5);
      report(
        'stream: press of Watch live to the picture moving, median of 5',
        `${median(times).toFixed(0)} ms (runs: ${times.join(', ')})`,
        `${STREAM_START_BUDGET_MS} ms`,
        median(times) <= STREAM_START_BUDGET_MS,
      );
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

// Lighthouse (issues 16 and 49): the first screens as a phone on a slow network sees them, on their own
// server. The gate of issue 49: every page's medians within the budgets at the calibrated slowdown.
if (runs('lighthouse')) await firstScreens();
async function firstScreens() {
  const port = PORT + 4;
  const base = `http://127.0.0.1:${port}`;
  const server = startProduct(port);
  try {
    await waitForServer(`${base}/api/health`, 300_000);
    const paths = await firstScreenPaths(base);
    const runsEach = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const { lcpMs, cls, tbtMs, score } = LIGHTHOUSE_BUDGETS;
    const budget = `score >= ${score}, LCP <= ${lcpMs} ms, TBT <= ${tbtMs} ms, CLS <= ${cls}`;
    const figures = (f: LighthouseFigures) =>
      `score ${spreadOf(f, (r) => r.score)}, TBT ${spreadOf(f, (r) => r.tbtMs)} ms, LCP ${spreadOf(f, (r) => r.lcpMs)} ms, ` +
      `CLS ${spreadOf(
        f,
        (r) => r.cls,
        (n) => n.toFixed(3),
      )}`;
    const over: string[] = [];
    const atDefault: [string, PageFigures][] = [];
    for (const path of paths) {
      const lh = await lighthouseOf(base, path, {
        chromePath: CHROMIUM,
        chromeArgs: CHROMIUM_ARGS,
        runs: runsEach,
      });
      const { calibrated } = lh.page;
      const within = withinLighthouseBudgets(calibrated);
      if (!within) over.push(path);
      report(
        `Lighthouse ${path} (mobile), calibrated CPU, median (range) of ${runsEach}`,
        figures(calibrated),
        budget,
        within,
      );
      report(
        '  host and page',
        `benchmarkIndex ${spreadOf(calibrated, (r) => r.benchmarkIndex)}, so ${spreadOf(
          calibrated,
          (r) => r.slowdown,
          (n) => n.toFixed(1),
        )}x CPU; ` +
          `HTML ${(calibrated.htmlBytes / 1024).toFixed(0)} KB (${(calibrated.htmlTransferBytes / 1024).toFixed(1)} KB gzip), ` +
          `${calibrated.domNodes} DOM elements`,
      );
      // The floor for this page on this machine: what is left when the app's start is taken away.
      if (lh.withoutScripts) report('  its scripts blocked (floor)', figures(lh.withoutScripts.calibrated));
      atDefault.push([path, lh.page]);
    }
    report(
      'first-screen gate (issue 49): each page within at the calibrated CPU',
      over.length === 0 ? `all ${paths.length} within` : `over: ${over.join(', ')}`,
      `all ${paths.length}`,
      over.length === 0,
    );
    if (over.length > 0) process.exitCode = 1;
    // The same loads at Lighthouse's default 4x, as its command line reads them (README): its phone
    // moves with the host's speed (docs/decisions/first-screen.md, "Why the figures moved").
    for (const [path, page] of atDefault)
      report(
        `  ${path} at the default ${DEFAULT_SLOWDOWN}x CPU`,
        figures(page.atDefault),
        budget,
        withinLighthouseBudgets(page.atDefault),
      );
  } finally {
    server.kill('SIGTERM');
  }
}

// The live page under load: 300 live events, 2,000 outcome updates per second.
const LIVE_PORT = PORT + 1;
if (runs('live')) await livePage();
async function livePage() {
  const liveServer = startProduct(LIVE_PORT, { FEED_RATE: '2000', FEED_MIN_LIVE_EVENTS: '300' });
  try {
    await waitForServer(`http://127.0.0.1:${LIVE_PORT}/api/health`, 300_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const live = await livePageUnderLoad(
        browser,
        `http://127.0.0.1:${LIVE_PORT}/en/live/sport`,
        Number(process.env.BENCH_LIVE_SECONDS ?? 20),
      );
      report(
        'live page: events shown, update batches painted',
        `${live.events} events, ${live.updates} batches`,
      );
      report(
        'live page at 2,000 updates/s: p95 frame time',
        `${live.frameP95.toFixed(1)} ms (${live.droppedFrames} of ${live.frames} frames late)`,
        '16.7 ms',
        // rAF timestamps jitter around the 16.7 ms vsync; a dropped frame shows as 33 ms.
        live.frameP95 <= 16.7 + 1,
      );
      // The Long Tasks API reports only tasks over 50 ms: none reported means none was longer.
      report(
        'live page: longest task',
        live.longestTask > 0 ? `${live.longestTask.toFixed(0)} ms` : 'none over 50 ms',
        '50 ms',
        live.longestTask <= 50,
      );
      report('live page: longest animation frame', live.longestFrameScripts);
      report(
        'live page: update-to-paint p95',
        `${live.updateToPaintP95.toFixed(0)} ms`,
        '100 ms',
        live.updates > 0 && live.updateToPaintP95 <= 100,
      );
    } finally {
      await browser.close();
    }
  } finally {
    liveServer.kill('SIGTERM');
  }
}

// The betslip (issue 6): pricing latency on the default product, placements on PostgreSQL.
if (runs('betslip')) await betslip();
async function betslip() {
  const seconds = Number(process.env.BENCH_BETSLIP_SECONDS ?? DURATION_S);
  const pricingPort = PORT + 2;
  const product = startApi(pricingPort, {});
  try {
    const base = `http://127.0.0.1:${pricingPort}`;
    await waitForServer(`${base}/api/health`, 300_000);
    // One bettor's call, then ten at once.
    for (const concurrency of [1, 10]) {
      const pricing = await pricingLatency(base, seconds, concurrency);
      report(
        `pricing call, 10 selections + ${pricing.systems} system bets: p99 at ${concurrency} conc.`,
        `${pricing.p99.toFixed(1)} ms (p50 ${pricing.p50.toFixed(1)} ms, ${pricing.perSecond.toFixed(0)} req/s)`,
      );
      if (pricing.failed) report('pricing call: failed responses', `${pricing.failed}`, '0', false);
    }
  } finally {
    await product.stop();
  }

  const database = await benchPostgres();
  if ('skipped' in database) {
    report('bet placements per second (PostgreSQL)', `skipped: ${database.skipped}`);
    return;
  }
  const placementPort = PORT + 3;
  // Issue 50 part 1: a peak on one process. The simulator runs (the in-play singles need live events,
  // and a big event's feed does not stop for its bets); the demo control makes the bench's players.
  const api = startApi(placementPort, { DATABASE_URL: database.url, DEMO_CONTROLS: 'on' });
  try {
    const base = `http://127.0.0.1:${placementPort}`;
    await waitForServer(`${base}/api/health`, 300_000);
    const bare = await bareRoute(base, seconds, 20);
    // Bettors in a closed loop: the rate is at most bettors / latency, so more of them offer more load.
    const bettors = Number(process.env.BENCH_PLACEMENT_CONCURRENCY ?? 100);
    const placed = await peakPlacements(base, {
      seconds: Number(process.env.BENCH_PLACEMENT_SECONDS ?? 60),
      concurrency: bettors,
      players: Number(process.env.BENCH_PLACEMENT_PLAYERS ?? 1000),
    });
    const source =
      (process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL)
        ? 'DATABASE_URL'
        : 'throw-away cluster, fsync off';
    report('bare route /api/ping, same client (20 conc.)', `${bare.perSecond.toFixed(0)} req/s`);
    report(
      `bet placements/s, one process, PostgreSQL (${source}), ${placed.players} players, ${bettors} bettors`,
      `${placed.perSecond.toFixed(0)}/s (${(placed.perSecond / bare.perSecond).toFixed(3)} x bare)`,
      '1500/s',
      placed.perSecond >= 1500,
    );
    report(
      'bet placements: p99',
      `${placed.p99.toFixed(0)} ms (p50 ${placed.p50.toFixed(0)} ms)`,
      '250 ms',
      placed.p99 < 250,
    );
    report(
      'bet placements: mix and answers',
      `${Object.entries(placed.kinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}; ${answersOf(placed)}`,
    );
    if (placed.failed)
      report(
        'bet placements: failed (neither taken nor refused for a moved price)',
        `${placed.failed} of ${placed.requests}`,
        '0',
        false,
      );
    const ledger = await ledgerCheck(database.url);
    report(
      'ledger summed after the run: slips whose stake is not taken exactly once, rows without a slip',
      `${ledger.wrongSlips} of ${ledger.takenSlips} taken, ${ledger.strayRows} stray`,
      '0, 0',
      ledger.wrongSlips === 0 && ledger.strayRows === 0,
    );
  } finally {
    await api.stop();
    await database.stop();
  }
}

/** A placement run's answers by kind ('accepted', 'rejected: RES-…', 'http 500'): what a failure was. */
function answersOf(placed: PlacementFigures): string {
  return Object.entries(placed.answers)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

// Issue 50 part 5: placements and the fan-out with one process and with two behind Node's cluster
// balancer (WORKERS=2), on one PostgreSQL and one Redis, each on a fresh database.
if (runs('scale')) await scale();
async function scale() {
  const database = await benchPostgres();
  const redis = await benchRedis();
  try {
    if ('skipped' in database || 'skipped' in redis) {
      const why = 'skipped' in database ? database.skipped : 'skipped' in redis ? redis.skipped : '';
      report('placements and fan-out with one and two processes', `skipped: ${why}`);
      return;
    }
    const port = PORT + 5;
    const base = `http://127.0.0.1:${port}`;
    const rates: number[] = [];
    for (const workers of [1, 2]) {
      const url = workers === 1 ? database.url : await database.another();
      const api = startApi(port, {
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        WORKERS: String(workers),
        DEMO_CONTROLS: 'on',
      });
      try {
        await waitForServer(`${base}/api/health`, 300_000);
        const placed = await peakPlacements(base, {
          seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 30),
          concurrency: Number(process.env.BENCH_PLACEMENT_CONCURRENCY ?? 100),
          players: Number(process.env.BENCH_PLACEMENT_PLAYERS ?? 1000),
        });
        rates.push(placed.perSecond);
        const ledger = await ledgerCheck(url);
        report(
          `bet placements/s, ${workers === 1 ? 'one process' : `${workers} processes behind the balancer`}, ${placed.players} players`,
          `${placed.perSecond.toFixed(0)}/s, p99 ${placed.p99.toFixed(0)} ms; failed ${placed.failed}; ledger: ${ledger.wrongSlips} of ${ledger.takenSlips} taken wrong, ${ledger.strayRows} stray; ${answersOf(placed)}`,
          'failed 0; ledger 0, 0',
          ledger.wrongSlips === 0 && ledger.strayRows === 0 && placed.failed === 0,
        );
        const fanout = await wsFanout(
          `ws://127.0.0.1:${port}${FEED_SOCKET_PATH}`,
          FANOUT_STEPS,
          FANOUT_SECONDS,
        );
        report(
          `ws fan-out, ${workers === 1 ? 'one process' : `${workers} processes`}: clients held at p99 <= 100 ms`,
          heldAndSteps(fanout),
        );
      } finally {
        await api.stop();
      }
    }
    report(
      'placements: two processes / one',
      `${(rates[1]! / rates[0]!).toFixed(2)} x`,
      '> 1 x (a second process adds capacity)',
      rates[1]! > rates[0]!,
    );
  } finally {
    if (!('skipped' in database)) await database.stop();
    if (!('skipped' in redis)) redis.stop();
  }
}

// Settlement (issue 7): a market with 10,000 open bets resulted, on PGlite (and PostgreSQL if given).
if (runs('settlement')) await settlement();
async function settlement() {
  const row = (where: string, figures: SettlementFigures) => {
    report(
      `bets settled/s, market with ${figures.bets} open bets (${where})`,
      `${figures.perSecond.toFixed(0)}/s (${figures.seconds.toFixed(1)} s)`,
    );
    if (!figures.ok)
      report(`settlement (${where}): every bet settled once, ledger exact`, 'no', 'yes', false);
  };
  row('PGlite', await settlementOnPglite());
  // Issue 50 part 2: 10,000 bets in 1 s, 100,000 in 10 s, on PostgreSQL.
  for (const [bets, budgetS] of [
    [10_000, 1],
    [100_000, 10],
  ] as const) {
    const postgres = await settlementOnPostgres(bets);
    if ('skipped' in postgres) {
      report(`bets settled (PostgreSQL, ${bets} bets)`, `skipped: ${postgres.skipped}`);
      continue;
    }
    report(
      `market of ${postgres.bets} open bets settled (PostgreSQL)`,
      `${postgres.seconds.toFixed(1)} s (${postgres.perSecond.toFixed(0)}/s)`,
      `${budgetS} s`,
      postgres.seconds <= budgetS,
    );
    // One market must not hold up the book: a bettor of the market places singles while it settles.
    report(
      `placement while it settles, longest of ${postgres.placementsDuring} (before it: ${postgres.placementBaselineMaxMs.toFixed(0)} ms)`,
      `${postgres.placementMaxMs.toFixed(0)} ms`,
      '250 ms',
      postgres.placementMaxMs <= 250,
    );
    if (!postgres.ok)
      report(`settlement (PostgreSQL, ${bets}): every bet settled once, ledger exact`, 'no', 'yes', false);
  }
}

// The jackpot (issue 44): a pool of 10,000 entries settled by the result that decides it (budget 2 s).
if (runs('jackpot')) await jackpot();
async function jackpot() {
  const row = (where: string, figures: JackpotFigures) => {
    report(
      `jackpot pool of ${figures.entries} entries settled (${where})`,
      `${figures.seconds.toFixed(2)} s (${figures.winners} winning entries paid)`,
      '2 s',
      figures.seconds <= 2,
    );
    if (!figures.ok) report(`jackpot (${where}): every entry settled once, ledger exact`, 'no', 'yes', false);
  };
  row('PGlite', await jackpotOnPglite());
  const postgres = await jackpotOnPostgres();
  if (postgres) row('PostgreSQL, BENCH_DATABASE_URL', postgres);
  else report('jackpot pool settled (PostgreSQL)', 'skipped: set BENCH_DATABASE_URL');
}

const width = Math.max(...rows.map((r) => r.figure.length));
console.log('\nbench results');
for (const r of rows)
  console.log(`${r.figure.padEnd(width)}  ${r.value.padEnd(34)}  budget ${r.budget.padEnd(7)} ${r.verdict}`);
