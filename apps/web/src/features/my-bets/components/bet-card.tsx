import type { MyBet } from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { formatAmount } from '../format-amount.ts';
import type { Money } from '../../../lib/money/use-money.ts';
import { LegRow } from './leg-row.tsx';
import styles from './my-bets.module.css';
import { StatusTag } from './status-tag.tsx';

/**
 * One bet as My Bets lists it: its description and status, when it was placed, stake and potential
 * returns (returns once settled), what cash-outs paid, its legs, and (open bets) the cash-out.
 */
export function BetCard({
  bet,
  money,
  oddsType,
  headingLevel = 3,
  children,
}: {
  bet: MyBet;
  money: Money;
  oddsType: OddsType;
  /** The title's level: 2 right under a page's h1, 3 (default) under the My Bets dialog's h2. */
  headingLevel?: 2 | 3;
  /** The cash-out of an open bet. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('my-bets');
  const placed = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const titleId = useId();
  const settled = bet.status !== 'open';
  const cashedOut = Number(bet.cashedOut) > 0;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <Title id={titleId} className={styles.description}>
          {bet.description}
          {bet.eachWay && <span className={styles.eachWay}> · {t('eachWay')}</span>}
        </Title>
        <StatusTag tone={bet.status}>{t(`status.${bet.status}`)}</StatusTag>
      </header>
      <p className={styles.placed}>
        <time dateTime={bet.placedAt}>{t('placedAt', { time: placed.format(new Date(bet.placedAt)) })}</time>
      </p>
      <ul className={styles.legs} aria-label={t('legs', { bet: bet.description })}>
        {bet.legs.map((leg) => (
          <LegRow key={`${leg.outcomeId}-${leg.marketId}`} leg={leg} oddsType={oddsType} />
        ))}
      </ul>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{formatAmount(money, bet.placedStake)}</dd>
        </div>
        {!settled && bet.totalStake !== bet.placedStake && (
          <div>
            <dt>{t('runningStake')}</dt>
            <dd>{formatAmount(money, bet.totalStake)}</dd>
          </div>
        )}
        {settled ? (
          bet.returns !== null && (
            <div>
              <dt>{t('returns')}</dt>
              <dd className={styles.strong}>{formatAmount(money, bet.returns)}</dd>
            </div>
          )
        ) : (
          <div>
            <dt>{t('potentialReturns')}</dt>
            <dd className={styles.strong}>
              {/* A bet at SP has no returns to show until its race is resulted. */}
              {bet.legs.some((l) => l.startingPrice)
                ? t('returnsAtSp')
                : formatAmount(money, bet.potentialReturns)}
            </dd>
          </div>
        )}
        {cashedOut && (
          <div>
            <dt>{t('cashedOut')}</dt>
            <dd className={styles.strong}>{formatAmount(money, bet.cashedOut)}</dd>
          </div>
        )}
      </dl>
      {children}
    </article>
  );
}
