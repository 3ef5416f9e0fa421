import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchWindow } from './prematch-window.ts';

const now = new Date('2026-11-23T15:30:00Z');

describe('prematchWindow (SPEC.md §9)', () => {
  it.each([
    ['today is the next 24 hours', 'today', '2026-11-24T15:30:00.000Z'],
    ['this week is 7 days from the start of the day', 'this_week', '2026-11-30T00:00:00.000Z'],
    ['a number is that many hours', 3, '2026-11-23T18:30:00.000Z'],
  ] as const)('%s', (_name, window, dateTo) => {
    expect(prematchWindow(window, now)).toEqual({ dateFrom: now.toISOString(), dateTo });
  });

  it('always starts now and ends later (property)', () => {
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
          return dateFrom === at.toISOString() && Date.parse(dateTo) > at.getTime();
        },
      ),
    );
  });
});
