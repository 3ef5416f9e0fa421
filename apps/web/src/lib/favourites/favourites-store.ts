import { parseFavouriteIds, replaceFavouriteIds, toggleFavouriteId } from '@sb/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sameIds } from '../live/same-ids.ts';

/**
 * Client state, persisted: the visitor's favourite live events (SPEC.md §3 "Favourites": events keyed
 * by id; §4: toggle add/remove, replace, clear). Stored as ids only; the events come from the feed.
 */
interface FavouritesState {
  /** Favourite event ids, in the order they were added. */
  ids: readonly number[];
  toggle: (eventId: number) => void;
  replace: (eventIds: readonly number[]) => void;
  clear: () => void;
}

export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (eventId) => set((s) => ({ ids: toggleFavouriteId(s.ids, eventId) })),
      replace: (eventIds) => set({ ids: replaceFavouriteIds(eventIds) }),
      clear: () => set({ ids: [] }),
    }),
    {
      name: 'sb-live-favourites',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids }) => ({ ids }),
      // Parsed on the way in: anything but a list of integer ids is dropped. The same ids keep the
      // same list: a new empty one read from empty storage re-rendered every reader, the whole live
      // list among them, synchronously, in the task that hydrates the page.
      merge: (stored, current) => {
        const ids = parseFavouriteIds(stored);
        return { ...current, ids: sameIds(ids, current.ids) ? current.ids : ids };
      },
    },
  ),
);

/** One row's star subscribes to its own event only. */
export const useIsFavourite = (eventId: number): boolean =>
  useFavouritesStore((s) => s.ids.includes(eventId));
