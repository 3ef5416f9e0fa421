/**
 * Lighthouse on this checkout against another (an earlier commit's clone with its own node_modules),
 * both served at once, run page by page and turn by turn so that the machine's slower and faster
 * minutes fall on both. Used where an issue asks that "the figures stay as they are" (issue 43).
 *
 *   node --import tsx scripts/bench/compare-lighthouse.ts /tmp/base-checkout [rounds] [page pattern]
 *
 * Each round measures every page once on each side (with its scripts-blocked baseline, unless
 * COMPARE_FLOOR=0), the side that goes first alternating by round; the table gives each side's median
 * and range per page, each load read at the slowdown calibrated to the host's speed in it and at
 * Lighthouse's default 4x. The pattern is a regular expression on the path ('/en$': the home page alone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { firstScreenPaths, lighthouseOf, type PageFigures } from './lighthouse.ts';
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
  runs: Map<string, { page: PageFigures; withoutScripts: PageFigures | undefined }[]>;
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
  return { name, base, server, paths: await firstScreenPaths(base), runs: new Map() };
}

const here = await serve('this checkout', join(import.meta.dirname, '../..'), 4280);
const other = await serve(resolve(otherDir), resolve(otherDir), 4290);
const floor = process.env.COMPARE_FLOOR !== '0';
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [other, here] : [here, other];
    for (let page = 0; page < here.paths.length; page++) {
      // A pattern ('/en/sports/240', '/en$') measures those pages alone, for a closer look at one.
      if (only && !new RegExp(only).test(here.paths[page]!)) continue;
      for (const side of order) {
        const path = side.paths[page]!;
        const figures = await lighthouseOf(side.base, path, {
          chromePath: CHROMIUM,
          chromeArgs: CHROMIUM_ARGS,
          runs: 1,
          floor,
        });
        const key = path.startsWith('/en/events/') ? '/en/events/(first match)' : path;
        side.runs.set(key, [...(side.runs.get(key) ?? []), figures]);
        const { calibrated, atDefault } = figures.page;
        console.error(
          `${side.name} ${path}: ${calibrated.score}, TBT ${calibrated.tbtMs.toFixed(0)} ms at ` +
            `${calibrated.slowdown.toFixed(1)}x; ${atDefault.score}, TBT ${atDefault.tbtMs.toFixed(0)} ms at 4x`,
        );
      }
    }
  }
  const spread = (xs: number[]) => `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
  console.log(
    '| page | side | calibrated: score | TBT ms | default 4x: score | TBT ms | LCP ms | CLS | HTML KB | elements | floor, calibrated: TBT ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const key of here.runs.keys()) {
    for (const side of [other, here]) {
      const runs = side.runs.get(key) ?? [];
      const of = (pick: (f: PageFigures) => number, which: 'page' | 'withoutScripts' = 'page') =>
        spread(runs.map((r) => Math.round(r[which] ? pick(r[which]) : Number.NaN)));
      const first = runs[0]?.page.calibrated;
      console.log(
        `| ${key} | ${side.name} | ${of((f) => f.calibrated.score)} | ${of((f) => f.calibrated.tbtMs)} | ` +
          `${of((f) => f.atDefault.score)} | ${of((f) => f.atDefault.tbtMs)} | ${of((f) => f.calibrated.lcpMs)} | ` +
          `${spread(runs.map((r) => r.page.calibrated.cls)).replace(/\d\.\d{4,}/g, (n) => Number(n).toFixed(3))} | ` +
          `${((first?.htmlBytes ?? 0) / 1024).toFixed(0)} | ${first?.domNodes} | ${floor ? of((f) => f.calibrated.tbtMs, 'withoutScripts') : '-'} |`,
      );
    }
  }
} finally {
  here.server.kill('SIGTERM');
  other.server.kill('SIGTERM');
}
