import type { LiveEvent } from '@sb/contract';
import {
  EVENTS_PER_PAGE_LIVE,
  firstLiveEvents,
  liveEventCount,
  liveListGroups,
  paths,
  sportSlug,
} from '@sb/domain';
import { memo, startTransition, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';
import { RevealWhenNear } from '../../../lib/lists/reveal-when-near.tsx';
import { useGridNavigation } from '../../../lib/keyboard/use-grid-navigation.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useListSort } from '../../../lib/preferences/use-list-sort.ts';
import { useListLayout } from '../../../lib/preferences/use-view-layout.ts';
import { useFavouritesEnabled } from '../../../lib/favourites/use-favourites-enabled.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import page from '../../../ui/page/page.module.css';
import listStyles from '../../../ui/page/event-list.module.css';
import { LiveEventRow } from './live-event-row.tsx';
import { LiveAsianLinesContext, useLiveAsianLines } from './live-asian-row.tsx';
import styles from '../live.module.css';

/**
 * Live events by sport, then league (the domain's grouping: finished events leave), each heading
 * with its live count; sorted by time (SPEC.md §5), each sport's events in kick-off order across its
 * leagues, each row naming its league. The sport heading links to the sport's live page. 50 events a page (SPEC.md
 * §9), 'Show more' adds the next 50: a phone then lays out and hydrates a third of a busy evening's
 * live page, and the server sends that much less. Memoised: the page renders again for each feed
 * message about the list, and a list that did not change costs nothing then.
 */
export const LiveEventList = memo(function LiveEventList({
  events,
  fromFeed,
  sportCounts,
}: {
  events: readonly LiveEvent[];
  /** The events are the live store's: rows follow the store and take no copy (which changes every frame). */
  fromFeed: boolean;
  /**
   * Each sport's live count by sport code, when `events` are only the list's first screen (the server's
   * page sends no more: firstScreenLiveEvents): the headings count the whole sport meanwhile.
   */
  sportCounts?: ReadonlyMap<string, number> | undefined;
}) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  const streamEnabled = useSettings()?.enable_clem_live_streaming ?? false;
  const favouritesOn = useFavouritesEnabled();
  const [pages, setPages] = useState(1);
  // The page the server rendered carries the rows of the first screen; the rest of the page's 50
  // render as the reader scrolls towards them, a screen's worth at a time, in the background, and all
  // at once when the focus comes into the list: a keyboard or screen-reader user walks every row.
  const [limit, setLimit] = useState(useFirstPageMoment() === undefined ? Infinity : FIRST_SCREEN_ROWS);
  const renderMore = useCallback(() => startTransition(() => setLimit((n) => n + FIRST_SCREEN_ROWS)), []);
  const renderAll = () => {
    if (limit !== Infinity) startTransition(() => setLimit(Infinity));
  };
  const sortBy = useListSort();
  const groups = liveListGroups(events, sortBy);
  const total = liveEventCount(groups);
  const shown = Math.min(total, pages * EVENTS_PER_PAGE_LIVE);
  const rendered = Math.min(shown, limit);
  const listed = firstLiveEvents(groups, rendered);
  const asianLines = useLiveAsianLines(
    listed.flatMap((sport) => sport.leagues.flatMap((league) => league.events)),
    useListLayout() === 'asian',
  );
  let position = 0;
  return (
    <LiveAsianLinesContext value={asianLines}>
      <div className={page.stack} onFocus={renderAll}>
        <div className={listStyles.list}>
          {listed.map(({ sport, sportCode, liveCount: listedCount, leagues }) => {
            const first = leagues[0]?.events[0] as LiveEvent;
            const liveCount = sportCounts?.get(sportCode) ?? listedCount;
            const slug = sportSlug({ id: first.sportId, code: sportCode });
            return (
              <section
                key={sport.id}
                className={listStyles.section}
                aria-label={t('sportSection', { sport: sport.description, count: liveCount })}
              >
                <h2 className={listStyles.sectionHeading}>
                  <Link className={listStyles.sportLink} to={paths.liveSport.href(locale, slug)}>
                    <SportIcon code={sportCode} size={18} />
                    {sport.description} <span className={styles.count}>({liveCount})</span>
                  </Link>
                </h2>
                {leagues.map(({ league, liveCount: leagueCount, events: ofLeague }) => {
                  const head = ofLeague[0] as LiveEvent;
                  const country = head.eventPaths.length > 2 ? head.eventPaths[1]?.description : undefined;
                  const offFirstScreen = position >= FIRST_SCREEN_ROWS;
                  return (
                    <div
                      key={league.id}
                      className={cx(listStyles.league, offFirstScreen && listStyles.skipWhenOffscreen)}
                    >
                      {sortBy === 'competition' && (
                        <h3 className={listStyles.leagueHeader}>
                          {country && <span className={listStyles.country}>{country} ·</span>}{' '}
                          {league.description} <span className={styles.count}>({leagueCount})</span>
                        </h3>
                      )}
                      {/* One Tab stop for the league's events, the arrow keys between its links and prices. */}
                      <GridOfLeague label={league.description}>
                        {ofLeague.map((event) => (
                          <LiveEventRow
                            key={event.id}
                            eager={position++ < ROWS_HYDRATED_AT_ONCE}
                            eventId={event.id}
                            initial={fromFeed ? undefined : event}
                            streamEnabled={streamEnabled}
                            showLeague={sortBy === 'time'}
                            favourites={favouritesOn}
                          />
                        ))}
                      </GridOfLeague>
                    </div>
                  );
                })}
              </section>
            );
          })}
        </div>
        {rendered < shown && <RevealWhenNear key={rendered} onNear={renderMore} />}
        {rendered === shown && shown < total && (
          <Button block onClick={() => setPages((n) => n + 1)}>
            {t('showMore')} <span className={page.muted}>{t('shownOf', { shown, total })}</span>
          </Button>
        )}
      </div>
    </LiveAsianLinesContext>
  );
});

function GridOfLeague({ label, children }: { label: string; children: ReactNode }) {
  const grid = useGridNavigation();
  return (
    <div role="grid" className={listStyles.rows} aria-label={label} ref={grid}>
      {children}
    </div>
  );
}

/**
 * The rows a phone's first screen shows under the page's heading, sports and filter (4 to 5 at
 * 390x844), which hydrate with the page; the others as they come near the screen (live-event-row.tsx).
 */
const ROWS_HYDRATED_AT_ONCE = 4;

/**
 * The rows the server's page carries: a desktop's first screen (about ten at 1366x768) and more than a
 * phone's. Fifty rows were 311 KB of HTML and 1,950 elements for the browser to parse and style before
 * the page answered (docs/decisions/first-screen.md, issue 49).
 */
export const FIRST_SCREEN_ROWS = 12;
