import type { MyBet } from '@sb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { Button } from '../../../ui/button.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { focusLost } from '../../../ui/overlay/focus-return.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { formatAmount } from '../format-amount.ts';
import { subscribeSecond, tickNow } from '../../../lib/live/ticker.ts';
import type { Money } from '../../../lib/money/use-money.ts';
import { cashOut, useCashOutState, type CashOutState } from '../cash-out.ts';
import styles from './my-bets.module.css';
import { ConfirmCashOut } from './confirm-cash-out.tsx';
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
 * open-bets list refreshes it). Pressing it asks first (WCAG 3.3.4): the confirm step says the
 * amount, and Confirm sends exactly that value; Cancel or Escape go back to the button. Should the
 * offer change while asking, the step goes away and the new value is said: the player is asked
 * again, never sent an amount not seen. While it confirms the button is busy with the countdown
 * digits (when show_countdown_digits is on); then the paid amount, or the refusal's message with
 * the new value on the button. Unavailable: the reason instead. A part of the stake can be cashed
 * out too: the paid amount shows, and the rest of the bet keeps its button.
 *
 * Each of these steps replaces the element that had the focus: the focus follows to the new step
 * (the busy button, the paid amount, the new value, the retry), unless the player has moved it
 * elsewhere meanwhile.
 */
export function CashOutButton({ bet, money }: { bet: MyBet; money: Money }) {
  const { t } = useTranslation('my-bets');
  const state = useCashOutState(bet.betId);
  const session = useLoggedInSession();
  const settings = useSettings();
  const oddsType = useOddsType();
  const queryClient = useQueryClient();

  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const busy = useRef<HTMLButtonElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const paidRef = useRef<HTMLParagraphElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const changedRef = useRef<HTMLParagraphElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);

  const offered = bet.cashOut.available ? bet.cashOut.value : null;
  // The value the confirm step asks about. Should the offer change meanwhile (the list refreshes
  // it), the step goes at once, before it can be pressed, and the new value is said.
  const [asking, setAsking] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  if (asking !== null && asking !== offered) {
    setAsking(null);
    setChanged(true);
  }
  const phase = state?.phase;
  const [phaseShown, setPhaseShown] = useState(phase);
  if (phaseShown !== phase) {
    setPhaseShown(phase);
    setChanged(false);
  }

  const moveFocus = (...targets: RefObject<HTMLElement | null>[]) => {
    if (!focusLost(root.current)) return;
    targets.find((target) => target.current)?.current?.focus();
  };
  // The button again after Cancel (it was replaced by the step).
  const backToButton = useRef(false);
  useEffect(() => {
    if (!backToButton.current || !button.current) return;
    backToButton.current = false;
    button.current.focus();
  });

  const phaseSeen = useRef(phase);
  useEffect(() => {
    if (phaseSeen.current === phase) return;
    phaseSeen.current = phase;
    if (phase === 'confirming') moveFocus(busy);
    else if (phase === 'confirmed') moveFocus(paidRef);
    else if (phase === 'refused') moveFocus(button, refusalRef);
    else if (phase === 'failed') moveFocus(retry);
  }, [phase]);
  // The step went with a changed offer: the notice of the new value (or why there is none).
  useEffect(() => {
    if (changed) moveFocus(changedRef, noteRef, button);
  }, [changed]);
  // The offer went (a refusal's bet, a suspended market): the button that had the focus with it.
  const offeredSeen = useRef(offered);
  useEffect(() => {
    if (offeredSeen.current === offered) return;
    offeredSeen.current = offered;
    if (offered === null) moveFocus(refusalRef, noteRef);
  }, [offered]);

  const paid = state?.phase === 'confirmed' && (
    <p ref={paidRef} className={styles.cashedOut} role="status" tabIndex={-1}>
      {t('cashOut.confirmed', { amount: formatAmount(money, state.amount) })}
    </p>
  );
  if (state?.phase === 'confirmed' && state.bet.status !== 'open') {
    return (
      <div ref={root} className={styles.cashOut}>
        {paid}
      </div>
    );
  }

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
    <p ref={refusalRef} className={styles.refusal} role="alert" tabIndex={-1}>
      {t(`cashOut.refusals.${state.reason}`)}
    </p>
  );

  if (state?.phase === 'confirming') {
    return (
      <div ref={root} className={styles.cashOut} role="status">
        <Button ref={busy} variant="primary" block aria-disabled="true" className={styles.cashOutButton}>
          <span>{t('cashOut.confirming')}</span>
          {settings?.show_countdown_digits !== false && <Countdown state={state} />}
        </Button>
      </div>
    );
  }

  if (state?.phase === 'failed') {
    return (
      <div ref={root} className={styles.cashOut}>
        <p className={styles.refusal} role="alert">
          {t('cashOut.failed')}
        </p>
        {/* The value the player confirmed, with the same request id: no second confirm step. */}
        <Button ref={retry} variant="primary" block onClick={() => send(state.value, state.stake)}>
          {t('cashOut.retry', { amount: formatAmount(money, state.value) })}
        </Button>
      </div>
    );
  }

  if (offered === null) {
    return (
      <div ref={root} className={styles.cashOut}>
        {paid}
        {refusal}
        {!refusal && bet.cashOut.reason && (
          <p ref={noteRef} className={styles.note} tabIndex={-1}>
            {t(`cashOut.unavailable.${bet.cashOut.reason}`)}
          </p>
        )}
      </div>
    );
  }

  const amount = formatAmount(money, offered);
  return (
    <div ref={root} className={styles.cashOut}>
      {paid}
      {refusal}
      {changed && (
        <p ref={changedRef} className={styles.refusal} role="status" tabIndex={-1}>
          {t('cashOut.changed', { amount })}
        </p>
      )}
      {asking === offered ? (
        <ConfirmCashOut
          prompt={t('cashOut.ask', { amount })}
          confirmLabel={t('cashOut.confirm', { amount })}
          onConfirm={() => {
            setAsking(null);
            send(offered);
          }}
          onCancel={() => {
            setAsking(null);
            backToButton.current = true;
          }}
        />
      ) : (
        <Button
          ref={button}
          variant="primary"
          block
          className={styles.cashOutButton}
          onClick={() => {
            setChanged(false);
            setAsking(offered);
          }}
        >
          {t('cashOut.button', { amount })}
        </Button>
      )}
      <PartialCashOut bet={bet} money={money} onSend={send} />
    </div>
  );
}
