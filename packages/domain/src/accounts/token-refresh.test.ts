import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenExpiring } from './session.ts';
import { tokenRefreshAt } from './token-refresh.ts';

const now = 1_700_000_000_000;

describe('tokenRefreshAt (our decision: renew 5 minutes before the token stops being usable)', () => {
  it.each([
    ['an hour-long token: 5 min 30 s before it expires', now + 3_600_000, now + 3_600_000 - 330_000],
    ['a token with 2 min 30 s left: half-way to its last usable moment', now + 150_000, now + 60_000],
    ['a token already past its usable time: now or earlier', now + 10_000, now - 10_000],
  ])('%s', (_name, expiresAt, expected) => {
    expect(tokenRefreshAt(expiresAt, now)).toBe(expected);
  });

  it('is always before the token stops being usable, while there is time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 31_000, max: 10 * 3_600_000 }), (left) => {
        const at = tokenRefreshAt(now + left, now);
        expect(at).toBeGreaterThanOrEqual(now);
        expect(isTokenExpiring(now + left, at)).toBe(false);
      }),
    );
  });
});
