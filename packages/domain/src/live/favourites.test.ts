import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearFavourites,
  FAVOURITES_SPORT_ID,
  isFavourite,
  linksToFavourites,
  mergeFavouriteIds,
  parseFavouriteIds,
  replaceFavouriteIds,
  replaceFavourites,
  toggleFavourite,
  toggleFavouriteId,
} from './favourites.ts';

describe('favourites (SPEC.md §3, §4 "Favourites")', () => {
  it('the pseudo-section id is 10000', () => expect(FAVOURITES_SPORT_ID).toBe(10000));

  it.each([
    [[], 1, [1]],
    [[1, 2], 3, [1, 2, 3]],
    [[1, 2, 3], 2, [1, 3]],
  ])('toggleFavouriteId(%j, %i)', (ids, id, expected) =>
    expect(toggleFavouriteId(ids, id)).toStrictEqual(expected),
  );

  it.each([
    [
      [3, 1, 3, 2],
      [3, 1, 2],
    ],
    [
      [1, 'x', 1.5, null, 2],
      [1, 2],
    ],
    [[], []],
  ])('replaceFavouriteIds(%j)', (ids, expected) => expect(replaceFavouriteIds(ids)).toStrictEqual(expected));

  it.each([
    [{ ids: [1, 2] }, [1, 2]],
    [{ ids: 'nope' }, []],
    [null, []],
    ['x', []],
    [{}, []],
  ])('parseFavouriteIds(%j)', (stored, expected) =>
    expect(parseFavouriteIds(stored)).toStrictEqual(expected),
  );

  it('toggles, replaces and clears events keyed by id', () => {
    const a = { id: 1, n: 'a' };
    const b = { id: 2, n: 'b' };
    expect(toggleFavourite([a], b)).toStrictEqual([a, b]);
    expect(toggleFavourite([a, b], { id: 1, n: 'other copy' })).toStrictEqual([b]);
    expect(replaceFavourites([a, b, { id: 1, n: 'new' }])).toStrictEqual([{ id: 1, n: 'new' }, b]);
    expect(clearFavourites()).toStrictEqual([]);
    expect(isFavourite([a], 1)).toBe(true);
    expect(isFavourite([2, 3], 1)).toBe(false);
  });

  it('property: toggling twice is identity and the list never holds duplicates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.nat(50), (ids, id) => {
        const once = toggleFavouriteId(ids, id);
        expect(new Set(once).size).toBe(once.length);
        expect(isFavourite(once, id)).toBe(!ids.includes(id));
        expect(toggleFavouriteId(once, id).toSorted()).toStrictEqual(ids.toSorted());
      }),
    );
  });

  it.each([
    ['the account only', [3, 1], [], 10, [3, 1]],
    ['the browser only (a first login)', [], [5, 2], 10, [5, 2]],
    ["the account's first, then the browser's it lacks", [3, 1], [1, 5, 3, 8], 10, [3, 1, 5, 8]],
    ['at most the limit, the last added left out', [3, 1], [5, 8], 3, [3, 1, 5]],
  ])('merges at login: %s', (_, account, browser, max, merged) => {
    expect(mergeFavouriteIds(account, browser, max)).toEqual(merged);
  });

  it.each([
    ['/live/sport/10000-FAVOURITES', true],
    ['https://book.example/en/live/sport/10000-favourites?x=1', true],
    ['/live/sport/240-FOOT', false],
    ['/sports/10000-FAVOURITES', false],
  ])('a menu link %s opens the favourites: %s', (link, opens) => {
    expect(linksToFavourites(link)).toBe(opens);
  });
});
