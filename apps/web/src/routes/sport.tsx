import { sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { Breadcrumb } from '../features/events/components/breadcrumb.tsx';
import { EventsSection } from '../features/events/components/events-section.tsx';
import { PathIndex } from '../features/events/components/path-index.tsx';
import styles from '../features/events/components/page.module.css';
import { findPath } from '../features/events/event-path-lookup.ts';
import { useEventPathTree } from '../features/navigation/api/get-event-path-tree.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

/** /sports/{id-CODE}: a sport's competitions and its next events (SPEC.md §2). */
export function Component() {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const { sportSlug: slug } = useParams();
  const tree = useEventPathTree();
  const { sport } = findPath(tree.data?.eventPaths ?? [], { sportSlug: slug });
  usePageTitle(sport?.description);
  if (tree.isPending) return <SkeletonList rows={8} height={44} label={t('status.loading')} />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (!sport) return <EmptyState title={t('status.sportNotFound')} />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { label: t('allSports'), href: paths.competitions.href(locale) },
            { label: sport.description },
          ]}
        />
        <h1 className={styles.title}>{sport.description}</h1>
      </header>
      <section aria-labelledby="sport-competitions">
        <h2 id="sport-competitions" className={styles.subtitle}>
          {t('competitions')}
        </h2>
        <PathIndex sport={sport} countries={sport.children} />
      </section>
      <section aria-labelledby="sport-events" className={styles.page}>
        <h2 id="sport-events" className={styles.subtitle}>
          {t('upcoming')}
        </h2>
        <EventsSection
          key={sportSlug({ id: sport.id, code: sport.code ?? '' })}
          query={{ eventPathIds: [sport.id], sortByEventpath: true }}
        />
      </section>
    </div>
  );
}
