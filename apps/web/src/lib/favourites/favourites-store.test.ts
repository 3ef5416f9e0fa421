import { afterEach, describe, expect, it } from 'vitest';
import { useFavouritesStore } from './favourites-store.ts';

const KEY = 'sb-live-favourites';

afterEach(() => {
  localStorage.clear();
  useFavouritesStore.setState({ ids: [] });
});

describe('favourites read back from storage (SPEC.md §3 Favourites)', () => {
  it('keeps the list it has when storage holds the same ids: its readers do not render again', async () => {
    const before = useFavouritesStore.getState().ids;
    await useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState().ids).toBe(before);

    useFavouritesStore.setState({ ids: [7, 3] });
    const kept = useFavouritesStore.getState().ids;
    localStorage.setItem(KEY, JSON.stringify({ state: { ids: [7, 3] }, version: 1 }));
    await useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState().ids).toBe(kept);
  });

  it('takes the stored ids when they differ, and drops anything but integer ids', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { ids: [5, 9] }, version: 1 }));
    await useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState().ids).toEqual([5, 9]);

    localStorage.setItem(KEY, JSON.stringify({ state: { ids: ['x', 1.5, null] }, version: 1 }));
    await useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState().ids).toEqual([]);
  });
});
