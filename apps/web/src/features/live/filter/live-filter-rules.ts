import type { LiveEvent } from '@sb/contract';

/**
 * PROVISIONAL: the live-filter reducers of SPEC.md §3/§4 belong to @sb/domain (branch live-domain).
 * These follow the spec's words until it merges; the components only dispatch and render.
 * A competition is the event's country path (second event path), a league its last path.
 */

export interface MobileLiveFilter {
  selectedCompetitionId: number | null;
  selectedLeagueIds: readonly number[];
}

export type IconState = 'none' | 'partial' | 'selected';

export interface DesktopLiveFilter {
  competitionDesktopList: readonly {
    competitionId: number;
    leagueIds: readonly number[];
    iconState: IconState;
  }[];
  isAllCompetitionsSelected: boolean;
}

export const emptyMobileFilter: MobileLiveFilter = { selectedCompetitionId: null, selectedLeagueIds: [] };
export const emptyDesktopFilter: DesktopLiveFilter = {
  competitionDesktopList: [],
  isAllCompetitionsSelected: true,
};

/** Choosing a competition clears the league selection (choosing it again clears it). */
export function chooseCompetition(state: MobileLiveFilter, competitionId: number | null): MobileLiveFilter {
  return {
    selectedCompetitionId: state.selectedCompetitionId === competitionId ? null : competitionId,
    selectedLeagueIds: [],
  };
}

export function toggleMobileLeague(state: MobileLiveFilter, leagueId: number): MobileLiveFilter {
  const ids = state.selectedLeagueIds;
  return {
    ...state,
    selectedLeagueIds: ids.includes(leagueId) ? ids.filter((id) => id !== leagueId) : [...ids, leagueId],
  };
}

/** Desktop: a competition none/partial becomes selected (its leagues cleared), selected becomes none. */
export function clickDesktopCompetition(state: DesktopLiveFilter, competitionId: number): DesktopLiveFilter {
  const current = state.competitionDesktopList.find((c) => c.competitionId === competitionId);
  const nextState: IconState = current?.iconState === 'selected' ? 'none' : 'selected';
  const others = state.competitionDesktopList.filter((c) => c.competitionId !== competitionId);
  const list = [...others, { competitionId, leagueIds: [], iconState: nextState }];
  return normalise(list);
}

/** Desktop: toggling a league makes its competition partial, or selected when no leagues remain. */
export function toggleDesktopLeague(
  state: DesktopLiveFilter,
  competitionId: number,
  leagueId: number,
): DesktopLiveFilter {
  const current = state.competitionDesktopList.find((c) => c.competitionId === competitionId);
  const ids = current?.leagueIds ?? [];
  const leagueIds = ids.includes(leagueId) ? ids.filter((id) => id !== leagueId) : [...ids, leagueId];
  const others = state.competitionDesktopList.filter((c) => c.competitionId !== competitionId);
  const iconState: IconState = leagueIds.length > 0 ? 'partial' : 'selected';
  return normalise([...others, { competitionId, leagueIds, iconState }]);
}

/** All none resets to all. */
function normalise(list: DesktopLiveFilter['competitionDesktopList']): DesktopLiveFilter {
  const active = list.filter((c) => c.iconState !== 'none');
  return active.length === 0
    ? emptyDesktopFilter
    : { competitionDesktopList: active, isAllCompetitionsSelected: false };
}

const competitionOf = (event: LiveEvent) => event.eventPaths[1]?.id ?? -1;
const leagueOf = (event: LiveEvent) => event.eventPaths.at(-1)?.id ?? -1;

export function filterLiveEvents(
  events: readonly LiveEvent[],
  filter: { kind: 'mobile'; state: MobileLiveFilter } | { kind: 'desktop'; state: DesktopLiveFilter },
): readonly LiveEvent[] {
  if (filter.kind === 'mobile') {
    const { selectedCompetitionId, selectedLeagueIds } = filter.state;
    if (selectedCompetitionId === null) return events;
    return events.filter(
      (e) =>
        competitionOf(e) === selectedCompetitionId &&
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
