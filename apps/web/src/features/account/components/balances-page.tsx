import { isWalletEmpty } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { useBalance } from '../../../lib/money/get-balance.ts';
import { useCashierStore, useSportsbookWallet } from '../../wallet/index.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import styles from './account.module.css';
import { Fact } from './profile-page.tsx';

/**
 * /account/balances: the sportsbook wallet of SPEC.md §3 (balance, withdrawable, promo cash, left to
 * wager) with the real and bonus split of the balance call, and the cashier's two doors.
 */
export function BalancesPage({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const wallet = useSportsbookWallet();
  const balance = useBalance();
  const money = useMoney(session.currency);
  const openCashier = useCashierStore((s) => s.openCashier);

  const actions = (
    <div className={styles.actions}>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => openCashier('deposit')}>
        {t('cashier.deposit')}
      </Button>
      <Button aria-haspopup="dialog" onClick={() => openCashier('withdraw')}>
        {t('cashier.withdraw')}
      </Button>
    </div>
  );

  if (wallet.isPending || balance.isPending)
    return <SkeletonList rows={6} height={44} label={t('balances.loading')} />;
  if (wallet.isError || balance.isError)
    return (
      <ErrorState
        message={t('balances.failed')}
        onRetry={() => {
          if (wallet.isError) void wallet.refetch();
          if (balance.isError) void balance.refetch();
        }}
      />
    );
  if (!wallet.data)
    return (
      <EmptyState title={t('balances.noWallet')} icon="wallet">
        {actions}
      </EmptyState>
    );

  const w = wallet.data;
  return (
    <>
      {/* SPEC.md §5 "Wallet empty": say so and point at the deposit. */}
      {isWalletEmpty(w.balance) && <p className={styles.notice}>{t('balances.empty')}</p>}
      <dl className={styles.facts}>
        <Fact label={t('balances.balance')} value={money.format(w.balance)} />
        <Fact label={t('balances.real')} value={money.format(balance.data.realBalance)} />
        <Fact label={t('balances.bonus')} value={money.format(balance.data.bonusBalance)} />
        <Fact label={t('balances.withdrawable')} value={money.format(w.withdrawableAmount)} />
        <Fact label={t('balances.promoCash')} value={money.format(w.promoCash)} />
        <Fact label={t('balances.leftToWager')} value={money.format(w.totalLeftToWager)} />
      </dl>
      {actions}
    </>
  );
}
