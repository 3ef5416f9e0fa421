import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyBetsItem } from '../../../lib/shell/my-bets-item.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { type PlacementReceipt } from '../betslip-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { betslipActions } from '../betslip-actions.ts';
import { isRepeatPress } from './repeat-press.ts';

/**
 * Done removes the receipt, and with it the focused button: the focus goes to the heading of what
 * holds the slip (the sheet's title, the desktop panel's "Betslip"), which stays on screen with the
 * empty slip. Headings take it from a script only (tabindex -1).
 */
function focusSlipHeading(receipt: HTMLElement | null) {
  const host = receipt?.parentElement?.closest('[aria-labelledby]');
  const heading = document.getElementById(host?.getAttribute('aria-labelledby') ?? '');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * The receipt of an accepted placement: its reference, each bet with its stake and returns, the
 * totals. Done empties the slip (SPEC.md §4 "after success it resets"); View in My Bets does too, and
 * opens My Bets on the new bet's list (the phone's sheet closes first), one key from the heading
 * (issue 42: the phone's keyboard route went back through the whole list). The heading takes focus
 * so a screen reader hears the outcome at once; after Done the slip's own heading has it.
 */
export function Receipt({ receipt }: { receipt: PlacementReceipt }) {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const reset = betslipActions.reset;
  const myBets = useMyBetsItem(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  // In the commit that shows the receipt, before the browser paints: the Place bet button that had
  // the focus is gone, and the focus never rests on the body in between.
  useLayoutEffect(() => heading.current?.focus(), []);
  const taxed = receipt.bets.some((bet) => bet.stakeAfterTax !== undefined);
  const done = () => {
    focusSlipHeading(section.current);
    reset();
  };
  const viewMyBets = () => {
    const shell = useShellStore.getState();
    if (shell.overlay === 'betslip') shell.close();
    reset();
    myBets.press();
  };
  return (
    <section ref={section} className={styles.receipt} aria-labelledby="betslip-receipt-title">
      <h3 id="betslip-receipt-title" ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        <Icon name="shield" size={22} />
        {t('receipt.title')}
      </h3>
      <p className={styles.context}>{t('receipt.reference', { reference: receipt.reference })}</p>
      <ul className={styles.lines}>
        {receipt.bets.map((bet) => (
          <li key={bet.id} className={styles.line}>
            <span className={styles.lineName}>
              {bet.description}
              {bet.eachWay && <span className={styles.context}> · {t('eachWay.label')}</span>}
              {bet.startingPrice && <span className={styles.context}> · {t('sp.name')}</span>}
            </span>
            <span className={styles.context}>
              {t('receipt.stake', { amount: formatWire(money, bet.stake) })} ·{' '}
              {bet.startingPrice
                ? t('sp.returns')
                : t('receipt.returns', { amount: formatWire(money, bet.potentialReturns) })}
            </span>
            {bet.stakeAfterTax !== undefined && (
              <span className={styles.context}>
                {t('tax.stakeAfterTax')} {formatWire(money, bet.stakeAfterTax)} ·{' '}
                {t('receipt.winningsTax', { amount: formatWire(money, bet.potentialTaxDeduction) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>{formatWire(money, receipt.totalStake)}</dd>
        </div>
        <div>
          <dt>{t(taxed ? 'tax.netReturns' : 'totalReturns')}</dt>
          <dd className={styles.totalReturns}>
            {receipt.bets.some((b) => b.startingPrice)
              ? t('sp.totalReturns', { amount: formatWire(money, receipt.potentialReturns) })
              : formatWire(money, receipt.potentialReturns)}
          </dd>
        </div>
      </dl>
      {/* A double press on Place bet whose answer came back between the presses lands here: its second
          press must not take the receipt away before it is read. */}
      <Button block onClick={(event) => isRepeatPress(event) || viewMyBets()}>
        {t('receipt.myBets')}
      </Button>
      <Button variant="primary" block onClick={(event) => isRepeatPress(event) || done()}>
        {t('receipt.done')}
      </Button>
    </section>
  );
}
