import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastMatching, matchUrlPattern } from './url-pattern.ts';

describe('matchUrlPattern (SPEC.md §1, §2: URL patterns with a * wildcard)', () => {
  it.each([
    ['an exact path matches', '/sports', '/sports', true],
    ['another path does not', '/sports', '/live', false],
    ['no prefix match without a wildcard', '/sports', '/sports/fixtures', false],
    ['* matches the rest of the path, slashes included', '/sports/*', '/sports/competitions/240-FOOT', true],
    ['/sports/* matches /sports itself', '/sports/*', '/sports', true],
    ['* matches inside a segment', '/sports/2*-FOOT', '/sports/240-FOOT', true],
    ['* matches a locale segment', '/*/sports*', '/en/sports/fixtures', true],
    ['/* matches everything', '/*', '/anything/at/all', true],
    ['/* matches the root', '/*', '/', true],
    ['a trailing slash on the path is ignored', '/sports', '/sports/', true],
    ['a trailing slash on the pattern is ignored', '/sports/', '/sports', true],
    ['regex characters in the pattern are literal', '/a.b', '/axb', false],
    ['a question mark is literal', '/a?b', '/ab', false],
    ['matching is case-sensitive', '/Sports', '/sports', false],
  ])('%s', (_name, pattern, path, expected) => {
    expect(matchUrlPattern(pattern, path)).toBe(expected);
  });

  it('matches every path against itself and against a * made of it (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9.?()+-]{1,6}){1,4}$/), fc.nat(), (path, cut) => {
        const at = cut % (path.length + 1);
        return matchUrlPattern(path, path) && matchUrlPattern(`${path.slice(0, at)}*`, path);
      }),
    );
  });
});

describe('lastMatching (SPEC.md §1: the last matching entry wins)', () => {
  const entries = [
    { url: '/*', title: 'all' },
    { url: '/sports*', title: 'sports' },
    { url: '/sports/fixtures', title: 'fixtures' },
  ];
  it.each([
    ['/sports/fixtures', 'fixtures'],
    ['/sports/240-FOOT', 'sports'],
    ['/live', 'all'],
  ])('%s takes %s', (path, expected) => {
    expect(lastMatching(entries, path)?.title).toBe(expected);
  });

  it('finds nothing in an empty list', () => {
    expect(lastMatching([], '/sports')).toBeUndefined();
  });
});
