import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import type { Config } from './config.ts';
import { serializerCompiler } from './http/serializer.ts';
import { validatorCompiler } from './http/validator.ts';
import type { DemoCatalog } from './demo/demo-catalog.ts';
import {
  accountRoutes,
  accountsService,
  authRoutes,
  avayaTokenRoutes,
  currenciesRoutes,
  demoPlayerRoutes,
  tokenSecret,
  walletRoutes,
} from './modules/accounts/index.ts';
import {
  betslipService,
  demoReferralRoutes,
  placementRoutes,
  pricingRoutes,
} from './modules/betslip/index.ts';
import { demoSiteRoutes, geoRoutes, geoService, siteGate } from './modules/geo/index.ts';
import { demoFeedControlRoutes, liveRoutes, liveService, feedHub } from './modules/live/index.ts';
import { freeBetsRoutes, freeBetsService } from './modules/free-bets/index.ts';
import {
  catalogService,
  eventPathTreeRoutes,
  eventsRoutes,
  oddsRoutes,
  sitemapRoutes,
  oddsService,
} from './modules/catalog/index.ts';
import {
  demoJackpotControlRoutes,
  jackpotRoutes,
  jackpotService,
  playerJackpotRoutes,
} from './modules/jackpot/index.ts';
import { myBetsRoutes, myBetsService } from './modules/my-bets/index.ts';
import { cmsRoutes, cmsService } from './modules/cms/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { brandsService } from './modules/brands/index.ts';
import { feedPlugin } from './feed/feed-plugin.ts';
import { resultsPlugin } from './feed/results-bus.ts';
import { settlementService } from './modules/settlement/index.ts';
import { telemetryRoutes } from './modules/telemetry/index.ts';
import { gamesProviderKey, gamesRoutes } from './modules/games/index.ts';
import { videoWithDemoProvider } from './modules/video/index.ts';
import { gamesProviderPlugin } from './modules/games-provider/index.ts';
import { databasePlugin } from './plugins/database-plugin.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security-plugin.ts';
import { demoChat } from './web/demo-chat.ts';
import { hostPage } from './web/host-page.ts';
import { webPlugin } from './web/web-plugin.ts';

/** The name of the games provider this server plays itself (modules/games-provider). */
const DEMO_GAMES_PROVIDER = 'demo-games';

// zod/mini ships without messages; English ones make 400 answers readable.
z.config(en());

declare module 'fastify' {
  interface FastifyInstance {
    /** The time the app runs on (pre-match means "after now"); tests fix it. */
    clock: () => Date;
  }
}

/** Loaded only when a database needs seeding: a seeded one starts without the generator. */
async function generatedDemoCatalog(now: Date, hostPageOrigin: string | undefined): Promise<DemoCatalog> {
  const { generateDemoCatalog } = await import('./demo/generate-catalog.ts');
  return generateDemoCatalog({ now, hostPageOrigin });
}

export interface BuildOptions {
  /** The clock the catalogue runs on (pre-match means "after now"); tests fix it. */
  now?: () => Date;
  /** The data set seeded into an empty database when config.demoSeed is on; default: the demo generator. */
  demoCatalog?: (now: Date) => DemoCatalog | Promise<DemoCatalog>;
  /**
   * The live feed: its timers (off: tests tick the simulator by hand), its random seed, and the
   * Redis channel of its bus (tests sharing one Redis keep apart).
   */
  feed?: { timers?: boolean; seed?: number; redisChannel?: string };
  /** The sweep of in-play betslips whose delay is over; default: as the feed's timers. */
  betslip?: { timers?: boolean };
  /** The image an in-memory PGlite starts from instead of initdb (tests: one migrated image). */
  pgliteImage?: Blob;
  /** Where log lines go instead of stdout (the redaction test reads them). */
  logStream?: { write(line: string): void };
}

