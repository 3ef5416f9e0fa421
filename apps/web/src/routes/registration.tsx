import { useTranslation } from 'react-i18next';
import { AccountHelpPage } from '../features/content/account-help/account-help-page.tsx';
import { DemoAccounts } from '../features/content/account-help/demo-accounts.tsx';
import { LiveChatButton } from '../features/navigation/live-chat/live-chat-button.tsx';

/**
 * /register, the header's Join link unless the brand names another registration address
 * (settings.registration_url). This site opens no accounts: the page says who can help, and how to
 * try it with a demo player.
 */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <AccountHelpPage
      title={t('registration.title')}
      texts={[t('registration.text')]}
      ChatButton={LiveChatButton}
    >
      <DemoAccounts />
    </AccountHelpPage>
  );
}
