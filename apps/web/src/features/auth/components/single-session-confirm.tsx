import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import styles from './auth-dialogs.module.css';

/**
 * The confirmation before a login where the brand allows a single session (SPEC.md §2,
 * settings.single_session_login): logging in here ends the player's session on any other device.
 * An alert dialog over the login dialog, Continue focused (logging in is what the player just
 * asked for); Cancel, Escape, the close button and the backdrop send nothing. The focus then goes
 * back to where the login was sent from.
 */
export function SingleSessionConfirm({
  onContinue,
  onCancel,
}: {
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const messageId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('singleSession.title')}
      alert={{ messageId }}
      initialFocus={continueRef}
    >
      <div className={styles.form}>
        <p id={messageId}>{t('singleSession.message')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
          <Button ref={continueRef} variant="primary" onClick={onContinue}>
            {t('singleSession.continue')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
