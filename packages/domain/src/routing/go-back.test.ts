import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goBackTarget } from './go-back.ts';

const base = { sportSlug: '240-FOOT', locale: 'en' };

describe('goBackTarget (SPEC.md §2 Go back)', () => {
  it.each([
    [
      'backTo wins when present',
      { backTo: '/en/sports/fixtures', pathname: '/en/events/a-1' },
      '/en/sports/fixtures',
    ],
    [
      'a live path goes to its live sport',
      { pathname: '/en/live/arsenal-v-chelsea-1' },
      '/en/live/sport/240-FOOT',
    ],
    [
      'an events path goes to its sport page',
      { pathname: '/en/events/arsenal-v-chelsea-1' },
      '/en/sports/240-FOOT',
    ],
    ['anything else goes home', { pathname: '/en/account' }, '/en'],
    [
      'an off-site backTo is ignored',
      { backTo: '//evil.example/x', pathname: '/en/events/a-1' },
      '/en/sports/240-FOOT',
    ],
    ['an absolute URL backTo is ignored', { backTo: 'https://evil.example', pathname: '/en/account' }, '/en'],
  ])('%s', (_name, input, expected) => {
    expect(goBackTarget({ ...base, ...input })).toBe(expected);
  });

  it('always returns a same-site path (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string(), (backTo, pathname) => {
        const target = goBackTarget({ ...base, backTo, pathname });
        return target.startsWith('/') && !target.startsWith('//');
      }),
    );
  });
});
