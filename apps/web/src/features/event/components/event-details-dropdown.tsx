import type { Event } from '@sb/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { useEvents, useKickoffFormat } from '../../events/index.ts';
import styles from './event-details-dropdown.module.css';

/** How many of the league's events the dropdown lists. */
const DROPDOWN_EVENTS = 50;

/**
 * SPEC.md §2 event-details dropdown: a disclosure button naming the league (with the sport's icon)
 * that opens the list of the league's events, refreshed every 15 s by the events poll; choosing
 * one navigates to it. Arrow keys move through the list, Escape closes it and returns focus.
 */
export function EventDetailsDropdown({
  event,
  siblings: given,
}: {
  event: Event;
  /**
   * A live event's list: the live events of its sport, each linking to its live page. Without it
   * the dropdown asks for the league's pre-match events itself.
   */
  siblings?: { events: readonly Event[]; hrefOf: (slug: string) => string } | undefined;
}) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const format = useKickoffFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const league = event.eventPaths.at(-1);
  const siblings = useEvents(
    { eventPathIds: league ? [league.id] : undefined, eventsPerPage: DROPDOWN_EVENTS, includeMarkets: false },
    { enabled: league !== undefined && given === undefined },
  );
  const events = given?.events ?? siblings.data?.events ?? [];
  const hrefOf = given?.hrefOf ?? ((slug: string) => paths.event.href(locale, slug));
  const others = events.filter((e) => e.id !== event.id).length;

  // A press outside closes the list, as a native select would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    if (!open) {
      setOpen(true);
      return;
    }
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? items.length - 1
          : Math.min(items.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)));
    items[next]?.focus();
  };

  return (
    <div ref={rootRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        <SportIcon code={event.sportCode} size={16} className={styles.icon} />
        <span className={styles.league}>{league?.description ?? event.description}</span>
        {others > 0 && (
          <>
            {' '}
            <span className={styles.hint}>{t('eventDetails.otherEvents', { count: others })}</span>
          </>
        )}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div id={listId} className={styles.panel} hidden={!open}>
        {open && (
          <ul className={styles.list} aria-label={t('eventDetails.listLabel')}>
            {events.length === 0 && <li className={styles.empty}>{t('eventDetails.none')}</li>}
            {events.map((other) => {
              const start = new Date(other.eventDate);
              return (
                <li key={other.id}>
                  <Link
                    className={styles.item}
                    to={hrefOf(other.slug)}
                    aria-current={other.id === event.id ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    onKeyDown={onKeyDown}
                  >
                    <span className={styles.itemName}>{other.description}</span>{' '}
                    <time className={styles.itemTime} dateTime={other.eventDate}>
                      {format.day(start)} {format.time(start)}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
