import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './login-dialog.module.css';

/**
 * The login dialog of SPEC.md §2, before accounts exist: it says plainly that signing in is not
 * available yet, with the fields shown but disabled (the accounts issue makes them work).
 * Loaded lazily: it is not part of the first page.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const noticeId = useId();
  return (
    <Dialog open={open} onClose={onClose} title={t('login.title')}>
      <p className={styles.notice} id={noticeId}>
        <Icon name="lock" />
        {t('login.unavailable')}
      </p>
      <form className={styles.form} aria-describedby={noticeId} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field}>
          {t('login.username')}
          <input className={styles.input} name="username" autoComplete="username" disabled />
        </label>
        <label className={styles.field}>
          {t('login.password')}
          <input
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            disabled
          />
        </label>
        <Button type="submit" variant="primary" block disabled>
          {t('login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
