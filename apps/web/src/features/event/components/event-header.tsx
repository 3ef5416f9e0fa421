import type { Event } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import { useKickoffFormat } from '../../events/index.ts';
import { BackButton } from './back-button.tsx';
import { EventDetailsDropdown } from './event-details-dropdown.tsx';
import styles from '../../../ui/page/event-page.module.css';

/**
 * The event page's header (SPEC.md §2 Scoreboard, pre-match): Back (SPEC.md §2 Go back: backTo,
 * else the sport page), the league dropdown, the opponents and the kick-off.
 */
export function EventHeader({ event }: { event: Event }) {
  const { t } = useTranslation('sports');
  const format = useKickoffFormat();
  const [home, away] = event.opponents;
  const start = new Date(event.eventDate);
  return (
    <header className={styles.scoreboard}>
      <div className={styles.topRow}>
        <BackButton event={event} />
        <EventDetailsDropdown event={event} />
      </div>
      <h1 className={styles.heading}>
        {home && away ? (
          <>
            <span className={styles.team}>
              <bdi>{home.description}</bdi>
            </span>{' '}
            <span className={styles.versus}>{t('versus')}</span>{' '}
            <span className={styles.team}>
              <bdi>{away.description}</bdi>
            </span>
          </>
        ) : (
          event.description
        )}
      </h1>
      <p className={styles.when}>
        <Icon name="clock" size={14} />
        <time dateTime={event.eventDate}>{format.full(start)}</time>
      </p>
    </header>
  );
}
