import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { Breadcrumb } from '../features/events/components/breadcrumb.tsx';
import { EventsSection } from '../features/events/components/events-section.tsx';
import styles from '../features/events/components/page.module.css';
import { findPath } from '../features/events/event-path-lookup.ts';
import { useEventPathTree } from '../features/navigation/api/get-event-path-tree.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/competitions/{sport}/{country}/{league}: a league's events by date. */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const { sportSlug = '', countrySlug = '', leagueSlug } = useParams();
  const tree = useEventPathTree();
  const { sport, country, league } = findPath(tree.data?.eventPaths ?? [], {
    sportSlug,
    countrySlug,
    leagueSlug,
  });
  usePageTitle(league?.description);
  if (tree.isPending) return <SkeletonList rows={8} height={44} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (!sport || !country || !league) return <EmptyState title={t('status.noEvents')} />;
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
      <EventsSection key={league.id} query={{ eventPathIds: [league.id] }} showLeague={false} />
    </div>
  );
}
