import type { LiveEvent } from '@sb/contract';
import { sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { groupEvents } from '../../events/components/event-list.tsx';
import listStyles from '../../events/components/event-list.module.css';
import { LiveEventRow } from './live-event-row.tsx';
import styles from '../live.module.css';

const leagueKey = (event: LiveEvent) => String(event.eventPaths.at(-1)?.id ?? event.sportId);

/**
 * Live events by sport, then league, each heading with its live count. The sport heading links to
 * the sport's live page.
 */
// TODO(live-domain): groupLiveEvents from the domain decides the order once merged.
export function LiveEventList({
  events,
  fromFeed,
}: {
  events: readonly LiveEvent[];
  /** The events are the live store's: rows follow the store and take no copy (which changes every frame). */
  fromFeed: boolean;
}) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  return (
    <div className={listStyles.list}>
      {groupEvents(events, (e) => e.sportCode).map(({ key, events: ofSport }) => {
        const first = ofSport[0] as LiveEvent;
        const slug = sportSlug({ id: first.sportId, code: first.sportCode });
        const sportName = first.eventPaths[0]?.description ?? first.sportCode;
        return (
          <section
            key={key}
            className={listStyles.section}
            aria-label={t('sportSection', { sport: sportName, count: ofSport.length })}
          >
            <h2 className={listStyles.sectionHeading}>
              <Link className={listStyles.sportLink} to={paths.liveSport.href(locale, slug)}>
                <SportIcon code={first.sportCode} size={18} />
                {sportName} <span className={styles.count}>({ofSport.length})</span>
              </Link>
            </h2>
            {groupEvents(ofSport, leagueKey).map(({ key: league, events: ofLeague }) => {
              const head = ofLeague[0] as LiveEvent;
              const country = head.eventPaths.length > 2 ? head.eventPaths[1]?.description : undefined;
              return (
                <div key={league} className={listStyles.league}>
                  <h3 className={listStyles.leagueHeader}>
                    {country && <span className={listStyles.country}>{country} ·</span>}{' '}
                    {head.eventPaths.at(-1)?.description}{' '}
                    <span className={styles.count}>({ofLeague.length})</span>
                  </h3>
                  <ul className={listStyles.rows}>
                    {ofLeague.map((event) => (
                      <LiveEventRow
                        key={event.id}
                        eventId={event.id}
                        initial={fromFeed ? undefined : event}
                      />
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
