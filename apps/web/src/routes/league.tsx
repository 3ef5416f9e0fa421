import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isRaceSport, paths } from '@sb/domain';
import { useEventPathTree } from '../api/get-event-path-tree.ts';
import { Breadcrumb } from '../ui/page/breadcrumb.tsx';
import { EventsSection } from '../features/events/components/events-section.tsx';
import { NotFoundMessage } from '../ui/page/not-found-message.tsx';
import { OutrightsSection } from '../features/events/components/outrights-section.tsx';
import styles from '../ui/page/page.module.css';
import { findPath } from '../features/events/event-path-lookup.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/competitions/{sport}/{country}/{league}: the league's events under date headings, then its outrights. */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const { sportSlug = '', countrySlug = '', leagueSlug = '' } = useParams();
  const tree = useEventPathTree();
  const { sport, country, league } = findPath(tree.data?.eventPaths ?? [], {
    sportSlug,
    countrySlug,
    leagueSlug,
  });
  usePageTitle(league?.description);

  if (tree.isPending) return <SkeletonList rows={8} height={52} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (!sport || !country || !league) {
    return (
      <NotFoundMessage
        title={t('competition.notFoundTitle')}
        message={t('competition.notFound')}
        linkLabel={t('competitions')}
        linkTo={paths.competitions.href(locale)}
      />
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { label: sport.description, href: paths.sport.href(locale, sportSlug) },
            { label: country.description, href: paths.country.href(locale, sportSlug, countrySlug) },
            { label: league.description },
          ]}
        />
        <h1 className={styles.title}>{league.description}</h1>
      </header>
      {(league.eventCount > 0 || league.outrightCount === 0) && (
        <EventsSection
          key={league.id}
          params={{ eventPathIds: [league.id] }}
          sections="date"
          headingLevel={2}
        />
      )}
      {league.outrightCount > 0 && (
        <section className={styles.stack} aria-labelledby="league-outrights">
          <h2 id="league-outrights" className={styles.subtitle}>
            {t(isRaceSport(sport.code) ? 'outrights.races' : 'outrights.title')}
          </h2>
          <OutrightsSection key={league.id} eventPathIds={[league.id]} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
