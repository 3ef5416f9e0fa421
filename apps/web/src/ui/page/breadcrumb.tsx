import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page.module.css';

export interface BreadcrumbItem {
  label: string;
  /** A link; the item without one is the current page. */
  href?: string | undefined;
}

/** Sport › country › league: each a link, but the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
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
