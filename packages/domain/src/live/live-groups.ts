import type { EventPathRef, LiveEvent } from '@sb/contract';
import { orderEvents } from '../settings/event-order.ts';
import type { SortBy } from '../settings/settings-panel-options.ts';

/** One league (last event path) of a live sport, with its running events. */
export interface LiveLeagueGroup {
  readonly league: EventPathRef;
  /** Events still running in this league: the count shown beside it, even when a page lists fewer. */
  readonly liveCount: number;
  readonly events: readonly LiveEvent[];
}

/** One sport (first event path) of the live page, with its leagues and live count. */
export interface LiveSportGroup {
  readonly sport: EventPathRef;
  readonly sportCode: string;
  /** Events still running in this sport: the count shown beside the sport. */
  readonly liveCount: number;
  readonly leagues: readonly LiveLeagueGroup[];
}

/**
 * Groups live events as the live page lists them: sports -> leagues -> events.
 *
 * Finished events are left out (the live page only lists events still in play), so a
 * sport whose events have all finished disappears instead of showing a zero count.
 * Sports follow `sportOrder` (the `mobile_live_sports_ordering.event_path_ids` setting)
 * when given; sports not in it, and leagues and events, keep the feed's order.
 */
export function groupLiveEvents(
  events: readonly LiveEvent[],
  sportOrder: readonly number[] = [],
): readonly LiveSportGroup[] {
  const sports = new Map<
    number,
    {
      sport: EventPathRef;
      sportCode: string;
      leagues: Map<number, { league: EventPathRef; events: LiveEvent[] }>;
    }
  >();
  for (const event of events) {
    if (event.isFinished) continue;
    const sport = event.eventPaths[0] ?? { id: event.sportId, description: event.sportCode, slug: '' };
    const league = event.eventPaths[event.eventPaths.length - 1] ?? sport;
    let sportGroup = sports.get(sport.id);
    if (!sportGroup) {
      sportGroup = { sport, sportCode: event.sportCode, leagues: new Map() };
      sports.set(sport.id, sportGroup);
    }
    let leagueGroup = sportGroup.leagues.get(league.id);
    if (!leagueGroup) {
      leagueGroup = { league, events: [] };
      sportGroup.leagues.set(league.id, leagueGroup);
    }
    leagueGroup.events.push(event);
  }
  const rank = (id: number): number => {
    const i = sportOrder.indexOf(id);
    return i === -1 ? sportOrder.length : i;
  };
  return [...sports.values()]
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.sport.id) - rank(b.s.sport.id) || a.i - b.i)
    .map(({ s }) => {
      const leagues = [...s.leagues.values()].map((l) => ({ ...l, liveCount: l.events.length }));
      return {
        sport: s.sport,
        sportCode: s.sportCode,
        liveCount: leagues.reduce((n, l) => n + l.events.length, 0),
        leagues,
      };
    });
}

/**
 * The live list's groups in the visitor's order (SPEC.md §5 sort options): by competition, sports then
 * leagues then events; by time, each sport's events in kick-off order across its leagues, under the
 * sport's heading alone (its one "league" is the sport).
 */
export function liveListGroups(events: readonly LiveEvent[], sortBy: SortBy): readonly LiveSportGroup[] {
  const byLeague = groupLiveEvents(events);
  if (sortBy !== 'time') return byLeague;
  return byLeague.map((sport) => ({
    ...sport,
    leagues: [
      {
        league: sport.sport,
        liveCount: sport.liveCount,
        events: orderEvents(
          sport.leagues.flatMap((league) => league.events),
          'time',
        ),
      },
    ],
  }));
}

/**
 * The events of a live list's first `rows` rows, in the given order: what a page rendered on the
 * server sends of the list (its HTML shows those rows; the feed's snapshot brings the rest). By
 * competition a league comes whole, so its heading's count is that of its events; a sport's heading
 * counts what the answer says of the sport (`LivePageSport.eventCount`), not the events sent.
 */
export function firstScreenLiveEvents(
  events: readonly LiveEvent[],
  sortBy: SortBy,
  rows: number,
): LiveEvent[] {
  const groups = liveListGroups(events, sortBy);
  const first = firstLiveEvents(groups, rows);
  const leagues = new Set(first.flatMap((sport) => sport.leagues.map((league) => league.league.id)));
  const kept =
    sortBy === 'time'
      ? first.flatMap((sport) => sport.leagues.flatMap((league) => league.events))
      : groups.flatMap((sport) =>
          sport.leagues.filter((league) => leagues.has(league.league.id)).flatMap((league) => league.events),
        );
  const ids = new Set(kept.map((event) => event.id));
  return events.filter((event) => ids.has(event.id));
}

/**
 * The first `count` events of a grouped live page, in the order it lists them (SPEC.md §9: live lists
 * show 50 events a page, and "Show more" adds the next 50). A sport or league cut short keeps its full
 * live count; one left with no event on this page leaves it.
 */
export function firstLiveEvents(groups: readonly LiveSportGroup[], count: number): readonly LiveSportGroup[] {
  let left = Math.max(0, count);
  const page: LiveSportGroup[] = [];
  for (const sport of groups) {
    if (left === 0) break;
    const leagues: LiveLeagueGroup[] = [];
    for (const league of sport.leagues) {
      if (left === 0) break;
      const events = league.events.slice(0, left);
      left -= events.length;
      leagues.push(events.length === league.events.length ? league : { ...league, events });
    }
    page.push({ ...sport, leagues });
  }
  return page;
}

/** How many events a grouped live page holds. */
export const liveEventCount = (groups: readonly LiveSportGroup[]): number =>
  groups.reduce((n, sport) => n + sport.leagues.reduce((m, league) => m + league.events.length, 0), 0);
