import type { Event } from '@sb/contract';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from '../../../ui/page/event-list.module.css';

/**
 * An event row's link to its page, named 'Arsenal v Chelsea'; on screen the names stand on two lines
 * without the 'v'. An event without two opponents (an outright) shows its own name.
 */
export function MatchLink({ event, to }: { event: Pick<Event, 'description' | 'opponents'>; to: string }) {
  const { t } = useRowTranslation('sports');
  const [home, away] = event.opponents;
  return (
    <Link className={styles.match} to={to}>
      {home && away ? (
        <>
          <span className={styles.team}>{home.description}</span>{' '}
          <VisuallyHidden>{t('versus')}</VisuallyHidden>{' '}
          <span className={styles.team}>{away.description}</span>
        </>
      ) : (
        <span className={styles.team}>{event.description}</span>
      )}
    </Link>
  );
}

/**
 * The league above a row's opponents, in a list sorted by time (SPEC.md §5), where rows of many leagues
 * stand together under no league heading: "England · Premier League".
 */
export function RowLeague({ event }: { event: Pick<Event, 'eventPaths'> }) {
  const league = event.eventPaths.at(-1);
  const country = event.eventPaths.length > 2 ? event.eventPaths[1] : undefined;
  if (!league || event.eventPaths.length < 2) return null;
  return (
    <span className={styles.rowLeague}>
      {country && `${country.description} · `}
      {league.description}
    </span>
  );
}
