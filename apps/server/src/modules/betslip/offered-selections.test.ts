import { describe, expect, it } from 'vitest';
import { refusalOf, type SelectionFacts } from './offered-selections.ts';
import { RES } from './rejection-codes.ts';

const open: SelectionFacts = {
  found: true,
  outcomeHidden: false,
  marketRemoved: false,
  marketStatus: 'OPEN',
  feedAlert: false,
  eventSuspended: false,
  eventFinished: false,
  eventPassed: false,
};

// SPEC.md §8 "Bet rejection codes"; §4 "Market status" for what suspends and what removes.
describe('refusalOf: why a selection cannot be backed now, the most final reason first', () => {
  it.each<[string, Partial<SelectionFacts>, string | undefined]>([
    ['an open market of a coming event is backed', {}, undefined],
    ['an outcome nobody offers has no price', { found: false }, RES.noPriceAvailable],
    ['a hidden outcome has no price', { outcomeHidden: true }, RES.noPriceAvailable],
    ['a market taken off (lts, settled) has no price', { marketRemoved: true }, RES.noPriceAvailable],
    ['a finished event has passed', { eventFinished: true }, RES.eventPassed],
    ['a kicked-off event not offered in play has passed', { eventPassed: true }, RES.eventPassed],
    ['a suspended market is refused', { marketStatus: 'SUSPENDED' }, RES.marketSuspended],
    [
      'every market of the event suspended is the event suspended',
      { marketStatus: 'SUSPENDED', eventSuspended: true },
      RES.eventSuspended,
    ],
    [
      'a feed alert says more than the suspension it causes',
      { marketStatus: 'SUSPENDED', eventSuspended: true, feedAlert: true },
      RES.feedAlertActive,
    ],
    [
      'a finished event beats its suspended markets',
      { eventFinished: true, marketStatus: 'SUSPENDED', feedAlert: true },
      RES.eventPassed,
    ],
  ])('%s', (_name, facts, code) => {
    expect(refusalOf({ ...open, ...facts })).toBe(code);
  });
});
