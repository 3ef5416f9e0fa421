import type { JackpotEntry } from '@sb/contract';
import { paths } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import type { Session } from '../../../lib/session/session-store.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { jackpotEntriesQuery } from '../api/get-jackpot-entries.ts';
import { formatAmount } from '../format-amount.ts';
import styles from './jackpot-entries.module.css';

/**
 * The player's jackpot entries, as My Bets shows them (its Jackpot tab): open ones first, then the
 * settled ones, newest first in each; per entry the pool, its status (open, won, lost, refunded),
 * lines, cost and returns, and per match the picks and the result.
 */
export function JackpotEntries({ session, headingLevel = 3 }: { session: Session; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('jackpot');
  const locale = useLocale();
  const open = useQuery(jackpotEntriesQuery(session.id, false));
  const settled = useQuery(jackpotEntriesQuery(session.id, true));
  if (open.isPending || settled.isPending) return <SkeletonList rows={2} height={160} label={t('loading')} />;
  if (open.isError || settled.isError)
    return (
      <ErrorState
        compact
        message={t('entries.loadFailed')}
        onRetry={() => {
          void open.refetch();
          void settled.refetch();
        }}
      />
    );
  const newestFirst = (a: JackpotEntry, b: JackpotEntry) => b.placedAt.localeCompare(a.placedAt);
  const openIds = new Set(open.data.map((e) => e.id));
  const entries = [
    ...[...open.data].sort(newestFirst),
    ...settled.data.filter((e) => !openIds.has(e.id)).sort(newestFirst),
  ];
  if (entries.length === 0)
    return (
      <EmptyState title={t('entries.empty')} icon="trophy">
        <Link className={buttonClassName({ variant: 'primary' })} to={paths.jackpot.href(locale)}>
          {t('entries.browse')}
        </Link>
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

const STATUS_CLASS: Record<JackpotEntry['status'], string | undefined> = {
  OPEN: undefined,
  WON: styles.won,
  LOST: styles.lost,
  REFUNDED: undefined,
};

function EntryCard({ entry, headingLevel }: { entry: JackpotEntry; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('jackpot');
  const placedFormat = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const money = useMoney(entry.currency);
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const mains = entry.picks.filter((p) => !p.reserve).length;
  const placed = placedFormat.format(new Date(entry.placedAt));
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <Title id={titleId} className={styles.title}>
          {entry.jackpotName}
        </Title>
        <span className={cx(styles.tag, STATUS_CLASS[entry.status])}>
          {t(`entries.status.${entry.status}`)}
        </span>
      </header>
      <p className={styles.placed}>
        <time dateTime={entry.placedAt}>{t('entries.placed', { time: placed, id: entry.id })}</time>
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('slip.lines')}</dt>
          <dd>{entry.noOfBets}</dd>
        </div>
        <div>
          <dt>{t('entries.cost')}</dt>
          <dd>{formatAmount(money, entry.totalCost)}</dd>
        </div>
        {entry.status !== 'OPEN' && (
          <div>
            <dt>{t('entries.returns')}</dt>
            <dd className={styles.strong}>{formatAmount(money, entry.returns)}</dd>
          </div>
        )}
      </dl>
      <ol className={styles.picks} aria-label={t('entries.picksOf', { name: entry.jackpotName })}>
        {[...entry.picks]
          .sort((a, b) => a.ordinal - b.ordinal)
          .map((pick) => {
            const place = pick.reserve
              ? t('reserveN', { number: pick.ordinal - mains })
              : t('matchN', { number: pick.ordinal });
            const winner = pick.outcomes.find((o) => o.outcomeId === pick.result);
            const result =
              pick.result === undefined
                ? t('entries.awaiting')
                : pick.result === 'void'
                  ? t('entries.void')
                  : t('entries.result', { outcome: winner?.outcomeDescription ?? '' });
            return (
              <li key={pick.ordinal} className={styles.pick}>
                <span className={styles.place}>{place}</span>
                <span className={styles.event}>
                  <bdi>{pick.eventDescription}</bdi>
                </span>
                <span className={styles.choices}>
                  {pick.outcomes
                    .filter((o) => pick.picked.includes(o.outcomeId))
                    .map((o) => {
                      const right = pick.result === o.outcomeId;
                      const wrong = typeof pick.result === 'number' && !right;
                      return (
                        <span
                          key={o.outcomeId}
                          className={cx(styles.choice, right && styles.right, wrong && styles.wrong)}
                        >
                          <bdi>{o.outcomeDescription}</bdi>
                          {(right || wrong) && (
                            <VisuallyHidden>{` (${t(right ? 'entries.right' : 'entries.wrong')})`}</VisuallyHidden>
                          )}
                        </span>
                      );
                    })}
                </span>
                <span className={styles.result}>{result}</span>
              </li>
            );
          })}
      </ol>
    </article>
  );
}
