import type { Outcome } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { useIsSelected, useSelectionStore } from '../../../stores/selection-store.ts';
import { cx } from '../../../ui/cx.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './outcome-button.module.css';

export interface OutcomeButtonProps {
  outcome: Outcome;
  /** The market is suspended: the price cannot be taken. */
  suspended: boolean;
  /**
   * Caption above the price: the outcome's own words ('Chelsea', 'Over', '-1.5', '2-1'), which the
   * accessible name contains, so what a voice user reads out names the button (WCAG 2.5.3). Captions
   * that are not ('1 X 2' columns) belong outside the button.
   */
  label?: string | undefined;
  /** Caption and price side by side (a wide button in a list of outrights). */
  inline?: boolean;
}

/**
 * A price: a toggle button that picks the outcome for the betslip or drops it again. Its accessible
 * name is the outcome and the price in the visitor's odds type ('Arsenal 2.10', 'Arsenal +110'); a
 * suspended market's price is disabled, shows a lock and is named 'Arsenal suspended'.
 *
 * @example <OutcomeButton outcome={outcome} suspended={market.status === 'SUSPENDED'} label="1" />
 */
export function OutcomeButton({ outcome, suspended, label, inline = false }: OutcomeButtonProps) {
  const { t } = useTranslation('sports');
  const oddsType = useOddsType();
  const selected = useIsSelected(outcome.id);
  const toggle = useSelectionStore((s) => s.toggle);
  const price = formatOdds(outcome.consolidatedPrice.currentPrice.decimal, oddsType);
  const name = suspended
    ? t('outcome.suspendedName', { outcome: outcome.description })
    : t('outcome.name', { outcome: outcome.description, price });
  return (
    <button
      type="button"
      className={cx(styles.outcome, inline && styles.inline)}
      aria-pressed={selected}
      aria-label={name}
      disabled={suspended}
      onClick={() => toggle(outcome.id)}
    >
      {label !== undefined && (
        <>
          <span className={styles.label}>{label}</span>{' '}
        </>
      )}
      {suspended ? (
        <Icon name="lock" size={14} className={styles.lock} />
      ) : (
        <span className={styles.price}>{price}</span>
      )}
    </button>
  );
}
