// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import {
  AccountInfo,
  AccountPrefs,
  ApiError,
  apiPaths,
  BalanceResponse,
  Favourites,
  FAVOURITES_MAX,
  PlayerDetails,
  WalletResponse,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { login, withToken } from '../../test/accounts.ts';
import { createTokens } from './tokens.ts';

let app: FastifyInstance;
let now = TEST_NOW;
let demo: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
  const [a, b] = [await login(app, 'demo'), await login(app, 'empty')];
  demo = { id: a.session.id, token: a.session.jwe_token };
  other = { id: b.session.id, token: b.session.jwe_token };
});
afterAll(() => app.close());

async function ok<T>(token: string, url: string, schema: { parse(data: unknown): T }): Promise<T> {
  const response = await withToken(app, token, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

describe('the auth guard on account routes', () => {
  const urls = () => [apiPaths.accountInfo(demo.id), apiPaths.balance, apiPaths.playerDetails('demo')];

  it('answers 401 without a token, with a malformed one, or with a tampered one', async () => {
    for (const url of urls()) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      const malformed = await app.inject({ url, headers: { authorization: 'Bearer not a token' } });
      expect(malformed.statusCode, url).toBe(401);
      const basic = await app.inject({ url, headers: { authorization: 'Basic ZGVtbzpkZW1vLXBhc3M=' } });
      expect(basic.statusCode, url).toBe(401);
      // Flip one character of the ciphertext: A256GCM's tag no longer matches.
      const parts = demo.token.split('.');
      parts[3] = (parts[3]!.startsWith('A') ? 'B' : 'A') + parts[3]!.slice(1);
      expect((await withToken(app, parts.join('.'), { url })).statusCode, url).toBe(401);
    }
    const body = ApiError.parse((await app.inject({ url: apiPaths.balance })).json());
    expect(body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 401 for a token made with another secret, even with valid claims', async () => {
    const forged = await createTokens('another-secret', 3600).issue(
      { playerId: demo.id, sessionId: 'x', pendingFactor: undefined },
      now,
    );
    expect((await withToken(app, forged.token, { url: apiPaths.balance })).statusCode).toBe(401);
  });

  it("answers 403 for player A's token on player B's account id or username", async () => {
    const foreign = [
      apiPaths.accountInfo(other.id),
      apiPaths.accountPrefs(other.id),
      apiPaths.transactions(other.id),
      apiPaths.playerDetails('empty'),
      apiPaths.sportsbookWallet('EMPTY'),
    ];
    for (const url of foreign) expect((await withToken(app, demo.token, { url })).statusCode, url).toBe(403);
    const deposit = await withToken(app, demo.token, {
      method: 'POST',
      url: apiPaths.deposits(other.id),
      payload: { amount: 10 },
    });
    expect(deposit.statusCode).toBe(403);
  });

  it('answers 401 once the token has expired', async () => {
    const expiring = await buildTestApp({ tokenTtlSeconds: 60 }, { now: () => now });
    try {
      const token = (await login(expiring, 'demo')).session.jwe_token;
      expect((await withToken(expiring, token, { url: apiPaths.balance })).statusCode).toBe(200);
      now = new Date(now.getTime() + 61_000);
      expect((await withToken(expiring, token, { url: apiPaths.balance })).statusCode).toBe(401);
    } finally {
      now = TEST_NOW;
      await expiring.close();
    }
  });
});

describe('account info and player details (SPEC.md §3, §7 "Account")', () => {
  it("serves the player's account info with the login time the session clock counts from", async () => {
    const info = await ok(demo.token, apiPaths.accountInfo(demo.id), AccountInfo);
    expect(info).toMatchObject({
      accountId: demo.id,
      username: 'demo',
      currency: 'EUR',
      sessionStartedAt: TEST_NOW.toISOString(),
      hasDeposited: true,
    });
    expect((await ok(other.token, apiPaths.accountInfo(other.id), AccountInfo)).hasDeposited).toBe(false);
  });

  it('serves player details and applies the player update (priceFormat upper case, defaultStake)', async () => {
    const before = await ok(demo.token, apiPaths.playerDetails('demo'), PlayerDetails);
    expect(before).toMatchObject({
      username: 'demo',
      priceFormat: 'EURO',
      accountStatus: 'ACTIVE',
      vipLevel: 3,
    });
    const put = await withToken(app, demo.token, {
      method: 'PUT',
      url: apiPaths.playerDetails('demo'),
      payload: { username: 'demo', priceFormat: 'HK', defaultStake: 12.5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await ok(demo.token, apiPaths.playerDetails('demo'), PlayerDetails);
    expect(after).toMatchObject({ priceFormat: 'HK', defaultStake: 12.5 });
    // The same preference, seen through the account preferences.
    const prefs = await ok(demo.token, apiPaths.accountPrefs(demo.id), AccountPrefs);
    expect(prefs).toMatchObject({ price_format: 'hk', default_stake: 12.5 });
  });

  it("serves the caller's profile at {api}/accounts/me/profile, the details of the icore call", async () => {
    const profile = await ok(demo.token, apiPaths.profile, PlayerDetails);
    expect(profile).toEqual(await ok(demo.token, apiPaths.playerDetails('demo'), PlayerDetails));
    expect((await ok(other.token, apiPaths.profile, PlayerDetails)).username).toBe('empty');
  });

  it('stores the real-money bonuses choice (PUT /xapi/rest/accounts/{id}), and clears it', async () => {
    const put = (token: string, id: number, payload: object) =>
      withToken(app, token, { method: 'PUT', url: apiPaths.account(id), payload });
    const info = () => ok(demo.token, apiPaths.accountInfo(demo.id), AccountInfo);
    expect(await info()).toMatchObject({ wasSetRealMoneyBonuses: false, realMoneyBonuses: false });
    const chosen = await put(demo.token, demo.id, { wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    expect(chosen.json()).toEqual({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    expect(await info()).toMatchObject({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    await put(demo.token, demo.id, { wasSetRealMoneyBonuses: false, realMoneyBonuses: true });
    expect(await info()).toMatchObject({ wasSetRealMoneyBonuses: false, realMoneyBonuses: false });
    // Another player's account: 403; a body without the fields: 400.
    expect(
      (await put(other.token, demo.id, { wasSetRealMoneyBonuses: true, realMoneyBonuses: true })).statusCode,
    ).toBe(403);
    expect((await put(demo.token, demo.id, { realMoneyBonuses: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a player update in lower case or for another username in the body', async () => {
    const lower = await withToken(app, demo.token, {
      method: 'PUT',
      url: apiPaths.playerDetails('demo'),
      payload: { username: 'demo', priceFormat: 'euro', defaultStake: 1 },
    });
    expect(lower.statusCode).toBe(400);
    const someoneElse = await withToken(app, demo.token, {
      method: 'PUT',
      url: apiPaths.playerDetails('demo'),
      payload: { username: 'empty', priceFormat: 'EURO', defaultStake: 1 },
    });
    expect(ApiError.parse(someoneElse.json())).toMatchObject({ statusCode: 400, field: 'body.username' });
  });
});

describe('account preferences (SPEC.md §3 "Account preferences (server)")', () => {
  it('serves the defaults when none were saved, and keeps a patch across logins', async () => {
    expect(await ok(other.token, apiPaths.accountPrefs(other.id), AccountPrefs)).toEqual({
      price_format: 'euro',
      layout: 'euro',
      default_stake: 0,
      sort_by: 'competition',
      accept_higher_odds: false,
    });
    const patch = await withToken(app, other.token, {
      method: 'PATCH',
      url: apiPaths.accountPrefs(other.id),
      payload: { layout: 'asian', sort_by: 'time', accept_higher_odds: true, theme: 'dark' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const again = await login(app, 'empty');
    expect(await ok(again.session.jwe_token, apiPaths.accountPrefs(other.id), AccountPrefs)).toEqual({
      price_format: 'euro',
      layout: 'asian',
      default_stake: 0,
      sort_by: 'time',
      accept_higher_odds: true,
      theme: 'dark',
    });
  });

  it('refuses values outside the contract with a 400 naming the field', async () => {
    const response = await withToken(app, other.token, {
      method: 'PATCH',
      url: apiPaths.accountPrefs(other.id),
      payload: { layout: 'grid' },
    });
    expect(ApiError.parse(response.json())).toMatchObject({ statusCode: 400, field: 'body.layout' });
  });
});

describe('favourites on the account (SPEC.md §3 "Favourites")', () => {
  const put = (token: string, id: number, payload: object) =>
    withToken(app, token, { method: 'PUT', url: apiPaths.favourites(id), payload });

  it('starts empty, keeps a replaced list across logins, each id once in first place', async () => {
    expect(await ok(other.token, apiPaths.favourites(other.id), Favourites)).toEqual({ eventIds: [] });
    const saved = await put(other.token, other.id, { eventIds: [42, 7, 42, 9] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Favourites.parse(saved.json())).toEqual({ eventIds: [42, 7, 9] });
    const again = await login(app, 'empty');
    expect(await ok(again.session.jwe_token, apiPaths.favourites(other.id), Favourites)).toEqual({
      eventIds: [42, 7, 9],
    });
    // Another player's list is not this one's, and is not theirs to read or write.
    expect(await ok(demo.token, apiPaths.favourites(demo.id), Favourites)).toEqual({ eventIds: [] });
    expect((await put(demo.token, other.id, { eventIds: [] })).statusCode).toBe(403);
    expect((await withToken(app, '', { url: apiPaths.favourites(other.id) })).statusCode).toBe(401);
  });

  it(`refuses more than ${FAVOURITES_MAX} ids, or ids that are not event ids, with a 400`, async () => {
    const many = Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => i + 1);
    for (const payload of [{ eventIds: many }, { eventIds: [1.5] }, { eventIds: [-3] }, { ids: [1] }]) {
      const response = await put(other.token, other.id, payload);
      expect(ApiError.parse(response.json()), JSON.stringify(payload).slice(0, 40)).toMatchObject({
        statusCode: 400,
      });
    }
  });
});

describe('balance and sportsbook wallet (SPEC.md §3 "Wallet")', () => {
  it('splits real and bonus money, and only real money is withdrawable', async () => {
    const balance = await ok(demo.token, apiPaths.balance, BalanceResponse);
    // Seed: 500 deposited, 25 bonus, then 12 deposits of 50 and 12 withdrawals of 20.
    expect(balance).toEqual({ currency: 'EUR', realBalance: 860, bonusBalance: 25, totalBalance: 885 });
    const { wallets } = await ok(
      demo.token,
      `${apiPaths.sportsbookWallet('demo')}?includeFullBalanceDetails=true`,
      WalletResponse,
    );
    expect(wallets).toEqual([
      {
        name: 'sportsbook',
        currency: 'EUR',
        balance: 885,
        promoCash: 25,
        // The promo cash asks three times its amount to be wagered (domain promo-cash.ts).
        totalLeftToWager: 75,
        withdrawableAmount: 860,
      },
    ]);
  });

  it('keeps money out of shared caches', async () => {
    const response = await withToken(app, demo.token, { url: apiPaths.balance });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows an empty wallet as zero', async () => {
    expect(await ok(other.token, apiPaths.balance, BalanceResponse)).toMatchObject({ totalBalance: 0 });
  });

  it('serves thousand-scaled and zero-decimal currencies in their major unit', async () => {
    const vnd = (await login(app, 'vnd')).session.jwe_token;
    expect(await ok(vnd, apiPaths.balance, BalanceResponse)).toMatchObject({
      currency: 'VND',
      totalBalance: 5_000_000,
    });
    const krw = (await login(app, 'krw')).session.jwe_token;
    expect(await ok(krw, apiPaths.balance, BalanceResponse)).toMatchObject({
      currency: 'KRW',
      totalBalance: 100_000,
    });
  });
});
