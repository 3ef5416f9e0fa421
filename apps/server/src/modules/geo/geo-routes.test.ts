import { contentPaths, GeoDataResponse } from '@sb/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoIpRanges } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

/*
 * GET /api/v2/geo_data and /api/geo_data (SPEC.md §7 Account, §8 /blocked): the caller's country,
 * from a trusted proxy's header or else the geo_ip_ranges table, and whether the brand blocks it.
 */
let app: FastifyInstance;
/** Behind a proxy it trusts, which names the country in cf-ipcountry. */
let proxied: FastifyInstance;
beforeAll(async () => {
  // The header is configured but the proxy not trusted: any client could send it, so it is ignored.
  [app, proxied] = await Promise.all([
    buildTestApp({ geoCountryHeader: 'cf-ipcountry' }),
    buildTestApp({ trustProxy: true, geoCountryHeader: 'cf-ipcountry' }),
  ]);
  for (const instance of [app, proxied]) {
    await instance.db
      .insert(geoIpRanges)
      .values([
        { cidr: '100.64.0.0/16', countryCode: 'DE' },
        { cidr: '100.64.7.0/24', countryCode: 'FR' },
        { cidr: '2001:db8:5::/48', countryCode: 'JP' },
      ])
      .onConflictDoUpdate({ target: geoIpRanges.cidr, set: { countryCode: sql`excluded.country_code` } });
    await instance.geo.reload();
    await instance.db.execute(
      sql`update settings set body = body || '{"blocked_countries": ["FR", "JP"], "geo_data_cache_seconds": 600}'::jsonb where brand = 'second' and channel = 'web'`,
    );
    instance.cms.invalidate();
  }
});
afterAll(() => Promise.all([app.close(), proxied.close()]));

async function geoData(
  instance: FastifyInstance,
  remoteAddress: string,
  options: { url?: string; headers?: Record<string, string> } = {},
): Promise<GeoDataResponse> {
  const response = await instance.inject({
    url: options.url ?? `${contentPaths.geoData}?pub=second&l=en&mc=web`,
    remoteAddress,
    headers: options.headers ?? {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return GeoDataResponse.parse(response.json());
}

describe('GET /api/v2/geo_data by the IP-range table', () => {
  it('gives an IPv4 or IPv6 address the country of its narrowest range, and "" outside every range', async () => {
    expect(await geoData(app, '100.64.1.1')).toEqual({ country_code: 'DE', blocked: false });
    expect(await geoData(app, '100.64.7.9')).toEqual({ country_code: 'FR', blocked: true });
    expect(await geoData(app, '::ffff:100.64.7.9')).toEqual({ country_code: 'FR', blocked: true });
    expect(await geoData(app, '2001:db8:5::42')).toEqual({ country_code: 'JP', blocked: true });
    expect(await geoData(app, '100.65.0.1')).toEqual({ country_code: '', blocked: false });
    expect(await geoData(app, '2001:db8:6::1')).toEqual({ country_code: '', blocked: false });
  });

  it("blocks by the request's brand: a country one brand blocks is open at another", async () => {
    const url = `${contentPaths.geoData}?pub=sportsbook`;
    expect(await geoData(app, '100.64.7.9', { url })).toEqual({ country_code: 'FR', blocked: false });
  });

  it("answers at /api/geo_data too, cached by the caller's browser only, for geo_data_cache_seconds", async () => {
    const second = await app.inject({
      url: `${contentPaths.geoDataV1}?pub=second`,
      remoteAddress: '100.64.7.9',
    });
    expect(GeoDataResponse.parse(second.json())).toEqual({ country_code: 'FR', blocked: true });
    expect(second.headers['cache-control']).toBe('private, max-age=600');
    const flagship = await app.inject({ url: contentPaths.geoData, remoteAddress: '100.64.7.9' });
    expect(flagship.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('sees a reloaded table', async () => {
    await app.db.insert(geoIpRanges).values({ cidr: '100.66.0.0/16', countryCode: 'JP' });
    expect((await geoData(app, '100.66.0.1')).country_code).toBe('');
    await app.geo.reload();
    expect(await geoData(app, '100.66.0.1')).toEqual({ country_code: 'JP', blocked: true });
  });

  it('ignores a country header when the app does not trust its proxy', async () => {
    const headers = { 'cf-ipcountry': 'FR', 'x-forwarded-for': '100.64.7.9' };
    expect(await geoData(app, '100.64.1.1', { headers })).toEqual({ country_code: 'DE', blocked: false });
  });
});

describe('GET /api/v2/geo_data behind a trusted proxy', () => {
  it("takes the proxy's country header first", async () => {
    expect(await geoData(proxied, '100.64.1.1', { headers: { 'cf-ipcountry': 'jp' } })).toEqual({
      country_code: 'JP',
      blocked: true,
    });
    expect(await geoData(proxied, '100.64.7.9', { headers: { 'cf-ipcountry': 'GB' } })).toEqual({
      country_code: 'GB',
      blocked: false,
    });
  });

  it('falls back to the table, by the forwarded client address, when the proxy names no country', async () => {
    for (const country of [undefined, 'XX', 'France', '']) {
      const headers = {
        'x-forwarded-for': '100.64.7.9',
        ...(country === undefined ? {} : { 'cf-ipcountry': country }),
      };
      expect(await geoData(proxied, '10.0.0.1', { headers })).toEqual({ country_code: 'FR', blocked: true });
    }
  });
});
