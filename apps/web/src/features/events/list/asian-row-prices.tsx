import type { Market, Outcome } from '@sb/contract';
import type { AsianRow } from '@sb/domain';
import { useId } from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { OutcomeButton } from './outcome-button.tsx';
import styles from '../../../ui/page/event-list.module.css';

/** A handicap line as Asian books print it: '-0.5', '+1.25', '0'. */
export const signedLine = (line: number): string => (line > 0 ? `+${line}` : String(line));

const visible = (market: Market | undefined): Outcome[] => market?.outcomes.filter((o) => !o.hidden) ?? [];

/**
 * The prices' cell of a football row in the Asian layout (docs/decisions/betslip-controls-preferences.md):
 * the match result (1 X 2), the main Asian handicap line (each side's line on its button) and the main
 * total (its line in the caption, Over and Under on the buttons), in seven columns every row shares, so
 * each kind of price lines up down the list; a part the event does not offer leaves its columns empty.
 */
export function AsianRowPrices({ eventName, row }: { eventName: string; row: AsianRow<Market> }) {
  const { t } = useRowTranslation('sports');
  const labelId = useId();
  const { result, handicap, total } = row;
  const resultOutcomes = visible(result);
  const handicapOutcomes = visible(handicap);
  const totalOutcomes = visible(total);
  const totalLine = totalOutcomes[0]?.consolidatedPrice.currentPrice.spread;
  const markets = [result, handicap, total].filter((m): m is Market => m !== undefined);
  const cells = (
    market: Market | undefined,
    outcomes: Outcome[],
    count: number,
    label: (o: Outcome) => string | undefined,
  ) =>
    outcomes.length === count
      ? outcomes.map((outcome) => (
          <OutcomeButton
            key={outcome.id}
            outcome={outcome}
            suspended={market?.status === 'SUSPENDED'}
            event={eventName}
            label={label(outcome)}
          />
        ))
      : Array.from({ length: count }, (_, i) => <span key={i} className={styles.asianEmpty} />);
  return (
    <div className={styles.asianPrices} role="gridcell">
      <div role="group" className={styles.priceGroup} aria-labelledby={labelId}>
        <span id={labelId} hidden>
          {t('eventList.pricesLabel', {
            event: eventName,
            market: markets.map((m) => m.description).join(', '),
          })}
        </span>
        {['1', 'X', '2'].map((caption) => (
          <span key={caption} className={styles.caption} aria-hidden="true">
            {caption}
          </span>
        ))}
        <span className={`${styles.caption} ${styles.asianPair}`} aria-hidden="true">
          {t('eventList.asianHandicap')}
        </span>
        <span className={`${styles.caption} ${styles.asianPair}`} aria-hidden="true">
          {totalLine === undefined ? '' : t('eventList.asianTotal', { line: totalLine })}
        </span>
        {cells(result, resultOutcomes, 3, () => undefined)}
        {cells(handicap, handicapOutcomes, 2, (o) => {
          const line = o.consolidatedPrice.currentPrice.spread;
          return line === undefined ? undefined : signedLine(line);
        })}
        {/* The outcome's own first word ('Over', 'Under'): part of its name, whatever the language. */}
        {cells(total, totalOutcomes, 2, (o) => o.description.split(' ')[0])}
      </div>
    </div>
  );
}
