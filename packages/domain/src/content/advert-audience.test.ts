import { AdvertAudience } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advertVisibleTo, JUST_REGISTERED_MS, type AdvertViewer } from './advert-audience.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY = JUST_REGISTERED_MS;
const visitor: AdvertViewer = { loggedIn: false };
const player = (over: Partial<Extract<AdvertViewer, { loggedIn: true }>> = {}): AdvertViewer => ({
  loggedIn: true,
  deposited: true,
  played: true,
  registeredAt: NOW - 30 * DAY,
  ...over,
});

describe('advert audience rules (SPEC.md §6)', () => {
  it.each([
    ['all', visitor, true],
    ['all', player(), true],
    ['imported_list', visitor, true],
    ['imported_list', player(), true],
    ['logged_out', visitor, true],
    ['logged_out', player(), false],
    ['logged_in', visitor, false],
    ['logged_in', player(), true],
    ['logged_in_deposited', player({ deposited: true }), true],
    ['logged_in_deposited', player({ deposited: false }), false],
    ['logged_in_deposited', visitor, false],
    ['logged_in_not_deposited', player({ deposited: false }), true],
    ['logged_in_not_deposited', player({ deposited: true }), false],
    ['logged_in_not_deposited', visitor, false],
    ['logged_in_not_played', player({ played: false }), true],
    ['logged_in_not_played', player({ played: true }), false],
    ['logged_in_not_played', player({ played: true, registeredAt: NOW - DAY + 1 }), true],
    ['logged_in_not_played', visitor, false],
    ['just_registered', player({ registeredAt: NOW - 60_000 }), true],
    ['just_registered', player({ registeredAt: NOW - DAY }), false],
    ['just_registered', visitor, false],
  ] as const)('%s for %o: %s', (audience, viewer, shown) => {
    expect(advertVisibleTo(audience, viewer, NOW)).toBe(shown);
  });

  const viewers = fc.oneof(
    fc.constant<AdvertViewer>(visitor),
    fc.record({
      loggedIn: fc.constant(true as const),
      deposited: fc.boolean(),
      played: fc.boolean(),
      registeredAt: fc.integer({ min: NOW - 400 * DAY, max: NOW }),
    }),
  );
  const audiences = fc.constantFrom(...AdvertAudience.options);

  it('shows a visitor only the adverts for everyone and for visitors', () => {
    fc.assert(
      fc.property(audiences, (audience) => {
        expect(advertVisibleTo(audience, visitor, NOW)).toBe(
          ['all', 'imported_list', 'logged_out'].includes(audience),
        );
      }),
    );
  });

  it('never shows a player an advert for visitors, and every player exactly one of deposited / not deposited', () => {
    fc.assert(
      fc.property(viewers, (viewer) => {
        if (!viewer.loggedIn) return;
        expect(advertVisibleTo('logged_out', viewer, NOW)).toBe(false);
        expect(
          Number(advertVisibleTo('logged_in_deposited', viewer, NOW)) +
            Number(advertVisibleTo('logged_in_not_deposited', viewer, NOW)),
        ).toBe(1);
      }),
    );
  });

  it('counts every just-registered player among those who have not played yet', () => {
    fc.assert(
      fc.property(viewers, (viewer) => {
        if (advertVisibleTo('just_registered', viewer, NOW))
          expect(advertVisibleTo('logged_in_not_played', viewer, NOW)).toBe(true);
      }),
    );
  });
});
