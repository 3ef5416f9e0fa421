import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryFlags, parseQueryString, sameSitePath } from './query-flags.ts';

// The domain compiles without DOM or Node types; the tests run on Node, which has both classes.
declare const URLSearchParams: new (init?: string | Record<string, string>) => {
  get(name: string): string | null;
  toString(): string;
};
declare const URL: new (url: string, base: string) => { host: string };

const NONE = {
  translationsOff: false,
  printMissingTranslations: false,
  embedded: false,
  contentEmbedded: false,
};

describe('parseQueryFlags (SPEC.md §2 Query flags)', () => {
  it.each([
    ['no query sets no flag', '', NONE],
    ['theme=dark', '?theme=dark', { ...NONE, theme: 'dark' }],
    ['theme=light', '?theme=light', { ...NONE, theme: 'light' }],
    ['a theme other than light or dark is ignored', '?theme=system', NONE],
    ['a numeric active-coupon', '?active-coupon=42', { ...NONE, activeCoupon: 42 }],
    ['a non-numeric active-coupon is ignored', '?active-coupon=42abc', NONE],
    ['translationsId=off shows untranslated text', '?translationsId=off', { ...NONE, translationsOff: true }],
    ['translationsId with another value does not', '?translationsId=7', NONE],
    [
      'mode=translations prints missing keys',
      '?mode=translations',
      { ...NONE, printMissingTranslations: true },
    ],
    ['embedded=true', '?embedded=true', { ...NONE, embedded: true }],
    ['embedded=1 is not true', '?embedded=1', NONE],
    ['content-embedded=true', '?content-embedded=true', { ...NONE, contentEmbedded: true }],
    [
      'betslip-origin=android-app is native',
      '?betslip-origin=android-app',
      { ...NONE, betslipOrigin: 'android-app' },
    ],
    ['betslip-origin=ios-app is native', '?betslip-origin=ios-app', { ...NONE, betslipOrigin: 'ios-app' }],
    ['betslip-origin=web is not native', '?betslip-origin=web', NONE],
    ['a native value in another case is not', '?betslip-origin=IOS-APP', NONE],
    ['an empty betslip-origin is not', '?betslip-origin=', NONE],
    [
      'a native app, content only',
      '?content-embedded=true&betslip-origin=android-app',
      { ...NONE, contentEmbedded: true, betslipOrigin: 'android-app' },
    ],
    ['a same-site backTo', '?backTo=%2Fen%2Fsports%2Ffixtures', { ...NONE, backTo: '/en/sports/fixtures' }],
    ['an off-site backTo is dropped', '?backTo=https://evil.example', NONE],
    ['a protocol-relative backTo is dropped', '?backTo=//evil.example', NONE],
    ['locale, in lower case', '?locale=ES', { ...NONE, locale: 'es' }],
    [
      'several flags at once',
      'theme=dark&embedded=true&active-coupon=7',
      { ...NONE, theme: 'dark', embedded: true, activeCoupon: 7 },
    ],
  ])('%s', (_name, search, expected) => {
    expect(parseQueryFlags(search)).toEqual(expected);
  });

  it('reads URLSearchParams as well as a string', () => {
    expect(parseQueryFlags(new URLSearchParams('theme=dark'))).toEqual({ ...NONE, theme: 'dark' });
  });

  it('reads a query string as URLSearchParams does (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('theme', 'mode', 'backTo', 'a b', 'x&y'), fc.string()),
        fc.constantFrom('theme', 'mode', 'backTo', 'a b', 'x&y', 'missing'),
        (entries, name) => {
          const search = new URLSearchParams(entries).toString();
          return parseQueryString(search).get(name) === new URLSearchParams(search).get(name);
        },
      ),
    );
  });
});

describe('sameSitePath (no open redirect through backTo)', () => {
  it.each([
    ['/en/sports', '/en/sports'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j is %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('only ever gives a path that stays on this site (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const path = sameSitePath(value);
        return path === undefined || new URL(path, 'https://book.example').host === 'book.example';
      }),
    );
  });
});
