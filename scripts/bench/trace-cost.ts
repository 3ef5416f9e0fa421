/**
 * What Lighthouse's own recording costs a page's main thread (issue 49, docs/decisions/first-screen.md
 * "Ninth stop"). Lighthouse records with categories that write every script's source into the trace
 * (`v8-source-rundown-sources`) and a JavaScript stack onto every timer and request a script starts
 * (`timeline.stack`); both run on the page's main thread, inside the tasks Lighthouse then times. This
 * loads each page as the bench does (a phone's viewport and agent, the page cache warm), recorded with
 * Lighthouse's categories and, alternated load by load, without the source rundown and without the
 * stacks, and prints the tasks of 10 ms or more after the first paint (what Lantern keeps and
 * multiplies) for each.
 *
 * Read the recordings against each other, not with Lighthouse's figures: under Playwright's DevTools
 * session React DOM's start costs 40 to 60 ms more than under Lighthouse
 * (docs/decisions/first-screen.md, "Twenty-first stop").
 *
 *   node --import tsx scripts/bench/trace-cost.ts <base url> [rounds] [path ...]
 */
import { chromium, type Browser } from 'playwright-core';
import { userAgents } from 'lighthouse/core/config/constants.js';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { median } from './stats.ts';

const [base, roundsArg, ...pathArgs] = process.argv.slice(2);
if (!base) throw new Error('usage: trace-cost.ts <base url> [rounds] [path ...]');
const rounds = Number(roundsArg ?? 4);
const paths = pathArgs.length ? pathArgs : ['/en', '/en/live/sport'];

const LIGHTHOUSE = Trace.getDefaultTraceCategories().filter((category) => category !== '-*');
const RECORDINGS = {
  "Lighthouse's categories": LIGHTHOUSE,
  'without the source rundown': LIGHTHOUSE.filter((category) => !category.includes('v8-source-rundown')),
  'without the stacks': LIGHTHOUSE.filter((category) => !category.endsWith('timeline.stack')),
};
/** Lantern drops main-thread tasks shorter than this (its SIGNIFICANT_DUR_THRESHOLD_MS). */
const LONG_TASK_US = 10_000;
const AFTER_LOAD_MS = 3000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

interface Reading {
  /** Tasks of 10 ms or more after the first paint: how many, and their time together (ms). */
  count: number;
  ms: number;
  /** Of all tasks after the first paint, those that wrote a script's source into the trace (ms). */
  rundownMs: number;
}

async function load(browser: Browser, url: string, categories: string[]): Promise<Reading> {
  const headers = { accept: 'text/html', 'user-agent': userAgents.mobile, 'sec-ch-ua-mobile': '?1' };
  await (await fetch(url, { headers })).text();
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    userAgent: userAgents.mobile,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories, excludedCategories: ['*'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first paint in the trace`);
    const main = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts);
    const long = tasks.filter((task) => (task.dur ?? 0) >= LONG_TASK_US);
    const rundowns = main.filter((e) => e.name === 'ScriptCatchup');
    const withRundown = tasks.filter((task) =>
      rundowns.some((r) => r.ts >= task.ts && r.ts <= task.ts + (task.dur ?? 0)),
    );
    const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    return { count: long.length, ms: ms(long), rundownMs: ms(withRundown) };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const readings = new Map<string, Reading[]>();
try {
  for (let round = 0; round < rounds; round++) {
    // Each recording goes first in turn, so that no one of them always meets the host's same moment.
    const entries = Object.entries(RECORDINGS);
    const order = [...entries.slice(round % entries.length), ...entries.slice(0, round % entries.length)];
    for (const path of paths) {
      for (const [name, categories] of order) {
        const reading = await load(browser, new URL(path, base).href, categories);
        const key = `| ${path} | ${name} |`;
        readings.set(key, [...(readings.get(key) ?? []), reading]);
        console.error(`${path}, ${name}: ${reading.count} tasks, ${reading.ms.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await browser.close();
}
const spread = (xs: number[]) =>
  `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
console.log(
  '| page | recorded with | tasks >= 10 ms after first paint | their time, ms | tasks writing sources, ms |',
);
console.log('|---|---|---|---|---|');
for (const [key, list] of readings) {
  console.log(
    `${key} ${spread(list.map((r) => r.count))} | ${spread(list.map((r) => r.ms))} | ` +
      `${spread(list.map((r) => r.rundownMs))} |`,
  );
}
