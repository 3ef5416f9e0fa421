import { ApiError, apiPaths, DemoOtpOutboxResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { login, postLogin, withToken } from '../../test/accounts.ts';

const SECRET = 'log-test-secret-5f0c2e9a7b314d6e8f90a1b2c3d4e5f6';

let app: FastifyInstance;
let now = TEST_NOW;
const lines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    {
      loginRatePerUsername: 5,
      loginRatePerAddress: 20,
      loginRateWindowSeconds: 900,
      jwtSecret: SECRET,
      logLevel: 'trace',
    },
    { now: () => now, logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => app.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
/** Each test starts with an empty window, as if the last attempts were long ago. */
const nextWindow = () => later(901);

const from = (address: string) => ({ remoteAddress: address });

describe('login rate limit (docs/ACCOUNTS.md "Rate limits")', () => {
  it('after 5 failed passwords for a username, refuses even the right password with 429 until the window passes', async () => {
    nextWindow();
    for (let i = 0; i < 5; i++) {
      expect((await postLogin(app, 'demo', `guess-${i}`, from(`10.0.0.${i}`))).statusCode).toBe(401);
      later(10);
    }
    const throttled = await postLogin(app, 'Demo', 'demo-pass', from('10.0.1.1'));
    expect(throttled.statusCode).toBe(429);
    const body = ApiError.parse(throttled.json());
    // The oldest failure was 50 s ago: it leaves the 15-minute window in 850 s.
    expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 850 });
    expect(throttled.headers['retry-after']).toBe('850');
    later(850);
    expect((await postLogin(app, 'demo', 'demo-pass', from('10.0.1.1'))).statusCode).toBe(200);
  });

  it('forgives earlier failures once the right password gets in', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++) await postLogin(app, 'krw', 'wrong', from('10.0.2.1'));
    expect((await postLogin(app, 'krw', 'krw-pass', from('10.0.2.1'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await postLogin(app, 'krw', 'wrong', from('10.0.2.1'));
    expect((await postLogin(app, 'krw', 'krw-pass', from('10.0.2.1'))).statusCode).toBe(200);
  });

  it('limits one address to 20 attempts across usernames (password spraying)', async () => {
    nextWindow();
    for (let i = 0; i < 20; i++) {
      expect((await postLogin(app, `user-${i}`, 'Password1', from('10.0.3.3'))).statusCode).toBe(401);
    }
    expect((await postLogin(app, 'demo', 'demo-pass', from('10.0.3.3'))).statusCode).toBe(429);
    // Another address is not affected.
    expect((await postLogin(app, 'demo', 'demo-pass', from('10.0.3.4'))).statusCode).toBe(200);
  });

  it(
    'counts attempts another server process recorded in the shared database',
    { tags: ['engine'] },
    async () => {
      nextWindow();
      const rows = Array.from({ length: 5 }, () => ({
        usernameKey: 'vnd',
        address: '10.9.9.9',
        succeeded: false,
        at: now,
      }));
      await app.db.insert(loginAttempts).values(rows);
      expect((await postLogin(app, 'vnd', 'vnd-pass', from('10.0.4.4'))).statusCode).toBe(429);
    },
  );

  it(
    'throttles parallel guesses too: of 10 at once, at most 5 are checked',
    { tags: ['engine'] },
    async () => {
      nextWindow();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postLogin(app, 'empty', `guess-${i}`, from(`10.0.5.${i}`))),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    },
  );
});

describe(
  'concurrent logins for one username (docs/decisions/security-hardening.md)',
  { tags: ['engine'] },
  () => {
    // Limits high enough that every attempt reaches the password check and the bookkeeping after it.
    let roomy: FastifyInstance;
    beforeAll(async () => {
      roomy = await buildTestApp();
    });
    afterAll(() => roomy.close());

    it('answers 10 right and 10 wrong passwords at once with 200 and 401, never a 500, five rounds running', async () => {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postLogin(roomy, 'demo', i % 2 ? 'demo-pass' : `guess-${i}`, from(`10.0.6.${i}`)),
          ),
        );
        const statuses = results.map((r) => r.statusCode);
        expect(
          statuses.filter((s) => s >= 500),
          results.find((r) => r.statusCode >= 500)?.body,
        ).toEqual([]);
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      }
    });
  },
);

describe('log redaction', () => {
  it('keeps passwords, tokens, one-time codes and the secret out of every log line', async () => {
    nextWindow();
    lines.length = 0;
    const demo = await login(app, 'demo');
    await withToken(app, demo.session.jwe_token, { url: apiPaths.balance });
    await postLogin(app, 'demo', 'wrong-password-123');
    const otp = await login(app, 'otp');
    await withToken(app, otp.session.jwe_token, { method: 'POST', url: apiPaths.otpGenerate('en') });
    const { code } = DemoOtpOutboxResponse.parse(
      (await app.inject({ url: `${apiPaths.demoOtpOutbox}?username=otp` })).json(),
    );
    // A careless log call naming such fields is censored too.
    app.log.info({ password: 'demo-pass', user: { token: demo.session.jwe_token } }, 'careless');

    const log = lines.join('');
    // The lines this checks exist: requests and the login were logged.
    expect(log).toContain(apiPaths.login);
    expect(log).toContain('"msg":"login"');
    expect(log).toContain('"password":"[redacted]"');
    for (const secret of [
      'demo-pass',
      'otp-pass',
      'wrong-password-123',
      demo.session.jwe_token,
      otp.session.jwe_token,
      SECRET,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(`"code":"${code}"`);
    expect(log).not.toMatch(/Bearer /);
  });
});
