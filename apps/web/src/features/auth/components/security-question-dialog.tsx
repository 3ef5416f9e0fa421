import { canSubmitSecurityAnswer } from '@sb/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { checkSecurityAnswer, securityQuestionQueryOptions } from '../api/security-question.ts';
import { useFinishLogin } from '../finish-login.ts';
import { useNotificationText } from '../notification-text.ts';
import { storeSession } from '../start-session.ts';
import styles from './auth-dialogs.module.css';
import { serverMessage, type SecondFactorDialogProps } from './otp-dialog.tsx';

/**
 * The security-question dialog (SPEC.md §2, §5): the server's question, a hidden-text answer,
 * Cancel and Submit; Submit stays disabled while the answer is invalid or empty, or while the
 * question or the check is loading. A wrong answer shows the server's message.
 */
export default function SecurityQuestionDialog({ session, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const notificationText = useNotificationText();
  const finishLogin = useFinishLogin();
  const [answer, setAnswer] = useState('');
  const question = useQuery(securityQuestionQueryOptions(session.username));
  const check = useMutation({
    mutationFn: checkSecurityAnswer,
    onSuccess: (result) => finishLogin(storeSession(result, null, session)),
  });

  // The question must be there too: an answer to no question cannot be checked.
  const canSubmit = question.isSuccess && canSubmitSecurityAnswer(answer, check.isPending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) check.mutate(answer);
  };

  return (
    <Dialog open onClose={onCancel} title={t('securityQuestion.title')} variant="sheet">
      <form className={styles.form} onSubmit={submit} noValidate>
        {question.isPending && (
          <p className={styles.intro} role="status">
            {t('securityQuestion.loading')}
          </p>
        )}
        {question.isError && (
          <p className={styles.serverError} role="alert">
            {serverMessage(question.error) ?? notificationText('something-went-wrong')}
          </p>
        )}
        {question.isSuccess && <p className={styles.question}>{question.data.question}</p>}
        <label className={styles.field}>
          {t('securityQuestion.answer')}
          <input
            className={styles.input}
            name="answer"
            type="password"
            autoComplete="off"
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              check.reset();
            }}
          />
        </label>
        {check.isError && (
          <p className={styles.serverError} role="alert">
            {serverMessage(check.error) ?? notificationText('something-went-wrong')}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={!canSubmit}>
            {t('securityQuestion.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
