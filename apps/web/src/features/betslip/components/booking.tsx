import { SETTINGS_DEFAULTS, type RetailCodeResponse } from '@sb/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { bookBetslip, readBooking } from '../api/booking-codes.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { betslipModel } from '../betslip-model.ts';
import { usePricingStore } from '../pricing-store.ts';
import { loadBets } from '../slip-bets.ts';
import { useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';

/** What the server keeps under a code: 6 to 12 capitals and digits (contract's RetailCodeParams). */
const CODE = /^[A-Z0-9]{6,12}$/;

/**
 * "Book this bet" (SPEC.md §7 retail codes): the slip's selections, priced now, kept on the server
 * under a short code that a friend loads into their slip or a shop's till reads back. Open to
 * visitors and players alike; nothing is staked (docs/decisions/betslip-controls.md).
 */
export function BookBet() {
  const { t } = useTranslation('betslip');
  const oddsType = useOddsType();
  const { currency, precision } = useSlipMoney();
  const locale = useLocale();
  const [booking, setBooking] = useState<RetailCodeResponse | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'copied'>('idle');
  // A changed slip is another booking: the code on screen would no longer load what is shown.
  const idsKey = useBetslipStore((s) => Object.keys(s.bets).sort().join());
  const [bookedKey, setBookedKey] = useState('');
  const until = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const book = async () => {
    setState('busy');
    const model = betslipModel(useBetslipStore.getState(), usePricingStore.getState().priced, {
      currency,
      precision,
      userAcceptOdds: usePreferencesStore.getState().userAcceptOdds,
    });
    try {
      setBooking(await bookBetslip(model, oddsType));
      setBookedKey(idsKey);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const current = booking && bookedKey === idsKey ? booking : null;
  return (
    <div className={styles.booking}>
      {current ? (
        <div role="status" className={styles.bookingCode}>
          <p>{t('booking.booked')}</p>
          <p className={styles.code}>{current.code}</p>
          <p className={styles.hint}>
            {t('booking.bookedHint', { date: until.format(new Date(current.expiresAt)) })}
          </p>
          {'clipboard' in navigator && (
            <Button
              onClick={() => void navigator.clipboard.writeText(current.code).then(() => setState('copied'))}
            >
              {state === 'copied' ? t('booking.copied') : t('booking.copy')}
            </Button>
          )}
        </div>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          block
          aria-busy={state === 'busy'}
          disabled={state === 'busy'}
          onClick={() => void book()}
        >
          {t('booking.book')}
        </Button>
      )}
      {state === 'failed' && (
        <p className={cx(styles.notice, styles.warning)} role="alert">
          {t('booking.failed')}
        </p>
      )}
    </div>
  );
}

/**
 * "Load a booking code": the code's selections come onto the slip (not its stakes: the player stakes
 * them), priced again at once. An unknown or expired code, or one mistyped, says so under the field.
 */
export function LoadBooking() {
  const { t } = useTranslation('betslip');
  const settings = useSettings();
  const id = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
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
      <label htmlFor={id}>{t('booking.load')}</label>
      <div className={styles.loadRow}>
        <input
          id={id}
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
