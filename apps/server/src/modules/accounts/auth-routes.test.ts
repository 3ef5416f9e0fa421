import { ApiError, apiPaths, DemoOtpOutboxResponse, LoginResponse, OtpGenerateResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { login, postLogin, withToken } from '../../test/accounts.ts';

let app: FastifyInstance;
let now = TEST_NOW;
beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
});
afterAll(() => app.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

function refusal(response: { statusCode: number; json(): unknown; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

describe('POST login (SPEC.md §4 "Login", §8 "Login")', () => {
  it('logs a plain player in: a full token, no second factor, terms accepted', async () => {
    const body = await login(app, 'demo');
    expect(body).toMatchObject({
      status: 'SUCCESS',
      otp: false,
      termsAccepted: true,
      expirationTimeInSeconds: 3600,
      session: { username: 'demo', currency: 'EUR', locale: 'en' },
    });
    expect(body.session.jwe_token.split('.')).toHaveLength(5);
    const info = await withToken(app, body.session.jwe_token, { url: apiPaths.accountInfo(body.session.id) });
    expect(info.statusCode).toBe(200);
  });

  it('matches the username whatever its case, and reports the previous login on the next one', async () => {
    const first = await login(app, 'KRW', 'krw-pass');
    expect(first.session.username).toBe('krw');
    later(60);
    const second = await login(app, 'krw');
    expect(second.lastLoginDate).not.toBeNull();
    expect(second.lastLoginDate).not.toBe(first.lastLoginDate);
  });

  it('answers an unknown username exactly like a wrong password: 401 with INT003', async () => {
    const wrong = refusal(await postLogin(app, 'demo', 'not-the-password'), 401);
    const unknown = refusal(await postLogin(app, 'nobody-here', 'demo-pass'), 401);
    expect(wrong).toEqual(unknown);
    expect(wrong.reasonJson).toEqual({ responseCode: 'INT003' });
  });

  it('refuses a suspended account with 402 INT009 and a locked one with 403 INT008', async () => {
    expect(refusal(await postLogin(app, 'suspended', 'suspended-pass'), 402).reasonJson).toEqual({
      responseCode: 'INT009',
    });
    expect(refusal(await postLogin(app, 'locked', 'locked-pass'), 403).reasonJson).toEqual({
      responseCode: 'INT008',
    });
  });

  it('does not tell a suspended account apart from a wrong password without the password', async () => {
    expect(refusal(await postLogin(app, 'suspended', 'guess'), 401).reasonJson?.responseCode).toBe('INT003');
  });

  it('asks a player who has not accepted the terms to accept them, and remembers the acceptance', async () => {
    const first = await login(app, 'terms');
    expect(first.termsAccepted).toBe(false);
    const accept = await withToken(app, first.session.jwe_token, {
      method: 'POST',
      url: apiPaths.acceptTerms,
    });
    expect(accept.statusCode).toBe(204);
    expect((await login(app, 'terms')).termsAccepted).toBe(true);
  });

  it('rejects a login without the device block or password as a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'demo', password: '' },
    });
    expect(refusal(response, 400).field).toMatch(/^body\./);
  });
});

