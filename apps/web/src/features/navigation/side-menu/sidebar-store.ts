import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state: the desktop sidebar's open/collapsed state (SPEC.md §4 "Menu": desktop open by
 * default), persisted so the choice survives a reload. The mobile drawer lives in the shell store.
 */
interface SidebarState {
  open: boolean;
  toggle: () => void;
}

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      open: true,
      toggle: () => set((s) => ({ open: !s.open })),
    }),
    {
      name: 'sb-side-menu',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ open }) => ({ open }),
      merge: (stored, current) => ({
        ...current,
        open:
          typeof stored === 'object' && stored !== null && 'open' in stored ? stored.open !== false : true,
      }),
    },
  ),
);
