import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import styles from './my-bets.module.css';

/**
 * The second step of a cash-out (WCAG 3.3.4 Error Prevention: moving money is confirmed): what it
 * pays, then Confirm and Cancel. It takes the focus on its Confirm when it shows (the first press
 * asked for it); Escape cancels it (and only it: the dialog around stays open). A press that is
 * not a new one is not a confirmation: the second click of a double click, a held Enter.
 * The caller takes the step away when the offer it says changes.
 */
export function ConfirmCashOut({
  prompt,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  /** What the cash-out does, with its amount: the step's name. */
  prompt: string;
  /** The confirm button's text, with the amount. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('my-bets');
  const promptId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  const onConfirmClick = (event: MouseEvent) => {
    // detail counts the clicks of a run: 2 is a double click's second, on the button the first made.
    if (event.detail > 1) return;
    onConfirm();
  };
  return (
    <div role="group" aria-labelledby={promptId} className={styles.confirmStep}>
      <p id={promptId} className={styles.confirmPrompt}>
        {prompt}
      </p>
      <div className={styles.confirmActions}>
        <Button
          ref={confirm}
          variant="primary"
          className={styles.cashOutButton}
          onKeyDown={(event) => {
            // Enter held down repeats its keydown, each a click: only the first press counts.
            if (event.repeat) event.preventDefault();
            onKeyDown(event);
          }}
          onClick={onConfirmClick}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onKeyDown={onKeyDown} onClick={onCancel}>
          {t('cashOut.cancel')}
        </Button>
      </div>
    </div>
  );
}
