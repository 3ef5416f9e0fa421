import type { Event } from '@sb/contract';
import { sportSlug } from '@sb/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { EventRow } from './event-row.tsx';
import styles from './event-list.module.css';

interface LeagueGroup {
  key: number;
  events: Event[];
}

function byLeague(events: readonly Event[]): LeagueGroup[] {
  const groups: LeagueGroup[] = [];
  for (const event of events) {
    const key = event.eventPaths[2]?.id ?? event.sportId;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, events: [event] });
  }
  return groups;
}

/**
 * Events grouped by league (in the order given), each league under a header linking to its page.
 * `showLeague={false}` drops the headers on a league's own page.
 */
export function EventList({ events, showLeague = true }: { events: readonly Event[]; showLeague?: boolean }) {
  const locale = useLocale();
  return (
    <div className={styles.list}>
      {byLeague(events).map((group) => {
        const first = group.events[0] as Event;
        const [, country, league] = first.eventPaths;
        const slug = sportSlug({ id: first.sportId, code: first.sportCode });
        return (
          <section
            key={`${group.key}-${first.id}`}
            className={styles.league}
            aria-label={league?.description ?? first.sportCode}
          >
            {showLeague && league && country && (
              <h3 className={styles.leagueHeader}>
                <Link to={paths.league.href(locale, slug, country.slug, league.slug)}>
                  <span className={styles.country}>{country.description}</span> {league.description}
                </Link>
              </h3>
            )}
            <ul className={styles.rows}>
              {group.events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
