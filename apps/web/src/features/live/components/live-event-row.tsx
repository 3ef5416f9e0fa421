import type { LiveEvent, Market } from '@sb/contract';
import { ASIAN_ROW_MARKET_TYPES, mainMarket, paths } from '@sb/domain';
import { memo, use } from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { HydrateWhenNear } from '../../../ui/hydrate-when-near.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { AsianRowPrices, MatchLink, RowLeague, RowPrices } from '../../events/index.ts';
import listStyles from '../../../ui/page/event-list.module.css';
import { getLiveStore, useLiveEvent } from '../../../lib/live/live-store.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { LiveClock } from '../../../lib/live/live-clock.tsx';
import { StreamIcon } from './stream-icon.tsx';
import { LiveAsianLinesContext, useLiveAsianRow } from './live-asian-row.tsx';
import styles from '../live.module.css';

/** The opponents' points in the opponents' order (home first). */
export function scoreOf(event: LiveEvent): [number, number] | null {
  const [home, away] = event.opponents;
  const score = event.scores?.score;
  if (!home || !away || !score) return null;
  const points = (id: number) => score.find((s) => s.opponentId === id)?.points ?? 0;
  return [points(home.id), points(away.id)];
}

/**
 * One live event of a list: clock, opponents (a link to the live event page), score, the main
 * market's live prices, the stream icon, the favourite star and '+N' more markets. It follows its
 * own event in the live store (clock, score, markets); each price follows its own outcome.
 *
 * On the page the server rendered, a row hydrates as it comes near the screen (or at its first press):
 * until then it keeps the server's HTML and follows nothing, so a phone hydrates the few rows it
 * shows and those half a screen below (about seven of 50), and the feed's first snapshot re-renders
 * only those.
 */
export const LiveEventRow = memo(function LiveEventRow({ eager, ...props }: LiveEventRowProps) {
  return (
    <HydrateWhenNear eager={eager} role="rowgroup" className={styles.rowgroup}>
      <RowOfStore {...props} />
    </HydrateWhenNear>
  );
}, sameRow);

function RowOfStore({ eventId, initial, ...shown }: Omit<LiveEventRowProps, 'eager'>) {
  const live = useLiveEvent(eventId);
  const asianLines = use(LiveAsianLinesContext)?.get(eventId);
  const event = live ?? initial;
  return event ? <Row event={event} asianLines={asianLines} {...shown} /> : null;
}

export interface LiveEventRowProps {
  /** Hydrates with the page wherever it is: the rows of a phone's first screen. Read once. */
  eager: boolean;
  eventId: number;
  /** The list's copy (HTTP) until the feed holds the event; the feed's wins. */
  initial?: LiveEvent | undefined;
  /** The brand's `enable_clem_live_streaming`, which the list reads once for all its rows. */
  streamEnabled: boolean;
  /** The league above the opponents: in a list sorted by time, under no league heading. */
  showLeague?: boolean | undefined;
  /** The favourite star: the brand's `enable_favorites`, which the list reads once for all its rows. */
  favourites?: boolean | undefined;
}

/**
 * A row whose event the live store holds shows the store's, whatever the list's copy: the list's
 * switch from its HTTP answer to the feed (which drops every copy) then renders no row again. Each row
 * has already followed the feed's snapshot through its own subscription; rendered again by the list,
 * 50 rows were one commit of 95 ms at 1x on the live page. A row still waiting to hydrate is not
 * rendered again either (React would render it from scratch): its position (`eager`) is not compared.
 */
export function sameRow(before: LiveEventRowProps, after: LiveEventRowProps): boolean {
  if (
    before.eventId !== after.eventId ||
    before.streamEnabled !== after.streamEnabled ||
    before.showLeague !== after.showLeague ||
    before.favourites !== after.favourites
  )
    return false;
  return before.initial === after.initial || getLiveStore().getEvent(after.eventId) !== undefined;
}

/** A football row's prices in the Asian layout (live-asian-row.tsx), kept current by the feed. */
function LiveAsianPrices({ event, lines }: { event: LiveEvent; lines: readonly Market[] }) {
  const row = useLiveAsianRow(event, lines);
  return row ? <AsianRowPrices eventName={event.description} row={row} /> : null;
}

function Row({
  event,
  asianLines,
  streamEnabled,
  showLeague = false,
  favourites = true,
}: {
  event: LiveEvent;
  /** The Asian layout's candidate lines of a football row (live-asian-row.tsx); else the euro row. */
  asianLines?: readonly Market[] | undefined;
  streamEnabled: boolean;
  showLeague?: boolean | undefined;
  favourites?: boolean | undefined;
}) {
  const { t } = useRowTranslation('live');
  const { t: ts } = useRowTranslation('sports');
  const locale = useLocale();
  const markets = event.markets ?? [];
  const market = mainMarket(markets);
  const href = paths.liveEvent.href(locale, event.slug);
  const types = ASIAN_ROW_MARKET_TYPES[event.sportCode];
  const asian = types ? asianLines : undefined;
  // The Asian row shows up to three markets (the parts the event offers), the euro row one.
  const shown =
    asian && types
      ? [types.result, types.handicap, types.total].filter((id) =>
          [...asian, ...markets].some((m) => m.marketTypeId === id && m.period.sequence === 0),
        ).length
      : market
        ? 1
        : 0;
  const more = Math.max(event.liveOpenMarketCount ?? event.marketCount, markets.length) - shown;
  const [home, away] = event.opponents;
  const score = scoreOf(event);
  return (
    // A row of its list's grid (live-event-list.tsx): the arrow keys move between its links and buttons.
    <div role="row" className={asian ? `${styles.row} ${styles.rowAsian}` : styles.row}>
      <span role="gridcell">
        <LiveClock event={event} className={styles.clock} />
      </span>
      <div role="gridcell" className={listStyles.cell}>
        {showLeague && <RowLeague event={event} />}
        <MatchLink event={event} to={href} />
      </div>
      {score && home && away ? (
        <span role="gridcell" className={styles.score}>
          <span aria-hidden="true">{score[0]}</span>
          <span aria-hidden="true">{score[1]}</span>
          <VisuallyHidden>
            {t('scoreLabel', {
              home: home.description,
              homeScore: score[0],
              away: away.description,
              awayScore: score[1],
            })}
          </VisuallyHidden>
        </span>
      ) : (
        <span role="gridcell" />
      )}
      {asian ? (
        <LiveAsianPrices event={event} lines={asian} />
      ) : (
        <RowPrices eventName={event.description} market={market} />
      )}
      <span role="gridcell" className={favourites ? styles.actions : `${styles.actions} ${styles.noStar}`}>
        <StreamIcon event={event} streamEnabled={streamEnabled} />
        {favourites && <FavouriteButton eventId={event.id} eventName={event.description} />}
        {more > 0 && (
          <Link
            className={`${listStyles.more} ${styles.moreSlot}`}
            to={href}
            aria-label={ts('eventList.moreMarkets', { count: more, event: event.description })}
          >
            +{more}
          </Link>
        )}
      </span>
    </div>
  );
}
