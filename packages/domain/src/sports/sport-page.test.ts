import { describe, expect, it } from 'vitest';
import { isRaceSport, sportPageTabs } from './sports.ts';

describe("a sport's page (SPEC.md §2) and race sports", () => {
  it.each([
    [
      'games and outrights',
      { eventCount: 12, outrightCount: 3 },
      ['highlights', 'competitions', 'outrights'],
    ],
    ['games only', { eventCount: 12, outrightCount: 0 }, ['highlights', 'competitions']],
    [
      'races or tournaments only: they come first',
      { eventCount: 0, outrightCount: 56 },
      ['outrights', 'competitions'],
    ],
    ['nothing today', { eventCount: 0, outrightCount: 0 }, ['highlights', 'competitions']],
  ])('%s', (_name, counts, tabs) => {
    expect(sportPageTabs(counts)).toEqual(tabs);
  });

  it.each([
    ['HORS', true],
    ['GREY', true],
    ['GOLF', false],
    ['FOOT', false],
    [undefined, false],
  ])('%s is a race sport: %s', (code, expected) => {
    expect(isRaceSport(code)).toBe(expected);
  });
});
