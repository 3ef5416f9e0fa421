import { freeBetLineUse, freeBetToken, usableFreeBets } from '@sb/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { cx } from '../../../ui/cx.ts';
import { useFreeBets } from '../api/get-free-bets.ts';
import { betslipActions } from '../betslip-actions.ts';
import { useFreeBetStore } from '../free-bet-store.ts';
import { useSlipPricing } from '../use-local-pricing.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';

/**
 * A line's free bet (issue 14; SPEC.md §4 "Stake entry"): a select of the player's tokens this line
 * may use now (the domain's usableFreeBets: kind, currency, minimum odds against the line's odds,
 * not used or expired). Choosing one stakes the line with it and clears the cash stake; "No free
 * bet" takes it off. The chosen token's amount shows as the stake, with the plain words that it
 * is not returned. A token that has gone, or the server's RES-00241 on this line, says so here.
 * Shows nothing while the player has no token for the line.
 */
export function FreeBetPicker({ betRef, bet }: { betRef: string; bet: string }) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const expiry = useDateFormat({ day: 'numeric', month: 'short' });
  const money = useSlipMoney();
  const tokens = useFreeBets();
  const model = useSlipPricing().priced.model;
  const chosenId = useFreeBetStore((s) => s.chosen[betRef]);
  const placing = useBetslipStore((s) => s.betPlacing || s.statusWaitApproval);
  const refused = useBetslipStore((s) => s.errors.some((e) => e.code === 'RES-00241' && e.ref === betRef));
  const use = freeBetLineUse(model, betRef);
  const usable = use
    ? usableFreeBets(tokens.map(freeBetToken), { ...use, currency: money.currency }, new Date())
    : [];
  if (usable.length === 0 && chosenId === undefined) return null;

  const byId = new Map(tokens.map((token) => [token.id, token]));
  const chosen = chosenId === undefined ? undefined : byId.get(chosenId);
  const gone = chosenId !== undefined && !usable.some((token) => token.id === chosenId);
  const offered = usable.map((token) => byId.get(token.id)!);
  // A chosen token that is no longer usable stays listed, so the select shows what the line holds.
  if (chosen && gone) offered.push(chosen);

  return (
    <div className={styles.freeBet}>
      <label className={styles.freeBetLabel} htmlFor={id}>
        {t('freeBet.use')}
      </label>
      <select
        id={id}
        className={styles.freeBetSelect}
        aria-label={t('freeBet.useFor', { bet })}
        value={chosenId ?? ''}
        disabled={placing}
        onChange={(event) =>
          betslipActions.chooseFreeBet(betRef, event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{t('freeBet.none')}</option>
        {offered.map((token) => (
          <option key={token.id} value={token.id}>
            {t('freeBet.option', {
              amount: formatWire(money, token.amount),
              date: expiry.format(new Date(token.expiresAt)),
              description: token.description,
            })}
          </option>
        ))}
        {chosenId !== undefined && !chosen && <option value={chosenId}>{t('freeBet.gone')}</option>}
      </select>
      {chosen && !gone && (
        <p className={styles.freeBetStake}>
          <strong>{t('freeBet.stake', { amount: formatWire(money, chosen.amount) })}</strong>
          <span className={styles.freeBetName}>{chosen.description}</span>
        </p>
      )}
      {(gone || refused) && (
        <p className={cx(styles.notice, styles.warning)} role="alert">
          {t('errors.RES-00241')}
        </p>
      )}
    </div>
  );
}
