import { join, resolve } from 'node:path';
import { DEFAULT_CASH_OUT_MARGIN } from '@sb/domain';
import * as z from 'zod';

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
  /**
   * Server processes on this machine behind Node's cluster balancer (WORKERS; cluster-primary.ts):
   * above 1 needs DATABASE_URL and REDIS_URL, which the processes share.
   */
  workers: number;
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
  /** The web app's server renderer (`entry-server.js`); a missing folder means pages render in the browser only. */
  webSsrDist: string;
  /**
   * The API the server renderer fetches a page's data from (SSR_API_ORIGIN, e.g. an operator's own
   * back end); undefined: this process's API, called in-process.
   */
  ssrApiOrigin: string | undefined;
  /**
   * The site's public address (PUBLIC_ORIGIN, e.g. https://sports.example.com), for the absolute
   * URLs of the sitemap; undefined: each request's own host, as a client sent it.
   */
  publicOrigin: string | undefined;
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
  /**
   * The brand of a request that names none and comes for a host no brand lists (DEFAULT_BRAND, a
   * brand's code); undefined: the first brand (modules/brands).
   */
  defaultBrand: string | undefined;
  /**
   * The demo host page (DEMO_HOST_PAGE; on by default, never in production): a casino site on
   * host.localhost that frames the savanna brand (web/host-page.ts). Its origin, with this port, is
   * seeded into that brand's host_page_origins. Undefined: none.
   */
  demoHostPage: { hostName: string; origin: string } | undefined;
  /**
   * The header a trusted proxy names the visitor's country in (GEO_COUNTRY_HEADER, e.g.
   * `cf-ipcountry`), lower case; read only with trustProxy, since any client can send a header.
   * Undefined: the country comes from the geo_ip_ranges table (modules/geo). Optional: the test
   * kit's configs predate it.
   */
  geoCountryHeader?: string | undefined;
  /**
   * The demo games provider (modules/games-provider; docs/decisions/games.md): another origin than
   * the sportsbook's, so that its game frames are really cross-origin. GAMES_PROVIDER_ORIGIN names it;
   * by default (never in production) games.localhost on this port. Undefined: no games are served.
   */
  gamesProvider?: { hostName: string; origin: string } | undefined;
}

/** The demo host page's host name: Chromium resolves every *.localhost name to this machine. */
const DEMO_HOST_NAME = 'host.localhost';
/** The demo games provider's host name (another origin than the sportsbook's, on the same port). */
const DEMO_GAMES_HOST_NAME = 'games.localhost';

/** `npm start` runs from the repo root, tests from elsewhere: relative paths mean the repo root. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** A variable as set: unset and empty are the same (the default applies). */
const optionalText = z
  .string()
  .optional()
  .transform((raw) => raw || undefined);

/** A number from its text, or the issue that names why not (the variable's name is the key). */
function numberVar(fallback: number, parse: (value: number, raw: string) => number | string) {
  return optionalText.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const parsed = parse(Number(raw), raw);
    if (typeof parsed === 'number') return parsed;
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  });
}

/** A whole number from 0, or from 1 with `aboveZero`. */
const whole = (fallback: number, aboveZero = false) =>
  numberVar(fallback, (value, raw) => {
    if (!Number.isInteger(value) || value < 0) return `must be a whole number, got "${raw}"`;
    return aboveZero && value === 0 ? 'must be above zero' : value;
  });

const positive = (fallback: number) =>
  numberVar(fallback, (value, raw) =>
    Number.isFinite(value) && value > 0 ? value : `must be a positive number, got "${raw}"`,
  );

/** A percentage from 0 to `max` (decimals allowed), as a fraction. */
const percentage = (fallback: number, max: number) =>
  numberVar(fallback, (value, raw) =>
    Number.isFinite(value) && value >= 0 && value <= max
      ? value / 100
      : `must be a percentage from 0 to ${max}, got "${raw}"`,
  );

/** An http(s) origin, from any URL of it (a path or a trailing slash is dropped). */
const origin = optionalText.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.origin;
  ctx.addIssue({ code: 'custom', message: `must be an http(s) address, got "${raw}"` });
  return z.NEVER;
});

/** A switch in its usual spellings: on, true, 1, yes / off, false, 0, no; undefined when unset. */
const flag = optionalText.transform((raw) => {
  const value = raw?.toLowerCase();
  if (value === undefined) return undefined;
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  return ['off', 'false', '0', 'no'].includes(value) ? false : undefined;
});

/** An HTTP header name (a token of RFC 9110), in lower case as Node hands headers over. */
const headerName = optionalText.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  if (/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(raw)) return raw.toLowerCase();
  ctx.addIssue({ code: 'custom', message: `must be a header name, got "${raw}"` });
  return z.NEVER;
});

