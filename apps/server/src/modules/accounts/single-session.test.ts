import { apiPaths, IcoreLoginResponse, LoginResponse } from '@sb/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { login, loginWithAnswer, postLogin, seedBrandPlayer, withToken } from '../../test/accounts.ts';

/*
 * A brand allowing one session per player (single_session_login, SPEC.md §2 "single allowed
 * session"): a finished login, of any flow, ends the player's other sessions. Here the fixture's
 * flagship allows one; the 'second' brand keeps the default (any number).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  const patch = JSON.stringify({ single_session_login: true });
  await app.db
    .insert(settings)
    .values({ brand: 'sportsbook', channel: 'web', body: { single_session_login: true } })
    .onConflictDoUpdate({
      target: [settings.brand, settings.channel],
      set: { body: sql`${settings.body} || ${patch}::jsonb` },
    });
  app.cms.invalidate();
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 100 });
});
afterAll(() => app.close());

const balance = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: apiPaths.balance, headers: { authorization: `Bearer ${token}`, ...headers } });

async function icoreLogin(username: string) {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.icoreLogin,
    payload: { username, password: `${username}-pass` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return IcoreLoginResponse.parse(response.json());
}

async function formLogin(username: string) {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.headerLogin('en'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: `${username}-pass` }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return LoginResponse.parse(response.json());
}

describe('single allowed session', () => {
  it('ends the earlier session at each new login, whatever the flow', async () => {
    const first = (await login(app, 'demo')).session.jwe_token;
    const other = (await login(app, 'empty')).session.jwe_token;
    expect((await balance(first)).statusCode).toBe(200);

    const second = (await icoreLogin('demo')).alsToken;
    expect((await balance(first)).statusCode).toBe(401);
    expect(
      (await app.inject({ url: apiPaths.checkPlayer, headers: { authorization: `Bearer ${first}` } }))
        .statusCode,
    ).toBe(401);
    expect((await balance(second)).statusCode).toBe(200);

    const third = (await formLogin('demo')).session.jwe_token;
    expect((await balance(second)).statusCode).toBe(401);
    expect((await balance(third)).statusCode).toBe(200);
    // Another player's session is theirs.
    expect((await balance(other)).statusCode).toBe(200);
  });

  it('ends the others only once the second factor is passed: the password alone logs nobody out', async () => {
    const first = (await loginWithAnswer(app)).session.jwe_token;
    const pending = await login(app, 'question');
    expect(pending.otp).toBeNull();
    expect((await balance(first)).statusCode).toBe(200);

    const passed = await withToken(app, pending.session.jwe_token, {
      method: 'POST',
      url: apiPaths.securityAnswer('en'),
      payload: { answer: 'Rex' },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await balance(first)).statusCode).toBe(401);
    expect((await balance(LoginResponse.parse(passed.json()).session.jwe_token)).statusCode).toBe(200);
  });

  it('leaves a brand without the setting alone: its players keep every session', async () => {
    const at = { 'x-sb-brand': 'second' };
    const loginRival = async () => {
      const response = await postLogin(app, 'rival', 'rival-pass', { headers: at });
      expect(response.statusCode, response.body).toBe(200);
      return LoginResponse.parse(response.json()).session.jwe_token;
    };
    const first = await loginRival();
    const second = await loginRival();
    expect((await balance(first, at)).statusCode).toBe(200);
    expect((await balance(second, at)).statusCode).toBe(200);
  });
});
