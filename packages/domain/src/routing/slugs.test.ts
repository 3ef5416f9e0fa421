import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../sports/sports.ts';
import { eventSlug, parseEventSlug, parseSportSlug, slugify, sportSlug } from './slugs.ts';

describe('slugify (SPEC.md §2 routes)', () => {
  it.each([
    ['lower case, dashes between words', 'Premier League', 'premier-league'],
    ['accents fold to ASCII', 'Atlético Madrid v Beşiktaş', 'atletico-madrid-v-besiktas'],
    ['letters without a decomposition fold too', 'Łódź Straße Ørsted', 'lodz-strasse-orsted'],
    ['the dotted capital I folds to i', 'İstanbul', 'istanbul'],
    ['punctuation becomes one dash, none at the ends', ' (U-21) Women’s  Cup! ', 'u-21-women-s-cup'],
    ['non-Latin letters stay', '日本 リーグ', '日本-リーグ'],
    ['marks of other scripts stay with their letters', 'इंडियन प्रीमियर लीग', 'इंडियन-प्रीमियर-लीग'],
  ])('%s', (_name, text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('gives only lower-case letters, digits and single inner dashes (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        return slug === slug.toLowerCase() && !/--|^-|-$|\s|\//.test(slug) && slugify(slug) === slug;
      }),
    );
  });
});

describe('sport slugs (SPEC.md §2: id, dash, code; a suffix may follow)', () => {
  it.each([
    ['240-FOOT', { id: 240, code: 'FOOT' }],
    ['240-FOOT-india', { id: 240, code: 'FOOT' }],
    ['240-FOOT-football', { id: 240, code: 'FOOT' }],
    ['240-foot', { id: 240, code: 'FOOT' }],
    ['football', null],
    ['240', null],
    ['-FOOT', null],
  ])('parses %s', (slug, expected) => {
    expect(parseSportSlug(slug)).toEqual(expected);
  });

  it('builds 240-FOOT for football', () => {
    expect(sportSlug({ id: 240, code: 'FOOT' })).toBe('240-FOOT');
  });

  it('gets every sport of the fixed list back from its slug (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPORTS),
        fc.option(fc.stringMatching(/^[a-z-]{1,12}$/)),
        (sport, suffix) => {
          const parsed = parseSportSlug(suffix ? `${sportSlug(sport)}-${suffix}` : sportSlug(sport));
          return parsed?.id === sport.id && parsed.code === sport.code;
        },
      ),
    );
  });
});

describe('event slugs (SPEC.md §2 /events/{slug}, /live/{slug})', () => {
  it.each([
    ['words then the id', { id: 1000123, description: 'Arsenal v Chelsea' }, 'arsenal-v-chelsea-1000123'],
    ['the id alone when there are no words', { id: 7, description: '—' }, '7'],
  ])('%s', (_name, event, expected) => {
    expect(eventSlug(event)).toBe(expected);
  });

  it.each([
    ['arsenal-v-chelsea-1000123', 1000123],
    ['1000123', 1000123],
    ['team-2-v-team-3-99', 99],
    ['arsenal-v-chelsea', null],
    ['arsenal-v-chelsea-0', null],
  ])('parses %s', (slug, expected) => {
    expect(parseEventSlug(slug)).toBe(expected);
  });

  it('gets the event id back from any description (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.string(),
        (id, description) => parseEventSlug(eventSlug({ id, description })) === id,
      ),
    );
  });
});