/** The environment the server reads (docs/decisions/server.md lists it), each variable by its name. */
const Env = z
  .object({
    NODE_ENV: optionalText,
    PORT: whole(8080),
    HOST: optionalText,
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText,
    REDIS_URL: optionalText,
    WORKERS: whole(1, true),
    FEED_SIMULATOR: flag,
    FEED_SPEED: positive(1),
    FEED_RATE: whole(200),
    FEED_MIN_LIVE_EVENTS: whole(60),
    LOG_LEVEL: optionalText,
    WEB_DIST: optionalText,
    WEB_SSR_DIST: optionalText,
    SSR_API_ORIGIN: origin,
    PUBLIC_ORIGIN: origin,
    RATE_LIMIT_MAX: whole(6000),
    TRUST_PROXY: flag,
    CATALOG_CACHE_MS: whole(10_000),
    DEMO_SEED: flag,
    JWT_SECRET: optionalText,
    TOKEN_TTL_SECONDS: whole(3600, true),
    DEMO_OUTBOX: flag,
    DEMO_PLAYERS: flag,
    LOGIN_RATE_PER_USERNAME: whole(5, true),
    LOGIN_RATE_PER_ADDRESS: whole(20, true),
    LOGIN_RATE_WINDOW_SECONDS: whole(900, true),
    BET_DELAY_SECONDS: whole(3),
    DEMO_CONTROLS: flag,
    CASHOUT_DELAY_SECONDS: whole(2),
    CASHOUT_MARGIN_PERCENT: percentage(DEFAULT_CASH_OUT_MARGIN, 50),
    REQUEST_TIMEOUT_SECONDS: whole(30, true),
    DEFAULT_BRAND: optionalText,
    DEMO_HOST_PAGE: flag,
    GEO_COUNTRY_HEADER: headerName,
    GAMES_PROVIDER_ORIGIN: optionalText.pipe(z.optional(z.url({ protocol: /^https?$/ }))),
  })
  .superRefine((env, ctx) => {
    // A production secret generated per process would log everyone out on every restart and differ
    // between nodes; a short one can be guessed offline.
    if (env.NODE_ENV === 'production' && (env.JWT_SECRET?.length ?? 0) < 32)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to at least 32 characters when NODE_ENV=production',
      });
    // The embedded database belongs to one process, and each process's feed must reach the others.
    if (env.WORKERS > 1 && (!env.DATABASE_URL || !env.REDIS_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'above 1 needs DATABASE_URL and REDIS_URL: the processes share PostgreSQL and the feed bus',
      });
    // Without a proxy in front that sets it, any visitor could name their own country.
    if (env.GEO_COUNTRY_HEADER !== undefined && env.TRUST_PROXY !== true)
      ctx.addIssue({
        code: 'custom',
        path: ['GEO_COUNTRY_HEADER'],
        message: 'needs TRUST_PROXY=on: only a trusted proxy may say where a request comes from',
      });
  });

export function configFromEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.')} ${issue.message}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(repoRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    workers: env.WORKERS,
    feedSimulator: env.FEED_SIMULATOR !== false,
    feedSpeed: env.FEED_SPEED,
    feedRate: env.FEED_RATE,
    feedMinLiveEvents: env.FEED_MIN_LIVE_EVENTS,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: resolve(repoRoot, env.WEB_DIST ?? join('apps', 'web', 'dist')),
    webSsrDist: resolve(repoRoot, env.WEB_SSR_DIST ?? join('apps', 'web', 'dist-server')),
    ssrApiOrigin: env.SSR_API_ORIGIN,
    publicOrigin: env.PUBLIC_ORIGIN,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY === true,
    catalogCacheMs: env.CATALOG_CACHE_MS,
    demoSeed: env.DEMO_SEED !== false,
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    demoOutbox: source.DEMO_OUTBOX ? env.DEMO_OUTBOX === true : !production,
    demoPlayers: source.DEMO_PLAYERS ? env.DEMO_PLAYERS === true : !production && env.DEMO_SEED !== false,
    loginRatePerUsername: env.LOGIN_RATE_PER_USERNAME,
    loginRatePerAddress: env.LOGIN_RATE_PER_ADDRESS,
    loginRateWindowSeconds: env.LOGIN_RATE_WINDOW_SECONDS,
    betDelaySeconds: env.BET_DELAY_SECONDS,
    demoControls: env.DEMO_CONTROLS === true && !production,
    cashOutDelaySeconds: env.CASHOUT_DELAY_SECONDS,
    cashOutMargin: env.CASHOUT_MARGIN_PERCENT,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    defaultBrand: env.DEFAULT_BRAND,
    demoHostPage:
      !production && env.DEMO_HOST_PAGE !== false
        ? { hostName: DEMO_HOST_NAME, origin: `http://${DEMO_HOST_NAME}:${env.PORT}` }
        : undefined,
    geoCountryHeader: env.GEO_COUNTRY_HEADER,
    gamesProvider: gamesProviderOf(env.GAMES_PROVIDER_ORIGIN, production, env.PORT),
  };
}

function gamesProviderOf(
  configured: string | undefined,
  production: boolean,
  port: number,
): Config['gamesProvider'] {
  if (configured) {
    const url = new URL(configured);
    return { hostName: url.hostname, origin: url.origin };
  }
  return production
    ? undefined
    : { hostName: DEMO_GAMES_HOST_NAME, origin: `http://${DEMO_GAMES_HOST_NAME}:${port}` };
}

/** A connection URL with its password hidden, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
