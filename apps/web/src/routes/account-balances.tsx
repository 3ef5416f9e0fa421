import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { BalancesPage } from '../features/account/components/balances-page.tsx';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('balances.title')}>
      {(session) => <BalancesPage session={session} />}
    </AccountLayout>
  );
}
