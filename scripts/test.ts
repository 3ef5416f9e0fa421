/**
 * `npm test`: typecheck, the format check, the feature graph, the logical-CSS and translation
 * checks, beside eslint (one process on one core each), then vitest's projects, then the browser
 * journeys; it ends with where the time went, a
 * table of the phases and the ten slowest test files and journeys, and any journey that passed only
 * on its retry, printed as a failure to look into (docs/decisions/test-budget.md).
 *
 * Arguments after `--` go to Playwright (`npm test -- --project=mobile-390`); E2E_FULL=1 runs the
 * full matrix of every journey at both sizes and both themes (`npm run test:full`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PLAYWRIGHT_TIMINGS,
  VITEST_TIMINGS,
  type JourneyRun,
  type VitestTimings,
} from './test-run/timings.ts';

const ROOT = join(import.meta.dirname, '..');
const timingsDir = mkdtempSync(join(tmpdir(), 'sb-test-timings-'));
// The web app for the journeys, built beside eslint (e2e/build-web.ts) and served from here by e2e/serve.ts.
const webBuildDir = mkdtempSync(join(tmpdir(), 'sb-test-web-'));
const env = { ...process.env, TEST_TIMINGS_DIR: timingsDir, E2E_PREBUILT_DIR: webBuildDir };

interface Phase {
  name: string;
  seconds: number;
  ok: boolean;
}
const phases: Phase[] = [];

/** Runs a command; `buffered` keeps its output until it ends, so two side by side do not interleave. */
function run(name: string, command: string, args: string[], { buffered = false, cwd = ROOT } = {}) {
  const started = performance.now();
  return new Promise<Phase>((done) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const phase = { name, seconds: (performance.now() - started) / 1000, ok: code === 0 };
      console.log(`\n${phase.ok ? '✓' : '✗'} ${name} (${phase.seconds.toFixed(0)} s)\n`);
      phases.push(phase);
      done(phase);
    });
  });
}

const readJson = <T>(name: string): T | undefined => {
  const file = join(timingsDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
};

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(9);

function table(title: string, rows: [string, string][]): void {
  if (!rows.length) return;
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

function report(started: number): void {
  const vitest = readJson<VitestTimings>(VITEST_TIMINGS);
  const journeys = readJson<JourneyRun[]>(PLAYWRIGHT_TIMINGS) ?? [];
  const rows: [string, string][] = phases.map((phase) => [
    `${phase.name}${phase.ok ? '' : ' (FAILED)'}`,
    seconds(phase.seconds),
  ]);
  for (const [project, span] of Object.entries(vitest?.projects ?? {})) {
    const files = vitest!.files.filter((file) => file.project === project);
    const busy = files.reduce((sum, file) => sum + file.seconds, 0);
    rows.push([
      `  vitest ${project}: ${files.length} files, ${files.reduce((n, f) => n + f.tests, 0)} tests`,
      `${seconds((span.last - span.first) / 1000)} wall, ${busy.toFixed(0)} s in its files`,
    ]);
  }
  for (const project of [...new Set(journeys.map((run) => run.project))]) {
    const runs = journeys.filter((run) => run.project === project);
    const busy = runs.reduce((sum, run) => sum + run.seconds, 0);
    rows.push([`  journeys ${project}: ${runs.length} runs`, `${seconds(busy)} in its journeys`]);
  }
  rows.push(['npm test', seconds((performance.now() - started) / 1000)]);
  table('Where the time went', rows);

  const slowestFiles = [...(vitest?.files ?? [])].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  table(
    'The ten slowest test files',
    slowestFiles.map((file) => [`${file.project}  ${file.file}`, seconds(file.seconds)]),
  );
  const slowestJourneys = [...journeys].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  table(
    'The ten slowest journeys',
    slowestJourneys.map((run) => [`${run.project}  ${run.file} › ${run.title}`, seconds(run.seconds)]),
  );

  // A journey that needed its retry passed, but it is a failure to look into, not a pass.
  const retried = journeys.filter((run) => run.retry > 0);
  table(
    `Journeys that needed a retry: ${retried.length}${retried.length ? ' (failures to look into)' : ''}`,
    retried.map((run) => [`${run.project}  ${run.file} › ${run.title}`, run.status]),
  );
}

/** The parts' graph, which must hold no cycle (npm run lint runs it too). */
const FEATURE_GRAPH = 'scripts/borders/feature-graph.ts';
/** The stylesheets' physical left and right, refused (npm run lint runs it too). */
const LOGICAL_CSS = 'scripts/borders/logical-css.ts';
/** The web's texts complete in every product language (npm run lint runs it too). */
const TRANSLATIONS = 'scripts/i18n/check-translations.ts';
/** The catalogue's names (sports, markets, outcomes …) complete in every product language (npm run lint too). */
const CATALOGUE_NAMES = 'scripts/i18n/check-catalogue-names.ts';

const started = performance.now();
const playwrightArgs = process.argv.slice(2);
// Two lanes, one process on one core each: typecheck, the format check, the feature graph, the spec's
// calls and the web app's build for the journeys, beside eslint (the longest of them); vitest after them. The build
// used to start the journeys' phase; here it takes the core the typecheck leaves while eslint runs. Started beside them too (to use the core eslint leaves idle once
// tsc ends), vitest and the two took 857 s on a fresh clone against about 760 s one after the other:
// four busy processes on two cores cost more than the idle core.
const inTurn = async (steps: (() => Promise<Phase>)[]) => {
  const done: Phase[] = [];
  for (const step of steps) done.push(await step());
  return done;
};
let ok = (
  await Promise.all([
    inTurn([
      () => run('typecheck', 'npx', ['tsc', '-b'], { buffered: true }),
      () => run('format (prettier)', 'npx', ['prettier', '--check', '.'], { buffered: true }),
      () => run('feature graph', 'node', ['--import', 'tsx', FEATURE_GRAPH], { buffered: true }),
      // Stylesheets say start and end, not left and right (npm run lint too; docs/decisions/right-to-left.md).
      () => run('logical CSS', 'node', ['--import', 'tsx', LOGICAL_CSS], { buffered: true }),
      // Every key in every language, every plural category, no English left by mistake (npm run lint too).
      () => run('translations', 'node', ['--import', 'tsx', TRANSLATIONS], { buffered: true }),
      () => run('catalogue names', 'node', ['--import', 'tsx', CATALOGUE_NAMES], { buffered: true }),
      // SPEC.md §7's paths against the server's routes, §8's codes against their tests (npm run lint too).
      () => run('spec calls', 'node', ['--import', 'tsx', 'scripts/spec-calls.ts'], { buffered: true }),
      () =>
        run('web build for the journeys', 'node', ['--import', 'tsx', 'e2e/build-web.ts', webBuildDir], {
          buffered: true,
        }),
    ]),
    inTurn([() => run('lint (eslint)', 'npx', ['eslint', '.'], { buffered: true })]),
  ])
)
  .flat()
  .every((phase) => phase.ok);
if (ok) ok = (await run('unit and integration (vitest)', 'npx', ['vitest', 'run'])).ok;
if (ok) {
  ok = (
    await run('browser journeys (playwright)', 'npx', ['playwright', 'test', ...playwrightArgs], {
      cwd: join(ROOT, 'e2e'),
    })
  ).ok;
}
report(started);
rmSync(timingsDir, { recursive: true, force: true });
rmSync(webBuildDir, { recursive: true, force: true });
process.exitCode = ok ? 0 : 1;
