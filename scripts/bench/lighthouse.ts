/**
 * Lighthouse on the first screens (issues 16 and 49): the npm `lighthouse` package drives Debian's
 * Chromium with its defaults for a phone (mobile form factor, simulated throttling: 150 ms RTT,
 * 1.6 Mbps, 4x CPU), performance category only. Each run is a fresh Chromium (no cache carried over);
 * the bench prints each figure's median and its spread over the runs.
 *
 * Lighthouse 12 is the newest that runs on Node 20 (13 needs Node 22.19); its performance score
 * weighs the same five metrics as 13's.
 *
 * Each run measures the page as a busy site serves it: from the server's page cache, rendered less
 * than 5 s before (server-render.ts). Without the warm-up, a run 5 to 15 s after the last one gets a
 * page in its stale window, and the server renders it again behind the answer on the same two cores
 * as the browser being measured (docs/decisions/first-screen.md, "Why the figures moved").
 *
 * Beside each page, the same page with its scripts blocked (every `.js` request): the server-rendered
 * HTML alone, painted, laid out and left as it is. It is the floor this machine's Lighthouse gives the
 * page as served, so the distance from it is what the app's start costs.
 *
 * Lighthouse's 4x CPU slowdown is its phone only on a host of benchmarkIndex about 1,533, and this
 * machine class moves between about 1,250 and 3,300 within the hour, and by a third from one second to
 * the next. Each load is therefore read twice: at the default 4x, as Lighthouse's command line reads it,
 * and at the slowdown calibrated to the benchmarkIndex Lighthouse measured in that very load, just
 * before the page's navigation, so that a fast moment cannot pass a slow page.
 */
import lighthouse from 'lighthouse';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './stats.ts';

/** One Lighthouse run of a page. */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Elements in the page's DOM at the end of the run (Lighthouse's dom-size). */
  domNodes: number;
  /** The document as it came: bytes over the wire (gzip) and decoded. */
  htmlTransferBytes: number;
  htmlBytes: number;
  /** Lighthouse's measure of the host's CPU speed at the run's start. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  slowdown: number;
}

/** A page's runs and the median of each figure. */
export interface LighthouseFigures extends LighthouseRun {
  path: string;
  /** Each load's own figures, to show how far they spread (spreadOf). */
  runs: LighthouseRun[];
}

export const LIGHTHOUSE_BUDGETS = { lcpMs: 1200, cls: 0.05, tbtMs: 200, score: 95 } as const;

/**
 * The five pages of issue 49 on the server at `base`. Its event page is the first football match's, the
 * sport with the most markets a match (24 to 39 groups): the first event of every sport was a cricket
 * match one run and a football match the next, and the page's figures moved with it.
 */
export async function firstScreenPaths(base: string): Promise<string[]> {
  const first = async (query: string) => {
    const answer = await fetch(
      `${base}/xapi/rest/events?eventsPerPage=1&page=1&lightWeightResponse=true${query}`,
    );
    const { events } = (await answer.json()) as { events: { slug: string }[] };
    return events[0];
  };
  const event = (await first('&eventPathIds=240')) ?? (await first(''));
  return [
    '/en',
    '/en/sports',
    '/en/sports/240-FOOT',
    ...(event ? [`/en/events/${event.slug}`] : []),
    '/en/live/sport',
  ];
}

/** Lighthouse's default CPU slowdown for its phone. */
export const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** Every script of the page: its modules, and the worker that warms Intl. */
const SCRIPTS = ['*.js'];

/** A run Lighthouse itself failed to record ("NO_NAVSTART ... Please run Lighthouse again"). */
class LighthouseRunError extends Error {}

/** Attempts at a run whose trace Lighthouse failed to record, before the bench gives up. */
const ATTEMPTS = 3;

/** One load of the page, read at each slowdown: Lighthouse's default and the host's calibrated one. */
interface Load {
  atDefault: LighthouseRun;
  calibrated: LighthouseRun;
}

async function once(
  url: string,
  chromePath: string,
  chromeArgs: string[],
  blockScripts: boolean,
): Promise<Load> {
  for (let tried = 1; ; tried++) {
    const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
    try {
      const benchmarkIndex = await gather(url, dir, chromePath, chromeArgs, blockScripts);
      return {
        atDefault: await audit(url, dir, blockScripts, DEFAULT_SLOWDOWN),
        calibrated: await audit(url, dir, blockScripts, calibratedSlowdown(benchmarkIndex)),
      };
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || tried === ATTEMPTS) throw error;
      console.error(`${error.message}: run again (${tried} of ${ATTEMPTS})`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** Settings that gathering and auditing must share (Lighthouse refuses a mismatch). */
const settingsOf = (blockScripts: boolean, cpuSlowdownMultiplier: number) => ({
  onlyCategories: ['performance'],
  logLevel: 'error' as const,
  output: 'json' as const,
  ...(blockScripts && { blockedUrlPatterns: SCRIPTS }),
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
});

/**
 * Loads the page in a fresh Chromium and saves what Lighthouse recorded (trace, network log, the host's
 * benchmarkIndex measured just before the load) in `dir`. Under simulated throttling the load itself is
 * not slowed: the slowdown is applied when the recording is read, so one load gives both readings.
 */
async function gather(
  url: string,
  dir: string,
  chromePath: string,
  chromeArgs: string[],
  blockScripts: boolean,
): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] });
  try {
    // After the browser's start, so that the page is still fresh when Lighthouse asks for it.
    await warm(url);
    await lighthouse(url, {
      port: chrome.port,
      gatherMode: dir,
      ...settingsOf(blockScripts, DEFAULT_SLOWDOWN),
    });
  } finally {
    chrome.kill();
  }
  const artifacts = JSON.parse(await readFile(join(dir, 'artifacts.json'), 'utf8')) as {
    BenchmarkIndex: number;
  };
  return artifacts.BenchmarkIndex;
}

