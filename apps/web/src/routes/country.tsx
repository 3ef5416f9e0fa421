import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@sb/domain';
import { useEventPathTree } from '../api/get-event-path-tree.ts';
import { Breadcrumb } from '../ui/page/breadcrumb.tsx';
import { EventsSection } from '../features/events/components/events-section.tsx';
import { NotFoundMessage } from '../ui/page/not-found-message.tsx';
import styles from '../ui/page/page.module.css';
import { findPath } from '../features/events/event-path-lookup.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/competitions/{sport}/{country}: the country's leagues, then its events by league. */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const { sportSlug = '', countrySlug = '' } = useParams();
  const tree = useEventPathTree();
  const { sport, country } = findPath(tree.data?.eventPaths ?? [], { sportSlug, countrySlug });
  usePageTitle(sport && country ? `${country.description} - ${sport.description}` : undefined);

  if (tree.isPending) return <SkeletonList rows={8} height={52} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (!sport || !country) {
    return (
      <NotFoundMessage
        title={t('competition.notFoundTitle')}
        message={t('competition.notFound')}
        linkLabel={t('competitions')}
        linkTo={paths.competitions.href(locale)}
      />
    );
  }
  const leagues = country.children.filter((l) => l.eventCount + l.outrightCount > 0);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { label: sport.description, href: paths.sport.href(locale, sportSlug) },
            { label: country.description },
          ]}
        />
        <h1 className={styles.title}>{country.description}</h1>
      </header>
      {leagues.length > 1 && (
        <nav aria-label={t('competition.leagues', { country: country.description })}>
          <ul className={styles.chips}>
            {leagues.map((league) => (
              <li key={league.id}>
                <Link
                  className={styles.chip}
                  to={paths.league.href(locale, sportSlug, countrySlug, league.slug)}
                >
                  {league.description}
                  <span className={styles.muted} aria-hidden="true">
                    {league.eventCount}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <EventsSection key={country.id} params={{ eventPathIds: [country.id] }} headingLevel={2} />
    </div>
  );
}