/**
 * Never in a log line: credentials in headers, and any field named like a password, token or secret
 * wherever a log call puts it (one or two levels deep). Bodies are not logged at all.
 */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sb-token"]',
  // The token-based login's external token (GET /api/session).
  'req.headers["game-token"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'answer',
    'jwe_token',
    'alsToken',
    'icore_token',
    'token',
    'secret',
    'jwtSecret',
    'databaseUrl',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * The whole back end as one Fastify app, in layers that load in order:
 * 1. infrastructure: database (migrated and seeded before anything reads it), security headers,
 *    compression, rate limit, error handler;
 * 2. services, each a named plugin decorating the instance (accounts, cms, odds, catalog), registered after
 *    what they depend on, which fastify-plugin checks;
 * 3. routes, thin: validate with the contract schemas, call a service, set cache headers;
 * 4. the web app and the not-found handling, last, so API routes always win.
 * Tests build it and call `inject`; main.ts listens.
 */
/**
 * Bounds on a client's time, so slow clients cannot hold connections open for ever: the whole
 * request (headers and body) within `seconds` (else 408 and the connection closed), and a socket
 * with no traffic either way for twice that is closed. Node looks for late requests every
 * connectionsCheckingInterval (30 s by default, which would let a request run a minute): here a
 * quarter of the timeout, at most 5 s. Upgraded sockets (the feed's WebSocket) are not concerned.
 */
function requestTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    connectionTimeout: 2 * ms,
    http: { requestTimeout: ms, headersTimeout: ms, connectionsCheckingInterval: Math.min(5_000, ms / 4) },
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    ...requestTimeouts(config.requestTimeoutSeconds),
    // The first start migrates and seeds the demo catalogue and players (scrypt hashes): on a busy
    // 2-core machine that outlasts Fastify's 10 s per plugin, and the start failed.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', clock);
  try {
    await registerLayers(app, config, options, clock);
  } catch (error) {
    // A half-built app still holds the database: close it before giving up.
    await app.close();
    throw error;
  }
  return app;
}

