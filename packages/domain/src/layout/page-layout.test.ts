import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageLayoutFor } from './page-layout.ts';

const layout = (name: string, url: string, sportId?: number) => ({
  name,
  url,
  ...(sportId === undefined ? {} : { sport_id: sportId }),
});
const layouts = [
  layout('Default', '/default'),
  layout('Everything', '/*'),
  layout('Sports', '/sports*'),
  layout('Football', '/sports/240-FOOT*'),
  layout('Home', '/home', 10001),
];

describe('pageLayoutFor (SPEC.md §2 Page layouts)', () => {
  it.each([
    ['the last matching layout wins', layouts, '/sports/240-FOOT', {}, 'Football'],
    ['a less specific match applies elsewhere', layouts, '/sports/fixtures', {}, 'Sports'],
    ['the catch-all /* is the fallback', layouts, '/account', {}, 'Everything'],
    [
      'the catch-all /* does not hide specific layouts when listed last',
      [layout('Sports', '/sports*'), layout('Everything', '/*')],
      '/sports',
      {},
      'Sports',
    ],
    ['the homepage takes the layout of sport 10001', layouts, '/', { isHomepage: true }, 'Home'],
    [
      'the homepage without a sport-10001 layout falls back',
      layouts.slice(0, 2),
      '/',
      { isHomepage: true },
      'Everything',
    ],
    [
      'with no match the layout named Default applies',
      [layout('Default', '/x'), layout('Sports', '/sports')],
      '/live',
      {},
      'Default',
    ],
    ['with no match and no Default there is none', [layout('Sports', '/sports')], '/live', {}, undefined],
  ])('%s', (_name, list, path, opts, expected) => {
    expect(pageLayoutFor(list, path, opts)?.name).toBe(expected);
  });

  it('always finds a layout when a catch-all or a Default exists (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.constantFrom('/*', 'Default'), (path, isHomepage, safety) => {
        const list = safety === '/*' ? [layout('All', '/*')] : [layout('Default', '/nowhere')];
        return pageLayoutFor(list, path, { isHomepage }) !== undefined;
      }),
    );
  });
});
