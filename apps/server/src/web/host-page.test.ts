import { ExternalSessionResponse, GAME_TOKEN_HEADER } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrandPlayer } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';

/** The demo host page (web/host-page.ts): a casino site on its own host name, embedding a brand. */
let app: FastifyInstance;
const HOST = 'host.test:8080';
beforeAll(async () => {
  app = await buildTestApp({ demoHostPage: { hostName: 'host.test', origin: `http://${HOST}` } });
  await seedBrandPlayer(app, { username: 'hosted', brand: 'second', currency: 'GBP', deposit: 50 });
});
afterAll(() => app.close());

describe('the demo host page (SPEC.md §1 Modes)', () => {
  it('answers on its own host name only, with a policy that lets it frame the brands of this port', async () => {
    const page = await app.inject({ url: '/', headers: { host: HOST, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<iframe id="sportsbook" title="Sportsbook"');
    expect(page.headers['content-security-policy']).toContain('frame-src http://*.localhost:8080;');
    const script = await app.inject({ url: '/host-page.js', headers: { host: HOST } });
    expect(script.headers['content-type']).toContain('text/javascript');
    // It reads only the framed sportsbook's messages.
    expect(script.body).toContain(
      'if (event.origin !== origin || event.source !== frame.contentWindow) return;',
    );

    const elsewhere = await app.inject({ url: '/host-page.js', headers: { host: 'localhost:8080' } });
    expect(elsewhere.statusCode).not.toBe(200);
    expect(elsewhere.body).not.toContain('sportsbook-host');
  });

  it("logs a player in on the host's back end, and the token it hands over is the player's session", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: HOST },
      payload: { brand: 'second', username: 'hosted', password: 'hosted-pass' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const session = await app.inject({
      url: '/api/session?timestamp=1',
      headers: { [GAME_TOKEN_HEADER]: token, 'x-sb-brand': 'second' },
    });
    expect(ExternalSessionResponse.parse(session.json()).session.username).toBe('hosted');
  });

  it('refuses a wrong password and bad input with our error format', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: HOST },
      payload: { brand: 'second', username: 'hosted', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: HOST },
      payload: { brand: '../x', username: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
  });
});
