import type { Jackpot } from '@sb/contract';
import { eventSlug, paths } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useActiveJackpots, useJackpotCurrency } from '../api/get-active-jackpots.ts';
import styles from './jackpot-pages.module.css';
import { PoolFacts } from './pool-facts.tsx';

/** The address of a pool's page: its name and id as an event slug ('weekend-jackpot-12'). */
export const poolHref = (locale: string, pool: Pick<Jackpot, 'jackpotId' | 'name'>) =>
  paths.jackpotEvent.href(locale, eventSlug({ id: pool.jackpotId, description: pool.name }));

/**
 * /jackpot (SPEC.md §2): the pools running in the visitor's currency as cards - the top prize
 * (marked when it is the guarantee), the price of a line, the time left to the close, how many
 * matches and reserves, and the way to the pool's page; a notice when none runs in that currency.
 */
export function JackpotListPage() {
  const { t } = useTranslation('jackpot');
  const query = useActiveJackpots();
  const currency = useJackpotCurrency();
  const locale = useLocale();
  usePageTitle(t('title'));
  const pools = (query.data ?? []).filter((pool) => currency === undefined || pool.currency === currency);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {query.isPending ? (
        <SkeletonList rows={2} height={180} label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : pools.length === 0 ? (
        <EmptyState title={t('empty', { currency: currency ?? '' })} icon="trophy">
          <p className={styles.muted}>{t('emptyHint')}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(locale)}>
            {t('browseSports')}
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {pools.map((pool) => (
            <li key={pool.jackpotId}>
              <PoolCard pool={pool} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PoolCard({ pool }: { pool: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const locale = useLocale();
  const titleId = `jackpot-${pool.jackpotId}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 className={styles.cardTitle} id={titleId}>
        <Icon name="trophy" size={20} />
        {pool.name}
      </h2>
      <PoolFacts pool={pool} />
      <Link
        className={buttonClassName({ variant: 'primary', block: true })}
        to={poolHref(locale, pool)}
        aria-label={t('playPool', { name: pool.name })}
      >
        {t('play')}
      </Link>
    </article>
  );
}
