import type { FreeBetLineKind, FreeBetStatus } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeBetToken } from './free-bet-lines.ts';
import { freeBetMisuse, freeBetStatus, usableFreeBets, type FreeBetToken } from './free-bets.ts';
import { minorToAmount } from './stake-amount.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('freeBetStatus (SPEC.md §3 isFreeBet, §8 RES-00241: a used or expired token)', () => {
  it.each<[string, boolean, number, FreeBetStatus]>([
    ['unused, expiring tomorrow', false, NOW + 86_400_000, 'available'],
    ['unused, a millisecond left', false, NOW + 1, 'available'],
    ['unused, expiring at this very moment', false, NOW, 'expired'],
    ['unused, expired a millisecond ago', false, NOW - 1, 'expired'],
    ['used before its expiry', true, NOW + 86_400_000, 'used'],
    ['used and expired since: used', true, NOW - 1, 'used'],
  ])('%s', (_name, used, expiresAt, expected) => {
    expect(freeBetStatus({ used, expiresAt: new Date(expiresAt) }, new Date(NOW))).toBe(expected);
  });

  const kinds = fc.subarray<FreeBetLineKind>(['single', 'multiple', 'system'], { minLength: 1 });
  const tokens = fc.record({
    id: fc.integer({ min: 1, max: 1e6 }),
    amount: fc.bigInt({ min: 1n, max: 10n ** 7n }),
    currency: fc.constant('EUR'),
    expiresAt: fc.integer({ min: NOW - 1e10, max: NOW + 1e10 }).map((ms) => new Date(ms)),
    minOdds: fc.double({ min: 1, max: 5, noNaN: true }),
    lineKinds: kinds,
    used: fc.boolean(),
  }) satisfies fc.Arbitrary<FreeBetToken>;
  /** A line the token fits in every way but its status. */
  const fitting = (token: FreeBetToken) => ({
    kind: token.lineKinds[0]!,
    currency: token.currency,
    totalStake: token.amount,
    decimal: token.minOdds,
  });
  const moments = fc.integer({ min: NOW - 1e10, max: NOW + 1e10 }).map((ms) => new Date(ms));

  it("the list's status and the pricing's check agree: only an available token stakes a line", () => {
    fc.assert(
      fc.property(tokens, moments, (token, now) => {
        const status = freeBetStatus(token, now);
        expect(freeBetMisuse(token, fitting(token), now)).toBe(status === 'available' ? undefined : status);
      }),
    );
  });

  it('the slip offers a token read back from the list exactly when the list calls it available', () => {
    fc.assert(
      fc.property(tokens, moments, (token, now) => {
        const status = freeBetStatus(token, now);
        const listed = freeBetToken({
          id: token.id,
          amount: minorToAmount(token.amount, token.currency),
          currency: token.currency,
          description: 'Free bet',
          expiresAt: token.expiresAt.toISOString(),
          minOdds: token.minOdds,
          lineKinds: [...token.lineKinds],
          status,
        });
        const { kind, currency, decimal } = fitting(token);
        expect(usableFreeBets([listed], { kind, currency, decimal }, now).length).toBe(
          status === 'available' ? 1 : 0,
        );
      }),
    );
  });

  it('time only turns an available token expired, never back', () => {
    fc.assert(
      fc.property(tokens, moments, fc.nat({ max: 1e10 }), (token, now, later) => {
        const before = freeBetStatus(token, now);
        const after = freeBetStatus(token, new Date(now.getTime() + later));
        if (before !== 'available') expect(after).toBe(before);
        else expect(['available', 'expired']).toContain(after);
      }),
    );
  });
});
