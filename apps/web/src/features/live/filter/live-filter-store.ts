import { create } from 'zustand';
import {
  chooseCompetition,
  clickDesktopCompetition,
  emptyDesktopFilter,
  emptyMobileFilter,
  resetMobileFilter,
  toggleDesktopLeague,
  toggleMobileLeague,
  type DesktopLiveFilter,
  type MobileLiveFilter,
} from '@sb/domain';

/**
 * Client state (not persisted): the live filter of SPEC.md §3, a mobile and a desktop form. Actions
 * only dispatch to the rules; the filter is cleared when the visitor changes sport.
 */
interface LiveFilterState {
  mobile: MobileLiveFilter;
  desktop: DesktopLiveFilter;
  chooseCompetition: (competitionId: number | null) => void;
  toggleMobileLeague: (leagueId: number) => void;
  clickDesktopCompetition: (competitionId: number) => void;
  toggleDesktopLeague: (competitionId: number, leagueId: number) => void;
  /** Phone form: reset the competition, the leagues or both (SPEC.md §4). */
  resetMobile: (what?: 'competition' | 'leagues' | 'all') => void;
  /** Clears both forms (another list). */
  reset: (which?: 'mobile' | 'desktop') => void;
}

export const useLiveFilterStore = create<LiveFilterState>()((set) => ({
  mobile: emptyMobileFilter,
  desktop: emptyDesktopFilter,
  chooseCompetition: (id) => set((s) => ({ mobile: chooseCompetition(s.mobile, id) })),
  toggleMobileLeague: (id) => set((s) => ({ mobile: toggleMobileLeague(s.mobile, id) })),
  clickDesktopCompetition: (id) => set((s) => ({ desktop: clickDesktopCompetition(s.desktop, id) })),
  toggleDesktopLeague: (c, l) => set((s) => ({ desktop: toggleDesktopLeague(s.desktop, c, l) })),
  resetMobile: (what) => set((s) => ({ mobile: resetMobileFilter(s.mobile, what) })),
  reset: (which) =>
    set(() => ({
      ...(which !== 'desktop' && { mobile: emptyMobileFilter }),
      ...(which !== 'mobile' && { desktop: emptyDesktopFilter }),
    })),
}));
