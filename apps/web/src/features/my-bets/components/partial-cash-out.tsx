import type { MyBet } from '@sb/contract';
import { amountToMinor, minorToAmount, partOfCashOutValue, partStake } from '@sb/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { formatAmount } from '../format-amount.ts';
import type { Money } from '../../../lib/money/use-money.ts';
import styles from './my-bets.module.css';

/** The shares of the running stake a player can cash out, in percent (the whole is the main button). */
const MIN_SHARE = 10;
const MAX_SHARE = 90;
const SHARE_STEP = 10;

/** The stake and value of `share` percent of a bet's running stake, as wire amounts. */
export function partOf(bet: Pick<MyBet, 'totalStake' | 'cashOut'>, share: number, currency: string) {
  const stake = amountToMinor(bet.totalStake, currency);
  const part = partStake(stake, BigInt(share), 100n);
  const value = partOfCashOutValue(amountToMinor(bet.cashOut.value, currency), stake, part);
  return {
    stake: minorToAmount(part, currency),
    value: minorToAmount(value, currency),
    rest: minorToAmount(stake - part, currency),
    worthSending: part > 0n && value > 0n,
  };
}

/**
 * Partial cash-out: the player picks a share of the running stake (a slider, by steps of 10 %),
 * sees what it pays and what stays on the bet, and confirms. The value shown is the live offer's
 * share, rounded down (the domain's partOfCashOutValue), so the server confirms it unless a price
 * moved.
 */
export function PartialCashOut({
  bet,
  money,
  onSend,
}: {
  bet: MyBet;
  money: Money;
  onSend: (value: string, stake: string) => void;
}) {
  const { t } = useTranslation('my-bets');
  const [open, setOpen] = useState(false);
  const [share, setShare] = useState(50);
  const panelId = useId();
  const part = partOf(bet, share, money.currency);
  const describe = (s: number) => {
    const p = partOf(bet, s, money.currency);
    return t('partial.share', { share: s, stake: formatAmount(money, p.stake) });
  };

  return (
    <div className={styles.partial}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('partial.toggle')}
      </Button>
      {open && (
        <div id={panelId} className={styles.partialPanel}>
          <label className={styles.partialLabel}>
            <span>{t('partial.label')}</span>
            <input
              type="range"
              min={MIN_SHARE}
              max={MAX_SHARE}
              step={SHARE_STEP}
              value={share}
              aria-valuetext={describe(share)}
              onChange={(e) => setShare(Number(e.target.value))}
            />
          </label>
          <p className={styles.note}>
            {t('partial.summary', {
              stake: formatAmount(money, part.stake),
              rest: formatAmount(money, part.rest),
            })}
          </p>
          <Button
            variant="primary"
            block
            disabled={!part.worthSending}
            onClick={() => onSend(part.value, part.stake)}
          >
            {t('partial.confirm', { amount: formatAmount(money, part.value) })}
          </Button>
        </div>
      )}
    </div>
  );
}
