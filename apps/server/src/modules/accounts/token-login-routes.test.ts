import {
  AccountInfo,
  ApiError,
  apiPaths,
  ExternalSessionResponse,
  GAME_TOKEN_HEADER,
  IcoreLoginResponse,
} from '@sb/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { loginWithAnswer, postLogin, seedBrandPlayer, withToken } from '../../test/accounts.ts';

/*
 * The token-based brand flow (SPEC.md §4 "Login", §7 "Session and auth"): POST /xapi/icore/players/login
 * hands out alsToken, which is the session's jwe_token; GET /xapi/icore/checkplayer (bearer) and
 * GET /api/session (game-token header) answer the session a token stands for. Fixture brands:
 * 'sportsbook' (the host localhost, which app.inject uses) and 'second'; `rival` is second's.
 */
let app: FastifyInstance;
let now = TEST_NOW;
beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 100 });
});
afterAll(() => app.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

function postIcoreLogin(payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: apiPaths.icoreLogin, payload: payload as object, ...extra });
}

async function icoreLogin(username: string, headers: Record<string, string> = {}) {
  const response = await postIcoreLogin({ username, password: `${username}-pass` }, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return IcoreLoginResponse.parse(response.json());
}

const checkPlayer = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: apiPaths.checkPlayer, headers: { authorization: `Bearer ${token}`, ...headers } });

const apiSession = (token: string, headers: Record<string, string> = {}) =>
  app.inject({
    url: `${apiPaths.apiSession}?timestamp=${now.getTime()}`,
    headers: { [GAME_TOKEN_HEADER]: token, ...headers },
  });

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

/** Both calls refuse the token with the 401 that logs the page out. */
async function expectRefused(token: string, headers: Record<string, string> = {}) {
  expect(refusal(await checkPlayer(token, headers), 401).code).toBe('UNAUTHORIZED');
  expect(refusal(await apiSession(token, headers), 401).code).toBe('UNAUTHORIZED');
}

