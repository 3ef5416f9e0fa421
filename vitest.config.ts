import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import SlowFirstSequencer from './scripts/test-run/slow-first-sequencer.ts';

/**
 * The tag of the server tests whose outcome can differ between PGlite and PostgreSQL: repositories and
 * their SQL, locks and races, migrations, the money-conservation model, idempotency, settlement and the
 * two-process feed (docs/decisions/test-budget.md). Only they run a second time, on PostgreSQL. A whole
 * file takes it with a `@module-tag engine` comment, one test or block with `{ tags: ['engine'] }`.
 */
const ENGINE = 'engine';

/** The server's test files that carry the engine tag anywhere: the PostgreSQL run starts only these. */
function engineTaggedFiles(): string[] {
  const root = join(import.meta.dirname, 'apps/server');
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) =>
      /@module-tag engine\b|tags: \[[^\]]*'engine'/.test(readFileSync(join(root, 'src', file), 'utf8')),
    )
    .map((file) => `src/${file}`);
}

const server = (
  name: string,
  env: Record<string, string>,
  include?: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    ...(include ? { include, tagsFilter: [ENGINE] } : {}),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
    // Every test app has a database of its own, on PGlite or on the PostgreSQL server
    // (build-test-app.ts), so the PostgreSQL files run beside the others: as a project of one worker
    // they ran after everything else, with one core idle.
    // PGlite's apps start from one migrated image made per run, not from initdb each.
    globalSetup: ['src/test/pglite-image-setup.ts'],
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
      server('server', {}),
      ...(postgresUrl ? [server('server-pg', { DATABASE_URL: postgresUrl }, engineTaggedFiles())] : []),
      'apps/web/vite.config.ts',
    ],
  },
});
