import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlacementReceipt } from '../../../stores/betslip-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { betslipActions } from '../betslip-actions.ts';

/**
 * The receipt of an accepted placement: its reference, each bet with its stake and returns, the
 * totals. Done empties the slip (SPEC.md §4 "after success it resets"). The heading takes focus so
 * a screen reader hears the outcome at once.
 */
export function Receipt({ receipt }: { receipt: PlacementReceipt }) {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const reset = betslipActions.reset;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.receipt} aria-labelledby="betslip-receipt-title">
      <h3 id="betslip-receipt-title" ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        <Icon name="shield" size={22} />
        {t('receipt.title')}
      </h3>
      <p className={styles.context}>{t('receipt.reference', { reference: receipt.reference })}</p>
      <ul className={styles.lines}>
        {receipt.bets.map((bet) => (
          <li key={bet.id} className={styles.line}>
            <span className={styles.lineName}>{bet.description}</span>
            <span className={styles.context}>
              {t('receipt.stake', { amount: formatWire(money, bet.stake) })} ·{' '}
              {t('receipt.returns', { amount: formatWire(money, bet.potentialReturns) })}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>{formatWire(money, receipt.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('totalReturns')}</dt>
          <dd className={styles.totalReturns}>{formatWire(money, receipt.potentialReturns)}</dd>
        </div>
      </dl>
      <Button variant="primary" block onClick={reset}>
        {t('receipt.done')}
      </Button>
    </section>
  );
}