async function registerLayers(
  app: FastifyInstance,
  config: Config,
  options: BuildOptions,
  clock: () => Date,
): Promise<void> {
  await app.register(databasePlugin, {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    image: options.pgliteImage,
    demoCatalog: config.demoSeed
      ? (options.demoCatalog ?? ((now) => generatedDemoCatalog(now, config.demoHostPage?.origin)))
      : undefined,
    now: clock,
  });
  await app.register(errorHandler);
  await app.register(brandsService, { defaultBrand: config.defaultBrand });
  await app.register(cmsService, { gamesProviderOrigin: config.gamesProvider?.origin });
  await app.register(securityPlugin, {
    rateLimitMax: config.rateLimitMax,
    redisUrl: config.redisUrl,
    gamesProviderOrigin: config.gamesProvider?.origin,
    hostPageOrigins: async (request) => (await app.cms.settings(request.brand.code, 'web')).host_page_origins,
  });
  // A client's header names its country only when a proxy of ours sets it.
  await app.register(geoService, { countryHeader: config.trustProxy ? config.geoCountryHeader : undefined });
  // §8 maintenance and blocked countries: after the brand and the security headers, before any route.
  await app.register(siteGate);
  // One key material for the session tokens and the avaya tokens (each derives its own key from it).
  const secret = tokenSecret(config.jwtSecret, config.dataDir);
  await app.register(accountsService, {
    secret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    demoOutbox: config.demoOutbox,
    loginRateLimits: {
      perUsername: config.loginRatePerUsername,
      perAddress: config.loginRatePerAddress,
      windowSeconds: config.loginRateWindowSeconds,
    },
    demoPlayers: config.demoPlayers,
    redisUrl: config.redisUrl,
    // Beside the feed's channel: a test's apps share theirs alone.
    redisChannel: options.feed?.redisChannel ? `${options.feed.redisChannel}:accounts` : 'sb:accounts',
  });
  await app.register(freeBetsService, { demoGrants: config.demoPlayers });

  await app.register(oddsService);
  await app.register(catalogService, { cacheMs: config.catalogCacheMs });
  await app.register(feedPlugin, {
    redisUrl: config.redisUrl,
    redisChannel: options.feed?.redisChannel ?? 'sb:feed',
  });
  // Result messages on their own channel, beside the feed's (settlement follows them).
  await app.register(resultsPlugin, {
    redisUrl: config.redisUrl,
    redisChannel: `${options.feed?.redisChannel ?? 'sb:feed'}:results`,
  });
  await app.register(liveService, {
    simulator: config.feedSimulator
      ? {
          speed: config.feedSpeed,
          rate: config.feedRate,
          demo: config.demoSeed,
          minLiveEvents: config.feedMinLiveEvents,
          minLiveSports: 8,
        }
      : undefined,
    seed: options.feed?.seed ?? Date.now(),
    timers: options.feed?.timers ?? true,
    databaseUrl: config.databaseUrl,
  });

  await app.register(betslipService, {
    delaySeconds: config.betDelaySeconds,
    timers: options.betslip?.timers ?? options.feed?.timers ?? true,
  });
  await app.register(settlementService, {
    timers: options.betslip?.timers ?? options.feed?.timers ?? true,
  });

  await app.register(myBetsService, {
    cashOutDelaySeconds: config.cashOutDelaySeconds,
    cashOutMargin: config.cashOutMargin,
  });
  const jackpotTimers = options.betslip?.timers ?? options.feed?.timers ?? true;
  // The demo's pools come from the demo catalogue, on a server that runs its timers (not in tests).
  await app.register(jackpotService, { timers: jackpotTimers, poolMaker: config.demoSeed && jackpotTimers });

  app.get('/api/health', () => Promise.resolve({ status: 'ok' }));
  // The bench's baseline: a bare route with no database behind it.
  app.get('/api/ping', (_request, reply) => reply.type('text/plain').send('pong'));
  await app.register(eventPathTreeRoutes);
  await app.register(eventsRoutes);
  await app.register(oddsRoutes);
  await app.register(sitemapRoutes, { publicOrigin: config.publicOrigin });
  await app.register(cmsRoutes);
  await app.register(contentRoutes, { demoExternalHeader: config.demoSeed });
  await app.register(currenciesRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(avayaTokenRoutes, { secret });
  await app.register(walletRoutes);
  await app.register(liveRoutes);
  await app.register(pricingRoutes);
  await app.register(placementRoutes);
  await app.register(freeBetsRoutes);
  await app.register(myBetsRoutes);
  await app.register(jackpotRoutes);
  await app.register(playerJackpotRoutes);
  await app.register(geoRoutes);
  await app.register(telemetryRoutes);
  await app.register(videoWithDemoProvider(secret, clock));
  // Third-party games: the launch call and the wallet the provider calls (the demo provider's key
  // comes from the server's secret; docs/decisions/games.md).
  const gamesProvider = config.gamesProvider && {
    name: DEMO_GAMES_PROVIDER,
    origin: config.gamesProvider.origin,
    key: gamesProviderKey(secret, DEMO_GAMES_PROVIDER),
  };
  await app.register(gamesRoutes({ provider: gamesProvider }));
  // The demo games provider itself, on its own host name (another company's server in real life).
  if (gamesProvider && config.gamesProvider)
    await app.register(gamesProviderPlugin, {
      hostName: config.gamesProvider.hostName,
      origin: config.gamesProvider.origin,
      providerKey: gamesProvider.key,
      timers: options.betslip?.timers ?? options.feed?.timers ?? true,
    });
  // Browser tests move prices and market states, and make players of their own, with these; never in
  // production (config.ts).
  if (config.demoControls) {
    await app.register(demoFeedControlRoutes);
    await app.register(demoSiteRoutes);
    await app.register(demoPlayerRoutes);
    await app.register(demoJackpotControlRoutes);
    // The trader's referral queue (docs/decisions/bet-refusals.md).
    await app.register(demoReferralRoutes);
  }
  await app.register(feedHub);
  if (config.demoHostPage) await app.register(hostPage, { hostName: config.demoHostPage.hostName });
  // The demo settings' chat provider (demo/settings.ts): seeded with them.
  if (config.demoSeed) await app.register(demoChat, { secret });

  await app.register(webPlugin, {
    webDist: config.webDist,
    webSsrDist: config.webSsrDist,
    ssrApiOrigin: config.ssrApiOrigin,
  });
  await app.ready();
}
