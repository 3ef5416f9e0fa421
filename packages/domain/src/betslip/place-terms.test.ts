import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHandicapRace, placeTermsFor, type EachWayMarket } from './place-terms.ts';

const race = (runners: number, handicap = false): EachWayMarket => ({
  sportCode: 'HORS',
  field: true,
  runners,
  handicap,
});
const outright = (sportCode: string, runners: number): EachWayMarket => ({ sportCode, field: true, runners });
const shown = (market: EachWayMarket) => {
  const t = placeTermsFor(market);
  return t ? `${t.places} places at ${t.numerator}/${t.denominator}` : 'win only';
};

describe('each-way place terms (docs/decisions/each-way.md)', () => {
  it.each([
    ['a 4-runner race', race(4), 'win only'],
    ['a 5-runner race', race(5), '2 places at 1/4'],
    ['a 7-runner race', race(7), '2 places at 1/4'],
    ['an 8-runner race', race(8), '3 places at 1/5'],
    ['a 16-runner race that is not a handicap', race(16), '3 places at 1/5'],
    ['an 11-runner handicap', race(11, true), '3 places at 1/5'],
    ['a 12-runner handicap', race(12, true), '3 places at 1/4'],
    ['a 15-runner handicap', race(15, true), '3 places at 1/4'],
    ['a 16-runner handicap', race(16, true), '4 places at 1/4'],
    ['a 6-trap greyhound race', { sportCode: 'GREY', field: true, runners: 6 }, '2 places at 1/4'],
    ['a 5-team outright', outright('FOOT', 5), 'win only'],
    ['a 10-team outright', outright('FORM', 10), '2 places at 1/4'],
    ['a 20-team league winner', outright('FOOT', 20), '3 places at 1/4'],
    ['a 30-runner outright', outright('TENN', 30), '4 places at 1/4'],
    ['a golf tournament of 30', outright('GOLF', 30), '5 places at 1/5'],
    ['a golf field of 12', outright('GOLF', 12), '3 places at 1/5'],
    ['a head-to-head', { sportCode: 'HORS', field: false, runners: 2 }, 'win only'],
    ['a match market of many outcomes', { sportCode: 'FOOT', field: false, runners: 30 }, 'win only'],
  ])('%s: %s', (_name, market, expected) => {
    expect(shown(market)).toBe(expected);
  });

  it('pays fewer places than there are runners, at a fraction in (0, 1], more places as the field grows', () => {
    const market = fc.record({
      sportCode: fc.constantFrom('HORS', 'GREY', 'GOLF', 'FOOT', 'FORM'),
      field: fc.boolean(),
      handicap: fc.boolean(),
    });
    fc.assert(
      fc.property(market, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 50 }), (m, n, more) => {
        const terms = placeTermsFor({ ...m, runners: n });
        const bigger = placeTermsFor({ ...m, runners: n + more });
        if (terms) {
          expect(terms.places).toBeLessThan(n);
          expect(terms.places).toBeGreaterThanOrEqual(2);
          expect(terms.numerator).toBeGreaterThan(0);
          expect(terms.numerator).toBeLessThanOrEqual(terms.denominator);
          // A bigger field never takes each-way away, nor pays fewer places.
          expect(bigger?.places ?? 0).toBeGreaterThanOrEqual(terms.places);
        }
        if (!m.field) expect(terms).toBeUndefined();
      }),
    );
  });

  it.each([
    ["Racing Post Novices' Handicap Chase", true],
    ['Coral Gold Cup (A Handicap Hurdle)', true],
    ['Maiden Hurdle', false],
    ['Champion Stakes', false],
  ])('reads "%s" as a handicap: %s', (title, handicap) => {
    expect(isHandicapRace(title)).toBe(handicap);
  });
});
