import type { LiveEvent } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCompetition,
  clickDesktopCompetition,
  desktopIconState,
  emptyDesktopFilter,
  emptyMobileFilter,
  filterLiveEvents,
  resetMobileFilter,
  toggleDesktopLeague,
  toggleMobileLeague,
  type DesktopLiveFilter,
  type MobileLiveFilter,
} from './live-filter.ts';
import { liveEvent } from './test-fixtures.ts';

const ev = (id: number, competition: number, league: number): LiveEvent =>
  liveEvent({
    id,
    eventPaths: [
      { id: 240, description: 'Football', slug: 'football' },
      { id: competition, description: `C${competition}`, slug: `c${competition}` },
      { id: league, description: `L${league}`, slug: `l${league}` },
    ],
  });
const events = [ev(1, 20, 300), ev(2, 20, 301), ev(3, 21, 400), ev(4, 21, 401)];
const ids = (es: readonly LiveEvent[]) => es.map((e) => e.id);

describe('mobile live filter (SPEC.md §4 "Live filter")', () => {
  const withLeagues: MobileLiveFilter = { selectedCompetitionId: 20, selectedLeagueIds: [300] };

  it.each<[string, MobileLiveFilter, MobileLiveFilter]>([
    [
      'choosing a competition clears the leagues',
      chooseCompetition(withLeagues, 21),
      { selectedCompetitionId: 21, selectedLeagueIds: [] },
    ],
    [
      'choosing the same competition clears the leagues',
      chooseCompetition(withLeagues, 20),
      { selectedCompetitionId: 20, selectedLeagueIds: [] },
    ],
    [
      'toggling a league adds it',
      toggleMobileLeague(withLeagues, 301),
      { selectedCompetitionId: 20, selectedLeagueIds: [300, 301] },
    ],
    [
      'toggling a league removes it',
      toggleMobileLeague(withLeagues, 300),
      { selectedCompetitionId: 20, selectedLeagueIds: [] },
    ],
    [
      'reset clears the leagues',
      resetMobileFilter(withLeagues, 'leagues'),
      { selectedCompetitionId: 20, selectedLeagueIds: [] },
    ],
    [
      'reset clears the competition',
      resetMobileFilter(withLeagues, 'competition'),
      { selectedCompetitionId: null, selectedLeagueIds: [300] },
    ],
    ['reset clears both', resetMobileFilter(withLeagues), emptyMobileFilter],
  ])('%s', (_, actual, expected) => expect(actual).toStrictEqual(expected));

  it.each<[string, MobileLiveFilter, number[]]>([
    ['no selection shows all', emptyMobileFilter, [1, 2, 3, 4]],
    ['a competition', { selectedCompetitionId: 21, selectedLeagueIds: [] }, [3, 4]],
    ['a competition and a league', { selectedCompetitionId: 20, selectedLeagueIds: [301] }, [2]],
  ])('filters: %s', (_, state, expected) => {
    expect(ids(filterLiveEvents(events, { kind: 'mobile', state }))).toStrictEqual(expected);
  });

  it('property: toggling a league twice is identity', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(20)), fc.nat(20), (leagues, league) => {
        const s: MobileLiveFilter = { selectedCompetitionId: 1, selectedLeagueIds: leagues };
        expect(
          toggleMobileLeague(toggleMobileLeague(s, league), league).selectedLeagueIds.toSorted(),
        ).toStrictEqual(leagues.toSorted());
      }),
    );
  });
});

describe('desktop live filter (SPEC.md §4 "Live filter")', () => {
  const icon = (s: DesktopLiveFilter, c: number) => desktopIconState(s, c);

  it.each<[string, DesktopLiveFilter, number, string]>([
    ['none -> selected', emptyDesktopFilter, 20, 'selected'],
    ['partial -> selected', toggleDesktopLeague(emptyDesktopFilter, 20, 300), 20, 'selected'],
    ['selected -> none', clickDesktopCompetition(emptyDesktopFilter, 20), 20, 'none'],
  ])('clicking a competition: %s', (_, state, c, expected) => {
    expect(icon(clickDesktopCompetition(state, c), c)).toBe(expected);
  });

  it('clicking a partial competition clears its leagues', () => {
    const s = clickDesktopCompetition(toggleDesktopLeague(emptyDesktopFilter, 20, 300), 20);
    expect(s.competitionDesktopList).toStrictEqual([
      { competitionId: 20, leagueIds: [], iconState: 'selected' },
    ]);
  });

  it('toggling a league makes the competition partial, selected when none remain', () => {
    const partial = toggleDesktopLeague(emptyDesktopFilter, 20, 300);
    expect(icon(partial, 20)).toBe('partial');
    expect(icon(toggleDesktopLeague(partial, 20, 300), 20)).toBe('selected');
  });

  it('all none resets to all', () => {
    const s = clickDesktopCompetition(clickDesktopCompetition(emptyDesktopFilter, 20), 20);
    expect(s).toStrictEqual(emptyDesktopFilter);
  });

  it.each<[string, DesktopLiveFilter, number[]]>([
    ['all', emptyDesktopFilter, [1, 2, 3, 4]],
    ['a selected competition', clickDesktopCompetition(emptyDesktopFilter, 21), [3, 4]],
    ['a partial competition', toggleDesktopLeague(emptyDesktopFilter, 20, 301), [2]],
    [
      'selected plus partial',
      toggleDesktopLeague(clickDesktopCompetition(emptyDesktopFilter, 21), 20, 300),
      [1, 3, 4],
    ],
  ])('filters: %s', (_, state, expected) => {
    expect(ids(filterLiveEvents(events, { kind: 'desktop', state }))).toStrictEqual(expected);
  });

  it('property: toggling a league twice on a partial competition with other leagues is identity', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(20), { minLength: 1 }), fc.nat(20), (leagues, league) => {
        const start = leagues.reduce((s, l) => toggleDesktopLeague(s, 20, l), emptyDesktopFilter);
        if (leagues.length === 1 && leagues[0] === league) return true;
        const twice = toggleDesktopLeague(toggleDesktopLeague(start, 20, league), 20, league);
        expect(
          twice.competitionDesktopList.map((c) => ({ ...c, leagueIds: c.leagueIds.toSorted() })),
        ).toStrictEqual(
          start.competitionDesktopList.map((c) => ({ ...c, leagueIds: c.leagueIds.toSorted() })),
        );
      }),
    );
  });

  it('property: the filter only ever narrows the events', () => {
    const action = fc.oneof(
      fc.record({ c: fc.constantFrom(20, 21, 22) }),
      fc.record({ c: fc.constantFrom(20, 21), l: fc.constantFrom(300, 301, 400, 401) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 10 }), (actions) => {
        const state = actions.reduce<DesktopLiveFilter>(
          (s, a) => ('l' in a ? toggleDesktopLeague(s, a.c, a.l) : clickDesktopCompetition(s, a.c)),
          emptyDesktopFilter,
        );
        const shown = filterLiveEvents(events, { kind: 'desktop', state });
        return (
          shown.every((e) => events.includes(e)) &&
          state.isAllCompetitionsSelected === (state.competitionDesktopList.length === 0)
        );
      }),
    );
  });
});
