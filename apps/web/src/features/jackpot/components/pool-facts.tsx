import type { Jackpot } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money/use-money.ts';
import { formatAmount } from '../format-amount.ts';
import { ClosingCountdown } from './closing-countdown.tsx';
import styles from './jackpot-pages.module.css';

/**
 * A pool's headline figures, on its card (/jackpot) and on its page: the top prize (marked when it is
 * the guarantee), the price of a line, its matches and reserves, the time left to the close.
 */
export function PoolFacts({ pool }: { pool: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const money = useMoney(pool.currency);
  const mains = pool.numberOfEvents - pool.reserveCount;
  const guaranteed = Number(pool.jackpotPrize) <= Number(pool.guarantee);
  return (
    <>
      <p className={styles.prize}>
        <span className={styles.prizeLabel}>{t('topPrize')}</span>
        <span className={styles.prizeAmount}>{formatAmount(money, pool.jackpotPrize)}</span>
        {guaranteed && <span className={styles.tag}>{t('guaranteed')}</span>}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('unitStake')}</dt>
          <dd>{t('perLine', { amount: formatAmount(money, pool.globalStake) })}</dd>
        </div>
        <div>
          <dt>{t('matches')}</dt>
          <dd>
            {t('matchesAndReserves', {
              matches: t('matchCount', { count: mains }),
              reserves: t('reserveCount', { count: pool.reserveCount }),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('closes')}</dt>
          <dd>
            <ClosingCountdown closesAt={pool.closesAt} />
          </dd>
        </div>
      </dl>
    </>
  );
}
