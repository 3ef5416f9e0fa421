import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedJson, preferredEncoding } from './cached-json.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0', undefined],
  ])('Accept-Encoding %j picks %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('CachedJson', () => {
  it('keeps the JSON, a strong ETag that follows the content, and compressed forms that decode to it', async () => {
    const value = {
      events: Array.from({ length: 50 }, (_, id) => ({ id, description: 'Arsenal v Chelsea' })),
    };
    const cached = new CachedJson(value);
    expect(JSON.parse(cached.body.toString())).toEqual(value);
    expect(cached.etag).toMatch(/^"[\w-]+"$/);
    expect(new CachedJson(value).etag).toBe(cached.etag);
    expect(new CachedJson({ ...value, page: 2 }).etag).not.toBe(cached.etag);
    expect(gunzipSync(await cached.encoded('gzip')).equals(cached.body)).toBe(true);
    expect(brotliDecompressSync(await cached.encoded('br')).equals(cached.body)).toBe(true);
    expect(cached.encoded('br')).toBe(cached.encoded('br'));
  });
});
