import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state, persisted (localStorage 'sb-live-announcements'): whether live changes of what the
 * player watches are spoken to screen readers (issue 17; on by default). A store of its own rather
 * than a field of the preferences store: that one is in every page's first load, and this setting
 * is read only by the settings panel (features/settings) and the live announcer (features/live),
 * both lazy, hence lib/ (not a first-load folder). It stays in this browser (the server's account
 * preferences have no such field).
 */
interface LiveAnnouncementsState {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
}

export const useLiveAnnouncementsStore = create<LiveAnnouncementsState>()(
  persist(
    (set) => ({
      enabled: true,
      setEnabled: (enabled) => set({ enabled }),
    }),
    {
      name: 'sb-live-announcements',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ enabled }) => ({ enabled }),
      // Parsed on the way in: anything but false leaves it on.
      merge: (stored, current) => ({
        ...current,
        enabled: (stored as { enabled?: unknown } | undefined)?.enabled !== false,
      }),
    },
  ),
);

/** The setting as the announcer and the settings panel read it. */
export const useLiveAnnouncementsEnabled = (): boolean => useLiveAnnouncementsStore((s) => s.enabled);
