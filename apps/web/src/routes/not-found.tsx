import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@sb/domain';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { buttonClassName } from '../ui/button.tsx';
import styles from './not-found.module.css';

/** Any path inside a locale that no route serves. */
export function Component() {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  usePageTitle(t('notFound.title'));
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.home.href(locale)}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
