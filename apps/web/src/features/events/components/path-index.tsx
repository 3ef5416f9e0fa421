import type { EventPathNode } from '@sb/contract';
import { paths, sportSlug } from '@sb/domain';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Heading } from '../list/heading.tsx';
import styles from './path-index.module.css';

const offered = (node: EventPathNode) => node.eventCount + node.outrightCount > 0;

/**
 * A sport's countries, each with its leagues and their event counts: the competitions index. Counts
 * are visual only, so a league's link is named by the league alone ('Premier League').
 */
export function PathIndex({ sport, headingLevel = 3 }: { sport: EventPathNode; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const slug = sportSlug({ id: sport.id, code: sport.code ?? '' });
  return (
    <ul className={styles.countries}>
      {sport.children.filter(offered).map((country) => (
        <li key={country.id} className={styles.country}>
          <Heading level={headingLevel} className={styles.countryHeading}>
            <Link className={styles.countryLink} to={paths.country.href(locale, slug, country.slug)}>
              {country.description}
            </Link>
            <span className={styles.count} aria-hidden="true">
              {country.eventCount}
            </span>
          </Heading>
          <ul className={styles.leagues}>
            {country.children.filter(offered).map((league) => (
              <li key={league.id}>
                <Link
                  className={styles.leagueLink}
                  to={paths.league.href(locale, slug, country.slug, league.slug)}
                >
                  {league.description}
                </Link>
                <span className={styles.count} aria-hidden="true">
                  {league.eventCount}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
