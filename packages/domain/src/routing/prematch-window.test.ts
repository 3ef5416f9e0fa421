import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchWindow, type PrematchWindow } from './prematch-window.ts';

const now = new Date('2026-11-23T15:30:00Z');

describe('prematchWindow (SPEC.md §9 pre-match window)', () => {
  it.each<[string, PrematchWindow, string]>([
    ['today is the next 24 hours', 'today', '2026-11-24T15:30:00.000Z'],
    ['this week is 7 days from the start of the day (UTC)', 'this_week', '2026-11-30T00:00:00.000Z'],
    ['a number is that many hours', 3, '2026-11-23T18:30:00.000Z'],
    ['a fraction of an hour is kept', 0.5, '2026-11-23T16:00:00.000Z'],
    ['zero hours reads as today', 0, '2026-11-24T15:30:00.000Z'],
    ['a negative number reads as today', -5, '2026-11-24T15:30:00.000Z'],
    ['NaN reads as today', Number.NaN, '2026-11-24T15:30:00.000Z'],
  ])('%s', (_name, window, dateTo) => {
    expect(prematchWindow(window, now)).toEqual({ dateFrom: now.toISOString(), dateTo });
  });

  it('always starts now and ends later, this week within 7 days (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.oneof(
          fc.constant('today' as const),
          fc.constant('this_week' as const),
          fc.integer({ min: 1, max: 720 }),
        ),
        (at, window) => {
          const { dateFrom, dateTo } = prematchWindow(window, at);
          const length = Date.parse(dateTo) - at.getTime();
          return (
            dateFrom === at.toISOString() &&
            length > 0 &&
            (window !== 'this_week' || length <= 7 * 86_400_000)
          );
        },
      ),
    );
  });
});
