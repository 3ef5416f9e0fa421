import { useTranslation } from 'react-i18next';
import { AccountHelpPage } from '../features/content/account-help/account-help-page.tsx';
import { LiveChatButton } from '../features/navigation/live-chat/live-chat-button.tsx';

/**
 * /forgotten-password, where the login dialog's link leads (SPEC.md §2 Login dialog). This site has
 * no self-service reset: the page says who can help.
 */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <AccountHelpPage
      title={t('forgottenPassword.title')}
      texts={[t('forgottenPassword.text'), t('forgottenPassword.how')]}
      ChatButton={LiveChatButton}
    />
  );
}
