import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FIXTURE } from '../../test/fixture-catalog.ts';

let app: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  [app, behindProxy] = await Promise.all([
    buildTestApp(),
    buildTestApp({ publicOrigin: 'https://sports.example.com' }),
  ]);
});
afterAll(() => Promise.all([app.close(), behindProxy.close()]));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists the listings, every sport, country and league, and every open event, as absolute URLs', async () => {
    const answer = await app.inject({ url: '/sitemap.xml', headers: { host: 'book.test' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(answer.body);
    expect(urls.slice(0, 6)).toEqual([
      'http://book.test/en',
      'http://book.test/en/sports',
      'http://book.test/en/sports/fixtures',
      'http://book.test/en/sports/competitions',
      'http://book.test/en/sports/outrights',
      'http://book.test/en/live/sport',
    ]);
    expect(urls).toContain('http://book.test/en/sports/240-FOOT');
    expect(urls).toContain('http://book.test/en/sports/competitions/240-FOOT/england');
    expect(urls).toContain('http://book.test/en/sports/competitions/240-FOOT/england/premier-league');
    expect(urls).toContain('http://book.test/en/sports/competitions/3001-CSGO/world/major');
    const events = urls.filter((url) => url?.includes('/en/events/'));
    // Games to come, the outright and the game in play; never the finished one.
    expect(events.map((url) => Number(url?.split('-').at(-1))).sort()).toEqual(
      [...FIXTURE.upcomingGames, FIXTURE.outright, FIXTURE.started].sort(),
    );
    expect(events.some((url) => url?.endsWith(`-${FIXTURE.finished}`))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('uses the configured public origin, whatever host the request names', async () => {
    const answer = await behindProxy.inject({ url: '/sitemap.xml', headers: { host: 'evil.test' } });
    const urls = locs(answer.body);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url?.startsWith('https://sports.example.com/en'))).toBe(true);
  });

  it('refuses a Host header that names no host, in the error format, rather than writing it out', async () => {
    for (const host of ['a"<b>&c', 'evil.test/path', 'user@evil.test', 'a b']) {
      for (const url of ['/sitemap.xml', '/robots.txt']) {
        const answer = await app.inject({ url, headers: { host } });
        expect(answer.statusCode, `${url} ${host}`).toBe(400);
        expect(answer.json()).toMatchObject({ statusCode: 400, code: 'BAD_HOST' });
      }
    }
    // An IPv6 address with a port is a host.
    expect((await app.inject({ url: '/robots.txt', headers: { host: '[::1]:8080' } })).statusCode).toBe(200);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and names the sitemap', async () => {
    const answer = await behindProxy.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(
      'User-agent: *\nDisallow: /api/\nDisallow: /xapi/\nSitemap: https://sports.example.com/sitemap.xml\n',
    );
  });
});
