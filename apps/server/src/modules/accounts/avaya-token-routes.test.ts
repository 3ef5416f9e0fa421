import {
  ApiError,
  apiPaths,
  AvayaTokenResponse,
  ExternalSessionResponse,
  IcoreLoginResponse,
  PlayerDetails,
} from '@sb/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { AVAYA_TOKEN_TTL_SECONDS, signedTokens, AvayaClaims } from './avaya-token-routes.ts';

/*
 * GET /api/avaya_tokens?playerId= (SPEC.md §7 "Account", §4 "Chat token"): the logged-in player's
 * short-lived avaya token, signed by this server, which the web hands to the chat-token URL.
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

function avayaToken(playerId: string | number, token?: string, query = '&pub=sportsbook&l=en&mc=web') {
  return app.inject({
    url: `${apiPaths.avayaTokens}?playerId=${playerId}${query}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

describe('GET /api/avaya_tokens', () => {
  it("answers the player's own token, signed for them, short-lived and never cached", async () => {
    const { session } = await login(app, 'demo');
    const response = await avayaToken(session.id, session.jwe_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { token } = AvayaTokenResponse.parse(response.json());
    expect(app.avayaTokens.verify(token, now)).toEqual({
      playerId: session.id,
      username: 'demo',
      brand: 'sportsbook',
    });
    // Valid for its short while only.
    const expiry = new Date(now.getTime() + AVAYA_TOKEN_TTL_SECONDS * 1000);
    expect(app.avayaTokens.verify(token, new Date(expiry.getTime() - 1000))).toBeDefined();
    expect(app.avayaTokens.verify(token, expiry)).toBeUndefined();
  });

  it("answers without the web's common parameters too", async () => {
    const { session } = await login(app, 'demo');
    expect((await avayaToken(session.id, session.jwe_token, '')).statusCode).toBe(200);
  });

  it('is refused 401 without a token, with a forged one and once the session ended', async () => {
    const { session } = await login(app, 'demo');
    expect(refusal(await avayaToken(session.id), 401).code).toBe('UNAUTHORIZED');
    expect(refusal(await avayaToken(session.id, 'not-a-token'), 401).code).toBe('UNAUTHORIZED');
    later(3601);
    try {
      expect(refusal(await avayaToken(session.id, session.jwe_token), 401).code).toBe('UNAUTHORIZED');
    } finally {
      now = TEST_NOW;
    }
  });

  it("is refused 403 for another player's id", async () => {
    const demo = await login(app, 'demo');
    const other = await login(app, 'affiliate');
    const refused = refusal(await avayaToken(other.session.id, demo.session.jwe_token), 403);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'This token belongs to another player' });
  });

  it("refuses another brand's player's token as foreign (401)", async () => {
    const rival = await app.inject({
      method: 'POST',
      url: apiPaths.icoreLogin,
      headers: { 'x-sb-brand': 'second' },
      payload: { username: 'rival', password: 'rival-pass' },
    });
    const { alsToken, alsPlayerId } = IcoreLoginResponse.parse(rival.json());
    expect(refusal(await avayaToken(alsPlayerId, alsToken), 401).code).toBe('UNAUTHORIZED');
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', ''])(
    'refuses the player id %j with a 400 naming it',
    async (playerId) => {
      const { session } = await login(app, 'demo');
      const refused = refusal(await avayaToken(playerId, session.jwe_token), 400);
      expect(refused).toMatchObject({ code: 'VALIDATION', field: 'query.playerId' });
    },
  );

  it('refuses a missing player id with a 400', async () => {
    const { session } = await login(app, 'demo');
    const response = await app.inject({
      url: apiPaths.avayaTokens,
      headers: { authorization: `Bearer ${session.jwe_token}` },
    });
    expect(refusal(response, 400).field).toBe('query.playerId');
  });
});

describe("avaya tokens are this server's alone", () => {
  const secret = 'test-jwt-secret-0123456789abcdef0123456789';
  const claims = { playerId: 1, username: 'demo', brand: 'sportsbook' };
  const expiresAt = new Date(TEST_NOW.getTime() + 60_000);

  it('a token of another key, another kind or an altered one does not verify', () => {
    const token = app.avayaTokens.sign(claims, expiresAt);
    expect(app.avayaTokens.verify(token, TEST_NOW)).toEqual(claims);
    expect(signedTokens('avaya', 'another secret', AvayaClaims).verify(token, TEST_NOW)).toBeUndefined();
    expect(signedTokens('demo-chat', secret, AvayaClaims).verify(token, TEST_NOW)).toBeUndefined();
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('"demo"', '"evil"'),
    ).toString('base64url');
    for (const forged of [
      `${altered}.${signature}`,
      `${payload}.${signature.slice(0, -2)}`,
      `${payload}.${signature}.x`,
      payload,
      '',
      `.${signature}`,
    ])
      expect(app.avayaTokens.verify(forged, TEST_NOW)).toBeUndefined();
  });

  it('a signed payload of the wrong shape does not verify', () => {
    const loose = signedTokens('avaya', secret, AvayaClaims);
    // Signed claims are checked on the way in, like any input.
    const odd = loose.sign({ ...claims, playerId: -5 }, expiresAt);
    expect(loose.verify(odd, TEST_NOW)).toBeUndefined();
  });
});

describe('partner-matrix affiliates (SPEC.md §3, §6)', () => {
  it('the player details and the external session say who is one', async () => {
    for (const [username, affiliate] of [
      ['affiliate', true],
      ['demo', false],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: apiPaths.icoreLogin,
        payload: { username, password: `${username}-pass` },
      });
      const { alsToken } = IcoreLoginResponse.parse(answer.json());
      const headers = { authorization: `Bearer ${alsToken}` };
      const checked = await app.inject({ url: apiPaths.checkPlayer, headers });
      expect(ExternalSessionResponse.parse(checked.json()).session.is_partner_matrix_affiliate).toBe(
        affiliate,
      );
      const details = await app.inject({ url: apiPaths.playerDetails(username), headers });
      expect(PlayerDetails.parse(details.json()).isPartnerMatrixAffiliate).toBe(affiliate);
    }
  });
});
