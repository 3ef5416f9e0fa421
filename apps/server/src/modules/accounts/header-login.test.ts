import { AlsIntegrationResponse, ApiError, apiPaths, LoginResponse } from '@sb/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { postLogin, withToken } from '../../test/accounts.ts';

/*
 * The legacy brand flow (SPEC.md §4 "Login", §7 "Session and auth"): the main login from a form,
 * POST {auth}/{locale}/api/plugins/component/route/header_login/authenticate, and its logout,
 * GET .../header_login/logout?authenticated=false&reason=.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function postForm(fields: Record<string, string>, locale = 'en') {
  return app.inject({
    method: 'POST',
    url: apiPaths.headerLogin(locale),
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
}

async function formLogin(username: string) {
  const response = await postForm({ username, password: `${username}-pass`, product: 'sportsbook' });
  expect(response.statusCode, response.body).toBe(200);
  return LoginResponse.parse(response.json());
}

function logout(token: string | undefined, query = '?authenticated=false&reason=user') {
  return app.inject({
    url: `${apiPaths.headerLogout('en')}${query}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

describe('header_login authenticate', () => {
  it('logs the player in from a form: a session whose token opens the account calls', async () => {
    const body = await formLogin('demo');
    expect(body).toMatchObject({ status: 'SUCCESS', otp: false, session: { username: 'demo' } });
    const info = await withToken(app, body.session.jwe_token, { url: apiPaths.accountInfo(body.session.id) });
    expect(info.statusCode, info.body).toBe(200);
  });

  it("serves one brand's login at {auth}/api/login, and joins the session to the ALS", async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.brandLogin,
      headers: FORM,
      payload: new URLSearchParams({ username: 'demo', password: 'demo-pass' }).toString(),
    });
    const body = LoginResponse.parse(response.json());
    const token = body.session.jwe_token;
    const als = await withToken(app, token, { method: 'POST', url: apiPaths.alsIntegrate('en') });
    expect(als.statusCode, als.body).toBe(200);
    expect(AlsIntegrationResponse.parse(als.json())).toEqual({
      alsPlayerId: String(body.session.id),
      alsToken: token,
      expirationTimeInSeconds: body.expirationTimeInSeconds,
    });
    // Only a session joins: no token, 401.
    expect((await app.inject({ method: 'POST', url: apiPaths.alsIntegrate('en') })).statusCode).toBe(401);
  });

  it('answers a wrong password exactly like the main login: 401 INT003', async () => {
    const main = refusal(await postLogin(app, 'demo', 'not-the-password'), 401);
    const form = refusal(await postForm({ username: 'demo', password: 'not-the-password' }), 401);
    expect(form).toEqual(main);
    expect(form.reasonJson).toEqual({ responseCode: 'INT003' });
    expect(refusal(await postForm({ username: 'locked', password: 'locked-pass' }), 403).reasonJson).toEqual({
      responseCode: 'INT008',
    });
  });

  it('asks for the second factor like the main login', async () => {
    expect((await formLogin('question')).otp).toBeNull();
    expect((await formLogin('otp')).otp).toBe(true);
  });

  it('validates the form with the contract: 400 naming the field', async () => {
    expect(refusal(await postForm({ username: 'demo' }), 400).field).toBe('body.password');
    expect(refusal(await postForm({ username: 'demo', password: '' }), 400).field).toBe('body.password');
    expect(refusal(await postForm({ username: 'd'.repeat(65), password: 'x' }), 400).field).toBe(
      'body.username',
    );
    expect(
      refusal(await postForm({ username: 'demo', password: 'demo-pass', product: 'p'.repeat(33) }), 400)
        .field,
    ).toBe('body.product');
    expect(refusal(await postForm({ username: 'demo', password: 'demo-pass' }, 'english'), 400).field).toBe(
      'params.locale',
    );
    expect(refusal(await postForm({ username: 'de\u0000mo', password: 'x' }), 400).field).toBe(
      'body.username',
    );
    const text = await app.inject({
      method: 'POST',
      url: apiPaths.headerLogin('en'),
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo&password=demo-pass',
    });
    expect(refusal(text, 400).field).toBe('body');
  });
});

describe('header_login logout', () => {
  it('ends the session like DELETE .../me/sessions: 204, then the token is refused', async () => {
    const { session } = await formLogin('demo');
    expect((await logout(session.jwe_token)).statusCode).toBe(204);
    expect((await withToken(app, session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(401);
  });

  it('ends a session still waiting for its second factor', async () => {
    const { session } = await formLogin('question');
    expect((await logout(session.jwe_token)).statusCode).toBe(204);
    const question = await withToken(app, session.jwe_token, {
      method: 'POST',
      url: apiPaths.securityQuestion('en'),
    });
    expect(question.statusCode).toBe(401);
  });

  it('succeeds without a live session: twice, without a token, with a garbage one', async () => {
    const { session } = await formLogin('demo');
    expect((await logout(session.jwe_token, '?authenticated=false&reason=unauthorized')).statusCode).toBe(
      204,
    );
    expect((await logout(session.jwe_token)).statusCode).toBe(204);
    expect((await logout(undefined)).statusCode).toBe(204);
    expect((await logout('not-a-token', '')).statusCode).toBe(204);
  });

  it('validates the query with the contract: 400 for an unknown reason', async () => {
    expect(refusal(await logout(undefined, '?authenticated=false&reason=bored'), 400).field).toBe(
      'query.reason',
    );
    expect(refusal(await logout(undefined, '?authenticated=maybe'), 400).field).toBe('query.authenticated');
  });
});
