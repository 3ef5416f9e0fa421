import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import styles from '../../../ui/page/page.module.css';

export type Listing = 'highlights' | 'fixtures' | 'competitions' | 'outrights';

/** The four pre-match listings of SPEC.md §2 (/sports, fixtures, competitions, outrights) as chips. */
export function ListingNav({ current }: { current: Listing }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const links: [Listing, string, string][] = [
    ['highlights', t('highlights'), paths.sports.href(locale)],
    ['fixtures', t('fixtures'), paths.fixtures.href(locale)],
    ['competitions', t('competitions'), paths.competitions.href(locale)],
    ['outrights', t('outrights.title'), paths.outrights.href(locale)],
  ];
  return (
    <nav aria-label={t('listings')}>
      <ul className={styles.chips}>
        {links.map(([id, label, href]) => (
          <li key={id}>
            <Link className={styles.chip} to={href} aria-current={id === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
