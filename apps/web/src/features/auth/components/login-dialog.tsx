import {
  checkLoginForm,
  loginErrorNotification,
  readLoginAnswer,
  type LoginNotificationKey,
  type LoginStep,
} from '@sb/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsOrDefaults } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useFinishLogin } from '../finish-login.ts';
import { useNotificationText } from '../notification-text.ts';
import { loginFailureOf } from '../login-failure.ts';
import { sendLogin, type Credentials } from '../login-request.ts';
import { useSessionStore, type Session } from '../../../lib/session/session-store.ts';
import { startSession } from '../start-session.ts';
import styles from './auth-dialogs.module.css';
import { SingleSessionConfirm } from './single-session-confirm.tsx';

/** The operator's password-reset page. No setting names it yet (see docs/ACCOUNTS-WEB.md). */
const FORGOTTEN_PASSWORD_URL = '/forgotten-password';

/** The factor a login still owes, as the session store keeps it. */
const PENDING_FACTOR: Record<LoginStep, Session['pendingFactor']> = {
  otp: 'otp',
  'security-question': 'security-question',
  done: null,
};

/** The refusals that say the username or the password is wrong: both fields are marked invalid. */
const CREDENTIALS_REFUSED: readonly LoginNotificationKey[] = ['login-error-401', 'login-error-INT003'];

/** The last attempt's error: its text under the fields, and the fields it marks invalid. */
interface Problem {
  text: string;
  username: boolean;
  password: boolean;
}

/**
 * The login dialog of SPEC.md §2 / §5: username (prefilled with the remembered one), password with a
 * show/hide toggle, 'Remember me' (on by default), the forgotten-password link and Login. Empty
 * fields show the invalid-credentials toast (and the same text under the fields) and send nothing.
 * The login goes by the brand's flow (login-request.ts), after a confirmation where the brand allows
 * a single session. A login that asks for a second factor closes this dialog; the factor's dialog
 * follows (auth-overlays.tsx). Loaded lazily.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  // The dialog mounts its content only while open: the typed password is gone once it closes.
  return (
    <Dialog open={open} onClose={onClose} title={t('login.title')} variant="sheet">
      <LoginForm onDone={onClose} />
    </Dialog>
  );
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const notificationText = useNotificationText();
  const desktop = useIsDesktop();
  const { login_flow: flow, single_session_login: singleSession } = useSettingsOrDefaults();
  const savedUsername = useSessionStore((s) => s.savedUsername);
  const [username, setUsername] = useState(savedUsername ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** A checked form waiting for the single-session confirmation. */
  const [confirming, setConfirming] = useState<Credentials | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordId = useId();
  const problemId = useId();
  const finishLogin = useFinishLogin();

  /**
   * Besides the toast (SPEC.md §8), the error stays under the fields (WCAG 3.3.1): the fields it
   * concerns are marked invalid and described by it, and the first of them takes the focus.
   */
  const showProblem = (next: Problem) => {
    showToast({ kind: 'error', message: next.text });
    setProblem(next);
    (next.username ? usernameRef : next.password ? passwordRef : null)?.current?.focus();
  };

  const login = useMutation({
    mutationFn: (credentials: Credentials) =>
      sendLogin(flow, credentials, {
        clientType: 'Browser',
        deviceId: useSessionStore.getState().deviceId,
        deviceType: desktop ? 'Desktop' : 'Mobile',
      }),
    onSuccess: async ({ answer, origin }) => {
      const read = readLoginAnswer(answer);
      if (!read.ok) {
        showProblem({ text: notificationText(read.notification), username: false, password: false });
        return;
      }
      useSessionStore.getState().setSavedUsername(remember ? answer.session.username : null);
      const factor = PENDING_FACTOR[read.next];
      const session = startSession(answer, factor, { ...origin, loggedInAt: Date.now() });
      onDone();
      if (factor === null) await finishLogin(session);
    },
    onError: (error) => {
      const key = loginErrorNotification(loginFailureOf(error));
      const refused = CREDENTIALS_REFUSED.includes(key);
      showProblem({ text: notificationText(key), username: refused, password: refused });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = checkLoginForm(username, password);
    if (!form.ok) {
      showProblem({
        text: notificationText(form.notification),
        username: username.trim() === '',
        password: password.trim() === '',
      });
      return;
    }
    setProblem(null);
    const credentials = { username: form.username, password: form.password };
    if (singleSession) setConfirming(credentials);
    else login.mutate(credentials);
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          {t('login.username')}
          <input
            ref={usernameRef}
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            aria-invalid={problem?.username === true}
            aria-describedby={problem?.username ? problemId : undefined}
            onChange={(event) => {
              setUsername(event.target.value);
              if (problem?.username) setProblem({ ...problem, username: false });
            }}
          />
        </label>
        {/* The toggle stays outside the label: the field is named 'Password', the toggle on its own. */}
        <div className={styles.field}>
          <label htmlFor={passwordId}>{t('login.password')}</label>
          <span className={styles.withToggle}>
            <input
              ref={passwordRef}
              id={passwordId}
              className={styles.input}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              aria-invalid={problem?.password === true}
              aria-describedby={problem?.password ? problemId : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                if (problem?.password) setProblem({ ...problem, password: false });
              }}
            />
            <IconButton
              icon="eye"
              className={styles.toggle}
              label={t('login.showPassword')}
              aria-pressed={showPassword}
              aria-controls={passwordId}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          </span>
        </div>
        {/* No live role: the toast announces it already; the fields it concerns are described by it. */}
        {problem && (
          <p id={problemId} className={styles.serverError}>
            {problem.text}
          </p>
        )}
        <div className={styles.row}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('login.rememberMe')}
          </label>
          <a className={styles.link} href={`/${locale}${FORGOTTEN_PASSWORD_URL}`}>
            {t('login.forgottenPassword')}
          </a>
        </div>
        <Button type="submit" variant="primary" block disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {confirming && (
        <SingleSessionConfirm
          onContinue={() => {
            setConfirming(null);
            login.mutate(confirming);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
