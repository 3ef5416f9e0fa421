import { describe, expect, it } from 'vitest';
import { localeTarget } from './locale-target.ts';

describe('localeTarget (SPEC.md §2 Locale)', () => {
  it.each([
    ['/ sends the visitor to the default locale', '/', '', undefined, '/en'],
    ['/ prefers the language chosen last', '/', '', 'es', '/es'],
    ["a preferred language the site has no texts for (a brand's) gives the default", '/', '', 'nl', '/en'],
    ['a path without locale keeps its segments', '/sports/fixtures', '', undefined, '/en/sports/fixtures'],
    [
      'an unknown two-letter locale is replaced',
      '/qq/sports',
      '?active-coupon=3',
      'ja',
      '/ja/sports?active-coupon=3',
    ],
    [
      'the locale query parameter wins and is dropped',
      '/sports',
      '?locale=ja&theme=dark',
      'es',
      '/ja/sports?theme=dark',
    ],
    ['a known path locale stays', '/es/sports', '', 'ja', null],
    [
      'the locale query parameter switches a known path locale',
      '/en/sports',
      '?locale=es',
      undefined,
      '/es/sports',
    ],
    ['an unknown locale query parameter is ignored', '/en/sports', '?locale=zz', undefined, null],
    ['a path holding a number above 400 is left alone', '/qq/events/12345', '', undefined, null],
  ])('%s', (_name, pathname, search, preferred, expected) => {
    expect(localeTarget(pathname, search, preferred)).toBe(expected);
  });
});
