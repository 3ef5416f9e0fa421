import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventSlug, parseEventSlug, parseSportSlug, slugify, sportSlug } from './slugs.ts';

describe('slugs (SPEC.md §2 routes)', () => {
  it.each([
    ['sport slug is id, dash, code', sportSlug({ id: 240, code: 'FOOT' }), '240-FOOT'],
    ['accents fold', slugify('Atlético Madrid v Beşiktaş'), 'atletico-madrid-v-besiktas'],
    ['non-Latin letters stay', slugify('日本 リーグ'), '日本-リーグ'],
    [
      'event slug ends with the id',
      eventSlug({ id: 1000123, description: 'Arsenal v Chelsea' }),
      'arsenal-v-chelsea-1000123',
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['240-FOOT', { id: 240, code: 'FOOT' }],
    ['240-FOOT-india', { id: 240, code: 'FOOT' }],
    ['football', null],
    ['240', null],
  ])('parses sport slug %s', (slug, expected) => {
    expect(parseSportSlug(slug)).toEqual(expected);
  });

  it.each([
    ['arsenal-v-chelsea-1000123', 1000123],
    ['1000123', 1000123],
    ['arsenal-v-chelsea', null],
  ])('parses event slug %s', (slug, expected) => {
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
