import type { Event } from '@sb/contract';
import { orderEvents, paths, sportSlug } from '@sb/domain';
import { Link } from 'react-router';
import { useGridNavigation } from '../../../lib/keyboard/use-grid-navigation.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { useKickoffFormat } from './use-kickoff-format.ts';
import { EventRow } from './event-row.tsx';
import { Heading } from './heading.tsx';
import styles from '../../../ui/page/event-list.module.css';

interface Group<E extends Event = Event> {
  key: string;
  events: E[];
}

/** Events gathered under keys in order of first appearance (a list sorted by event path stays in path order). */
export function groupEvents<E extends Event>(events: readonly E[], keyOf: (event: E) => string): Group<E>[] {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const key = keyOf(event);
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  return [...groups].map(([key, list]) => ({ key, events: list }));
}

/** The league is the last event path (SPEC.md §3); an event without one groups by its sport. */
const leagueKey = (event: Event) => String(event.eventPaths.at(-1)?.id ?? event.sportId);
const sportKey = (event: Event) => String(event.sportId);

export interface EventListProps {
  events: readonly Event[];
  /** Sections above the leagues: none, one per sport (with the sport's name), or one per day. */
  sections?: 'none' | 'sport' | 'date';
  /** Level of the list's top headings: 2 right under a page's h1, 3 (default) under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * Events in the visitor's sort order (SPEC.md §5): by competition, grouped by league under a header
 * linking to the league page when the events span more than one league; by time, in kick-off order
 * across leagues, each row naming its league. Optionally in sections by sport or by day.
 *
 * @example <EventList events={data.events} sections="date" headingLevel={2} />
 */
export function EventList({ events, sections = 'none', headingLevel = 3 }: EventListProps) {
  const format = useKickoffFormat();
  const locale = useLocale();
  const sortBy = useListSort();
  const spansLeagues = new Set(events.map(leagueKey)).size > 1;
  const leagueLevel = sections === 'none' ? headingLevel : headingLevel + 1;
  const leagues = (list: readonly Event[]) =>
    sortBy === 'time' ? (
      <LeagueGroup
        key="by-time"
        events={orderEvents(list, 'time')}
        headerLevel={null}
        showDay={sections !== 'date'}
        showLeague={spansLeagues}
        label={spansLeagues ? list[0]?.eventPaths[0]?.description : undefined}
      />
    ) : (
      groupEvents(list, leagueKey).map((group) => (
        <LeagueGroup
          key={group.key}
          events={group.events}
          headerLevel={spansLeagues ? leagueLevel : null}
          showDay={sections !== 'date'}
        />
      ))
    );

  if (sections === 'none') return <div className={styles.list}>{leagues(events)}</div>;
  return (
    <div className={styles.list}>
      {groupEvents(
        sortBy === 'time' && sections === 'sport' ? orderEvents(events, 'time') : events,
        sections === 'sport' ? sportKey : (event) => format.dayKey(new Date(event.eventDate)),
      ).map(({ key, events: list }) => {
        const first = list[0] as Event;
        return (
          <section key={key} className={styles.section}>
            <Heading level={headingLevel} className={styles.sectionHeading}>
              {sections === 'sport' ? (
                <Link
                  className={styles.sportLink}
                  to={paths.sport.href(locale, sportSlug({ id: first.sportId, code: first.sportCode }))}
                >
                  <SportIcon code={first.sportCode} size={18} />
                  {first.eventPaths[0]?.description ?? first.sportCode}
                </Link>
              ) : (
                format.dayHeading(new Date(first.eventDate))
              )}
            </Heading>
            {leagues(list)}
          </section>
        );
      })}
    </div>
  );
}

function LeagueGroup({
  events,
  headerLevel,
  showDay,
  showLeague = false,
  label,
}: {
  events: Event[];
  headerLevel: number | null;
  showDay: boolean;
  showLeague?: boolean;
  /** The grid's name, when not the league's (rows of many leagues: their sport). */
  label?: string | undefined;
}) {
  const locale = useLocale();
  const grid = useGridNavigation();
  const first = events[0] as Event;
  const [sport, country, league] = first.eventPaths;
  return (
    <div className={styles.league}>
      {headerLevel !== null && sport && country && league && (
        <Heading level={headerLevel} className={styles.leagueHeader}>
          <span className={styles.country}>{country.description}</span>{' '}
          <Link
            className={styles.leagueLink}
            to={paths.league.href(
              locale,
              sportSlug({ id: first.sportId, code: first.sportCode }),
              country.slug,
              league.slug,
            )}
          >
            {league.description}
          </Link>
        </Heading>
      )}
      {/* One Tab stop for the league's events, the arrow keys between its links and prices. */}
      <div
        role="grid"
        className={styles.rows}
        aria-label={label ?? (league ?? sport)?.description}
        ref={grid}
      >
        {events.map((event) => (
          <EventRow key={event.id} event={event} showDay={showDay} showLeague={showLeague} />
        ))}
      </div>
    </div>
  );
}
