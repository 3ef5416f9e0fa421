import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { ProfilePage } from '../features/account/components/profile-page.tsx';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('profile.title')}>{(session) => <ProfilePage session={session} />}</AccountLayout>
  );
}
