import type { Outcome } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { useIsSelected, useSelectionStore } from '../../../stores/selection-store.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './outcome-button.module.css';

export interface OutcomeButtonProps {
  outcome: Outcome;
  suspended: boolean;
  /** Shown above the price (e.g. '1', 'X', 'Over 2.5'); the full description is in the name. */
  label?: string | undefined;
}

/**
 * A price: a toggle button that adds the outcome to (or removes it from) the selections, ready for
 * the betslip. Its accessible name is the outcome and the price in the visitor's odds format.
 */
export function OutcomeButton({ outcome, suspended, label }: OutcomeButtonProps) {
  const { t } = useTranslation('sports');
  const oddsType = useOddsType();
  const selected = useIsSelected(outcome.id);
  const toggle = useSelectionStore((s) => s.toggle);
  const price = formatOdds(outcome.consolidatedPrice.currentPrice.decimal, oddsType);
  const name = suspended
    ? t('outcome.suspendedName', { outcome: outcome.description })
    : `${outcome.description} ${price}`;
  return (
    <button
      type="button"
      className={styles.outcome}
      aria-pressed={selected}
      aria-label={name}
      disabled={suspended}
      onClick={() => toggle(outcome.id)}
    >
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {suspended ? <Icon name="lock" size={14} /> : <span className={styles.price}>{price}</span>}
    </button>
  );
}
