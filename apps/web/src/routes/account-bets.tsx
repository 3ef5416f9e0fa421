import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { BetsPage } from '../features/account/components/bets-page.tsx';

export function Component() {
  const { t } = useTranslation('account');
  return <AccountLayout title={t('bets.title')}>{(session) => <BetsPage session={session} />}</AccountLayout>;
}
