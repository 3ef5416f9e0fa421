import { join, resolve } from 'node:path';
import { DEFAULT_CASH_OUT_MARGIN } from '@sb/domain';

/** Server configuration, read once from the environment (docs/decisions/server.md lists it). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite in `<dataDir>/pglite`); undefined: in memory (tests). */
  dataDir: string | undefined;
  /** PostgreSQL instead of the embedded database. A secret: log it through `redactUrl` only. */
  databaseUrl: string | undefined;
  /** Feed fan-out across nodes: Redis pub/sub carries the feed bus. A secret, like databaseUrl. */
  redisUrl: string | undefined;
  /** Run the live feed simulator in this process; off on the followers of another process's feed. */
  feedSimulator: boolean;
  /** Game time per real time of the simulator (60: a football match in 1.5 minutes). */
  feedSpeed: number;
  /** Simulated outcome price updates per second, all live events together. */
  feedRate: number;
  /** Demo mode keeps at least this many events live (kick-offs brought forward); the bench asks for 300. */
  feedMinLiveEvents: number;
  logLevel: string;
  /** Built web app to serve; a missing folder means API only. */
  webDist: string;
  /** Requests per minute per client IP on /api and /xapi. */
  rateLimitMax: number;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (rate limits, logs). */
  trustProxy: boolean;
  /**
   * Longest a catalogue answer (event list, event, tree) is reused; lists and trees also expire at
   * the next kick-off, and every in-process write invalidates. Bounds what another node's writes
   * take to show. 0: no cache.
   */
  catalogCacheMs: number;
  /** Seed the demo data set into an empty database. */
  demoSeed: boolean;
  /**
   * Key material of the session tokens (JWT_SECRET). Required in production; elsewhere undefined
   * means one generated and kept under dataDir (modules/accounts/token-secret.ts). A secret.
   */
  jwtSecret: string | undefined;
  /** Lifetime of a session token; refresh issues a new one. */
  tokenTtlSeconds: number;
  /** The demo SMS gateway's outbox is readable over HTTP (browser tests read one-time codes there). */
  demoOutbox: boolean;
  /** Add the demo players (docs/ACCOUNTS.md), whose passwords are public: never by default in production. */
  demoPlayers: boolean;
  /** Failed logins per username, then per client address attempts, within loginRateWindowSeconds. */
  loginRatePerUsername: number;
  loginRatePerAddress: number;
  loginRateWindowSeconds: number;
  /**
   * Seconds an in-play betslip waits before the server re-checks its prices and states and accepts
   * or refuses it (BET_DELAY_SECONDS; 0: decided at once).
   */
  betDelaySeconds: number;
  /**
   * The demo feed controls (POST /api/demo/feed/...) that move a price or a market's status, for
   * browser tests. Only with DEMO_CONTROLS=on, and never when NODE_ENV=production.
   */
  demoControls: boolean;
  /**
   * Seconds a cash-out of a bet with an in-play leg waits before the server recomputes its value
   * (CASHOUT_DELAY_SECONDS; 0: at once). Within the cashout_timeout setting, else refused.
   */
  cashOutDelaySeconds: number;
  /**
   * The operator's cash-out margin, the share of a bet's fair value kept (CASHOUT_MARGIN_PERCENT,
   * 0 to 50; default the domain's DEFAULT_CASH_OUT_MARGIN, 5 %). No §3 setting names one.
   */
  cashOutMargin: number;
  /**
   * Longest a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS):
   * a client trickling its bytes (slow loris) is answered 408 and cut off after it.
   */
  requestTimeoutSeconds: number;
}

/** `npm start` runs from the repo root, tests from elsewhere: relative paths mean the repo root. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be above zero`);
  return value;
}

/** A percentage from 0 to `max` (decimals allowed), as a fraction. */
function percentage(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new Error(`${name} must be a percentage from 0 to ${max}, got "${raw}"`);
  return value / 100;
}

const off = (value: string | undefined) => ['off', 'false', '0', 'no'].includes(value?.toLowerCase() ?? '');
const on = (value: string | undefined) => ['on', 'true', '1', 'yes'].includes(value?.toLowerCase() ?? '');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || undefined;
  // A production secret generated per process would log everyone out on every restart and differ
  // between nodes; a short one can be guessed offline.
  if (production && (!jwtSecret || jwtSecret.length < 32))
    throw new Error('JWT_SECRET must be set to at least 32 characters when NODE_ENV=production');
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(repoRoot, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    feedSimulator: !off(env.FEED_SIMULATOR),
    feedSpeed: positive(env, 'FEED_SPEED', 1),
    feedRate: int(env, 'FEED_RATE', 200),
    feedMinLiveEvents: int(env, 'FEED_MIN_LIVE_EVENTS', 60),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: resolve(repoRoot, env.WEB_DIST || join('apps', 'web', 'dist')),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 6000),
    trustProxy: on(env.TRUST_PROXY),
    catalogCacheMs: int(env, 'CATALOG_CACHE_MS', 10_000),
    demoSeed: !off(env.DEMO_SEED),
    jwtSecret,
    tokenTtlSeconds: positiveInt(env, 'TOKEN_TTL_SECONDS', 3600),
    demoOutbox: env.DEMO_OUTBOX ? on(env.DEMO_OUTBOX) : !production,
    demoPlayers: env.DEMO_PLAYERS ? on(env.DEMO_PLAYERS) : !production && !off(env.DEMO_SEED),
    loginRatePerUsername: positiveInt(env, 'LOGIN_RATE_PER_USERNAME', 5),
    loginRatePerAddress: positiveInt(env, 'LOGIN_RATE_PER_ADDRESS', 20),
    loginRateWindowSeconds: positiveInt(env, 'LOGIN_RATE_WINDOW_SECONDS', 900),
    betDelaySeconds: int(env, 'BET_DELAY_SECONDS', 3),
    demoControls: on(env.DEMO_CONTROLS) && !production,
    cashOutDelaySeconds: int(env, 'CASHOUT_DELAY_SECONDS', 2),
    cashOutMargin: percentage(env, 'CASHOUT_MARGIN_PERCENT', DEFAULT_CASH_OUT_MARGIN, 50),
    requestTimeoutSeconds: positiveInt(env, 'REQUEST_TIMEOUT_SECONDS', 30),
  };
}

/** A connection URL with its password hidden, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
