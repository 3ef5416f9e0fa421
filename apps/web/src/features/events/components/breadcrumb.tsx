import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page.module.css';

/** Sport › country › league: each a link but the last, which is the current page. */
export function Breadcrumb({ items }: { items: readonly { label: string; href?: string | undefined }[] }) {
  const { t } = useTranslation('sports');
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <Link to={item.href}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
