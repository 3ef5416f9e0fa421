import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenExpiring, logoutReason, sessionClockLabel, tokenExpiresAt } from './session.ts';

const now = 1_700_000_000_000;

describe('token expiry (SPEC.md §4 "Auth on load": 30 s early)', () => {
  it('a token lasting an hour expires an hour after it was issued', () => {
    expect(tokenExpiresAt(now, 3600)).toBe(now + 3_600_000);
  });

  it.each([
    ['a minute left is usable', now + 60_000, false],
    ['31 s left is usable', now + 31_000, false],
    ['exactly 30 s left counts as expiring', now + 30_000, true],
    ['10 s left counts as expiring', now + 10_000, true],
    ['already expired', now - 1, true],
  ])('%s', (_name, expiresAt, expiring) => {
    expect(isTokenExpiring(expiresAt, now)).toBe(expiring);
  });

  it('expires exactly 30 s before its stated time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        (expiresAt, offset) => {
          return isTokenExpiring(expiresAt, expiresAt + offset) === offset >= -30_000;
        },
      ),
    );
  });
});

describe('logoutReason (SPEC.md §4 "Auth on load")', () => {
  it.each([
    ['a valid token keeps the session', { token: 't', expiresAtMs: now + 600_000, nowMs: now }, null],
    [
      'no token is unauthorized',
      { token: undefined, expiresAtMs: now + 600_000, nowMs: now },
      'unauthorized',
    ],
    ['an empty token is unauthorized', { token: '', expiresAtMs: now + 600_000, nowMs: now }, 'unauthorized'],
    [
      'a failed session fetch is unauthorized',
      { token: 't', expiresAtMs: now + 600_000, nowMs: now, sessionFetchFailed: true },
      'unauthorized',
    ],
    ['a token about to expire', { token: 't', expiresAtMs: now + 20_000, nowMs: now }, 'jwe_token_expired'],
    ['an expired token', { token: 't', expiresAtMs: now - 5_000, nowMs: now }, 'jwe_token_expired'],
    ['no token outranks expiry', { token: null, expiresAtMs: now - 5_000, nowMs: now }, 'unauthorized'],
  ])('%s', (_name, input, expected) => {
    expect(logoutReason(input)).toBe(expected);
  });
});

describe('sessionClockLabel (SPEC.md §4 "Session clock")', () => {
  it.each([
    ['at login', 0, '00:00:00'],
    ['one second in', 1_000, '00:00:01'],
    ['a part-second is not counted yet', 1_999, '00:00:01'],
    ['a minute and a half', 90_000, '00:01:30'],
    ['an hour, a minute, a second', 3_661_000, '01:01:01'],
    ['a long session', 100 * 3_600_000, '100:00:00'],
    ['a login time ahead of the clock', -5_000, '00:00:00'],
  ])('%s', (_name, elapsed, label) => {
    expect(sessionClockLabel(now, now + elapsed)).toBe(label);
  });

  it('reads back as the whole seconds elapsed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 3_600_000 }), (elapsed) => {
        const [h, m, s] = sessionClockLabel(now, now + elapsed)
          .split(':')
          .map(Number);
        return (
          (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) === Math.floor(elapsed / 1000) &&
          (m ?? 0) < 60 &&
          (s ?? 0) < 60
        );
      }),
    );
  });
});
