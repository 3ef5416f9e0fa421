import { goBackTarget, groupMarkets, parseEventSlug, sportSlug } from '@sb/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { EventDetailsDropdown } from '../features/event/components/event-details-dropdown.tsx';
import styles from '../features/event/components/event-page.module.css';
import { MarketGroup } from '../features/event/components/market-group.tsx';
import { useEvent } from '../features/events/api/get-event.ts';
import { Breadcrumb } from '../features/events/components/breadcrumb.tsx';
import pageStyles from '../features/events/components/page.module.css';
import { paths } from '../app/paths.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Icon } from '../ui/icon.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { HttpError } from '../api/http.ts';

/** /events/{slug}: an event with all its markets, grouped by market group and filtered by period. */
export function Component() {
  const { t, i18n } = useTranslation('sports');
  const locale = useLocale();
  const { eventSlug = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const id = parseEventSlug(eventSlug);
  const query = useEvent(id);
  const [period, setPeriod] = useState<number | 'all'>('all');
  const event = query.data;
  usePageTitle(event?.description);
  const groups = useMemo(() => groupMarkets(event?.markets ?? []), [event?.markets]);
  const periods = useMemo(
    () => [...new Map(groups.map((g) => [g.periodId, g.periodDescription])).entries()],
    [groups],
  );

  if (id === null || (query.error instanceof HttpError && query.error.status === 404)) {
    return (
      <EmptyState title={t('status.eventNotFound')}>
        <Link to={paths.sports.href(locale)}>{t('allSports')}</Link>
      </EmptyState>
    );
  }
  if (query.isPending) return <SkeletonList rows={10} height={48} label={t('status.loading')} />;
  if (query.isError || !event) return <ErrorState onRetry={() => void query.refetch()} />;

  const slug = sportSlug({ id: event.sportId, code: event.sportCode });
  const [sport, country, league] = event.eventPaths;
  const back = goBackTarget({ backTo: search.get('backTo'), pathname, sportSlug: slug, locale });
  const shown = period === 'all' ? groups : groups.filter((g) => g.periodId === period);
  const start = new Date(event.eventDate);
  return (
    <div className={pageStyles.page}>
      <header className={styles.scoreboard}>
        <div className={styles.topRow}>
          <Link className={styles.back} to={back}>
            <Icon name="chevron-left" size={16} />
            {t('back')}
          </Link>
          <EventDetailsDropdown event={event} />
        </div>
        <h1 className={styles.opponents}>{event.description}</h1>
        <time className={styles.when} dateTime={event.eventDate}>
          {start.toLocaleString(i18n.language, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </header>
      {sport && country && league && (
        <Breadcrumb
          items={[
            { label: sport.description, href: paths.sport.href(locale, slug) },
            { label: country.description, href: paths.country.href(locale, slug, country.slug) },
            { label: league.description, href: paths.league.href(locale, slug, country.slug, league.slug) },
          ]}
        />
      )}
      {periods.length > 1 && (
        <div className={styles.periods} role="group" aria-label={t('market.periods')}>
          <button
            type="button"
            className={pageStyles.chip}
            aria-pressed={period === 'all'}
            onClick={() => setPeriod('all')}
          >
            {t('market.allPeriods')}
          </button>
          {periods.map(([periodId, description]) => (
            <button
              key={periodId}
              type="button"
              className={pageStyles.chip}
              aria-pressed={period === periodId}
              onClick={() => setPeriod(periodId)}
            >
              {description}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState title={t('market.none')} />
      ) : (
        <div className={styles.groups}>
          {shown.map((group) => (
            <MarketGroup key={group.id} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}
