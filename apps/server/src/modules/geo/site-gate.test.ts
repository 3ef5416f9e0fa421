import { ApiError, contentPaths, GeoDataResponse } from '@sb/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { geoIpRanges } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

/*
 * SPEC.md §8 Global: a brand in maintenance_mode, or a visitor from one of its blocked_countries, is
 * sent to /{locale}/maintenance or /{locale}/blocked (pages) or refused with a `redirect` (API), while
 * what those pages need still answers.
 */
let app: FastifyInstance;
const FRANCE = '100.64.7.9';
const GERMANY = '100.64.1.1';
beforeAll(async () => {
  app = await buildTestApp();
  await app.db
    .insert(geoIpRanges)
    .values([
      { cidr: '100.64.0.0/16', countryCode: 'DE' },
      { cidr: '100.64.7.0/24', countryCode: 'FR' },
    ])
    .onConflictDoUpdate({ target: geoIpRanges.cidr, set: { countryCode: sql`excluded.country_code` } });
  await app.geo.reload();
});
afterAll(() => app.close());

/** Changes a brand's web settings, as an operator would; app.cms would keep the old ones a minute. */
async function setWeb(brand: string, change: Record<string, unknown>) {
  await app.db.execute(
    sql`update settings set body = body || ${JSON.stringify(change)}::jsonb where brand = ${brand} and channel = 'web'`,
  );
  app.cms.invalidate();
}
afterEach(async () => {
  for (const brand of ['sportsbook', 'second'])
    await setWeb(brand, { maintenance_mode: false, blocked_countries: [], locale: 'en' });
});

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function page(url: string, options: { host?: string; remoteAddress?: string; method?: 'GET' | 'HEAD' } = {}) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { accept: HTML, ...(options.host ? { host: options.host } : {}) },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
}

function expectRedirect(response: LightMyRequestResponse, location: string) {
  expect(response.statusCode, response.body).toBe(302);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('private, no-store');
}

/** Not turned away: whatever the route itself answers (the web app is not built in tests: 503 text). */
function expectPassed(response: LightMyRequestResponse) {
  expect(response.headers.location, response.body).toBeUndefined();
  expect(response.body).not.toMatch(/MAINTENANCE|BLOCKED_COUNTRY/);
}

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  // The session calls' scope keeps its own `no-store`.
  expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
  return ApiError.parse(response.json());
}

describe('maintenance_mode', () => {
  it("redirects a page to the maintenance page of the path's locale, else the brand's, else en", async () => {
    await setWeb('sportsbook', { maintenance_mode: true });
    expectRedirect(await page('/'), '/en/maintenance');
    expectRedirect(await page('/en/sports/240-FOOT?active-coupon=3'), '/en/maintenance');
    expectRedirect(await page('/es/live/sport'), '/es/maintenance');
    expectRedirect(await page('/es/sports', { method: 'HEAD' }), '/es/maintenance');
    // Two letters the brand offers no language for, and a first segment that is no locale.
    expectRedirect(await page('/xx/sports'), '/en/maintenance');
    await setWeb('sportsbook', { locale: 'es' });
    expectRedirect(await page('/sports'), '/es/maintenance');
  });

  it('refuses the API 503 MAINTENANCE with redirect /maintenance', async () => {
    await setWeb('sportsbook', { maintenance_mode: true });
    const tabs = refusal(await app.inject({ url: '/api/tabs' }), 503);
    expect(tabs).toEqual({
      statusCode: 503,
      code: 'MAINTENANCE',
      message: 'The site is down for maintenance',
      redirect: '/maintenance',
    });
    expect(refusal(await app.inject({ url: '/xapi/rest/events?pub=sportsbook' }), 503).redirect).toBe(
      '/maintenance',
    );
    const login = await app.inject({
      method: 'POST',
      url: '/auth/en/api/plugins/component/route/header_login/authenticate',
      payload: { username: 'demo', password: 'demo-pass' },
    });
    expect(refusal(login, 503).code).toBe('MAINTENANCE');
    // A path no route serves is refused alike: the gate does not tell what exists.
    expect(refusal(await app.inject({ url: '/api/no_such_call' }), 503).code).toBe('MAINTENANCE');
  });

  it('never redirects the maintenance and blocked pages themselves', async () => {
    await setWeb('sportsbook', { maintenance_mode: true });
    for (const url of ['/en/maintenance', '/es/maintenance', '/maintenance', '/en/blocked', '/blocked'])
      expectPassed(await page(url));
    expectPassed(await page('/static/flutter-maintenance'));
    expectPassed(await page('/en/static/flutter-maintenance'));
  });

  it('answers what the maintenance page needs: health, settings, geo data, public pages, metrics, error reports', async () => {
    await setWeb('sportsbook', { maintenance_mode: true });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/all_cached_settings?cached=t&all=t' })).statusCode).toBe(200);
    expect((await app.inject({ url: contentPaths.geoData })).statusCode).toBe(200);
    expect((await app.inject({ url: contentPaths.geoDataV1 })).statusCode).toBe(200);
    expectPassed(await app.inject({ url: contentPaths.publicPage('terms') }));
    const metric = await app.inject({ url: `${contentPaths.metrics}?app=sportsbook-web&name=lcp&value=1` });
    expect(metric.statusCode, metric.body).toBe(204);
    const report = await app.inject({
      method: 'POST',
      url: contentPaths.clientErrors,
      payload: { message: 'boom', path: '/en/maintenance' },
    });
    expect(report.statusCode, report.body).toBe(204);
  });

  it("lets the web app's files through: assets, icons, files at the root, and requests not for HTML", async () => {
    await setWeb('sportsbook', { maintenance_mode: true });
    expectPassed(await page('/assets/index-abc123.js'));
    expectPassed(await page('/next/svgs/sports/foot.svg'));
    expectPassed(await page('/favicon.ico'));
    expectPassed(await page('/robots.txt'));
    expectPassed(await app.inject({ url: '/en/sports', headers: { accept: 'application/json' } }));
  });

  it('closes only the brand in maintenance', async () => {
    await setWeb('second', { maintenance_mode: true });
    expect((await app.inject({ url: '/api/tabs?pub=sportsbook' })).statusCode).toBe(200);
    expectPassed(await page('/en/sports'));
    expect(refusal(await app.inject({ url: '/api/tabs?pub=second' }), 503).code).toBe('MAINTENANCE');
    expectRedirect(await page('/en/sports', { host: 'second.test' }), '/en/maintenance');
  });
});

