import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { Button } from '../../../ui/button.tsx';
import styles from './account-help.module.css';

/**
 * What the registration page offers instead of a sign-up form: this site runs with ready-made demo
 * players, so the way in is the login dialog. Their usernames are not listed: which ones exist
 * depends on the brand and on the server (production seeds none), and the page cannot know either.
 */
export function DemoAccounts() {
  const { t } = useTranslation('pages');
  const loggedIn = useLoggedInSession() !== null;
  const openOverlay = useShellStore((s) => s.open);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {t('registration.demoTitle')}
      </h2>
      <p className={styles.text}>{t('registration.demoText')}</p>
      {loggedIn ? (
        <p className={styles.text}>{t('registration.loggedIn')}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
            {t('registration.login')}
          </Button>
        </div>
      )}
    </section>
  );
}
