import type { Event } from '@sb/contract';
import { isRaceSport, mainMarket, paths } from '@sb/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useKickoffFormat } from '../list/use-kickoff-format.ts';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { groupEvents } from '../list/event-list.tsx';
import listStyles from '../../../ui/page/event-list.module.css';
import { Heading } from '../list/heading.tsx';
import { OutcomeButton } from '../list/outcome-button.tsx';
import styles from './outright-list.module.css';

/** Selections a card shows: the favourites; the event page has the whole field. */
const SHOWN_SELECTIONS = 6;

/**
 * Outright events (RANKEVENT: league winners, top scorers) as cards: the event, its outright
 * market's favourites by price, and a link to every selection on the event page.
 */
export function OutrightList({
  events,
  bySport = false,
  headingLevel = 2,
}: {
  events: readonly Event[];
  /** Sections per sport, each under the sport's name. */
  bySport?: boolean;
  headingLevel?: 2 | 3;
}) {
  const cards = (list: readonly Event[], level: 2 | 3) => (
    <ul className={styles.cards}>
      {list.map((event) => (
        <OutrightCard key={event.id} event={event} headingLevel={level} />
      ))}
    </ul>
  );
  if (!bySport) return cards(events, headingLevel);
  return (
    <div className={listStyles.list}>
      {groupEvents(events, (e) => String(e.sportId)).map(({ key, events: list }) => (
        <section key={key} className={listStyles.section}>
          <h2 className={listStyles.sectionHeading}>
            <span className={listStyles.sportLink}>
              <SportIcon code={list[0]?.sportCode} size={18} />
              {list[0]?.eventPaths[0]?.description}
            </span>
          </h2>
          {cards(list, 3)}
        </section>
      ))}
    </div>
  );
}

function OutrightCard({ event, headingLevel }: { event: Event; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const format = useKickoffFormat();
  const market = mainMarket(event.markets ?? []);
  const outcomes = [...(market?.outcomes ?? [])]
    .filter((o) => !o.hidden)
    .sort((a, b) => a.consolidatedPrice.currentPrice.decimal - b.consolidatedPrice.currentPrice.decimal);
  const href = paths.event.href(locale, event.slug);
  const date = new Date(event.eventDate);
  const pricesId = useId();
  const path = event.eventPaths
    .slice(0, -1)
    .map((p) => p.description)
    .join(' · ');
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <p className={styles.path}>{path}</p>
        <Heading level={headingLevel} className={styles.title}>
          <Link to={href}>{event.description}</Link>
        </Heading>
        <p className={styles.meta}>
          {market?.description}
          {market && ' · '}
          <time dateTime={event.eventDate}>
            {/* A race runs at its off ('off Tomorrow 12:05'); an outright settles on a day. */}
            {isRaceSport(event.sportCode)
              ? t('outrights.off', { date: format.day(date), time: format.time(date) })
              : t('outrights.settles', { date: format.day(date) })}
          </time>
        </p>
      </div>
      {market && outcomes.length > 0 && (
        <div className={styles.outcomes} role="group" aria-labelledby={pricesId}>
          {/* Names the group and describes each price (hidden text is read through the references). */}
          <span id={pricesId} hidden>
            {t('eventList.pricesLabel', { event: event.description, market: market.description })}
          </span>
          {outcomes.slice(0, SHOWN_SELECTIONS).map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              outcome={outcome}
              suspended={market.status === 'SUSPENDED'}
              label={outcome.description}
              inline
              describedBy={pricesId}
            />
          ))}
        </div>
      )}
      {outcomes.length > SHOWN_SELECTIONS && (
        <Link className={styles.all} to={href}>
          {t('outrights.allSelections', { count: outcomes.length })}
        </Link>
      )}
    </li>
  );
}