describe('blocked_countries', () => {
  it("redirects a page from a blocked country to the locale's blocked page; other countries pass", async () => {
    await setWeb('second', { blocked_countries: ['FR'] });
    expectRedirect(await page('/es/sports', { host: 'second.test', remoteAddress: FRANCE }), '/es/blocked');
    expectRedirect(await page('/', { host: 'second.test', remoteAddress: FRANCE }), '/en/blocked');
    expectPassed(await page('/es/sports', { host: 'second.test', remoteAddress: GERMANY }));
    expectPassed(await page('/es/sports', { host: 'second.test' }));
    // The flagship blocks no one.
    expectPassed(await page('/es/sports', { remoteAddress: FRANCE }));
  });

  it('refuses the API 403 BLOCKED_COUNTRY with redirect /blocked, yet answers geo data', async () => {
    await setWeb('second', { blocked_countries: ['FR', 'KE'] });
    const tabs = refusal(await app.inject({ url: '/api/tabs?pub=second', remoteAddress: FRANCE }), 403);
    expect(tabs).toMatchObject({ code: 'BLOCKED_COUNTRY', redirect: '/blocked' });
    const events = await app.inject({
      url: '/xapi/rest/events',
      headers: { 'x-sb-brand': 'second' },
      remoteAddress: FRANCE,
    });
    expect(refusal(events, 403).code).toBe('BLOCKED_COUNTRY');
    expect((await app.inject({ url: '/api/tabs?pub=second', remoteAddress: GERMANY })).statusCode).toBe(200);
    const geo = await app.inject({ url: `${contentPaths.geoData}?pub=second`, remoteAddress: FRANCE });
    expect(geo.statusCode, geo.body).toBe(200);
    expect(GeoDataResponse.parse(geo.json())).toEqual({ country_code: 'FR', blocked: true });
  });

  it('still shows a blocked visitor the maintenance and blocked pages', async () => {
    await setWeb('second', { blocked_countries: ['FR'] });
    for (const url of ['/en/blocked', '/en/maintenance', '/static/flutter-maintenance'])
      expectPassed(await page(url, { host: 'second.test', remoteAddress: FRANCE }));
  });

  it('gives way to maintenance: a closed brand is closed to every country alike', async () => {
    await setWeb('second', { blocked_countries: ['FR'], maintenance_mode: true });
    expectRedirect(
      await page('/en/sports', { host: 'second.test', remoteAddress: FRANCE }),
      '/en/maintenance',
    );
    const tabs = await app.inject({ url: '/api/tabs?pub=second', remoteAddress: FRANCE });
    expect(refusal(tabs, 503).code).toBe('MAINTENANCE');
  });
});
