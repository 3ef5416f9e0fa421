import type { Event } from '@sb/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useEvents } from '../../events/api/get-events.ts';
import styles from './event-page.module.css';

/**
 * SPEC.md §2 event-details dropdown: the other events of the same league, refreshed every 15 s
 * (the events query polls); choosing one navigates to it. A disclosure button and a list of links.
 */
export function EventDetailsDropdown({ event }: { event: Event }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leagueId = event.eventPaths[2]?.id;
  const siblings = useEvents(
    { eventPathIds: leagueId ? [leagueId] : undefined, eventsPerPage: 50, includeMarkets: false },
    { enabled: leagueId !== undefined },
  );
  const others = siblings.data?.events ?? [];
  return (
    <div className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span>{event.eventPaths[2]?.description ?? event.description}</span>
        <span className={styles.dropdownHint}>
          {t('eventDetails.otherEvents', { count: Math.max(0, others.length - 1) })}
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <ul id={listId} className={styles.dropdownList} aria-label={t('eventDetails.listLabel')}>
          {others.map((other) => (
            <li key={other.id}>
              <button
                type="button"
                className={styles.dropdownItem}
                aria-current={other.id === event.id ? 'true' : undefined}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    setOpen(false);
                    buttonRef.current?.focus();
                  }
                }}
                onClick={() => {
                  setOpen(false);
                  void navigate(paths.event.href(locale, other.slug));
                }}
              >
                {other.description}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
