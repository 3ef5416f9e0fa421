import fs, { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ApiError } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, tempDir } from './test/build-test-app.ts';

const RATE_LIMIT = 40;
const web = tempDir('sb-web-');
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(
    join(web.path, 'index.html'),
    '<!doctype html><title>Sportsbook</title><div id="root"></div>',
  );
  mkdirSync(join(web.path, 'assets'));
  writeFileSync(join(web.path, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // A script the build compressed ahead (apps/web/vite.config.ts, precompress): its copies are marked
  // so that a test can tell them from a compression done on the request.
  writeFileSync(join(web.path, 'assets', 'big-5678.js'), `console.log(${JSON.stringify('y'.repeat(4000))});`);
  writeFileSync(join(web.path, 'assets', 'big-5678.js.br'), brotliCompressSync('console.log("built br")'));
  writeFileSync(join(web.path, 'assets', 'big-5678.js.gz'), gzipSync('console.log("built gz")'));
  writeFileSync(join(web.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ webDist: web.path, rateLimitMax: RATE_LIMIT });
});
afterAll(async () => {
  await app.close();
  web.remove();
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the bare routes', () => {
  it('reports health and answers the bench baseline', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ping = await app.inject({ url: '/api/ping' });
    expect([ping.statusCode, ping.body]).toEqual([200, 'pong']);
  });
});

describe('the built web app', () => {
  it('answers deep links with index.html, never cached, so the client can route them', async () => {
    const deepLink = await app.inject({ url: '/en/sports/240-FOOT', headers: page });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toContain('text/html');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/', headers: page })).body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year, other files not at all, and compresses them', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's compressed copies as they are, in the encoding the browser prefers", async () => {
    const url = '/assets/big-5678.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("built br")');
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("built gz")');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('y'.repeat(4000));
  });

  it('answers a missing file with a 404, not with the page', async () => {
    const missing = await app.inject({ url: '/assets/gone-9999.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  // A deploy that replaces the build under a running server: the brotli copy was there when the file
  // was looked up, and is gone when it is opened.
  it('answers a file that vanishes while it is sent with a plain JSON 404', async () => {
    const open = fs.createReadStream;
    const vanish = vi
      .spyOn(fs, 'createReadStream')
      .mockImplementation(((path: string, options: never) =>
        open(path.endsWith('big-5678.js.br') ? `${path}.removed` : path, options)) as typeof open);
    try {
      const gone = await app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'br' } });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route GET /assets/big-5678.js' });
      // Nothing of the file's answer is left on the error: not its encoding, not its year of caching.
      expect(gone.headers['content-encoding']).toBeUndefined();
      expect(gone.headers['cache-control']).toBeUndefined();
      expect(gone.headers['content-type']).toContain('application/json');
    } finally {
      vanish.mockRestore();
    }
    const back = await app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'br' } });
    expect([back.statusCode, back.headers['content-encoding']]).toEqual([200, 'br']);
  });

  it('sends a CSP that lets only our own scripts run', async () => {
    const csp = String((await app.inject({ url: '/', headers: page })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  // docs/decisions/security-hardening.md "The opener policy, where a window can have an opener": only a
  // server-rendered page, whose starter closes the gap, goes without it (web/server-render.test.ts).
  it.each([
    ['another site started', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' }],
    ['the browser itself opened', { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' }],
    ['a browser without fetch metadata asked for', {}],
  ])('isolates a page the browser renders, which %s, from the windows that open it', async (_, metadata) => {
    const home = await app.inject({ url: '/en/sports', headers: { ...page, ...metadata } });
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps the policy on the API, however it is asked', async () => {
    const api = await app.inject({
      url: '/api/health',
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
    });
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nope', 'No route GET /api/nope'],
    ['GET', '/xapi/rest/nothing-here?x=1', 'No route GET /xapi/rest/nothing-here'],
    ['GET', '/xapi', 'No route GET /xapi'],
    ['POST', '/en/sports', 'No route POST /en/sports'],
  ])('%s %s is a JSON 404, even for a browser', async (method, url, message) => {
    const response = await app.inject({ method: method as 'GET' | 'POST', url, headers: page });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json())).toEqual({ statusCode: 404, code: 'NOT_FOUND', message });
  });
});

describe('rate limiting', () => {
  it('throttles one client on the API with a JSON 429, leaving others and the web app alone', async () => {
    const from = (remoteAddress: string, url = '/api/health') =>
      app.inject({ url, remoteAddress, headers: page });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await from('203.0.113.9', '/en/sports')).statusCode).toBe(200);
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });
});

describe('an app without a web build, whose database fails', () => {
  it('explains the missing web app, and turns a thrown error into a bare 500', async () => {
    // Silent: the failure below is logged as an error on purpose.
    const bare = await buildTestApp({ demoSeed: false, logLevel: 'silent' });
    try {
      const home = await bare.inject({ url: '/', headers: page });
      expect(home.statusCode).toBe(503);
      expect(home.body).toContain('not built');
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);

      await bare.database.close();
      const failed = await bare.inject({ url: '/xapi/rest/events/101' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    } finally {
      await bare.close();
    }
  });
});
