import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeRedirect, resolveLocale, stripLocale } from './locale.ts';

const KNOWN = ['en', 'es', 'ja'];

describe('resolveLocale (SPEC.md §2 Locale: query, router, path segment, en)', () => {
  it.each([
    ['the query parameter comes first', { queryLocale: 'ja', routerLocale: 'es', pathSegment: 'en' }, 'ja'],
    ['then the router locale', { queryLocale: null, routerLocale: 'es', pathSegment: 'ja' }, 'es'],
    ['then the first path segment', { pathSegment: 'ja' }, 'ja'],
    ['otherwise en', {}, 'en'],
    ['an unknown query locale is passed over', { queryLocale: 'zz', pathSegment: 'es' }, 'es'],
    ['upper case is read as lower case', { queryLocale: 'JA' }, 'ja'],
    [
      'an unknown locale everywhere gives en',
      { queryLocale: 'zz', routerLocale: 'xx', pathSegment: 'yy' },
      'en',
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveLocale(input, KNOWN)).toBe(expected);
  });

  it('always gives a known locale or en (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (q, r, p) => {
        const locale = resolveLocale({ queryLocale: q, routerLocale: r, pathSegment: p }, KNOWN);
        return KNOWN.includes(locale) || locale === DEFAULT_LOCALE;
      }),
    );
  });
});

describe('localeRedirect (SPEC.md §2 Locale: unknown locale redirects to en)', () => {
  it.each([
    ['a known locale stays', '/es/sports', null],
    ['the home page of a known locale stays', '/ja', null],
    ['an unknown two-letter locale is replaced', '/xx/sports', '/en/sports'],
    ['a path without a locale gets en in front', '/sports', '/en/sports'],
    ['the root gets en', '/', '/en'],
    ['an unknown locale alone becomes en', '/xx', '/en'],
    [
      'a deep path keeps its tail',
      '/sports/competitions/240-FOOT/england',
      '/en/sports/competitions/240-FOOT/england',
    ],
    ['a number of 400 or less does not skip', '/sports/240-FOOT', '/en/sports/240-FOOT'],
    ['a number above 400 skips the redirect', '/events/arsenal-v-chelsea-1000123', null],
    ['an error status above 400 skips the redirect', '/404', null],
    ['en stays even when it is not in the known list', '/en/sports', null],
  ])('%s', (_name, path, expected) => {
    expect(localeRedirect(path, KNOWN)).toBe(expected);
  });

  it('redirects to a path it would not redirect again (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9_-]{0,8}$/), { maxLength: 5 }), (segments) => {
        const target = localeRedirect(`/${segments.join('/')}`, KNOWN);
        return target === null || (target.startsWith('/en') && localeRedirect(target, KNOWN) === null);
      }),
    );
  });
});

describe('stripLocale', () => {
  it.each([
    ['/en/sports/240-FOOT', '/sports/240-FOOT'],
    ['/en', '/'],
    ['/sports', '/sports'],
    ['/xx/sports', '/xx/sports'],
  ])('%s is %s without its locale', (path, expected) => {
    expect(stripLocale(path, KNOWN)).toBe(expected);
  });
});
