import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { TransactionsPage } from '../features/account/components/transactions-page.tsx';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('transactions.title')}>
      {(session) => <TransactionsPage session={session} />}
    </AccountLayout>
  );
}
