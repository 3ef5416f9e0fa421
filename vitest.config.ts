import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import SlowFirstSequencer from './scripts/test-run/slow-first-sequencer.ts';

/**
 * The tag of the server tests whose outcome can differ between PGlite and PostgreSQL: repositories and
 * their SQL, locks and races, migrations, the money-conservation model, idempotency, settlement and the
 * two-process feed (docs/decisions/test-budget.md). Only they run a second time, on PostgreSQL. A whole
 * file takes it with a `@module-tag engine` comment, one test or block with `{ tags: ['engine'] }`.
 */
const ENGINE = 'engine';

/** The test files under `root` (paths from it) whose source matches `pattern`. */
function testFiles(root: string, pattern: RegExp): string[] {
  const folder = join(import.meta.dirname, root);
  return readdirSync(join(folder, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => pattern.test(readFileSync(join(folder, 'src', file), 'utf8')))
    .map((file) => `src/${file}`);
}
const serverTestFiles = (pattern: RegExp) => testFiles('apps/server', pattern);

/** The server's test files that carry the engine tag anywhere: the PostgreSQL run starts only these. */
const engineTaggedFiles = () => serverTestFiles(/@module-tag engine\b|tags: \[[^\]]*'engine'/);

/**
 * The test files that replace a module (`vi.mock`) get a module graph of their own, in a project of
 * their own. The others share one per worker (`isolate: false`): the server's tests each build an app
 * on a database of their own, the web's reset the stores after each test (apps/web/src/test/setup.ts),
 * and importing the whole server or app, and compiling PGlite, once per file was most of the suite's
 * time (server 370 s on 2 cores against 238 s shared, web 164 s against 40 s;
 * docs/decisions/test-budget.md).
 */
const MOCKS_A_MODULE = /\bvi\.mock\(/;
const mockingFiles = serverTestFiles(MOCKS_A_MODULE);
const webMockingFiles = testFiles('apps/web', MOCKS_A_MODULE);
const webSharingFiles = testFiles('apps/web', /^/).filter((file) => !webMockingFiles.includes(file));

const server = (
  name: string,
  env: Record<string, string>,
  {
    include,
    isolate = false,
    engineOnly = false,
  }: { include?: string[]; isolate?: boolean; engineOnly?: boolean } = {},
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    ...(include ? { include } : {}),
    ...(engineOnly ? { tagsFilter: [ENGINE] } : {}),
    exclude: [...configDefaults.exclude, ...(isolate ? [] : mockingFiles)],
    isolate,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
    // Every test app has a database of its own, on PGlite or on the PostgreSQL server
    // (build-test-app.ts), so the PostgreSQL files run beside the others: as a project of one worker
    // they ran after everything else, with one core idle.
    // PGlite's apps start from one migrated image made per run, not from initdb each.
    globalSetup: ['src/test/pglite-image-setup.ts', 'src/test/postgres-databases-setup.ts'],
  },
});

// CI sets TEST_DATABASE_URL: the server's engine-tagged tests then run a second time, on real PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    tags: [
      {
        name: ENGINE,
        description:
          'Can differ between PGlite and PostgreSQL: runs on both (docs/decisions/test-budget.md).',
      },
    ],
    // Every core: vitest's default leaves one free (one worker on this 2-core machine, the whole suite
    // in a row), and the slow files first, so that no worker ends alone on a long one.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirstSequencer },
    // `npm test`'s closing table reads the timings (scripts/test.ts); the console's reporter as before.
    reporters: ['default', './scripts/test-run/vitest-timings-reporter.ts'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain' } },
      { test: { name: 'contract', root: 'packages/contract', passWithNoTests: true } },
      // The repository's own tools (scripts/): the feature graph's and the translations' checks, the bench's server flags.
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['borders/**/*.test.ts', 'i18n/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      server('server', {}),
      ...(mockingFiles.length
        ? [server('server-isolated', {}, { include: mockingFiles, isolate: true })]
        : []),
      ...(postgresUrl
        ? [
            server(
              'server-pg',
              { DATABASE_URL: postgresUrl },
              { include: engineTaggedFiles(), engineOnly: true },
            ),
          ]
        : []),
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          root: 'apps/web',
          isolate: false,
          exclude: [...configDefaults.exclude, ...webMockingFiles],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // Extending merges arrays: the project keeps the web's `include` and leaves out the rest here.
        test: { name: 'web-isolated', root: 'apps/web', exclude: webSharingFiles },
      },
    ],
  },
});
