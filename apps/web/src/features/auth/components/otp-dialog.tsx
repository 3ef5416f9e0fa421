import {
  canRequestNewCode,
  OTP_LOCK_S,
  oneTimeCodeProblem,
  otpCountdownLabel,
  otpLockRemainingSeconds,
} from '@sb/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { generateOneTimeCode, validateOneTimeCode } from '../api/one-time-code.ts';
import { useFinishLogin } from '../finish-login.ts';
import { useNotificationText } from '../notification-text.ts';
import { clearOtpLock, readOtpLock, writeOtpLock, type OtpLock } from '../otp-lock.ts';
import type { Session } from '../../../lib/session/session-store.ts';
import { storeSession } from '../start-session.ts';
import { useNow } from '../use-now.ts';
import styles from './auth-dialogs.module.css';

export interface SecondFactorDialogProps {
  session: Session;
  /** Gives up the login: the pending session is forgotten. */
  onCancel: () => void;
}

/**
 * The mobile-number verification dialog (SPEC.md §2, §4, §5): a 6-digit code with the §5 messages
 * on every keystroke, Submit only at exactly 6 digits, and request-new-code locked for 295 s after
 * each code (the start time is stored, so the countdown survives a reload). A code is sent when the
 * dialog first shows, unless one was sent within the lock. A wrong code shows the server's message.
 */
export default function OtpDialog({ session, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation('auth');
  const notificationText = useNotificationText();
  const finishLogin = useFinishLogin();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [lock, setLock] = useState<OtpLock | null>(readOtpLock);
  const now = useNow(lock?.startedAt ?? null);
  const startedAt = lock?.startedAt ?? null;
  const locked = !canRequestNewCode(startedAt, now);

  const startLock = (next: OtpLock) => {
    writeOtpLock(next);
    setLock(next);
  };
  const generate = useMutation({
    mutationFn: generateOneTimeCode,
    onSuccess: (answer) => startLock({ startedAt: Date.now(), destination: answer.destination }),
    onError: (error) => {
      // A code went out recently (this browser forgot the lock): the server says how long is left.
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined)
        startLock({ startedAt: Date.now() - (OTP_LOCK_S - retryAfter) * 1000, destination: null });
    },
  });
  const validate = useMutation({
    mutationFn: validateOneTimeCode,
    onSuccess: async (answer) => {
      clearOtpLock();
      await finishLogin(storeSession(answer, null, session));
    },
  });

  // The first code goes out when the prompt first shows; after a reload within the lock it does not.
  // Once per dialog: StrictMode runs mount effects twice, and a second send would only meet the lock.
  const { mutate: sendCode } = generate;
  const firstSend = useRef(locked ? 'skipped' : 'due');
  useEffect(() => {
    if (firstSend.current !== 'due') return;
    firstSend.current = 'sent';
    sendCode();
  }, [sendCode]);

  const problem = oneTimeCodeProblem(code);
  const shownProblem = touched ? problem : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem === null && !validate.isPending) validate.mutate(code);
  };

  return (
    <Dialog open onClose={onCancel} title={t('otp.title')} variant="sheet">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>
          {lock === null
            ? t('otp.sending')
            : lock.destination === null
              ? t('otp.sentEarlier')
              : t('otp.sentTo', { destination: lock.destination })}
        </p>
        <label className={styles.field}>
          {t('otp.code')}
          <input
            className={`${styles.input} ${styles.codeInput}`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            aria-invalid={shownProblem !== null}
            aria-describedby={messageId}
            onChange={(event) => {
              setCode(event.target.value);
              setTouched(true);
              validate.reset();
            }}
          />
        </label>
        {/* Polite: read after each keystroke settles, without interrupting the typing echo. */}
        <p id={messageId} className={styles.message} aria-live="polite">
          {shownProblem && t(`validation.${shownProblem}`)}
        </p>
        {validate.isError && (
          <p className={styles.serverError} role="alert">
            {serverMessage(validate.error) ?? notificationText('something-went-wrong')}
          </p>
        )}
        {/* A refusal that only restated the lock needs no message: the countdown says it. */}
        {generate.isError && retryAfterOf(generate.error) === undefined && (
          <p className={styles.serverError} role="alert">
            {serverMessage(generate.error) ?? notificationText('something-went-wrong')}
          </p>
        )}
        <Button
          variant="secondary"
          block
          disabled={locked || generate.isPending}
          onClick={() =>
            generate.mutate(undefined, {
              onSuccess: () => showToast({ kind: 'success', message: t('otp.newCodeSent') }),
            })
          }
        >
          {locked
            ? t('otp.requestNewIn', { time: otpCountdownLabel(otpLockRemainingSeconds(startedAt, now)) })
            : t('otp.requestNew')}
        </Button>
        <Button type="submit" variant="primary" block disabled={problem !== null || validate.isPending}>
          {t('otp.submit')}
        </Button>
      </form>
    </Dialog>
  );
}

function retryAfterOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.body?.retryAfterSeconds : undefined;
}

/** The server's own words on a refused code or answer (SPEC.md §8 "OTP and answer"). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof HttpError && error.body ? error.body.message : undefined;
}
