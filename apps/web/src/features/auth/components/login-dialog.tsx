import type { LoginResponse } from '@sb/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { createSession } from '../api/create-session.ts';
import { useFinishLogin } from '../finish-login.ts';
import { useNotificationText } from '../notification-text.ts';
import { isLoginFormComplete, loginErrorKey } from '../rules.ts';
import { useSessionStore } from '../session-store.ts';
import { storeSession } from '../start-session.ts';
import { useTermsStore } from '../terms-store.ts';
import styles from './auth-dialogs.module.css';

/** The operator's password-reset page. No setting names it yet (see docs/ACCOUNTS-WEB.md). */
const FORGOTTEN_PASSWORD_URL = '/forgotten-password';

/** Where a login answer leads (SPEC.md §4 "Login", OTP flow): otp true, null or false. */
function nextFactor(answer: LoginResponse): 'otp' | 'security-question' | null {
  if (answer.otp === true) return 'otp';
  if (answer.otp === null) return 'security-question';
  return null;
}

/**
 * The login dialog of SPEC.md §2 / §5: username (prefilled with the remembered one), password with a
 * show/hide toggle, 'Remember me' (on by default), the forgotten-password link and Login. Empty
 * fields show the invalid-credentials toast and send nothing. A login that asks for a second
 * factor closes this dialog; the factor's dialog follows (auth-overlays.tsx). Loaded lazily.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const notificationText = useNotificationText();
  const desktop = useIsDesktop();
  const savedUsername = useSessionStore((s) => s.savedUsername);
  const [username, setUsername] = useState(savedUsername ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const finishLogin = useFinishLogin();

  const login = useMutation({
    mutationFn: createSession,
    onSuccess: async (answer) => {
      // §5: the session must carry a jwe_token; without one the login failed on the server's side.
      if (!answer.session.jwe_token) {
        showToast({ kind: 'error', message: notificationText('error-500') });
        return;
      }
      const store = useSessionStore.getState();
      store.setSavedUsername(remember ? answer.session.username : null);
      useTermsStore.getState().setAnswer(answer.termsAccepted ? 'accept' : null);
      const factor = nextFactor(answer);
      const session = storeSession(answer, factor);
      onClose();
      if (factor === null) await finishLogin(session);
    },
    onError: (error) => showToast({ kind: 'error', message: notificationText(loginErrorKey(error)) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLoginFormComplete(username, password)) {
      showToast({ kind: 'error', message: notificationText('error-invalid-login-credentials') });
      return;
    }
    login.mutate({
      username: username.trim(),
      password,
      device: {
        clientType: 'Browser',
        deviceId: useSessionStore.getState().deviceId,
        deviceType: desktop ? 'Desktop' : 'Mobile',
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('login.title')} variant="sheet">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          {t('login.username')}
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('login.password')}
          <span className={styles.withToggle}>
            <input
              className={styles.input}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <IconButton
              icon="eye"
              className={styles.toggle}
              label={t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          </span>
        </label>
        <div className={styles.row}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('login.rememberMe')}
          </label>
          <a className={styles.link} href={FORGOTTEN_PASSWORD_URL}>
            {t('login.forgottenPassword')}
          </a>
        </div>
        <Button type="submit" variant="primary" block disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
