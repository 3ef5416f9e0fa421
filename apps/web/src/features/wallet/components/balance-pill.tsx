import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useBalance } from '../../../lib/money/get-balance.ts';
import { BALANCE_MASK, useBalanceVisibility } from '../balance-visibility-store.ts';
import { useCashierStore, type CashierTab } from '../cashier-store.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import styles from './balance-pill.module.css';

// The cashier's code loads the first time it opens.
const CashierDialog = lazy(() => import('./cashier-dialog.tsx'));

/**
 * The header's balance pill of SPEC.md §2 for a logged-in player: the balance (opens the cashier),
 * the username on desktop, a hide/show toggle and a dropdown with Deposit and Withdraw. It also hosts
 * the cashier dialog, which the account pages open through the cashier store.
 */
export function BalancePill({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  const { t } = useTranslation('account');
  const balance = useBalance();
  const money = useMoney(session.currency);
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggleHidden = useBalanceVisibility((s) => s.toggleHidden);
  const cashierTab = useCashierStore((s) => s.tab);
  const openCashier = useCashierStore((s) => s.openCashier);

  const amount = balance.data ? money.format(balance.data.totalBalance) : undefined;
  return (
    <div className={styles.pill} role="group" aria-label={t('pill.label')}>
      {isDesktop && (
        <span className={styles.username} title={session.username}>
          {session.username}
        </span>
      )}
      <button
        type="button"
        className={styles.balance}
        // The visible amount (or mask) with what it is: "Balance €525.00", "Balance hidden".
        aria-label={`${t('pill.balance')} ${hidden ? t('pill.hidden') : (amount ?? '')}`.trim()}
        aria-haspopup="dialog"
        onClick={() => openCashier('deposit')}
      >
        {/* While loading, a placeholder keeps the pill's width from jumping. */}
        {hidden ? BALANCE_MASK : (amount ?? '…')}
      </button>
      <IconButton
        icon={hidden ? 'eye' : 'eye-off'}
        size="sm"
        className={styles.icon}
        label={hidden ? t('pill.show') : t('pill.hide')}
        onClick={toggleHidden}
      />
      <CashierMenu onChoose={openCashier} />
      {cashierTab && (
        <Suspense fallback={null}>
          <CashierDialog />
        </Suspense>
      )}
    </div>
  );
}

/** A menu button (WAI-ARIA APG) with Deposit and Withdraw, like the account menu beside it. */
function CashierMenu({ onChoose }: { onChoose: (tab: CashierTab) => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const triggerId = useId();
  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, root, dismiss);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all.at(index % all.length)?.focus();
  };
  // Opens, then focuses once the items exist (they render only while open).
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1 + all.length,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const choose = (tab: CashierTab) => {
    setOpen(false);
    onChoose(tab);
  };

  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('pill.cashierMenu')}
        title={t('pill.cashierMenu')}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <ul
          id={menuId}
          ref={menu}
          role="menu"
          aria-labelledby={triggerId}
          className={styles.panel}
          onKeyDown={onMenuKey}
        >
          {(['deposit', 'withdraw'] as const).map((tab) => (
            <li role="none" key={tab}>
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={styles.item}
                onClick={() => choose(tab)}
              >
                {t(`cashier.${tab}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
