/**
 * Lighthouse on the first screens (issue 16): the npm `lighthouse` package drives Debian's
 * Chromium with its defaults for a phone (mobile form factor, simulated throttling: 150 ms RTT,
 * 1.6 Mbps, 4x CPU), performance category only. Each page runs `runs` times, each in a fresh
 * Chromium (no cache carried over); every figure is the median of its runs.
 *
 * Lighthouse 12 is the newest that runs on Node 20 (13 needs Node 22.19); its performance score
 * weighs the same five metrics as 13's.
 *
 * Each run measures the page as a busy site serves it: from the server's page cache, rendered less
 * than 5 s before (server-render.ts). Lighthouse's runs come 10 to 15 s apart, so without a warm-up
 * each would get a page in its stale window: the server renders it again behind the answer, on the
 * same two cores as the browser being measured, and the page's lists, 10 to 15 s old, refetch as it
 * hydrates. On a site with traffic, nearly every visitor gets a page rendered moments before.
 *
 * Beside each page, the same page with its scripts blocked (every `.js` request), run after each of
 * its runs: the server-rendered HTML alone, with the server's headers, painted, laid out and left as
 * it is. It is the floor this machine's Lighthouse gives the page as served (the opener policy's new
 * renderer process included), so the distance from it is what the app's start costs
 * (docs/decisions/first-screen.md, "Twelfth session").
 *
 * Lighthouse's 4x CPU slowdown is its phone only on a host of benchmarkIndex about 1,533; the bench
 * prints the host's index and measures the pages again at the slowdown calibrated to it, so figures
 * from a fast host and a slow one can be compared ("Sixteenth session").
 */
import lighthouse from 'lighthouse';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './stats.ts';

export interface LighthouseFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's score, to show how far the runs spread. */
  scores: number[];
  /**
   * Lighthouse's measure of the host's CPU speed. Its simulation multiplies the tasks it observes by
   * 4, a factor meant for a fast desktop host: on a slower one the same page's TBT comes out longer.
   */
  benchmarkIndex: number;
}

export const LIGHTHOUSE_BUDGETS = { lcpMs: 1200, cls: 0.05, tbtMs: 200, score: 95 } as const;

/** Every script of the page: its modules, and the worker that warms Intl. */
const SCRIPTS = ['*.js'];

/** A run Lighthouse itself failed to record ("NO_NAVSTART ... Please run Lighthouse again"). */
class LighthouseRunError extends Error {}

/** Attempts at a run whose trace Lighthouse failed to record, before the bench gives up. */
const ATTEMPTS = 3;

async function once(...args: Parameters<typeof attempt>): ReturnType<typeof attempt> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || tried === ATTEMPTS) throw error;
      console.error(`${error.message}: run again (${tried} of ${ATTEMPTS})`);
    }
  }
}

async function attempt(
  url: string,
  chromePath: string,
  chromeArgs: string[],
  blockScripts: boolean,
  cpuSlowdownMultiplier?: number,
): Promise<Omit<LighthouseFigures, 'path' | 'scores'>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeArgs],
  });
  try {
    // After the browser's start, so that the page is still fresh when Lighthouse asks for it.
    await warm(url);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(blockScripts && { blockedUrlPatterns: SCRIPTS }),
      ...(cpuSlowdownMultiplier && { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
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

/**
 * The page `runs` times, each run followed by one with its scripts blocked (alternated, so that the
 * machine's slower and faster minutes fall on both), at Lighthouse's default CPU slowdown or at
 * `cpuSlowdownMultiplier`.
 */
export async function lighthouseOf(
  base: string,
  path: string,
  options: { chromePath: string; chromeArgs: string[]; runs: number; cpuSlowdownMultiplier?: number },
): Promise<{ page: LighthouseFigures; withoutScripts: LighthouseFigures }> {
  const { chromePath, chromeArgs, runs, cpuSlowdownMultiplier } = options;
  const page = [];
  const withoutScripts = [];
  for (let i = 0; i < runs; i++) {
    page.push(await once(`${base}${path}`, chromePath, chromeArgs, false, cpuSlowdownMultiplier));
    withoutScripts.push(await once(`${base}${path}`, chromePath, chromeArgs, true, cpuSlowdownMultiplier));
  }
  return { page: medians(path, page), withoutScripts: medians(path, withoutScripts) };
}

function medians(path: string, results: Awaited<ReturnType<typeof once>>[]): LighthouseFigures {
  return {
    path,
    score: median(results.map((r) => r.score)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    scores: results.map((r) => r.score),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
  };
}

export function withinLighthouseBudgets(figures: LighthouseFigures): boolean {
  return (
    figures.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs &&
    figures.cls <= LIGHTHOUSE_BUDGETS.cls &&
    figures.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs &&
    figures.score >= LIGHTHOUSE_BUDGETS.score
  );
}
