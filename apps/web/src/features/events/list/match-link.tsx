import type { Event } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from '../../../ui/page/event-list.module.css';

/**
 * An event row's link to its page, named 'Arsenal v Chelsea'; on screen the names stand on two lines
 * without the 'v'. An event without two opponents (an outright) shows its own name.
 */
export function MatchLink({ event, to }: { event: Pick<Event, 'description' | 'opponents'>; to: string }) {
  const { t } = useTranslation('sports');
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
