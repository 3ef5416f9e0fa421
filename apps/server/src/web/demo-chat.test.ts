import { ApiError, apiPaths, AvayaTokenResponse, ChatSessionTokenResponse } from '@sb/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts.ts';
import { buildTestApp, TEST_NOW } from '../test/build-test-app.ts';
import { settingsFor } from '../demo/settings.ts';
import { signedTokens } from '../modules/accounts/index.ts';
import { DEMO_CHAT_CLIENT_KEY, DEMO_CHAT_PATHS } from './demo-chat.ts';

/**
 * The demo chat provider (web/demo-chat.ts): the chat-token URL exchanges an avaya token of this
 * server for a chat session token `s`, and the chat page greets whom `s` names.
 */
let app: FastifyInstance;
let now = TEST_NOW;
beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
});
afterAll(() => app.close());

const BEARER = { authorization: `Bearer ${DEMO_CHAT_CLIENT_KEY}` };

async function avayaTokenOf(username: string): Promise<string> {
  const { session } = await login(app, username);
  const response = await app.inject({
    url: `${apiPaths.avayaTokens}?playerId=${session.id}`,
    headers: { authorization: `Bearer ${session.jwe_token}` },
  });
  return AvayaTokenResponse.parse(response.json()).token;
}

function exchange(
  body: string,
  headers: Record<string, string> = BEARER,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: DEMO_CHAT_PATHS.token,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: body,
    ...extra,
  });
}

const chatPage = (query: string) => app.inject({ url: `${DEMO_CHAT_PATHS.page}${query}` });

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

describe('POST /demo/chat/token (the chat-token URL, SPEC.md §7)', () => {
  it('exchanges the avaya token for a chat session token; the chat page greets the player', async () => {
    const answer = await exchange(await avayaTokenOf('demo'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { s } = ChatSessionTokenResponse.parse(answer.json());

    const page = await chatPage(`?s=${encodeURIComponent(s)}&lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Connected as <strong>demo</strong>');
    // The site's policy holds: no script at all, none needed.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
  });

  it('refuses 401 without the client key, whatever the body', async () => {
    const token = await avayaTokenOf('demo');
    for (const headers of [
      {},
      { authorization: 'Bearer another-key' },
      { authorization: DEMO_CHAT_CLIENT_KEY },
    ])
      expect(refusal(await exchange(token, headers), 401).code).toBe('UNAUTHORIZED');
    expect(refusal(await exchange('garbage', {}), 401).code).toBe('UNAUTHORIZED');
  });

  it('refuses 400 a token it cannot read, another key made, or that expired', async () => {
    const token = await avayaTokenOf('demo');
    const [payload, signature] = token.split('.') as [string, string];
    const forged = signedTokens('avaya', 'another secret', z.object({ playerId: z.int() })).sign(
      { playerId: 1 },
      new Date(now.getTime() + 60_000),
    );
    for (const body of ['', 'garbage', `${payload}.${'A'.repeat(43)}`, `${payload}.${signature}x`, forged])
      expect(refusal(await exchange(body), 400).statusCode).toBe(400);
    now = new Date(now.getTime() + 121_000);
    try {
      expect(refusal(await exchange(token), 400).code).toBe('BAD_TOKEN');
    } finally {
      now = TEST_NOW;
    }
  });

  it('never answers 500 to an odd request', async () => {
    const json = await exchange('{"token":"x"}', { ...BEARER, 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    const xml = await exchange('<token/>', { ...BEARER, 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    const huge = await exchange('a'.repeat(10_000));
    expect(huge.statusCode).toBe(413);
    const broken = await exchange('{', { ...BEARER, 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /demo/chat (the chat page)', () => {
  const guest = 'Connected as <strong>Guest</strong>';

  it('is a guest without a valid session token', async () => {
    const avaya = await avayaTokenOf('demo');
    for (const query of ['', '?s=', '?s=garbage', `?s=${avaya}`, '?s=a&s=b', `?s=${'x'.repeat(3000)}`]) {
      const page = await chatPage(query);
      expect(page.statusCode, query).toBe(200);
      expect(page.body, query).toContain(guest);
    }
  });

  it('is a guest once the chat session is over', async () => {
    const { s } = ChatSessionTokenResponse.parse((await exchange(await avayaTokenOf('demo'))).json());
    now = new Date(now.getTime() + 31 * 60_000);
    try {
      expect((await chatPage(`?s=${encodeURIComponent(s)}`)).body).toContain(guest);
    } finally {
      now = TEST_NOW;
    }
  });

  it("escapes the player's name", async () => {
    const secret = 'test-jwt-secret-0123456789abcdef0123456789';
    const claims = z.object({ username: z.string(), brand: z.string() });
    const s = signedTokens('demo-chat', secret, claims).sign(
      { username: '<img src=x onerror=alert(1)>', brand: 'sportsbook' },
      new Date(now.getTime() + 60_000),
    );
    const page = await chatPage(`?s=${encodeURIComponent(s)}`);
    expect(page.body).toContain('Connected as <strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
  });
});

describe('the demo settings (demo/settings.ts)', () => {
  it('point every channel at this provider, as a token chat', () => {
    for (const channel of ['web', 'mobile'] as const)
      expect(settingsFor(channel)).toMatchObject({
        avaya_live_chat_url: DEMO_CHAT_PATHS.page,
        avaya_chat_token_url: DEMO_CHAT_PATHS.token,
        avaya_chat_bearer_token: DEMO_CHAT_CLIENT_KEY,
        emulate_partner_matrix_affiliate: false,
      });
  });
});
