import { ApiError, apiPaths, LoginResponse } from '@sb/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { login, postLogin, seedBrandPlayer } from '../../test/accounts.ts';

/*
 * A player belongs to the brand they registered with (SPEC.md §1): they log in there and nowhere
 * else, and their token opens nothing at another brand. Fixture brands: 'sportsbook' (the host
 * localhost, which app.inject uses) and 'second' (GBP, host second.test); `rival` is second's.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 100 });
});
afterAll(() => app.close());

const at = (brand: string) => ({ 'x-sb-brand': brand });

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

function accountInfo(token: string, accountId: number, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: apiPaths.accountInfo(accountId),
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

async function loginAt(brand: string, username: string): Promise<LoginResponse> {
  const response = await postLogin(app, username, `${username}-pass`, { headers: at(brand) });
  expect(response.statusCode, response.body).toBe(200);
  return LoginResponse.parse(response.json());
}

describe('login within the brand (SPEC.md §1, §8 "Login")', () => {
  it("refuses another brand's player exactly like a wrong password: 401 INT003", async () => {
    const foreign = refusal(await postLogin(app, 'rival', 'rival-pass', { headers: at('sportsbook') }), 401);
    const wrong = refusal(
      await postLogin(app, 'demo', 'not-the-password', { headers: at('sportsbook') }),
      401,
    );
    expect(foreign).toEqual(wrong);
    expect(foreign.reasonJson).toEqual({ responseCode: 'INT003' });
    // The same the other way round, and for a page of the flagship's host that names no brand.
    expect(refusal(await postLogin(app, 'demo', 'demo-pass', { headers: at('second') }), 401)).toEqual(wrong);
    expect(refusal(await postLogin(app, 'rival', 'rival-pass'), 401)).toEqual(wrong);
  });

  it("logs the player in at their own brand, named by X-SB-Brand or by the brand's host", async () => {
    const named = await loginAt('second', 'rival');
    expect(named.session).toMatchObject({ username: 'rival', currency: 'GBP' });
    const byHost = await postLogin(app, 'rival', 'rival-pass', { headers: { host: 'second.test' } });
    expect(byHost.statusCode, byHost.body).toBe(200);
  });
});

describe('the auth guard within the brand (SPEC.md §6 "routes reject ... foreign tokens")', () => {
  it("refuses a token issued at another brand with the 401 of a foreign token; its own brand's is served", async () => {
    const rival = await loginAt('second', 'rival');
    const { id } = rival.session;
    const token = rival.session.jwe_token;
    expect((await accountInfo(token, id, at('second'))).statusCode).toBe(200);
    expect((await accountInfo(token, id, { host: 'second.test' })).statusCode).toBe(200);

    const foreignKey = refusal(await accountInfo(`${token.slice(0, -4)}AAAA`, id, at('second')), 401);
    expect(refusal(await accountInfo(token, id, at('sportsbook')), 401)).toEqual(foreignKey);
    expect(refusal(await accountInfo(token, id), 401)).toEqual(foreignKey);
  });

  it("refuses a flagship player's token at the second brand, on the calls that move money too", async () => {
    const demo = await login(app, 'demo');
    const { id } = demo.session;
    const token = demo.session.jwe_token;
    expect((await accountInfo(token, id)).statusCode).toBe(200);
    expect(refusal(await accountInfo(token, id, at('second')), 401).code).toBe('UNAUTHORIZED');
    const deposit = await app.inject({
      method: 'POST',
      url: apiPaths.deposits(id),
      headers: { authorization: `Bearer ${token}`, 'x-sb-brand': 'second' },
      payload: { amount: 10 },
    });
    expect(refusal(deposit, 401).code).toBe('UNAUTHORIZED');
  });
});
