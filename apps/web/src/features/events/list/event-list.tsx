import type { Event, Market } from '@sb/contract';
import {
  ASIAN_ROW_MARKET_TYPES,
  asianRowMarkets,
  asianRowMarketTypeIds,
  orderEvents,
  paths,
  sportSlug,
  type AsianRow,
} from '@sb/domain';
import { createContext, use, useMemo } from 'react';
import { useListLayout } from '../../../lib/preferences/use-view-layout.ts';
import { useEvents } from './get-events.ts';
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

/** The Asian rows of a list's football events, by event id (empty in the euro layout). */
const AsianRowsContext = createContext<ReadonlyMap<number, AsianRow<Market>>>(new Map());

/** The most events one call of Asian rows asks for (the contract's eventsPerPage maximum). */
const ASIAN_ROWS_PER_CALL = 200;

/**
 * In the Asian layout, the rows' three markets of the list's events of a sport that has an Asian row
 * (football): one events call for them by id and market type, beside the list's own light call.
 * Until it answers (and for any other sport) a row shows its usual main market.
 */
function useAsianRows(events: readonly Event[]): ReadonlyMap<number, AsianRow<Market>> {
  const asian = useListLayout() === 'asian';
  const wanted = asian ? events.filter((e) => ASIAN_ROW_MARKET_TYPES[e.sportCode] !== undefined) : [];
  const ids = [...new Set(wanted.map((e) => e.id))].sort((a, b) => a - b).slice(0, ASIAN_ROWS_PER_CALL);
  const typeIds = [
    ...new Set(wanted.flatMap((e): number[] => asianRowMarketTypeIds(e.sportCode) ?? [])),
  ].sort((a, b) => a - b);
  const query = useEvents(
    { ids, marketTypeIds: typeIds, eventsPerPage: Math.max(1, ids.length), includeMarkets: true },
    { enabled: ids.length > 0 },
  );
  const data = ids.length > 0 ? query.data : undefined;
  return useMemo(() => {
    const rows = new Map<number, AsianRow<Market>>();
    for (const event of data?.events ?? []) {
      const types = ASIAN_ROW_MARKET_TYPES[event.sportCode];
      if (types) rows.set(event.id, asianRowMarkets(event.markets ?? [], types));
    }
    return rows;
  }, [data]);
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
  const asianRows = useAsianRows(events);
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

  if (sections === 'none')
    return (
      <AsianRowsContext value={asianRows}>
        <div className={styles.list}>{leagues(events)}</div>
      </AsianRowsContext>
    );
  return (
    <AsianRowsContext value={asianRows}>
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
    </AsianRowsContext>
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
  const asianRows = use(AsianRowsContext);
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
          <EventRow
            key={event.id}
            event={event}
            showDay={showDay}
            showLeague={showLeague}
            asian={asianRows.get(event.id)}
          />
        ))}
      </div>
    </div>
  );
}