describe('one-time code (SPEC.md §4 OTP flow, §9 OTP)', () => {
  const locale = 'en';

  async function outbox(username: string) {
    const response = await app.inject({ url: `${apiPaths.demoOtpOutbox}?username=${username}` });
    expect(response.statusCode, response.body).toBe(200);
    return DemoOtpOutboxResponse.parse(response.json());
  }

  it('gives the OTP player a limited token: only the code calls open until the code is passed', async () => {
    const body = await login(app, 'otp');
    expect(body.otp).toBe(true);
    const token = body.session.jwe_token;
    const info = await withToken(app, token, { url: apiPaths.accountInfo(body.session.id) });
    expect(info.statusCode).toBe(403);
    expect((await withToken(app, token, { url: apiPaths.balance })).statusCode).toBe(403);

    const sent = await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(OtpGenerateResponse.parse(sent.json())).toEqual({
      status: 'SUCCESS',
      destination: '+44 ••• ••• 789',
      lockSeconds: 295,
    });
    const { code } = await outbox('otp');
    expect(code).toMatch(/^\d{6}$/);

    const passed = await withToken(app, token, {
      method: 'POST',
      url: apiPaths.otpValidate(locale),
      payload: { code },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const full = LoginResponse.parse(passed.json());
    expect(full.otp).toBe(false);
    expect(full.session.id).toBe(body.session.id);
    expect((await withToken(app, full.session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(200);
    // The limited token is spent once the full one exists.
    expect(
      (await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) })).statusCode,
    ).toBe(401);
  });

  it('locks new codes for 295 s with a 429 that says how long to wait', async () => {
    const token = (await login(app, 'otp')).session.jwe_token;
    later(300);
    const generate = () => withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) });
    expect((await generate()).statusCode).toBe(200);
    later(100);
    const locked = refusal(await generate(), 429);
    expect(locked.retryAfterSeconds).toBe(195);
    later(195);
    expect((await generate()).statusCode).toBe(200);
  });

  it('answers a wrong code with 400 (not 401/403) and spends the code after 5 wrong tries', async () => {
    later(300);
    const token = (await login(app, 'otp')).session.jwe_token;
    const validate = (code: string) =>
      withToken(app, token, { method: 'POST', url: apiPaths.otpValidate(locale), payload: { code } });
    expect(
      (await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) })).statusCode,
    ).toBe(200);
    const { code } = await outbox('otp');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i--) {
      expect(refusal(await validate(wrong), 400).message).toContain(`${i} attempt`);
    }
    expect(refusal(await validate(wrong), 400).message).toMatch(/too many/i);
    // Even the right code no longer works: a new one must be requested.
    expect(refusal(await validate(code), 400).code).toBe('OTP_EXPIRED');
  });

  it('checks at most 5 of 100 codes sent at once', { tags: ['engine'] }, async () => {
    later(300);
    const token = (await login(app, 'otp')).session.jwe_token;
    await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) });
    const { code } = await outbox('otp');
    const guesses = Array.from({ length: 100 }, (_, i) =>
      i === 60 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const responses = await Promise.all(
      guesses.map((guess) =>
        withToken(app, token, {
          method: 'POST',
          url: apiPaths.otpValidate(locale),
          payload: { code: guess },
        }),
      ),
    );
    const passed = responses.filter((r) => r.statusCode === 200);
    const judged = responses.filter((r) => r.statusCode === 400 && r.json<ApiError>().code === 'OTP_INVALID');
    expect(passed.length + judged.length).toBeLessThanOrEqual(5);
    expect(responses.every((r) => [200, 400, 401].includes(r.statusCode))).toBe(true);
  });

  it('lets a code expire after 30 minutes', async () => {
    later(300);
    const token = (await login(app, 'otp')).session.jwe_token;
    expect(
      (await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) })).statusCode,
    ).toBe(200);
    const { code } = await outbox('otp');
    later(30 * 60 + 1);
    const response = await withToken(app, token, {
      method: 'POST',
      url: apiPaths.otpValidate(locale),
      payload: { code },
    });
    expect(refusal(response, 400).code).toBe('OTP_EXPIRED');
  });

  it('takes the code as a form field too (SPEC.md §7 "form: code")', async () => {
    later(300);
    const token = (await login(app, 'otp')).session.jwe_token;
    await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) });
    const { code } = await outbox('otp');
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.otpValidate(locale),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=${code}`,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('validates the code format with the contract: 400 for 5 digits', async () => {
    const token = (await login(app, 'otp')).session.jwe_token;
    const response = await withToken(app, token, {
      method: 'POST',
      url: apiPaths.otpValidate(locale),
      payload: { code: '12345' },
    });
    expect(refusal(response, 400).field).toBe('body.code');
  });

  it('keeps the OTP calls closed to a player without that step (403)', async () => {
    const token = (await login(app, 'demo')).session.jwe_token;
    expect(
      (await withToken(app, token, { method: 'POST', url: apiPaths.otpGenerate(locale) })).statusCode,
    ).toBe(403);
  });
});

describe('security question (SPEC.md §4 OTP flow: otp null)', () => {
  const locale = 'en';

  it('asks the question and takes the answer trimmed and in any case', async () => {
    const body = await login(app, 'question');
    expect(body.otp).toBeNull();
    const token = body.session.jwe_token;
    const question = await withToken(app, token, { method: 'POST', url: apiPaths.securityQuestion(locale) });
    expect(question.json()).toEqual({ question: 'What was the name of your first pet?' });
    const answer = await withToken(app, token, {
      method: 'POST',
      url: apiPaths.securityAnswer(locale),
      payload: { answer: '  rEX ' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const full = LoginResponse.parse(answer.json());
    expect((await withToken(app, full.session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(200);
  });

  it('answers a wrong answer with 400 and ends the session after 5', async () => {
    const token = (await login(app, 'question')).session.jwe_token;
    const answer = (text: string) =>
      withToken(app, token, {
        method: 'POST',
        url: apiPaths.securityAnswer(locale),
        payload: { answer: text },
      });
    for (let i = 4; i >= 1; i--) expect(refusal(await answer('Fido'), 400).message).toContain(`${i} attempt`);
    expect(refusal(await answer('Fido'), 400).message).toMatch(/log in again/);
    expect((await answer('Rex')).statusCode).toBe(401);
  });

  it(
    'evaluates at most 5 of 100 answers sent at once, and none passes once the limit is reached',
    { tags: ['engine'] },
    async () => {
      const token = (await login(app, 'question')).session.jwe_token;
      const answers = Array.from({ length: 100 }, (_, i) => (i === 60 ? 'Rex' : `Fido-${i}`));
      const responses = await Promise.all(
        answers.map((text) =>
          app.inject({
            method: 'POST',
            url: apiPaths.securityAnswer(locale),
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload: `answer=${text}`,
          }),
        ),
      );
      const passed = responses.filter((r) => r.statusCode === 200);
      const judged = responses.filter(
        (r) => r.statusCode === 400 && /^Wrong answer/.test(r.json<ApiError>().message),
      );
      expect(passed.length + judged.length).toBeLessThanOrEqual(5);
      expect(responses.every((r) => [200, 400, 401].includes(r.statusCode))).toBe(true);
      // A pass is only ever answered for a session that stays open.
      for (const response of passed) {
        const full = LoginResponse.parse(response.json());
        expect((await withToken(app, full.session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(
          200,
        );
      }
    },
  );
});

describe('sessions: refresh and logout (SPEC.md §7 "Session and auth")', () => {
  it('refreshes into a new token for the same session, with a fresh expiry', async () => {
    const body = await login(app, 'demo');
    later(1800);
    const response = await withToken(app, body.session.jwe_token, {
      method: 'POST',
      url: apiPaths.refreshSession,
    });
    expect(response.statusCode, response.body).toBe(200);
    const refreshed = response.json<{
      session: { id: number; jwe_token: string };
      expirationTimeInSeconds: number;
    }>();
    expect(refreshed.expirationTimeInSeconds).toBe(3600);
    expect(refreshed.session.jwe_token).not.toBe(body.session.jwe_token);
    // 45 more minutes: past the first token's hour, within the new one's.
    later(2700);
    expect((await withToken(app, body.session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(401);
    expect((await withToken(app, refreshed.session.jwe_token, { url: apiPaths.balance })).statusCode).toBe(
      200,
    );
  });

  it('revokes the session on logout: the same token is refused afterwards', async () => {
    const token = (await login(app, 'demo')).session.jwe_token;
    const logout = await withToken(app, token, { method: 'DELETE', url: `${apiPaths.session}?reason=user` });
    expect(logout.statusCode).toBe(204);
    expect((await withToken(app, token, { url: apiPaths.balance })).statusCode).toBe(401);
    expect((await withToken(app, token, { method: 'POST', url: apiPaths.refreshSession })).statusCode).toBe(
      401,
    );
  });
});

describe('demo OTP outbox', () => {
  it('is a 404 for a player who was sent nothing', async () => {
    expect((await app.inject({ url: `${apiPaths.demoOtpOutbox}?username=demo` })).statusCode).toBe(404);
  });

  it('is off when DEMO_OUTBOX is off: no code is readable over HTTP', async () => {
    const closed = await buildTestApp({ demoOutbox: false });
    try {
      const token = (await login(closed, 'otp')).session.jwe_token;
      const sent = await withToken(closed, token, { method: 'POST', url: apiPaths.otpGenerate('en') });
      expect(sent.statusCode).toBe(200);
      expect((await closed.inject({ url: `${apiPaths.demoOtpOutbox}?username=otp` })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
