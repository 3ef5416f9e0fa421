import type { LiveEvent } from '@sb/contract';

/**
 * The live-events filter of SPEC.md §3 / §4 "Live filter", mobile and desktop. A competition is an
 * event's country path (second event path), a league its last path. Reducers are pure and return
 * new state; the stores only dispatch.
 */

export interface MobileLiveFilter {
  selectedCompetitionId: number | null;
  selectedLeagueIds: readonly number[];
}

export type IconState = 'none' | 'partial' | 'selected';

export interface DesktopCompetition {
  competitionId: number;
  /** With iconState 'partial', the leagues chosen; empty otherwise. */
  leagueIds: readonly number[];
  iconState: IconState;
}

export interface DesktopLiveFilter {
  /** Competitions that are selected or partial, in the order first chosen; 'none' ones are dropped. */
  competitionDesktopList: readonly DesktopCompetition[];
  /** True when nothing narrows the list (every competition shown). */
  isAllCompetitionsSelected: boolean;
}

export const emptyMobileFilter: MobileLiveFilter = { selectedCompetitionId: null, selectedLeagueIds: [] };
export const emptyDesktopFilter: DesktopLiveFilter = {
  competitionDesktopList: [],
  isAllCompetitionsSelected: true,
};

/** §4: choosing a competition (null: all) clears the league selection, which belonged to the old one. */
export function chooseCompetition(state: MobileLiveFilter, competitionId: number | null): MobileLiveFilter {
  if (state.selectedCompetitionId === competitionId && state.selectedLeagueIds.length === 0) return state;
  return { selectedCompetitionId: competitionId, selectedLeagueIds: [] };
}

const toggled = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

/** §4: toggling a league adds or removes it. */
export function toggleMobileLeague(state: MobileLiveFilter, leagueId: number): MobileLiveFilter {
  return { ...state, selectedLeagueIds: toggled(state.selectedLeagueIds, leagueId) };
}

/** §4: reset clears the competition, the leagues, or both ('all'). */
export function resetMobileFilter(
  state: MobileLiveFilter,
  what: 'competition' | 'leagues' | 'all' = 'all',
): MobileLiveFilter {
  if (what === 'leagues') return { ...state, selectedLeagueIds: [] };
  if (what === 'competition') return { ...state, selectedCompetitionId: null };
  return emptyMobileFilter;
}

/** Puts `entry` in place of its competition (or appends it), then applies "all none resets to all". */
function withCompetition(state: DesktopLiveFilter, entry: DesktopCompetition): DesktopLiveFilter {
  const list = state.competitionDesktopList;
  const at = list.findIndex((c) => c.competitionId === entry.competitionId);
  const next = at < 0 ? [...list, entry] : list.map((c, i) => (i === at ? entry : c));
  const active = next.filter((c) => c.iconState !== 'none');
  return active.length === 0
    ? emptyDesktopFilter
    : { competitionDesktopList: active, isAllCompetitionsSelected: false };
}

/** §4 desktop: clicking a competition turns none / partial into selected (its leagues cleared), selected into none. */
export function clickDesktopCompetition(state: DesktopLiveFilter, competitionId: number): DesktopLiveFilter {
  const current = state.competitionDesktopList.find((c) => c.competitionId === competitionId);
  const iconState: IconState = current?.iconState === 'selected' ? 'none' : 'selected';
  return withCompetition(state, { competitionId, leagueIds: [], iconState });
}

/** §4 desktop: toggling a league makes its competition partial, or selected when no leagues remain. */
export function toggleDesktopLeague(
  state: DesktopLiveFilter,
  competitionId: number,
  leagueId: number,
): DesktopLiveFilter {
  const current = state.competitionDesktopList.find((c) => c.competitionId === competitionId);
  const leagueIds = toggled(current?.leagueIds ?? [], leagueId);
  return withCompetition(state, {
    competitionId,
    leagueIds,
    iconState: leagueIds.length > 0 ? 'partial' : 'selected',
  });
}

/** The icon a competition shows on desktop ('none' when it is not in the list). */
export function desktopIconState(state: DesktopLiveFilter, competitionId: number): IconState {
  return state.competitionDesktopList.find((c) => c.competitionId === competitionId)?.iconState ?? 'none';
}

/** The competition of an event: its second (country) path; -1 when it has none. */
export const competitionOf = (event: LiveEvent): number => event.eventPaths[1]?.id ?? -1;
/** The league of an event: its last path; -1 when it has none. */
export const leagueOf = (event: LiveEvent): number => event.eventPaths.at(-1)?.id ?? -1;

export type LiveFilter =
  { kind: 'mobile'; state: MobileLiveFilter } | { kind: 'desktop'; state: DesktopLiveFilter };

/** The events the filter lets through, in their order; the same array when nothing narrows it. */
export function filterLiveEvents(events: readonly LiveEvent[], filter: LiveFilter): readonly LiveEvent[] {
  if (filter.kind === 'mobile') {
    const { selectedCompetitionId, selectedLeagueIds } = filter.state;
    if (selectedCompetitionId === null && selectedLeagueIds.length === 0) return events;
    return events.filter(
      (e) =>
        (selectedCompetitionId === null || competitionOf(e) === selectedCompetitionId) &&
        (selectedLeagueIds.length === 0 || selectedLeagueIds.includes(leagueOf(e))),
    );
  }
  if (filter.state.isAllCompetitionsSelected) return events;
  const byId = new Map(filter.state.competitionDesktopList.map((c) => [c.competitionId, c]));
  return events.filter((e) => {
    const c = byId.get(competitionOf(e));
    if (!c) return false;
    return c.iconState === 'selected' || c.leagueIds.includes(leagueOf(e));
  });
}
