/**
 * Two builds' main-thread work on one page, loaded alternately (issue 49, docs/decisions/first-screen.md
 * "Eleventh stop"). Lighthouse's figures move by more than most single changes from load to load on this
 * host; the work the renderer's main thread does for the page is steadier. Each round loads the page
 * from both servers in turn (the order alternating), each in a fresh context with a phone's viewport
 * and agent, records the first `WAIT` ms after the load event, and prints per server the medians
 * (range) of script, style, layout and parse time, of the tasks of 10 ms or more (what Lighthouse's simulation
 * keeps and multiplies) and of the layout passes of over 1 ms. `JS=0` blocks the page's scripts (the
 * HTML's own work).
 *
 * Compare the two sides with each other, not with Lighthouse's figures: under Playwright's DevTools
 * session React DOM's start costs 40 to 60 ms more than under Lighthouse
 * (docs/decisions/first-screen.md, "Twenty-first stop").
 *
 *   node --import tsx scripts/bench/main-thread-ab.ts <base url A> <base url B> [path] [rounds]
 */
import { chromium } from 'playwright-core';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { median } from './stats.ts';

const [baseA, baseB, path = '/en/live/sport', roundsArg = '8'] = process.argv.slice(2);
if (!baseA || !baseB) throw new Error('usage: main-thread-ab.ts <base url A> <base url B> [path] [rounds]');
const rounds = Number(roundsArg);
const javaScript = process.env.JS !== '0';
const waitMs = Number(process.env.WAIT ?? 3000);
const LONG_TASK_US = 10_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}
type Figures = Record<
  'script' | 'style' | 'layout' | 'parse' | 'long tasks' | 'long task count' | 'layouts',
  number
>;

/** Trace events that run the page's scripts (a module's compilation and evaluation, a callback, a task's microtasks). */
const SCRIPT_EVENTS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]);

/** The time of the outermost script events: one nested in another counts once. */
function scriptMs(main: readonly TraceEvent[]): number {
  let end = 0;
  let sum = 0;
  for (const e of main) {
    if (!SCRIPT_EVENTS.has(e.name) || e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    sum += e.dur ?? 0;
  }
  return sum / 1000;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

async function load(base: string): Promise<Figures> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink'],
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await context.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(path));
  if (!parse) throw new Error(`no parse of ${path} in the trace`);
  const main = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const ms = (name: string) =>
    main.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const long = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_TASK_US);
  return {
    script: scriptMs(main),
    style: ms('UpdateLayoutTree'),
    layout: ms('Layout'),
    parse: ms('ParseHTML'),
    'long tasks': long.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    'long task count': long.length,
    layouts: main.filter((e) => e.name === 'Layout' && (e.dur ?? 0) > 1000).length,
  };
}

const results = new Map<string, Figures[]>([
  [baseA, []],
  [baseB, []],
]);
for (let round = 0; round < rounds; round++) {
  for (const base of round % 2 === 0 ? [baseA, baseB] : [baseB, baseA])
    results.get(base)!.push(await load(base));
}
await browser.close();

console.log(
  `${path}, ${rounds} rounds, scripts ${javaScript ? 'on' : 'off'}, ${waitMs} ms after load; median (range), ms`,
);
for (const [base, loads] of results) {
  const line = (Object.keys(loads[0]!) as (keyof Figures)[]).map((key) => {
    const values = loads.map((figures) => figures[key]);
    return `${key} ${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;
  });
  console.log(`${base}: ${line.join(' | ')}`);
}
