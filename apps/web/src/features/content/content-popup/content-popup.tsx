import { PublicPageParams } from '@sb/contract';
import { paths } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { SafeHtml } from '../../../lib/html/safe-html.tsx';
import { useContentPopupStore } from '../../../lib/shell/content-popup-store.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { publicPageQueryOptions } from '../public-pages/get-public-page.ts';
import styles from './content-popup.module.css';

/**
 * SPEC.md §2 Other screens "Content popup (optional title, close icon; width 400, max height 348)":
 * one of the brand's public pages over the current page, opened by a link of operator HTML marked
 * `data-popup` (lib/html/operator-links.ts). Its title is the page's; its body scrolls; it can be
 * opened as a page of its own.
 */
export default function ContentPopup() {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const slug = useContentPopupStore((s) => s.slug);
  const close = useContentPopupStore((s) => s.close);
  const valid = slug !== undefined && PublicPageParams.safeParse({ slug }).success;
  const query = useQuery({ ...publicPageQueryOptions(slug ?? ''), enabled: valid });
  if (slug === undefined) return null;
  const notFound = !valid || query.data === null;
  const title = notFound ? t('publicPage.notFound.title') : (query.data?.title ?? t('publicPage.loading'));
  return (
    <Dialog open onClose={close} title={title} variant="popup">
      {notFound ? (
        <p className={styles.text}>{t('publicPage.notFound.text')}</p>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <div className={styles.body}>
          <SafeHtml html={query.data.body} />
          <Link className={styles.openAsPage} to={paths.publicPage.href(locale, slug)} onClick={close}>
            {t('publicPage.openAsPage')}
          </Link>
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label={t('publicPage.loading')}>
          <Skeleton height={120} />
        </div>
      )}
    </Dialog>
  );
}