/** Reads the recording in `dir` at `slowdown`. */
async function audit(
  url: string,
  dir: string,
  blockScripts: boolean,
  slowdown: number,
): Promise<LighthouseRun> {
  // The recording names the settings it was gathered with; the slowdown is only read now.
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(file, 'utf8')) as { settings: { throttling: object } };
  artifacts.settings.throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  await writeFile(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, { auditMode: dir, ...settingsOf(blockScripts, slowdown) });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  const document = requests?.find((r) => r.resourceType === 'Document');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    domNodes: metric('dom-size'),
    htmlTransferBytes: document?.transferSize ?? Number.NaN,
    htmlBytes: document?.resourceSize ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
  };
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** Time for the render that a stale page's request starts behind it to finish. */
const RENDER_SETTLE_MS = 1500;

/**
 * Has the server's page cache hold a fresh render of `url` for the phone Lighthouse emulates (the cache
 * is per layout guess, which the user agent and Sec-CH-UA-Mobile decide), then lets the server settle.
 */
async function warm(url: string): Promise<void> {
  const headers = { accept: 'text/html', 'user-agent': userAgents.mobile, 'sec-ch-ua-mobile': '?1' };
  const answer = await fetch(url, { headers });
  await answer.text();
  if (answer.headers.get('x-page-cache') === 'STALE') await sleep(RENDER_SETTLE_MS);
}

/**
 * The CPU slowdown that makes this host Lighthouse's phone, from the host's benchmarkIndex: the
 * calculator its throttling guide links (patrickhulce/lighthouse-cpu-throttling-calculator), whose
 * default 4x is right for a host of about 1,533. A faster host needs more to show the same phone.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** A page's figures at Lighthouse's default slowdown and at the host's calibrated one. */
export interface PageFigures {
  atDefault: LighthouseFigures;
  calibrated: LighthouseFigures;
}

/**
 * The page `runs` times, each load read at Lighthouse's default CPU slowdown and at the slowdown
 * calibrated to the host's speed measured in that load; with `floor`, each load is followed by one with
 * its scripts blocked (alternated, so that the machine's slower and faster minutes fall on both).
 */
export async function lighthouseOf(
  base: string,
  path: string,
  options: { chromePath: string; chromeArgs: string[]; runs: number; floor?: boolean },
): Promise<{ page: PageFigures; withoutScripts: PageFigures | undefined }> {
  const { chromePath, chromeArgs, runs, floor = true } = options;
  const page: Load[] = [];
  const withoutScripts: Load[] = [];
  for (let i = 0; i < runs; i++) {
    page.push(await once(`${base}${path}`, chromePath, chromeArgs, false));
    if (floor) withoutScripts.push(await once(`${base}${path}`, chromePath, chromeArgs, true));
  }
  const figures = (loads: Load[]): PageFigures => ({
    atDefault: medians(
      path,
      loads.map((l) => l.atDefault),
    ),
    calibrated: medians(
      path,
      loads.map((l) => l.calibrated),
    ),
  });
  return { page: figures(page), withoutScripts: floor ? figures(withoutScripts) : undefined };
}

function medians(path: string, runs: LighthouseRun[]): LighthouseFigures {
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    path,
    score: of((r) => r.score),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    domNodes: of((r) => r.domNodes),
    htmlTransferBytes: of((r) => r.htmlTransferBytes),
    htmlBytes: of((r) => r.htmlBytes),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    slowdown: of((r) => r.slowdown),
    runs,
  };
}

/** "median (lowest-highest)" of one figure over a page's runs. */
export function spreadOf(
  figures: LighthouseFigures,
  pick: (r: LighthouseRun) => number,
  format: (n: number) => string = (n) => n.toFixed(0),
): string {
  const values = figures.runs.map(pick);
  return `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
}

/** The budgets, each on the median of the page's runs. */
export function withinLighthouseBudgets(figures: LighthouseFigures): boolean {
  return (
    figures.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs &&
    figures.cls <= LIGHTHOUSE_BUDGETS.cls &&
    figures.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs &&
    figures.score >= LIGHTHOUSE_BUDGETS.score
  );
}
