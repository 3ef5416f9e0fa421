import type { MyBet } from '@sb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { Button } from '../../../ui/button.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { formatAmount } from '../format-amount.ts';
import { subscribeSecond, tickNow } from '../../live/index.ts';
import type { Money } from '../../../lib/money/use-money.ts';
import { cashOut, useCashOutState, type CashOutState } from '../cash-out.ts';
import styles from './my-bets.module.css';
import { PartialCashOut } from './partial-cash-out.tsx';

/** Whole seconds left of the countdown (cashout_timeout), never below zero. */
export function secondsLeft(state: { startedAt: number; timeoutMs: number }, now: number): number {
  return Math.max(0, Math.ceil((state.startedAt + state.timeoutMs - now) / 1000));
}

function Countdown({ state }: { state: Extract<CashOutState, { phase: 'confirming' }> }) {
  const { t } = useTranslation('my-bets');
  const seconds = useSyncExternalStore(
    subscribeSecond,
    () => secondsLeft(state, tickNow()),
    () => secondsLeft(state, tickNow()),
  );
  return (
    <span className={styles.countdown}>
      <span className={styles.digits} aria-hidden="true">
        {seconds}
      </span>
      <VisuallyHidden>{t('cashOut.countdown', { count: seconds })}</VisuallyHidden>
    </span>
  );
}

/**
 * The cash-out of an open bet (SPEC.md §3 cash-out settings): the button shows the live value (the
 * open-bets list refreshes it); pressing it sends that value. While it confirms the button is busy
 * with the countdown digits (when show_countdown_digits is on); then the paid amount, or the
 * refusal's message with the new value on the button. Unavailable: the reason instead. A part of
 * the stake can be cashed out too: the paid amount shows, and the rest of the bet keeps its button.
 */
export function CashOutButton({ bet, money }: { bet: MyBet; money: Money }) {
  const { t } = useTranslation('my-bets');
  const state = useCashOutState(bet.betId);
  const session = useLoggedInSession();
  const settings = useSettings();
  const oddsType = useOddsType();
  const queryClient = useQueryClient();

  const paid = state?.phase === 'confirmed' && (
    <p className={styles.cashedOut} role="status">
      {t('cashOut.confirmed', { amount: formatAmount(money, state.amount) })}
    </p>
  );
  if (state?.phase === 'confirmed' && state.bet.status !== 'open') return paid;

  const send = (value: string, stake?: string) => {
    if (!session || !settings) return;
    void cashOut(
      {
        queryClient,
        accountId: session.id,
        oddsType,
        timeoutMs: settings.cashout_timeout,
        lightweight: settings.enable_api_lightweight_confirming_cashout,
        acceptHigher: settings.allow_higher_odds_and_cashout,
      },
      bet,
      value,
      stake,
    );
  };

  const refusal = state?.phase === 'refused' && (
    <p className={styles.refusal} role="alert">
      {t(`cashOut.refusals.${state.reason}`)}
    </p>
  );

  if (state?.phase === 'confirming') {
    return (
      <div className={styles.cashOut} role="status">
        <Button variant="primary" block aria-disabled="true" className={styles.cashOutButton}>
          <span>{t('cashOut.confirming')}</span>
          {settings?.show_countdown_digits !== false && <Countdown state={state} />}
        </Button>
      </div>
    );
  }

  if (state?.phase === 'failed') {
    return (
      <div className={styles.cashOut}>
        <p className={styles.refusal} role="alert">
          {t('cashOut.failed')}
        </p>
        <Button variant="primary" block onClick={() => send(state.value, state.stake)}>
          {t('cashOut.retry', { amount: formatAmount(money, state.value) })}
        </Button>
      </div>
    );
  }

  if (!bet.cashOut.available) {
    return (
      <div className={styles.cashOut}>
        {paid}
        {refusal}
        {!refusal && bet.cashOut.reason && (
          <p className={styles.note}>{t(`cashOut.unavailable.${bet.cashOut.reason}`)}</p>
        )}
      </div>
    );
  }

  const value = bet.cashOut.value;
  return (
    <div className={styles.cashOut}>
      {paid}
      {refusal}
      <Button variant="primary" block className={styles.cashOutButton} onClick={() => send(value)}>
        {t('cashOut.button', { amount: formatAmount(money, value) })}
      </Button>
      <PartialCashOut bet={bet} money={money} onSend={send} />
    </div>
  );
}
