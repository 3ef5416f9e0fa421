import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goBackTarget } from './go-back.ts';

describe('goBackTarget (SPEC.md §2 Go back)', () => {
  it.each([
    ['backTo wins when present', { backTo: '/sports/fixtures', pathname: '/events/a-1' }, '/sports/fixtures'],
    ['a live path goes to its live sport', { pathname: '/live/arsenal-v-chelsea-1' }, '/live/sport/240-FOOT'],
    [
      'an events path goes to its sport page',
      { pathname: '/events/arsenal-v-chelsea-1' },
      '/sports/240-FOOT',
    ],
    ['anything else goes home', { pathname: '/account' }, '/'],
    ['the live sport page itself goes home', { pathname: '/live/sport/240-FOOT' }, '/'],
    [
      'an off-site backTo is ignored',
      { backTo: '//evil.example/x', pathname: '/events/a-1' },
      '/sports/240-FOOT',
    ],
    ['an absolute URL backTo is ignored', { backTo: 'https://evil.example', pathname: '/account' }, '/'],
    [
      'without a sport a live path goes to /live/sport',
      { pathname: '/live/a-1', sportSlug: null },
      '/live/sport',
    ],
    [
      'without a sport an events path goes to /sports',
      { pathname: '/events/a-1', sportSlug: null },
      '/sports',
    ],
  ])('%s', (_name, input, expected) => {
    expect(goBackTarget({ sportSlug: '240-FOOT', ...input })).toBe(expected);
  });

  it.each([
    ['a live path keeps its locale', '/en/live/arsenal-v-chelsea-1', '/en/live/sport/240-FOOT'],
    ['an events path keeps its locale', '/en/events/arsenal-v-chelsea-1', '/en/sports/240-FOOT'],
    ['anything else goes to the locale home', '/en/account', '/en'],
  ])('with a locale: %s', (_name, pathname, expected) => {
    expect(goBackTarget({ pathname, sportSlug: '240-FOOT', locale: 'en' })).toBe(expected);
  });

  it('always returns a same-site path (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.string(),
        fc.option(fc.constant('en')),
        (backTo, pathname, locale) => {
          const target = goBackTarget({
            backTo,
            pathname,
            sportSlug: '240-FOOT',
            ...(locale ? { locale } : {}),
          });
          return target.startsWith('/') && !target.startsWith('//');
        },
      ),
    );
  });
});
