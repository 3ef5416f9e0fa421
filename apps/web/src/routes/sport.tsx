import { isRaceSport, parseSportSlug, paths, sportById, sportPageTabs } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useEventPathTree } from '../api/get-event-path-tree.ts';
import { Breadcrumb } from '../ui/page/breadcrumb.tsx';
import { EventsSection } from '../features/events/components/events-section.tsx';
import { NotFoundMessage } from '../ui/page/not-found-message.tsx';
import { OutrightsSection } from '../features/events/components/outrights-section.tsx';
import styles from '../ui/page/page.module.css';
import { PathIndex } from '../features/events/components/path-index.tsx';
import { Tabs } from '../ui/page/tabs.tsx';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { SportIcon } from '../ui/sport-icon.tsx';

type Tab = ReturnType<typeof sportPageTabs>[number];

/**
 * /sports/{id-CODE}: a sport's page (SPEC.md §2; the slug's id decides, a suffix is ignored). Tabs:
 * Highlights (its events by league), Competitions (countries and leagues with counts), Outrights; a
 * sport with races or tournaments only (racing, golf) opens on them, and a race sport calls them Races.
 * The tab is kept in `?tab=` so Back and a shared link return to it.
 */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const { sportSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tree = useEventPathTree();
  const parsed = parseSportSlug(sportSlug);
  const sport = parsed ? tree.data?.eventPaths.find((s) => s.id === parsed.id) : undefined;
  // A sport of the fixed list (SPEC.md §3) without events today is real, just empty.
  const known = parsed ? sportById(parsed.id) : undefined;
  const name = sport?.description ?? known?.name;
  usePageTitle(name);

  if (!parsed || (tree.isSuccess && !sport && !known)) {
    return (
      <NotFoundMessage
        title={t('sportPage.notFoundTitle')}
        message={t('sportPage.notFound')}
        linkLabel={t('allSports')}
        linkTo={paths.sports.href(locale)}
      />
    );
  }
  if (tree.isPending) return <SkeletonList rows={8} height={52} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;

  const header = (
    <header className={styles.header}>
      <Breadcrumb
        items={[{ label: t('allSports'), href: paths.competitions.href(locale) }, { label: name ?? '' }]}
      />
      <h1 className={`${styles.title} ${styles.titleRow}`}>
        <SportIcon code={sport?.code ?? parsed.code} size={22} />
        {name}
      </h1>
    </header>
  );
  if (!sport) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState title={t('error-no-events-found-for-this-eventpath')} icon="calendar" />
      </div>
    );
  }
  const tabs = sportPageTabs(sport);
  const first = tabs[0] ?? 'highlights';
  const wanted = search.get('tab');
  const tab: Tab = tabs.find((id) => id === wanted) ?? first;
  const labels: Record<Tab, string> = {
    highlights: t('highlights'),
    competitions: t('competitions'),
    outrights: t(isRaceSport(sport.code) ? 'outrights.races' : 'outrights.title'),
  };
  return (
    <div className={styles.page}>
      {header}
      <Tabs
        label={t('sportPage.tabs', { sport: sport.description })}
        tabs={tabs.map((id) => ({ id, label: labels[id] }))}
        selected={tab}
        onSelect={(id) => setSearch(id === first ? {} : { tab: id }, { replace: true })}
      >
        {tab === 'highlights' && (
          <EventsSection key={sport.id} params={{ eventPathIds: [sport.id] }} headingLevel={2} />
        )}
        {tab === 'competitions' && <PathIndex sport={sport} headingLevel={2} />}
        {tab === 'outrights' && <OutrightsSection eventPathIds={[sport.id]} />}
      </Tabs>
    </div>
  );
}
