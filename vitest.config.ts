import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const server = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
    // Files on one PostgreSQL database run one at a time; PGlite gives each file its own database.
    fileParallelism: !(env.DATABASE_URL ?? process.env.DATABASE_URL),
    // PGlite's apps start from one migrated image made per run, not from initdb each.
    globalSetup: ['src/test/pglite-image-setup.ts'],
  },
});

// CI sets TEST_DATABASE_URL: the server suite then runs a second time, on real PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain' } },
      { test: { name: 'contract', root: 'packages/contract', passWithNoTests: true } },
      server('server', {}),
      ...(postgresUrl ? [server('server-pg', { DATABASE_URL: postgresUrl })] : []),
      'apps/web/vite.config.ts',
    ],
  },
});
