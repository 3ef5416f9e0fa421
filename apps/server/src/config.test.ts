import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, redactUrl, repoRoot } from './config.ts';

describe('configFromEnv', () => {
  it('runs with no environment at all: port 8080, data and web build under the repo root', () => {
    expect(configFromEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(repoRoot, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      workers: 1,
      feedSimulator: true,
      feedSpeed: 1,
      feedRate: 200,
      feedMinLiveEvents: 60,
      logLevel: 'info',
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
      webSsrDist: join(repoRoot, 'apps', 'web', 'dist-server'),
      ssrApiOrigin: undefined,
      publicOrigin: undefined,
      rateLimitMax: 6000,
      trustProxy: false,
      catalogCacheMs: 10_000,
      demoSeed: true,
      jwtSecret: undefined,
      tokenTtlSeconds: 3600,
      demoOutbox: true,
      demoPlayers: true,
      loginRatePerUsername: 5,
      loginRatePerAddress: 20,
      loginRateWindowSeconds: 900,
      betDelaySeconds: 3,
      demoControls: false,
      cashOutDelaySeconds: 2,
      cashOutMargin: 0.05,
      requestTimeoutSeconds: 30,
      defaultBrand: undefined,
      demoHostPage: { hostName: 'host.localhost', origin: 'http://host.localhost:8080' },
      geoCountryHeader: undefined,
      gamesProvider: { hostName: 'games.localhost', origin: 'http://games.localhost:8080' },
    });
  });

  it('refuses to start in production without a long JWT_SECRET, and turns the demo outbox and players off there', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    const config = configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect([config.demoOutbox, config.demoPlayers, config.demoHostPage]).toEqual([false, false, undefined]);
    // No demo games provider in production: an operator names theirs.
    expect(config.gamesProvider).toBeUndefined();
    expect(
      configFromEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        GAMES_PROVIDER_ORIGIN: 'https://games.example.com/',
      }).gamesProvider,
    ).toEqual({ hostName: 'games.example.com', origin: 'https://games.example.com' });
    expect(configFromEnv({ DEMO_SEED: 'off' }).demoPlayers).toBe(false);
    expect(
      configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DEMO_OUTBOX: 'on' }).demoOutbox,
    ).toBe(true);
  });

  it('reads relative folders from the repo root whatever the working directory, absolute ones as given', () => {
    const config = configFromEnv({ DATA_DIR: 'var/db', WEB_DIST: '/srv/web' });
    expect(config.dataDir).toBe(join(repoRoot, 'var', 'db'));
    expect(config.webDist).toBe('/srv/web');
  });

  it('reads REQUEST_TIMEOUT_SECONDS as whole seconds above zero', () => {
    expect(configFromEnv({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutSeconds).toBe(5);
    for (const bad of ['0', '-1', '2.5'])
      expect(() => configFromEnv({ REQUEST_TIMEOUT_SECONDS: bad })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('reads the cash-out margin as a percentage from 0 to 50, and refuses anything else', () => {
    expect(configFromEnv({ CASHOUT_MARGIN_PERCENT: '0' }).cashOutMargin).toBe(0);
    expect(configFromEnv({ CASHOUT_MARGIN_PERCENT: '7.5' }).cashOutMargin).toBe(0.075);
    for (const bad of ['-1', '51', 'five'])
      expect(() => configFromEnv({ CASHOUT_MARGIN_PERCENT: bad })).toThrow(/CASHOUT_MARGIN_PERCENT/);
  });

  it('reads the public origin from any http(s) address of the site, and refuses anything else', () => {
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://sports.example.com/en?x=1' }).publicOrigin).toBe(
      'https://sports.example.com',
    );
    expect(configFromEnv({ PUBLIC_ORIGIN: 'http://localhost:8080/' }).publicOrigin).toBe(
      'http://localhost:8080',
    );
    for (const bad of ['sports.example.com', 'javascript:alert(1)', 'ftp://example.com'])
      expect(() => configFromEnv({ PUBLIC_ORIGIN: bad })).toThrow(
        `PUBLIC_ORIGIN must be an http(s) address, got "${bad}"`,
      );
  });

  it('serves the demo host page on host.localhost of its own port, unless DEMO_HOST_PAGE is off', () => {
    expect(configFromEnv({ PORT: '4190' }).demoHostPage?.origin).toBe('http://host.localhost:4190');
    expect(configFromEnv({ DEMO_HOST_PAGE: 'off' }).demoHostPage).toBeUndefined();
    expect(configFromEnv({ DEFAULT_BRAND: 'toro' }).defaultBrand).toBe('toro');
  });

  it('takes the switches in their usual spellings', () => {
    expect(configFromEnv({ DEMO_SEED: 'off' }).demoSeed).toBe(false);
    expect(configFromEnv({ DEMO_SEED: 'false' }).demoSeed).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ FEED_SIMULATOR: 'off' }).feedSimulator).toBe(false);
  });

  it('reads the geo country header only behind a trusted proxy, as a lower-case header name', () => {
    expect(configFromEnv({ TRUST_PROXY: 'on', GEO_COUNTRY_HEADER: 'CF-IPCountry' }).geoCountryHeader).toBe(
      'cf-ipcountry',
    );
    expect(() => configFromEnv({ GEO_COUNTRY_HEADER: 'cf-ipcountry' })).toThrow(
      'GEO_COUNTRY_HEADER needs TRUST_PROXY=on',
    );
    expect(() => configFromEnv({ TRUST_PROXY: 'on', GEO_COUNTRY_HEADER: 'cf ipcountry' })).toThrow(
      'GEO_COUNTRY_HEADER must be a header name, got "cf ipcountry"',
    );
  });

  it('runs several processes only on a shared PostgreSQL and Redis', () => {
    const shared = { DATABASE_URL: 'postgres://db/sb', REDIS_URL: 'redis://bus' };
    expect(configFromEnv({ ...shared, WORKERS: '2' }).workers).toBe(2);
    for (const env of [{ WORKERS: '2' }, { WORKERS: '2', DATABASE_URL: shared.DATABASE_URL }])
      expect(() => configFromEnv(env)).toThrow('WORKERS above 1 needs DATABASE_URL and REDIS_URL');
    expect(() => configFromEnv({ ...shared, WORKERS: '0' })).toThrow('WORKERS must be above zero');
  });

  it('reads the feed simulator speed as any positive number and its rate as a whole one', () => {
    const config = configFromEnv({ FEED_SPEED: '0.5', FEED_RATE: '1000' });
    expect([config.feedSpeed, config.feedRate]).toEqual([0.5, 1000]);
    expect(() => configFromEnv({ FEED_SPEED: '0' })).toThrow('FEED_SPEED must be a positive number');
  });

  it('refuses a number that is not one, naming the variable', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow('PORT must be a whole number, got "eighty"');
    expect(() => configFromEnv({ RATE_LIMIT_MAX: '-1' })).toThrow('RATE_LIMIT_MAX');
  });
});

describe('redactUrl', () => {
  it('hides the password of a connection URL', () => {
    expect(redactUrl('postgres://sb:s3cret@db:5432/sb')).toBe('postgres://sb:***@db:5432/sb');
    expect(redactUrl('postgres://db:5432/sb')).toBe('postgres://db:5432/sb');
  });
});
