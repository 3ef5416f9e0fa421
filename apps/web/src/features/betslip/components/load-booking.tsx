import { SETTINGS_DEFAULTS } from '@sb/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';
import { useSettings } from '../../../api/settings.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { readBooking } from '../api/booking-codes.ts';
import { loadBets } from '../slip-bets.ts';
import styles from './betslip.module.css';

/** What the server keeps under a code: 6 to 12 capitals and digits (contract's RetailCodeParams). */
const CODE = /^[A-Z0-9]{6,12}$/;

/**
 * "Load a booking code": the code's selections come onto the slip (not its stakes: the player stakes
 * them), priced again at once. An unknown or expired code, or one mistyped, says so under the field.
 */
export default function LoadBooking() {
  const { t } = useTranslation('betslip');
  const settings = useSettings();
  const id = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened by the player's press on "Load a booking code": the code is what they type next.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const maxBets = settings?.max_bets_on_betslip ?? SETTINGS_DEFAULTS.max_bets_on_betslip;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!CODE.test(wanted)) {
      setMessage({ text: t('booking.invalid'), error: true });
      return;
    }
    setBusy(true);
    try {
      const { model } = await readBooking(wanted);
      const picks = model.singles.map((s) => ({
        outcomeId: s.outcomeId,
        outcomeDescription: s.outcomeDescription,
        marketId: s.marketId,
        decimal: s.decimal,
        eachWay: s.eachWay,
      }));
      const { added, left } = loadBets(picks, { maxBets });
      setCode('');
      setMessage({
        text: [t('booking.loaded', { count: added }), left > 0 ? t('booking.full', { max: maxBets }) : '']
          .filter(Boolean)
          .join(' '),
        error: false,
      });
    } catch (error) {
      const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
      setMessage({ text: t(missing ? 'booking.notFound' : 'booking.failed'), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.loadBooking} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{t('booking.code')}</label>
      <div className={styles.loadRow}>
        <input
          id={id}
          ref={input}
          className={styles.codeInput}
          value={code}
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message?.error || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" aria-busy={busy} disabled={busy}>
          {t('booking.loadButton')}
        </Button>
      </div>
      {message && (
        <p
          id={messageId}
          className={cx(styles.notice, message.error && styles.warning)}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
