import { PublicPageParams } from '@sb/contract';
import { paths } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageStatus } from '../../../ui/page/use-page-status.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { SafeHtml } from '../../../lib/html/safe-html.tsx';
import { buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { publicPageQueryOptions } from './get-public-page.ts';
import { HELP_PAGE } from './public-page-slugs.ts';
import styles from './public-page.module.css';

/**
 * /public/:slug (SPEC.md §2 Public pages): one of the brand's own pages (help, terms, responsible
 * gaming …), its body operator HTML cleaned by DOMPurify before it reaches the page. A page the
 * brand does not have says so and offers the help centre and the home page. A slug no page can
 * have is not asked for.
 */
export function PublicPageView({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  const valid = PublicPageParams.safeParse({ slug }).success;
  const query = useQuery({ ...publicPageQueryOptions(slug), enabled: valid });
  const page = query.data;
  // The API's 404 is an answer (null): the server renders this page with status 404.
  const notFound = !valid || page === null;
  usePageTitle(notFound ? t('publicPage.notFound.title') : page?.title);
  if (notFound) return <PublicPageNotFound />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (page === undefined)
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={t('publicPage.loading')}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={160} />
      </div>
    );
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      <SafeHtml className={styles.html} html={page.body} />
    </article>
  );
}

function PublicPageNotFound() {
  const { t } = useTranslation('pages');
  usePageStatus(404);
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('publicPage.notFound.title')}</h1>
      <EmptyState title={t('publicPage.notFound.text')} icon="info">
        <div className={styles.links}>
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={paths.publicPage.href(locale, HELP_PAGE)}
          >
            {t('publicPage.notFound.help')}
          </Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home.href(locale)}>
            {t('publicPage.notFound.home')}
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}
