import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { fixtureCatalog } from './fixture-catalog.ts';
import { TEST_NOW } from './test-now.ts';

export { TEST_NOW };

let databaseCounter = 0;

/**
 * A database of its own on the PostgreSQL server of `base`, dropped when the run ends
 * (postgres-databases-setup.ts); its URL. Migrations name the `public` schema in their foreign keys,
 * so a database per test app isolates better than a schema per file. Two apps given the same URL are
 * two processes on one database.
 */
export async function freshPostgresDatabase(base: string): Promise<string> {
  const name = `${inject('postgresDatabasePrefix')}${process.pid}_${Date.now()}_${databaseCounter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

let migratedImage: Blob | undefined;

/** The migrated image of the run (pglite-image-setup.ts); undefined where no setup made one. */
function pgliteImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (!file) return undefined;
  migratedImage ??= new Blob([readFileSync(file)]);
  return migratedImage;
}

/**
 * The whole app on a real database: in-memory PGlite (a folder when `dataDir` is given), or a
 * fresh database on the PostgreSQL of DATABASE_URL. Seeded with the hand-made fixture catalogue
 * unless `demoCatalog` says otherwise; the catalogue cache is off so every read hits the database.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const base = process.env.DATABASE_URL;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: undefined,
    redisUrl: undefined,
    workers: 1,
    // Off: the simulator would start the fixture's games; the live tests turn it on and tick by hand.
    feedSimulator: false,
    feedSpeed: 1,
    feedRate: 200,
    feedMinLiveEvents: 60,
    logLevel: 'warn',
    webDist: join(tmpdir(), 'sb-no-web'),
    webSsrDist: join(tmpdir(), 'sb-no-web-ssr'),
    ssrApiOrigin: undefined,
    publicOrigin: undefined,
    rateLimitMax: 1_000_000,
    trustProxy: false,
    catalogCacheMs: 0,
    demoSeed: true,
    jwtSecret: 'test-jwt-secret-0123456789abcdef0123456789',
    tokenTtlSeconds: 3600,
    demoOutbox: true,
    demoPlayers: true,
    // High: only the rate-limit tests lower them.
    loginRatePerUsername: 1000,
    loginRatePerAddress: 1000,
    loginRateWindowSeconds: 900,
    // 0: placements decide at once; the in-play delay tests set it and move the clock.
    betDelaySeconds: 0,
    demoControls: false,
    // 0: cash-outs of in-play bets decide at once; no test waits real time.
    cashOutDelaySeconds: 0,
    cashOutMargin: 0.05,
    requestTimeoutSeconds: 30,
    defaultBrand: undefined,
    demoHostPage: undefined,
    gamesProvider: { hostName: 'games.test', origin: 'http://games.test' },
    ...overrides,
  };
  if (base && !overrides.dataDir && config.databaseUrl === undefined) {
    config.databaseUrl = await freshPostgresDatabase(base);
  }
  const image = !config.databaseUrl && !config.dataDir ? pgliteImage() : undefined;
  return buildApp(config, {
    ...(image ? { pgliteImage: image } : {}),
    now: () => TEST_NOW,
    demoCatalog: fixtureCatalog,
    feed: { timers: false, seed: 1 },
    ...options,
  });
}

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
