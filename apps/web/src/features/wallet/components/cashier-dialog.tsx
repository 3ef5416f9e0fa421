import { cashierAmountDecimals, cashierLimits, checkCashierAmount, quickStakes } from '@sb/domain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';
import { useSettings } from '../../../api/settings.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { useLoggedInSession, type Session } from '../../../lib/session/session-store.ts';
import { useSportsbookWallet } from '../api/get-wallet.ts';
import { useCashierMove } from '../api/post-cashier.ts';
import { useCashierStore, type CashierTab } from '../cashier-store.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { useNumberFormat } from '../../../lib/format/intl-locale.ts';
import styles from './cashier-dialog.module.css';

const TABS: CashierTab[] = ['deposit', 'withdraw'];

/** The cashier (deposit and withdraw tabs) for the logged-in player; closed while logged out. */
export default function CashierDialog() {
  const { t } = useTranslation('account');
  const session = useLoggedInSession();
  const tab = useCashierStore((s) => s.tab);
  const close = useCashierStore((s) => s.closeCashier);
  if (!session || !tab) return null;
  return (
    <Dialog open onClose={close} title={t('cashier.title')}>
      <CashierTabs tab={tab} session={session} />
    </Dialog>
  );
}

/** Tabs of the WAI-ARIA APG pattern: arrows move between them, the panel follows. */
function CashierTabs({ tab, session }: { tab: CashierTab; session: Session }) {
  const { t } = useTranslation('account');
  const open = useCashierStore((s) => s.openCashier);
  const id = useId();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'deposit' ? 'withdraw' : 'deposit';
    open(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('cashier.title')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => open(name)}
            onKeyDown={onKey}
          >
            {t(`cashier.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {/* A new form per tab: an amount typed for a deposit must not carry over to a withdrawal. */}
        <CashierForm key={tab} tab={tab} session={session} />
      </div>
    </>
  );
}

function CashierForm({ tab, session }: { tab: CashierTab; session: Session }) {
  const { t } = useTranslation('account');
  const numbers = useNumberFormat();
  const money = useMoney(session.currency);
  const settings = useSettings();
  const wallet = useSportsbookWallet();
  const move = useCashierMove(session);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const withdrawable = tab === 'withdraw' ? wallet.data?.withdrawableAmount : undefined;
  const rules = { currency: session.currency, precision: money.precision, withdrawable };
  const check = checkCashierAmount(text, rules);
  const limits = cashierLimits(rules);
  const showError = touched && !check.ok;
  const decimals = cashierAmountDecimals(rules);
  // Quick amounts are the §9 quick-stake presets of the currency, in display units.
  const quick = quickStakes(session.currency, settings?.quick_bet_values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || move.isPending) return;
    move.mutate({ tab, amount: check.amount });
  };
  const display = (value: number) => money.format(value);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {tab === 'withdraw' && (
        <p className={styles.note}>
          {wallet.data
            ? t('cashier.withdrawable', { amount: display(wallet.data.withdrawableAmount) })
            : t('cashier.withdrawableLoading')}
        </p>
      )}
      <label className={styles.label} htmlFor={inputId}>
        {t('cashier.amount', { currency: session.currency })}
      </label>
      <input
        id={inputId}
        className={styles.input}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          move.reset();
        }}
        onBlur={() => setTouched(text !== '')}
      />
      {showError && (
        <p id={errorId} className={styles.error}>
          {t(`cashier.errors.${check.error}`, {
            min: numbers.format(limits.min),
            max: numbers.format(limits.max),
            decimals,
          })}
        </p>
      )}
      <div className={styles.quick} role="group" aria-label={t('cashier.quickAmounts')}>
        {quick.map((value) => (
          <Button
            key={value}
            size="sm"
            onClick={() => {
              setText(String(value));
              setTouched(true);
              move.reset();
            }}
          >
            {numbers.format(value)}
          </Button>
        ))}
      </div>
      <Button type="submit" variant="primary" block disabled={move.isPending}>
        {move.isPending ? t('cashier.sending') : t(`cashier.submit.${tab}`)}
      </Button>
      {move.isError && (
        <p role="alert" className={styles.error}>
          {t(`cashier.refused.${refusal(move.error)}`, { detail: move.error.message })}
        </p>
      )}
      {move.isSuccess && (
        <p role="status" className={styles.success}>
          {t(`cashier.done.${tab}`, {
            amount: display(Math.abs(move.data.transaction.amount)),
            balance: display(move.data.balance.totalBalance),
          })}
        </p>
      )}
    </form>
  );
}

/**
 * Which text tells the player about a server refusal (codes of docs/ACCOUNTS.md). The funds and
 * amount texts quote the server's message, which names the amounts and limits.
 */
function refusal(error: Error): 'funds' | 'amount' | 'network' | 'generic' {
  if (!(error instanceof HttpError)) return 'generic';
  if (error.body?.code === 'INSUFFICIENT_FUNDS') return 'funds';
  if (error.body?.code === 'AMOUNT_OUT_OF_RANGE' || error.status === 400) return 'amount';
  return error.status === 0 ? 'network' : 'generic';
}
