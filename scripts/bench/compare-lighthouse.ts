/**
 * Lighthouse on this checkout against another (an earlier commit's clone with its own node_modules),
 * both served at once, run page by page and turn by turn so that the machine's slower and faster
 * minutes fall on both. Used where an issue asks that "the figures stay as they are" (issue 43).
 *
 *   node --import tsx scripts/bench/compare-lighthouse.ts /tmp/base-checkout [rounds] [page prefix]
 *
 * Each round measures every page once on each side (with its scripts-blocked baseline), the side that
 * goes first alternating by round; the table gives each side's median and range per page.
 * COMPARE_CALIBRATED=1 reads each load at the slowdown calibrated to the host's speed in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { lighthouseOf, type LighthouseFigures } from './lighthouse.ts';
import { median } from './stats.ts';

const [otherDir, roundsArg, only] = process.argv.slice(2);
if (!otherDir) throw new Error('usage: compare-lighthouse.ts <other checkout> [rounds]');
const rounds = Number(roundsArg ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

interface Side {
  name: string;
  base: string;
  server: ChildProcess;
  paths: string[];
  runs: Map<string, { page: LighthouseFigures; withoutScripts: LighthouseFigures | undefined }[]>;
}

async function serve(name: string, dir: string, port: number): Promise<Side> {
  const server = spawn('node', ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let until = Date.now() + 300_000; ;) {
    if (Date.now() > until) throw new Error(`${name} did not start`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const answer = await fetch(`${base}/xapi/rest/events?eventsPerPage=1&page=1&lightWeightResponse=true`);
  const { events } = (await answer.json()) as { events: { slug: string }[] };
  const paths = ['/en', '/en/sports', '/en/sports/240-FOOT', '/en/live/sport'];
  if (events[0]) paths.splice(3, 0, `/en/events/${events[0].slug}`);
  return { name, base, server, paths, runs: new Map() };
}

const here = await serve('this checkout', join(import.meta.dirname, '../..'), 4280);
const other = await serve(resolve(otherDir), resolve(otherDir), 4290);
const reading = process.env.COMPARE_CALIBRATED ? 'calibrated' : 'atDefault';
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [other, here] : [here, other];
    for (let page = 0; page < here.paths.length; page++) {
      // A page prefix ('/en/sports/240') measures that page alone, for a closer look at one.
      if (only && !here.paths[page]!.startsWith(only)) continue;
      for (const side of order) {
        const path = side.paths[page]!;
        const figures = await lighthouseOf(side.base, path, {
          chromePath: CHROMIUM,
          chromeArgs: CHROMIUM_ARGS,
          runs: 1,
        });
        const key = page === 3 ? '/en/events/(first)' : path;
        const read = { page: figures.page[reading], withoutScripts: figures.withoutScripts?.[reading] };
        side.runs.set(key, [...(side.runs.get(key) ?? []), read]);
        console.error(`${side.name} ${path}: ${read.page.score} (blocked ${read.withoutScripts?.score})`);
      }
    }
  }
  const spread = (xs: number[]) => `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
  console.log('| page | side | score | TBT ms | LCP ms | scripts blocked: score |');
  console.log('|---|---|---|---|---|---|');
  for (const key of here.runs.keys()) {
    for (const side of [other, here]) {
      const runs = side.runs.get(key) ?? [];
      const of = (pick: (f: LighthouseFigures) => number, which: 'page' | 'withoutScripts' = 'page') =>
        spread(runs.map((r) => Math.round(r[which] ? pick(r[which]) : Number.NaN)));
      console.log(
        `| ${key} | ${side.name} | ${of((f) => f.score)} | ${of((f) => f.tbtMs)} | ${of((f) => f.lcpMs)} | ${of((f) => f.score, 'withoutScripts')} |`,
      );
    }
  }
} finally {
  here.server.kill('SIGTERM');
  other.server.kill('SIGTERM');
}
