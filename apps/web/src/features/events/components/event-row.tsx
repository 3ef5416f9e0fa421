import type { Event, Market } from '@sb/contract';
import { mainMarket } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { OutcomeButton } from './outcome-button.tsx';
import styles from './event-list.module.css';

/** '1 X 2' above the prices of a match result; other markets show their outcome names. */
export function outcomeLabels(market: Market): (string | undefined)[] {
  const style = market.marketTypeInfo.style;
  if (style === 'THREE_WAY' && market.outcomes.length === 3) return ['1', 'X', '2'];
  if (style === 'TWO_WAY' && market.outcomes.every((o) => o.opponentId !== undefined)) return ['1', '2'];
  return market.outcomes.map((o) => o.description);
}

export function EventRow({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('sports');
  const locale = useLocale();
  const market = mainMarket(event.markets ?? []);
  const start = new Date(event.eventDate);
  const more = event.marketCount - (market ? 1 : 0);
  const labels = market ? outcomeLabels(market) : [];
  const visible = market?.outcomes.filter((o) => !o.hidden) ?? [];
  return (
    <li className={styles.row}>
      <Link className={styles.match} to={paths.event.href(locale, event.slug)}>
        <time className={styles.time} dateTime={event.eventDate}>
          <span>
            {start.toLocaleDateString(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
          </span>
          <span>{start.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}</span>
        </time>
        <span className={styles.names}>
          {event.opponents.length > 0 ? (
            event.opponents.map((o) => <span key={o.id}>{o.description}</span>)
          ) : (
            <span>{event.description}</span>
          )}
        </span>
      </Link>
      {market && visible.length <= 3 ? (
        <div
          className={styles.prices}
          style={{ gridTemplateColumns: `repeat(${visible.length}, 1fr)` }}
          role="group"
          aria-label={`${event.description}: ${market.description}`}
        >
          {visible.map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              outcome={outcome}
              suspended={market.status === 'SUSPENDED'}
              label={labels[market.outcomes.indexOf(outcome)]}
            />
          ))}
        </div>
      ) : (
        <div className={styles.prices} />
      )}
      {more > 0 && (
        <Link
          className={styles.more}
          to={paths.event.href(locale, event.slug)}
          aria-label={t('eventList.moreMarkets', { count: more, event: event.description })}
        >
          +{more}
        </Link>
      )}
    </li>
  );
}
