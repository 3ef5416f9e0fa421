/**
 * Lighthouse on the first screens (issue 16): the npm `lighthouse` package drives Debian's
 * Chromium with its defaults for a phone (mobile form factor, simulated throttling: 150 ms RTT,
 * 1.6 Mbps, 4x CPU), performance category only. Each page runs `runs` times, each in a fresh
 * Chromium (no cache carried over); every figure is the median of its runs.
 *
 * Lighthouse 12 is the newest that runs on Node 20 (13 needs Node 22.19); its performance score
 * weighs the same five metrics as 13's.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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
}

export const LIGHTHOUSE_BUDGETS = { lcpMs: 1200, cls: 0.05, tbtMs: 200, score: 95 } as const;

async function once(url: string, chromePath: string, chromeArgs: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseOf(
  base: string,
  path: string,
  options: { chromePath: string; chromeArgs: string[]; runs: number },
): Promise<LighthouseFigures> {
  const results = [];
  for (let i = 0; i < options.runs; i++)
    results.push(await once(`${base}${path}`, options.chromePath, options.chromeArgs));
  return {
    path,
    score: median(results.map((r) => r.score)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    scores: results.map((r) => r.score),
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
