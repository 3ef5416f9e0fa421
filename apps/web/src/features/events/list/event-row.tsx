import type { Event, Market } from '@sb/contract';
import { mainMarket, paths } from '@sb/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useKickoffFormat } from './use-kickoff-format.ts';
import { OutcomeButton } from './outcome-button.tsx';
import styles from '../../../ui/page/event-list.module.css';

/** A row shows at most this many prices; a wider main market is left to the event page. */
const MAX_ROW_PRICES = 3;

/**
 * Captions above a row's prices: '1 X 2' for a match result, '1 2' for a two-way market between the
 * two opponents, otherwise the outcomes' own names ('Over 2.5', 'Yes').
 */
export function outcomeLabels(market: Market): string[] {
  const visible = market.outcomes.filter((o) => !o.hidden);
  const style = market.marketTypeInfo.style;
  if (style === 'THREE_WAY' && visible.length === 3) return ['1', 'X', '2'];
  if (style === 'TWO_WAY' && visible.length === 2 && visible.every((o) => o.opponentId !== undefined)) {
    return ['1', '2'];
  }
  return visible.map((o) => o.description);
}

/**
 * One event of a list: kick-off, opponents (a link to the event page), the main market's prices
 * (SPEC.md §3: lowest ordinal position in full time) and a '+N' link to the event's other markets.
 */
export interface EventRowProps {
  event: Event;
  /** The kick-off's day ('Today', 'Wed 25 Nov'); off under a date heading, which says it already. */
  showDay?: boolean;
}

export function EventRow({ event, showDay = true }: EventRowProps) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const format = useKickoffFormat();
  const markets = event.markets ?? [];
  const market = mainMarket(markets);
  const visible = market?.outcomes.filter((o) => !o.hidden) ?? [];
  const labels = market ? outcomeLabels(market) : [];
  const start = new Date(event.eventDate);
  const href = paths.event.href(locale, event.slug);
  // marketCount counts every market the event offers; a list may carry only the main one.
  const more = Math.max(event.marketCount, markets.length) - (market ? 1 : 0);
  const [home, away] = event.opponents;
  // The text naming the event and market: the prices' group is labelled and each price described by it.
  const pricesId = useId();
  return (
    // A row of its list's grid (event-list.tsx): the cells hold the kick-off, the event's link, the
    // prices and the '+N' link, which the arrow keys move between.
    <div role="row" className={styles.row}>
      <div role="gridcell">
        <time className={styles.time} dateTime={event.eventDate}>
          {showDay && <span className={styles.day}>{format.day(start)}</span>}
          <span className={styles.clock}>{format.time(start)}</span>
        </time>
      </div>
      <div role="gridcell" className={styles.cell}>
        <Link className={styles.match} to={href}>
          {home && away ? (
            <>
              {/* Named 'Arsenal v Chelsea'; on screen the names stand on two lines without the 'v'. */}
              <span className={styles.team}>{home.description}</span>{' '}
              <VisuallyHidden>{t('versus')}</VisuallyHidden>{' '}
              <span className={styles.team}>{away.description}</span>
            </>
          ) : (
            <span className={styles.team}>{event.description}</span>
          )}
        </Link>
      </div>
      {market && visible.length > 0 && visible.length <= MAX_ROW_PRICES ? (
        <div className={styles.prices} data-count={visible.length} role="gridcell">
          {/* The prices' group is named after the event and market; the cell, which shows prices, is
              not (axe's label-content-name-mismatch). The group lays out nothing (display: contents). */}
          <div role="group" className={styles.priceGroup} aria-labelledby={pricesId}>
            {/* Hidden, yet read through the reference. Each price's own name starts with the event. */}
            <span id={pricesId} hidden>
              {t('eventList.pricesLabel', { event: event.description, market: market.description })}
            </span>
            {/* Column captions ('1 X 2') sit above the prices, outside the buttons named by their outcomes. */}
            {labels.map((label, i) => (
              <span key={i} className={styles.caption} aria-hidden="true">
                {label}
              </span>
            ))}
            {visible.map((outcome) => (
              <OutcomeButton
                key={outcome.id}
                outcome={outcome}
                suspended={market.status === 'SUSPENDED'}
                event={event.description}
              />
            ))}
          </div>
        </div>
      ) : (
        <span role="gridcell" className={styles.noPrices}>
          {market ? '' : t('eventList.noPrices')}
        </span>
      )}
      <div role="gridcell" className={styles.moreCell}>
        {more > 0 && (
          <Link
            className={styles.more}
            to={href}
            aria-label={t('eventList.moreMarkets', { count: more, event: event.description })}
          >
            +{more}
          </Link>
        )}
      </div>
    </div>
  );
}
