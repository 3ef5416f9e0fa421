import { SETTINGS_DEFAULTS, type PromotionSummary } from '@sb/contract';
import { paths } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettingsQuery } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { externalPromotionsUrl } from '../../../lib/routing/promotions-href.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { promotionsQueryOptions } from '../api/get-promotions.ts';
import { PromotionUntil } from './promotion-until.tsx';
import styles from './promotions.module.css';

/**
 * /promotions (SPEC.md §2 "/promotions (or a configured promotions address)"): the brand's open
 * promotions as cards. A brand whose promotions live at its own https address gets a pointer there
 * instead; a brand with promotions switched off, a plain notice (its menus show no link here).
 */
export function PromotionsPage() {
  const { t } = useTranslation('pages');
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data ?? SETTINGS_DEFAULTS;
  const external = externalPromotionsUrl(settings);
  usePageTitle(t('promotions.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('promotions.title')}</h1>
      {/* Which page this is depends on the settings: nothing is asked for before they arrive (failed
          settings leave the defaults: our own list). */}
      {settingsQuery.isPending ? (
        <PromotionsLoading />
      ) : !settings.promotions_enabled ? (
        <EmptyState title={t('promotions.off')} icon="gift">
          <BrowseSports />
        </EmptyState>
      ) : external ? (
        <EmptyState title={t('promotions.external.title', { brand: settings.brand_name })} icon="gift">
          <p>{t('promotions.external.text')}</p>
          <a className={buttonClassName({ variant: 'primary' })} href={external}>
            {t('promotions.external.link')}
          </a>
        </EmptyState>
      ) : (
        <PromotionList />
      )}
    </div>
  );
}

function BrowseSports() {
  const { t } = useTranslation('pages');
  return (
    <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(useLocale())}>
      {t('promotions.browse')}
    </Link>
  );
}

function PromotionsLoading() {
  const { t } = useTranslation('pages');
  return <SkeletonList rows={3} height={120} label={t('promotions.loading')} />;
}

function PromotionList() {
  const { t } = useTranslation('pages');
  const query = useQuery(promotionsQueryOptions());
  if (query.isPending) return <PromotionsLoading />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState title={t('promotions.empty')} icon="gift">
        <p>{t('promotions.emptyHint')}</p>
        <BrowseSports />
      </EmptyState>
    );
  return (
    <ul className={styles.cards}>
      {query.data.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

/** A promotion's card: picture, title, summary, end date and the way to its page. */
function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  return (
    <article className={styles.card}>
      {promotion.image_path !== '' && (
        // Decorative: the title beside it says what the promotion is.
        <img className={styles.cardImage} src={promotion.image_path} alt="" loading="lazy" decoding="async" />
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <p className={styles.summary}>{promotion.summary}</p>
        <PromotionUntil endsAt={promotion.ends_at} className={styles.until} />
        <Link
          className={styles.readMore}
          to={paths.promotion.href(locale, promotion.slug)}
          aria-label={t('promotions.readMoreAbout', { title: promotion.title })}
        >
          {t('promotions.readMore')}
        </Link>
      </div>
    </article>
  );
}
