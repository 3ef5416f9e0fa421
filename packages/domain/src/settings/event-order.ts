import type { SortBy } from './settings-panel-options.ts';

/** The sort order a list starts with until the visitor chooses (the server's account default too). */
export const DEFAULT_SORT_BY: SortBy = 'competition';

/** What ordering needs of an event: its id, kick-off and league (the last event path, SPEC.md §3). */
export interface OrderedEvent {
  id: number;
  /** ISO date-time of the kick-off. */
  eventDate: string;
  sportId: number;
  eventPaths: readonly { id: number }[];
}

/** The league an event lists under: its last event path, else its sport. */
const leagueOf = (event: OrderedEvent): number => event.eventPaths.at(-1)?.id ?? event.sportId;

/**
 * The order a list shows its events in (SPEC.md §5 "Sort options: competition, time"):
 * - `competition`: each league's events together, the leagues in the order they first appear (the
 *   event-path order when the server sorted by it, `sortByEventpath=true`), each league's events in
 *   the order given (the server gives kick-off order within a league);
 * - `time`: kick-off order across leagues, earliest first; events starting together by id, so the
 *   order is the same on every poll.
 * Never reorders the caller's array.
 *
 * @example orderEvents(events, 'time').map((e) => e.id)
 */
export function orderEvents<E extends OrderedEvent>(events: readonly E[], sortBy: SortBy): E[] {
  if (sortBy === 'time') {
    const at = new Map(events.map((e) => [e, Date.parse(e.eventDate)]));
    return [...events].sort((a, b) => (at.get(a) as number) - (at.get(b) as number) || a.id - b.id);
  }
  const leagues = new Map<number, E[]>();
  for (const event of events) {
    const league = leagueOf(event);
    const list = leagues.get(league);
    if (list) list.push(event);
    else leagues.set(league, [event]);
  }
  return [...leagues.values()].flat();
}

/** The events call's `sortByEventpath` (SPEC.md §7) for a sort order: by event path for competition. */
export const sortsByEventPath = (sortBy: SortBy): boolean => sortBy === 'competition';