describe('POST /xapi/icore/players/login', () => {
  it('logs the player in; alsToken is the jwe_token, alsPlayerId the player id', async () => {
    const body = await icoreLogin('demo');
    expect(body).toMatchObject({
      status: 'SUCCESS',
      otp: false,
      termsAccepted: true,
      expirationTimeInSeconds: 3600,
      session: { username: 'demo', currency: 'EUR', locale: 'en' },
    });
    expect(body.alsToken).toBe(body.session.jwe_token);
    expect(body.alsPlayerId).toBe(String(body.session.id));
    expect(body.alsToken.split('.')).toHaveLength(5);
  });

  it("is the main login: the same 401 INT003 for a wrong password, an unknown user and another brand's player", async () => {
    const main = refusal(await postLogin(app, 'demo', 'not-the-password'), 401);
    expect(main.reasonJson).toEqual({ responseCode: 'INT003' });
    expect(refusal(await postIcoreLogin({ username: 'demo', password: 'not-the-password' }), 401)).toEqual(
      main,
    );
    expect(refusal(await postIcoreLogin({ username: 'nobody-here', password: 'x' }), 401)).toEqual(main);
    expect(refusal(await postIcoreLogin({ username: 'rival', password: 'rival-pass' }), 401)).toEqual(main);
    expect(
      refusal(await postIcoreLogin({ username: 'suspended', password: 'suspended-pass' }), 402).reasonJson,
    ).toEqual({ responseCode: 'INT009' });
  });

  it('asks for the second factor like the main login, and its token is no session yet', async () => {
    const body = await icoreLogin('question');
    expect(body.otp).toBeNull();
    await expectRefused(body.alsToken);
  });

  it('is limited like the main login: the failures of one count for the other', async () => {
    const strict = await buildTestApp({ loginRatePerUsername: 2 });
    try {
      const wrong = { username: 'demo', password: 'not-the-password' };
      expect((await postLogin(strict, wrong.username, wrong.password)).statusCode).toBe(401);
      expect(
        (await strict.inject({ method: 'POST', url: apiPaths.icoreLogin, payload: wrong })).statusCode,
      ).toBe(401);
      const limited = await strict.inject({
        method: 'POST',
        url: apiPaths.icoreLogin,
        payload: { username: 'demo', password: 'demo-pass' },
      });
      expect(refusal(limited, 429).code).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });

  it('validates its body with the contract: 400 naming the field', async () => {
    expect(refusal(await postIcoreLogin({ username: 'demo' }), 400).field).toBe('body.password');
    expect(refusal(await postIcoreLogin({ username: '  ', password: 'x' }), 400).field).toBe('body.username');
    expect(refusal(await postIcoreLogin({ username: 'd'.repeat(65), password: 'x' }), 400).field).toBe(
      'body.username',
    );
    expect(refusal(await postIcoreLogin({ username: 'demo', password: 'x'.repeat(257) }), 400).field).toBe(
      'body.password',
    );
    // Text a database column cannot hold never reaches the query.
    expect(refusal(await postIcoreLogin({ username: 'de\u0000mo', password: 'x' }), 400).field).toBe(
      'body.username',
    );
    // Text is parsed as text, which is not the object asked for; a type nothing parses is a 415.
    const text = await postIcoreLogin('username=demo', { headers: { 'content-type': 'text/plain' } });
    expect(refusal(text, 400).field).toBe('body');
    const xml = await postIcoreLogin('<username/>', { headers: { 'content-type': 'application/xml' } });
    expect(refusal(xml, 415).code).toBe('BAD_REQUEST');
  });
});

describe('the session an external token stands for: GET /xapi/icore/checkplayer and GET /api/session', () => {
  it('answers the session of the token, as bearer and as game-token alike', async () => {
    const login = await icoreLogin('demo');
    const checked = await checkPlayer(login.alsToken);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    const body = ExternalSessionResponse.parse(checked.json());
    expect(body).toEqual({
      session: {
        ...login.session,
        icore_token: login.alsToken,
        icore_player_id: login.alsPlayerId,
        is_partner_matrix_affiliate: false,
      },
      expirationTimeInSeconds: 3600,
      termsAccepted: true,
      lastLoginDate: login.lastLoginDate,
    });
    const viaHeader = await apiSession(login.alsToken);
    expect(viaHeader.statusCode, viaHeader.body).toBe(200);
    expect(viaHeader.json()).toEqual(body);
  });

  it("counts the expiry down from the token's own, and refuses it once expired", async () => {
    const { alsToken } = await icoreLogin('empty');
    later(600);
    expect(ExternalSessionResponse.parse((await apiSession(alsToken)).json()).expirationTimeInSeconds).toBe(
      3000,
    );
    later(3000);
    await expectRefused(alsToken);
  });

  it('opens the main /xapi/rest calls with alsToken as the bearer', async () => {
    const { alsToken, session } = await icoreLogin('demo');
    const info = await withToken(app, alsToken, { url: apiPaths.accountInfo(session.id) });
    expect(info.statusCode, info.body).toBe(200);
    expect(AccountInfo.parse(info.json()).username).toBe('demo');
    expect((await withToken(app, alsToken, { url: apiPaths.balance })).statusCode).toBe(200);
  });

  it('answers a token that passed its second factor', async () => {
    const passed = await loginWithAnswer(app);
    const full = await checkPlayer(passed.session.jwe_token);
    expect(full.statusCode, full.body).toBe(200);
    expect(ExternalSessionResponse.parse(full.json()).session.username).toBe('question');
  });

  it('refuses a token of another brand with the 401 of a garbage one', async () => {
    const rival = await icoreLogin('rival', { 'x-sb-brand': 'second' });
    expect((await checkPlayer(rival.alsToken, { 'x-sb-brand': 'second' })).statusCode).toBe(200);
    expect((await apiSession(rival.alsToken, { host: 'second.test' })).statusCode).toBe(200);
    const garbage = refusal(await checkPlayer(`${rival.alsToken.slice(0, -4)}AAAA`), 401);
    expect(refusal(await checkPlayer(rival.alsToken), 401)).toEqual(garbage);
    expect(refusal(await apiSession(rival.alsToken), 401)).toEqual(garbage);
  });

  it('refuses a revoked token', async () => {
    const { alsToken } = await icoreLogin('demo');
    expect((await withToken(app, alsToken, { method: 'DELETE', url: apiPaths.session })).statusCode).toBe(
      204,
    );
    await expectRefused(alsToken);
  });

  it('refuses a missing, garbage or overlong token with 401', async () => {
    expect(refusal(await app.inject({ url: apiPaths.checkPlayer }), 401).code).toBe('UNAUTHORIZED');
    expect(refusal(await app.inject({ url: apiPaths.apiSession }), 401).code).toBe('UNAUTHORIZED');
    await expectRefused('not-a-token');
    await expectRefused('a.b.c.d.e');
    await expectRefused('x'.repeat(5000));
    await expectRefused('token with spaces');
  });

  it('validates the query with the contract: 400 for a timestamp that is not one', async () => {
    const { alsToken } = await icoreLogin('demo');
    const response = await app.inject({
      url: `${apiPaths.apiSession}?timestamp=yesterday`,
      headers: { [GAME_TOKEN_HEADER]: alsToken },
    });
    expect(refusal(response, 400).field).toBe('query.timestamp');
  });
});
