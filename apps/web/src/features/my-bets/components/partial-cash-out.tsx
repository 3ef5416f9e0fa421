import type { MyBet } from '@sb/contract';
import { amountToMinor, minorToAmount, partOfCashOutValue, partStake } from '@sb/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { focusLost } from '../../../ui/overlay/focus-return.ts';
import { formatAmount } from '../format-amount.ts';
import type { Money } from '../../../lib/money/use-money.ts';
import { ConfirmCashOut } from './confirm-cash-out.tsx';
import styles from './my-bets.module.css';

/** The shares of the running stake a player can cash out, in percent (the whole is the main button). */
const MIN_SHARE = 10;
const MAX_SHARE = 90;
const SHARE_STEP = 10;

/** The stake and value of `share` percent of a bet's running stake, as wire amounts. */
export function partOf(bet: Pick<MyBet, 'totalStake' | 'cashOut'>, share: number, currency: string) {
  const stake = amountToMinor(bet.totalStake, currency);
  const part = partStake(stake, BigInt(share), 100n);
  const value = partOfCashOutValue(amountToMinor(bet.cashOut.value, currency), stake, part);
  return {
    stake: minorToAmount(part, currency),
    value: minorToAmount(value, currency),
    rest: minorToAmount(stake - part, currency),
    worthSending: part > 0n && value > 0n,
  };
}

/**
 * Partial cash-out: the player picks a share of the running stake (a slider, by steps of 10 %),
 * sees what it pays and what stays on the bet, presses Cash out part, and confirms in a second step
 * that says the amount (WCAG 3.3.4). The value shown is the live offer's share, rounded down (the
 * domain's partOfCashOutValue), so the server confirms it unless a price moved. Should the offer
 * change while the step asks, the step goes and the new value is said: the player is asked again.
 * Moving the slider ends the step too (the summary shows the new share).
 */
export function PartialCashOut({
  bet,
  money,
  onSend,
}: {
  bet: MyBet;
  money: Money;
  onSend: (value: string, stake: string) => void;
}) {
  const { t } = useTranslation('my-bets');
  const [open, setOpen] = useState(false);
  const [share, setShare] = useState(50);
  const panelId = useId();
  const part = partOf(bet, share, money.currency);
  const describe = (s: number) => {
    const p = partOf(bet, s, money.currency);
    return t('partial.share', { share: s, stake: formatAmount(money, p.stake) });
  };

  // The share the confirm step asks about; it goes at once when the offer changes under it.
  const [asking, setAsking] = useState<{ value: string; stake: string } | null>(null);
  const [changed, setChanged] = useState(false);
  if (asking && (asking.value !== part.value || asking.stake !== part.stake)) {
    setAsking(null);
    setChanged(true);
  }

  const panel = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const changedRef = useRef<HTMLParagraphElement>(null);
  // Cancel gives the focus back to Cash out part (the step had replaced it).
  const backToSend = useRef(false);
  useEffect(() => {
    if (!backToSend.current || !sendButton.current) return;
    backToSend.current = false;
    sendButton.current.focus();
  });
  useEffect(() => {
    if (changed && focusLost(panel.current)) (changedRef.current ?? sendButton.current)?.focus();
  }, [changed]);

  const value = formatAmount(money, part.value);
  return (
    <div className={styles.partial}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o);
          setAsking(null);
        }}
      >
        {t('partial.toggle')}
      </Button>
      {open && (
        <div id={panelId} ref={panel} className={styles.partialPanel}>
          <label className={styles.partialLabel}>
            <span>{t('partial.label')}</span>
            <input
              type="range"
              min={MIN_SHARE}
              max={MAX_SHARE}
              step={SHARE_STEP}
              value={share}
              aria-valuetext={describe(share)}
              onChange={(e) => {
                setShare(Number(e.target.value));
                setAsking(null);
                setChanged(false);
              }}
            />
          </label>
          <p className={styles.note}>
            {t('partial.summary', {
              stake: formatAmount(money, part.stake),
              rest: formatAmount(money, part.rest),
            })}
          </p>
          {changed && (
            <p ref={changedRef} className={styles.refusal} role="status" tabIndex={-1}>
              {t('partial.changed', { amount: value })}
            </p>
          )}
          {asking ? (
            <ConfirmCashOut
              prompt={t('partial.ask', {
                amount: value,
                stake: formatAmount(money, part.stake),
                rest: formatAmount(money, part.rest),
              })}
              confirmLabel={t('partial.confirm', { amount: value })}
              onConfirm={() => {
                setAsking(null);
                onSend(part.value, part.stake);
              }}
              onCancel={() => {
                setAsking(null);
                backToSend.current = true;
              }}
            />
          ) : (
            <Button
              ref={sendButton}
              variant="primary"
              block
              disabled={!part.worthSending}
              onClick={() => {
                setChanged(false);
                setAsking({ value: part.value, stake: part.stake });
              }}
            >
              {t('partial.send', { amount: value })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
