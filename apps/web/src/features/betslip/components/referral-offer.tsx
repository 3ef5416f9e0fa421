import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { Button } from '../../../ui/button.tsx';
import { answerReferral } from '../api/place-betslip.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';

/**
 * A placement above a line's maximum, held for a trader (SPEC.md §3 betMaybeReferred,
 * statusWaitApproval; docs/decisions/bet-refusals.md): the slip says a trader is looking at it and by
 * when; a counter-offer shows its stake and returns with Accept and Decline, each sent once. The
 * placement's poll (use-place-bet.ts) then sees the bet placed at the offered stake, or refused.
 */
export function ReferralOffer() {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const oddsType = useOddsType();
  const referral = useBetslipStore((s) => s.referral);
  const [sent, setSent] = useState<string | null>(null);
  const time = useDateFormat({ timeStyle: 'medium' });
  if (!referral) return null;
  const by = time.format(new Date(referral.answerBy));
  if (referral.state === 'trader' || !referral.offer)
    return (
      <p className={styles.notice} role="status">
        {t('referral.trader', { time: by })}
      </p>
    );
  const { offer, betSlipId } = referral;
  const answered = sent === betSlipId;
  const answer = (choice: 'accept' | 'decline') => {
    setSent(betSlipId);
    // The poll reads the outcome; a failed answer leaves the offer to time out (RES-00196).
    void answerReferral(betSlipId, choice, oddsType).catch(() => setSent(null));
  };
  return (
    <div className={styles.offer} role="alert">
      <p>
        {t('referral.offer', {
          stake: formatWire(money, offer.totalStake),
          returns: formatWire(money, offer.potentialReturns),
          time: by,
        })}
      </p>
      <div className={styles.offerActions}>
        <Button variant="primary" disabled={answered} onClick={() => answer('accept')}>
          {t('referral.accept', { stake: formatWire(money, offer.totalStake) })}
        </Button>
        <Button disabled={answered} onClick={() => answer('decline')}>
          {t('referral.decline')}
        </Button>
      </div>
    </div>
  );
}
