import type { Outcome } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { useIsSelected, useSelectionStore } from '../../../stores/selection-store.ts';
import { cx } from '../../../ui/cx.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useLivePrice } from '../live-price.ts';
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
 * On a live page (a LivePriceContext above it) the price, the lock and the move come from the live
 * store by outcome id: a moved price shows an arrow and a highlight for 3 s and its name says so
 * ('Arsenal 2.10, price up'). Pre-match pages provide no context and read the props only.
 *
 * @example <OutcomeButton outcome={outcome} suspended={market.status === 'SUSPENDED'} label="1" />
 */
export function OutcomeButton({
  outcome,
  suspended: suspendedProp,
  label,
  inline = false,
}: OutcomeButtonProps) {
  const { t } = useTranslation('sports');
  const oddsType = useOddsType();
  const selected = useIsSelected(outcome.id);
  const toggle = useSelectionStore((s) => s.toggle);
  const live = useLivePrice(outcome.id);
  const direction = live?.direction ?? null;
  const suspended = live?.suspended ?? suspendedProp;
  const price = formatOdds(live?.price ?? outcome.consolidatedPrice.currentPrice.decimal, oddsType);
  const name = suspended
    ? t('outcome.suspendedName', { outcome: outcome.description })
    : direction
      ? t(direction === 'up' ? 'outcome.nameUp' : 'outcome.nameDown', { outcome: outcome.description, price })
      : t('outcome.name', { outcome: outcome.description, price });
  return (
    <button
      type="button"
      className={cx(styles.outcome, inline && styles.inline, !suspended && direction && styles[direction])}
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
        <span className={styles.price}>
          {direction && <Icon name="arrow-up" size={12} className={styles.arrow} />}
          {price}
        </span>
      )}
    </button>
  );
}
