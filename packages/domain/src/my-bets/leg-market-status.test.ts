import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutcomeQuote } from '../betslip/price-selection.ts';
import { legMarketStatus, type LegMarketStatus } from './leg-market-status.ts';
import type { LegResult } from './settlement.ts';

const quote = (extra: Partial<OutcomeQuote> = {}): OutcomeQuote => ({
  outcomeId: 1,
  decimal: 2.4,
  marketStatus: 'OPEN',
  ...extra,
});

describe('legMarketStatus (SPEC.md §4 Market status, for a leg of a placed bet)', () => {
  it.each<[string, LegResult, OutcomeQuote | undefined, LegMarketStatus]>([
    ['an open leg on an open market', 'open', quote(), 'open'],
    ['in play', 'open', quote({ inRunning: true }), 'open'],
    ['a resulted leg, whatever its market does', 'won', quote(), 'closed'],
    ['a void leg', 'void', quote(), 'closed'],
    ['a selection nobody offers', 'open', undefined, 'closed'],
    ['a market gone or an outcome hidden', 'open', quote({ marketStatus: 'CLOSED' }), 'closed'],
    ['closed beats a feed alert', 'open', quote({ marketStatus: 'CLOSED', feedAlert: true }), 'closed'],
    ['a suspended market', 'open', quote({ marketStatus: 'SUSPENDED' }), 'suspended'],
    ['a feed alert suspends an open market', 'open', quote({ feedAlert: true }), 'suspended'],
    ['an event with no open market (after a goal)', 'open', quote({ eventSuspended: true }), 'suspended'],
    ['a started pre-match event nobody prices in play', 'open', quote({ eventPassed: true }), 'suspended'],
  ])('%s', (_name, result, q, expected) => {
    expect(legMarketStatus(result, q)).toBe(expected);
  });

  const quotes = fc.record(
    {
      outcomeId: fc.nat(),
      decimal: fc.double({ min: 1.01, max: 1000, noNaN: true }),
      marketStatus: fc.constantFrom('OPEN', 'SUSPENDED', 'CLOSED'),
      eventSuspended: fc.boolean(),
      feedAlert: fc.boolean(),
      eventPassed: fc.boolean(),
      inRunning: fc.boolean(),
    } as const,
    { requiredKeys: ['outcomeId', 'decimal', 'marketStatus'] },
  );

  it('a resulted leg is closed whatever its selection is quoted at', () => {
    fc.assert(
      fc.property(fc.constantFrom<LegResult>('won', 'placed', 'lost', 'void'), quotes, (result, q) => {
        expect(legMarketStatus(result, q)).toBe('closed');
      }),
    );
  });

  const rank: Record<LegMarketStatus, number> = { closed: 0, suspended: 1, open: 2 };
  const worse: ((q: OutcomeQuote) => OutcomeQuote)[] = [
    (q) => ({ ...q, marketStatus: q.marketStatus === 'OPEN' ? 'SUSPENDED' : q.marketStatus }),
    (q) => ({ ...q, marketStatus: 'CLOSED' }),
    (q) => ({ ...q, feedAlert: true }),
    (q) => ({ ...q, eventSuspended: true }),
    (q) => ({ ...q, eventPassed: true, inRunning: false }),
  ];

  it('a suspension or closure never makes a leg more open than it was', () => {
    fc.assert(
      fc.property(quotes, fc.constantFrom(...worse), (q, change) => {
        expect(rank[legMarketStatus('open', change(q))]).toBeLessThanOrEqual(
          rank[legMarketStatus('open', q)],
        );
      }),
    );
  });
});
