import type { EventPathNode } from '@sb/contract';
import { sportSlug } from '@sb/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import styles from './path-index.module.css';

/** Countries of a sport, each with its leagues and event counts: the competitions index. */
export function PathIndex({
  sport,
  countries,
}: {
  sport: EventPathNode;
  countries: readonly EventPathNode[];
}) {
  const locale = useLocale();
  const slug = sportSlug({ id: sport.id, code: sport.code ?? '' });
  return (
    <ul className={styles.countries}>
      {countries
        .filter((c) => c.eventCount > 0)
        .map((country) => (
          <li key={country.id} className={styles.country}>
            <Link className={styles.countryLink} to={paths.country.href(locale, slug, country.slug)}>
              {country.description} <span className={styles.count}>{country.eventCount}</span>
            </Link>
            <ul className={styles.leagues}>
              {country.children
                .filter((l) => l.eventCount > 0)
                .map((league) => (
                  <li key={league.id}>
                    <Link to={paths.league.href(locale, slug, country.slug, league.slug)}>
                      {league.description} <span className={styles.count}>{league.eventCount}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
    </ul>
  );
}
