import type { RetailCodeResponse } from '@sb/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { bookBetslip } from '../api/booking-codes.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { betslipModel } from '../betslip-model.ts';
import { usePricingStore } from '../pricing-store.ts';
import { useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';

/**
 * "Book this bet" (SPEC.md §7 retail codes): the slip's selections, priced now, kept on the server
 * under a short code that a friend loads into their slip or a shop's till reads back. Open to
 * visitors and players alike; nothing is staked (docs/decisions/betslip-controls.md).
 */
export function BookBet() {
  const { t } = useTranslation('betslip');
  const oddsType = useOddsType();
  const { currency, precision } = useSlipMoney();
  const [booking, setBooking] = useState<RetailCodeResponse | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'copied'>('idle');
  // A changed slip is another booking: the code on screen would no longer load what is shown.
  const idsKey = useBetslipStore((s) => Object.keys(s.bets).sort().join());
  const [bookedKey, setBookedKey] = useState('');
  const until = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
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
          <p className={styles.code}>
            <bdi>{current.code}</bdi>
          </p>
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
