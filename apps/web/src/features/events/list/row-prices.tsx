import type { Market } from '@sb/contract';
import { useId } from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
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

export interface RowPricesProps {
  /** The event's name, which starts each price's name ('Arsenal v Chelsea: Draw 3.40'). */
  eventName: string;
  /** The event's main market (SPEC.md §3), if it has one. */
  market: Market | undefined;
}

/**
 * The prices' cell of an event row, prematch (event-row.tsx) or live (features/live): the main
 * market's prices under their captions, or a note that the event has none.
 */
export function RowPrices({ eventName, market }: RowPricesProps) {
  const { t } = useRowTranslation('sports');
  // The text naming the event and market: the prices' group is labelled and each price described by it.
  const pricesId = useId();
  const visible = market?.outcomes.filter((o) => !o.hidden) ?? [];
  if (!market || visible.length === 0 || visible.length > MAX_ROW_PRICES) {
    return (
      <span role="gridcell" className={styles.noPrices}>
        {market ? '' : t('eventList.noPrices')}
      </span>
    );
  }
  return (
    <div className={styles.prices} data-count={visible.length} role="gridcell">
      {/* The prices' group is named after the event and market; the cell, which shows prices, is
          not (axe's label-content-name-mismatch). The group lays out nothing (display: contents). */}
      <div role="group" className={styles.priceGroup} aria-labelledby={pricesId}>
        {/* Hidden, yet read through the reference. Each price's own name starts with the event. */}
        <span id={pricesId} hidden>
          {t('eventList.pricesLabel', { event: eventName, market: market.description })}
        </span>
        {/* Column captions ('1 X 2') sit above the prices, outside the buttons named by their outcomes. */}
        {outcomeLabels(market).map((label, i) => (
          <span key={i} className={styles.caption} aria-hidden="true">
            {label}
          </span>
        ))}
        {visible.map((outcome) => (
          <OutcomeButton
            key={outcome.id}
            outcome={outcome}
            suspended={market.status === 'SUSPENDED'}
            event={eventName}
          />
        ))}
      </div>
    </div>
  );
}
