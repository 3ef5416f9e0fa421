import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { acceptTerms } from '../api/accept-terms.ts';
import { useLogout } from '../use-logout.ts';
import { useTermsStore } from '../terms-store.ts';
import styles from './auth-dialogs.module.css';

/**
 * The terms-of-use popup (SPEC.md §2, §4 "Terms of use"; when it shows: terms-store.ts). Accept
 * stores pToU=accept and tells the server (a failure is only logged, §8 "Silent"); decline stores
 * decline and logs out. Either way it closes. Closing it without an answer hides it for this page
 * view only: it asks again on the next visit.
 */
export default function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const setAnswer = useTermsStore((s) => s.setAnswer);
  const logout = useLogout();

  const accept = () => {
    setAnswer('accept');
    onClose();
    acceptTerms().catch((error: unknown) => console.error('Accepting the terms of use failed', error));
  };
  const decline = () => {
    setAnswer('decline');
    onClose();
    logout('terms_declined');
  };

  return (
    <Dialog open onClose={onClose} title={t('terms.title')}>
      <div className={styles.form}>
        <p>{t('terms.body')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={decline}>
            {t('terms.decline')}
          </Button>
          <Button variant="primary" onClick={accept}>
            {t('terms.accept')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
