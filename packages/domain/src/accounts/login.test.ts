import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLoginForm,
  loginErrorNotification,
  NOTIFICATION_KEYS,
  notificationTextKey,
  readLoginAnswer,
  type LoginFailure,
} from './login.ts';

describe('loginErrorNotification (SPEC.md §8 "Login")', () => {
  it.each<[string, LoginFailure, string]>([
    [
      '401 with a code names the code',
      { kind: 'http', status: 401, responseCode: 'INT003' },
      'login-error-INT003',
    ],
    ['402 with a code', { kind: 'http', status: 402, responseCode: 'INT009' }, 'login-error-INT009'],
    ['403 with a code', { kind: 'http', status: 403, responseCode: 'INT008' }, 'login-error-INT008'],
    ['421 with a code', { kind: 'http', status: 421, responseCode: 'INT051' }, 'login-error-INT051'],
    ['500 with a code', { kind: 'http', status: 500, responseCode: 'INT001' }, 'login-error-INT001'],
    ['401 without a code names the status', { kind: 'http', status: 401 }, 'login-error-401'],
    ['402 without a code', { kind: 'http', status: 402, responseCode: null }, 'login-error-402'],
    ['403 with an empty code', { kind: 'http', status: 403, responseCode: '' }, 'login-error-403'],
    ['400 is a connection problem', { kind: 'http', status: 400 }, 'error-400'],
    ['404 is a connectivity problem', { kind: 'http', status: 404 }, 'error-404'],
    ['404 ignores a code', { kind: 'http', status: 404, responseCode: 'INT003' }, 'error-404'],
    ['421 without a code is a server error', { kind: 'http', status: 421 }, 'error-500'],
    ['500 without a code', { kind: 'http', status: 500 }, 'error-500'],
    ['503 is a server error', { kind: 'http', status: 503 }, 'error-500'],
    ['429 is a server error too', { kind: 'http', status: 429, responseCode: 'INT051' }, 'error-500'],
    ['no answer at all', { kind: 'network' }, 'something-went-wrong'],
  ])('%s', (_name, failure, expected) => {
    expect(loginErrorNotification(failure)).toBe(expected);
  });

  it('a response code shows only on 401, 402, 403, 421 and 500 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.stringMatching(/^INT\d{3}$/), (status, code) => {
        const key = loginErrorNotification({ kind: 'http', status, responseCode: code });
        return [401, 402, 403, 421, 500].includes(status)
          ? key === `login-error-${code}`
          : ['error-400', 'error-404', 'error-500'].includes(key);
      }),
    );
  });
});

describe('checkLoginForm (SPEC.md §5 "Login")', () => {
  it.each([
    ['both filled', 'alice', 'secret', { ok: true, username: 'alice', password: 'secret' }],
    [
      'the username is sent trimmed',
      '  alice ',
      'secret',
      { ok: true, username: 'alice', password: 'secret' },
    ],
    [
      'the password is sent as typed',
      'alice',
      ' se cret ',
      { ok: true, username: 'alice', password: ' se cret ' },
    ],
    ['no username', '', 'secret', { ok: false, notification: 'error-invalid-login-credentials' }],
    ['a blank username', '   ', 'secret', { ok: false, notification: 'error-invalid-login-credentials' }],
    ['no password', 'alice', '', { ok: false, notification: 'error-invalid-login-credentials' }],
    ['a blank password', 'alice', ' \t ', { ok: false, notification: 'error-invalid-login-credentials' }],
  ])('%s', (_name, username, password, expected) => {
    expect(checkLoginForm(username, password)).toEqual(expected);
  });

  it('sends only when both fields hold more than spaces (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (username, password) => {
        const result = checkLoginForm(username, password);
        return result.ok === (username.trim() !== '' && password.trim() !== '');
      }),
    );
  });
});

describe('readLoginAnswer (SPEC.md §4 "Login", §5, §8)', () => {
  const session = { jwe_token: 'token' };
  it.each([
    [
      'SUCCESS without a second factor is done',
      { status: 'SUCCESS', otp: false, session },
      { ok: true, next: 'done' },
    ],
    [
      'success in lower case counts too',
      { status: 'success', otp: false, session },
      { ok: true, next: 'done' },
    ],
    [
      'otp true asks for a one-time code',
      { status: 'SUCCESS', otp: true, session },
      { ok: true, next: 'otp' },
    ],
    [
      'otp null asks the security question',
      { status: 'SUCCESS', otp: null, session },
      { ok: true, next: 'security-question' },
    ],
    ['no otp field is done', { status: 'SUCCESS', session }, { ok: true, next: 'done' }],
    [
      'a missing jwe_token is error-500',
      { status: 'SUCCESS', otp: false, session: {} },
      { ok: false, notification: 'error-500' },
    ],
    [
      'an empty jwe_token is error-500',
      { status: 'SUCCESS', otp: true, session: { jwe_token: '' } },
      { ok: false, notification: 'error-500' },
    ],
    [
      'no session is error-500',
      { status: 'SUCCESS', otp: false, session: null },
      { ok: false, notification: 'error-500' },
    ],
    [
      'another status is not accepted',
      { status: 'Success', otp: false, session },
      { ok: false, notification: 'error-500' },
    ],
    [
      'a FAILED status is not accepted',
      { status: 'FAILED', otp: false, session },
      { ok: false, notification: 'error-500' },
    ],
  ] as const)('%s', (_name, answer, expected) => {
    expect(readLoginAnswer(answer)).toEqual(expected);
  });
});

describe('notificationTextKey (SPEC.md §8 "Notification texts")', () => {
  it.each([
    ['invalid credentials (INT003) has a text', 'login-error-INT003', 'login-error-INT003'],
    ['invalid credentials (401) has a text', 'login-error-401', 'login-error-401'],
    ['experiencing difficulties has a text', 'error-500', 'error-500'],
    ['something went wrong has a text', 'something-went-wrong', 'something-went-wrong'],
    ['the empty form has a text', 'error-invalid-login-credentials', 'error-invalid-login-credentials'],
    ['a server code without a text does not exist', 'login-error-INT999', 'notification-does-not-exist'],
    ['a status without a text does not exist', 'login-error-421', 'notification-does-not-exist'],
  ])('%s', (_name, key, expected) => {
    expect(notificationTextKey(key)).toBe(expected);
  });

  it('a failure without a server code always has a text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ kind: fc.constant('http' as const), status: fc.integer({ min: 400, max: 599 }) }),
          fc.constant({ kind: 'network' as const }),
        ),
        (failure) => (NOTIFICATION_KEYS as readonly string[]).includes(loginErrorNotification(failure)),
      ),
    );
  });
});
