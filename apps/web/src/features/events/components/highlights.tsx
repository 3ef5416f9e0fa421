import type { EventPathNode } from '@sb/contract';
import { paths, prematchWindow, sortsByEventPath, sportSlug } from '@sb/domain';
import { useQueries } from '@tanstack/react-query';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import { cx } from '../../../ui/cx.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { RevealWhenNear } from '../../../lib/lists/reveal-when-near.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { eventsQueryOptions } from '../list/get-events.ts';
import { useMountTime } from '../list/use-mount-time.ts';
import { EventList } from '../list/event-list.tsx';
import { EventListSkeleton } from './event-list-skeleton.tsx';
import listStyles from '../../../ui/page/event-list.module.css';
import styles from '../../../ui/page/page.module.css';

/** Sports in the overview (menu order), and events shown for each. */
const HIGHLIGHT_SPORTS = 6;
const EVENTS_PER_SPORT = 6;
/**
 * Sections that can be on a first screen (the first two, on a desktop). The server's page carries
 * them alone; the others render in the browser as the reader nears them, and their style, layout and
 * paint wait until then too (`belowFirstScreen`).
 */
const FIRST_SCREEN_SECTIONS = 2;

/**
 * /sports overview: for each of the first sports with events, its next events of today (SPEC.md §9
 * pre-match window 'today' = the next 24 hours), and a link to the sport's page for the rest.
 */
export function Highlights({ sports }: { sports: readonly EventPathNode[] }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const now = useMountTime();
  const sortBy = useListSort();
  const window = useMemo(() => prematchWindow('today', new Date(now)), [now]);
  // The page the server rendered carries the sections of the first screen (its HTML and the work of
  // hydrating it a third of what it was); the others render, from the answers the page already holds,
  // when the reader scrolls towards them, or when the focus comes into the list: a keyboard or
  // screen-reader user walks every section. A page the browser renders shows them all at once.
  const [all, setAll] = useState(useFirstPageMoment() === undefined);
  const revealAll = useCallback(() => startTransition(() => setAll(true)), []);
  const shown = sports.filter((s) => s.eventCount > 0).slice(0, HIGHLIGHT_SPORTS);
  const results = useQueries({
    queries: shown.map((sport) =>
      eventsQueryOptions({
        eventPathIds: [sport.id],
        ...window,
        eventsPerPage: EVENTS_PER_SPORT,
        sortByEventpath: sortsByEventPath(sortBy) || undefined,
        lightWeightResponse: true,
      }),
    ),
  });

  if (results.some((r) => r.isPending))
    return <EventListSkeleton rows={8} label={t('status.loadingEvents')} />;
  const failed = results.filter((r) => r.isError);
  if (failed.length === results.length && failed.length > 0) {
    return (
      <ErrorState
        message={t('status.eventsFailed')}
        onRetry={() => failed.forEach((r) => void r.refetch())}
      />
    );
  }
  const sections = shown
    .map((sport, i) => ({ sport, data: results[i]?.data }))
    .filter((s) => (s.data?.events.length ?? 0) > 0);
  if (sections.length === 0) {
    return <EmptyState title={t('highlightsPage.none')} icon="calendar" />;
  }
  const rendered = all ? sections : sections.slice(0, FIRST_SCREEN_SECTIONS);
  return (
    <div className={styles.stack} onFocus={all ? undefined : revealAll}>
      {rendered.map(({ sport, data }, index) => {
        const href = paths.sport.href(locale, sportSlug({ id: sport.id, code: sport.code ?? '' }));
        return (
          <section
            key={sport.id}
            className={cx(listStyles.section, index >= FIRST_SCREEN_SECTIONS && listStyles.belowFirstScreen)}
            aria-labelledby={`highlights-${sport.id}`}
          >
            <div className={styles.sectionHead}>
              <h2 id={`highlights-${sport.id}`} className={listStyles.sectionHeading}>
                <Link className={listStyles.sportLink} to={href}>
                  <SportIcon code={sport.code} size={18} />
                  {sport.description}
                </Link>
              </h2>
              <Link className={styles.seeAll} to={href}>
                {t('highlightsPage.seeAll', { sport: sport.description })}
              </Link>
            </div>
            <EventList events={data?.events ?? []} />
          </section>
        );
      })}
      {rendered.length < sections.length && <RevealWhenNear onNear={revealAll} />}
    </div>
  );
}
