import type { Event, Market } from '@sb/contract';
import { mainMarket, paths, type AsianRow } from '@sb/domain';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useKickoffFormat } from './use-kickoff-format.ts';
import { MatchLink, RowLeague } from './match-link.tsx';
import { RowPrices } from './row-prices.tsx';
import { AsianRowPrices } from './asian-row-prices.tsx';
import styles from '../../../ui/page/event-list.module.css';

/**
 * One event of a list: kick-off, opponents (a link to the event page), the main market's prices
 * (SPEC.md §3: lowest ordinal position in full time) and a '+N' link to the event's other markets.
 */
export interface EventRowProps {
  event: Event;
  /** The kick-off's day ('Today', 'Wed 25 Nov'); off under a date heading, which says it already. */
  showDay?: boolean;
  /** The league above the opponents: in a list sorted by time, whose rows stand under no league heading. */
  showLeague?: boolean;
  /** The Asian layout's markets of a football row (asian-row-prices.tsx), in place of the main market's. */
  asian?: AsianRow<Market> | undefined;
}

export function EventRow({ event, showDay = true, showLeague = false, asian }: EventRowProps) {
  const { t } = useRowTranslation('sports');
  const locale = useLocale();
  const format = useKickoffFormat();
  const markets = event.markets ?? [];
  const market = mainMarket(markets);
  const start = new Date(event.eventDate);
  const href = paths.event.href(locale, event.slug);
  // marketCount counts every market the event offers; a list may carry only the main one.
  const shown = asian ? [asian.result, asian.handicap, asian.total].filter(Boolean).length : market ? 1 : 0;
  const more = Math.max(event.marketCount, markets.length) - shown;
  return (
    // A row of its list's grid (event-list.tsx): the cells hold the kick-off, the event's link, the
    // prices and the '+N' link, which the arrow keys move between.
    <div role="row" className={asian ? `${styles.row} ${styles.rowAsian}` : styles.row}>
      <div role="gridcell">
        <time className={styles.time} dateTime={event.eventDate}>
          {showDay && <span className={styles.day}>{format.day(start)}</span>}
          <span className={styles.clock}>{format.time(start)}</span>
        </time>
      </div>
      <div role="gridcell" className={styles.cell}>
        {showLeague && <RowLeague event={event} />}
        <MatchLink event={event} to={href} />
      </div>
      {asian ? (
        <AsianRowPrices eventName={event.description} row={asian} />
      ) : (
        <RowPrices eventName={event.description} market={market} />
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
