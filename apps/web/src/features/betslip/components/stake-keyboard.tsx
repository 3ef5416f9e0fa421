import { useTranslation } from 'react-i18next';
import styles from './betslip.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface StakeKeyboardProps {
  /** The currency takes a decimal point (§5: not the thousand-scaled ones, nor those without decimals). */
  allowDecimal: boolean;
  onKey: (key: string) => void;
  onDelete: () => void;
  onDone: () => void;
}

/**
 * The betslip's numeric keyboard on phones (SPEC.md §2): digits, decimal point, delete, done.
 * Whether a key press is taken is the stake rules' call (§5), made by the caller.
 */
export function StakeKeyboard({ allowDecimal, onKey, onDelete, onDone }: StakeKeyboardProps) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.keyboard} role="group" aria-label={t('keyboard.label')}>
      {DIGITS.map((digit) => (
        <button key={digit} type="button" className={styles.key} onClick={() => onKey(digit)}>
          {digit}
        </button>
      ))}
      <button
        type="button"
        className={styles.key}
        aria-label={t('keyboard.decimal')}
        disabled={!allowDecimal}
        onClick={() => onKey('.')}
      >
        .
      </button>
      <button type="button" className={styles.key} onClick={() => onKey('0')}>
        0
      </button>
      <button type="button" className={styles.key} aria-label={t('keyboard.delete')} onClick={onDelete}>
        ⌫
      </button>
      <button type="button" className={styles.done} onClick={onDone}>
        {t('keyboard.done')}
      </button>
    </div>
  );
}
