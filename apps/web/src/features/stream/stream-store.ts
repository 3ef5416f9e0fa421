import { create } from 'zustand';

/** Where a stream plays: under an event's scoreboard, or in the layout's stream column. */
export type StreamPlace = 'page' | 'column';

export interface Watching {
  streamId: string;
  eventId: number;
  eventName: string;
  place: StreamPlace;
}

interface StreamState {
  watching: Watching | null;
  watch: (watching: Watching) => void;
  /** Stops what plays at `place` (nothing, if another place has taken over since). */
  stop: (place: StreamPlace) => void;
}

/**
 * One stream at a time (docs/decisions/streaming.md): pressing "Watch" in the column while the page
 * plays one (or the other way round) moves the picture there, never plays two.
 */
export const useStreamStore = create<StreamState>()((set) => ({
  watching: null,
  watch: (watching) => set({ watching }),
  stop: (place) => set((s) => (s.watching?.place === place ? { watching: null } : s)),
}));
