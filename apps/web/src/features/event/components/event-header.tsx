import type { Event } from '@sb/contract';
import { goBackTarget, sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useKickoffFormat } from '../../events/use-kickoff-format.ts';
import { EventDetailsDropdown } from './event-details-dropdown.tsx';
import styles from './event-page.module.css';

/**
 * The event page's header (SPEC.md §2 Scoreboard, pre-match): Back (SPEC.md §2 Go back: backTo,
 * else the sport page), the league dropdown, the opponents and the kick-off.
 */
export function EventHeader({ event }: { event: Event }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const format = useKickoffFormat();
  const back = goBackTarget({
    backTo: search.get('backTo'),
    pathname,
    sportSlug: sportSlug({ id: event.sportId, code: event.sportCode }),
    locale,
  });
  const [home, away] = event.opponents;
  const start = new Date(event.eventDate);
  return (
    <header className={styles.scoreboard}>
      <div className={styles.topRow}>
        <button type="button" className={styles.back} onClick={() => void navigate(back)}>
          <Icon name="chevron-left" size={18} />
          {t('back')}
        </button>
        <EventDetailsDropdown event={event} />
      </div>
      <h1 className={styles.heading}>
        {home && away ? (
          <>
            <span className={styles.team}>{home.description}</span>{' '}
            <span className={styles.versus}>{t('versus')}</span>{' '}
            <span className={styles.team}>{away.description}</span>
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
