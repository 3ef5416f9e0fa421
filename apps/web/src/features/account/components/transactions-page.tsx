import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions.ts';
import styles from './account.module.css';

/** /account/transactions?page=N: the wallet's ledger, newest first, a page at a time. */
export function TransactionsPage({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const date = useDateFormat({ dateStyle: 'short', timeStyle: 'short' });
  const money = useMoney(session.currency);
  // The page lives in the URL, so Back and a shared link return to it.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const query = useTransactions(session.id, page);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  if (query.isPending) return <SkeletonList rows={8} height={40} label={t('transactions.loading')} />;
  if (query.isError)
    return <ErrorState message={t('transactions.failed')} onRetry={() => void query.refetch()} />;
  const { transactions, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
  if (total === 0)
    return (
      <EmptyState title={t('transactions.empty')} icon="receipt">
        <p>{t('transactions.emptyHint')}</p>
      </EmptyState>
    );

  return (
    <>
      <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('transactions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transactions.date')}</th>
              <th scope="col">{t('transactions.kind')}</th>
              <th scope="col" className={styles.number}>
                {t('transactions.amount')}
              </th>
              <th scope="col" className={styles.number}>
                {t('transactions.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time>
                </td>
                <td>{t(`transactions.kinds.${row.kind}`)}</td>
                <td className={cx(styles.number, row.amount < 0 ? styles.negative : styles.positive)}>
                  {/* Signed: a plus on credits too, so the direction never rests on colour alone. */}
                  {row.amount > 0 ? '+' : ''}
                  {money.format(row.amount)}
                </td>
                <td className={styles.number}>{money.format(row.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('transactions.pages')}>
          <Button size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('transactions.previous')}
          </Button>
          <span>{t('transactions.page', { page, pages })}</span>
          <Button size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('transactions.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
