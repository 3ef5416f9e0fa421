import { PromotionSlug, type Promotion } from '@sb/contract';
import { paths } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { SafeHtml } from '../../../lib/html/safe-html.tsx';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { promotionQueryOptions } from '../api/get-promotion.ts';
import { PromotionUntil } from './promotion-until.tsx';
import styles from './promotions.module.css';

/**
 * /promotions/:slug: one promotion, its body and its terms (operator HTML, cleaned by DOMPurify
 * before it reaches the page) and its call to action. One that has ended, or never existed, says
 * so and leads back to the list. A slug no promotion can have is not asked for.
 */
export function PromotionPage({ slug }: { slug: string }) {
  const valid = PromotionSlug.safeParse(slug).success;
  const query = useQuery({ ...promotionQueryOptions(slug), enabled: valid });
  const { t } = useTranslation('pages');
  const promotion = query.data;
  // The API's 404 is an answer (null): the server renders this page with status 404.
  const notFound = !valid || promotion === null;
  usePageTitle(notFound ? t('promotions.notFound.title') : promotion?.title);
  if (notFound) return <PromotionNotFound />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (promotion === undefined)
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={t('promotions.loadingOne')}>
        <Skeleton height={28} width="70%" />
        <Skeleton height={180} />
        <Skeleton height={80} />
      </div>
    );
  return <PromotionView promotion={promotion} />;
}

function PromotionNotFound() {
  const { t } = useTranslation('pages');
  return (
    <NotFoundMessage
      title={t('promotions.notFound.title')}
      message={t('promotions.notFound.text')}
      linkLabel={t('promotions.notFound.back')}
      linkTo={paths.promotions.href(useLocale())}
    />
  );
}

function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const termsId = useId();
  return (
    <article className={styles.page}>
      <Link className={styles.back} to={paths.promotions.href(locale)}>
        <Icon name="chevron-left" size={16} />
        {t('promotions.back')}
      </Link>
      <h1 className={styles.title}>{promotion.title}</h1>
      {promotion.image_path !== '' && (
        // Decorative: the heading above says what the promotion is.
        <img className={styles.image} src={promotion.image_path} alt="" decoding="async" />
      )}
      <PromotionUntil endsAt={promotion.ends_at} className={styles.until} />
      <SafeHtml className={styles.html} html={promotion.body} />
      <CallToAction promotion={promotion} />
      {promotion.terms !== '' && (
        <section className={styles.terms} aria-labelledby={termsId}>
          <h2 className={styles.termsTitle} id={termsId}>
            {t('promotions.terms')}
          </h2>
          <SafeHtml className={styles.html} html={promotion.terms} />
        </section>
      )}
    </article>
  );
}

/**
 * The promotion's button, when it has a label and somewhere to go: a site path stays in the app (in
 * the page's locale), an https address opens in a new tab, as every operator link does.
 */
function CallToAction({ promotion }: { promotion: Promotion }) {
  const locale = useLocale();
  if (promotion.cta_label === '' || promotion.cta_link === '') return null;
  const target = cmsTarget(promotion.cta_link, locale);
  const className = buttonClassName({ variant: 'primary' });
  return (
    <p className={styles.cta}>
      {target.kind === 'external' ? (
        <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
          {promotion.cta_label}
        </a>
      ) : (
        <Link className={className} to={target.to}>
          {promotion.cta_label}
        </Link>
      )}
    </p>
  );
}
