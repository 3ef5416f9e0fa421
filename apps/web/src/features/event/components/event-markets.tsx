import type { Event, Market, Opponent } from '@sb/contract';
import { groupMarkets } from '@sb/domain';
import { memo, startTransition, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';
import { useFirstReaderMove } from '../../../hooks/use-first-reader-move.ts';
import { RevealWhenNear } from '../../../lib/lists/reveal-when-near.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import chips from '../../../ui/page/page.module.css';
import { MarketGroup } from './market-group.tsx';
import styles from '../../../ui/page/event-page.module.css';

/** Groups shown open at first; the rest start collapsed, so a long market list stays scannable. */
const OPEN_GROUPS = 10;

/**
 * Groups that can be on a first screen: a desktop's at 1366x768 shows four or five under the event's
 * header, a phone's two or three.
 */
const FIRST_SCREEN_GROUPS = 6;

/**
 * All markets of an event in their groups (SPEC.md §3 "Market groups"), filtered by period with
 * chips (All, Full Time, 1st Half ...); each group collapses on its own.
 */
export function EventMarkets({ event }: { event: Event }) {
  return (
    <EventMarketList markets={event.markets} opponents={event.opponents} eventName={event.description} />
  );
}

/**
 * The same for markets and opponents on their own. Memoised: a live page passes the markets as of
 * their last change of shape, so a price move (which only its button follows) renders nothing here.
 *
 * On the page the server rendered, its HTML carries the first screen's groups (a football match has
 * 24 to 39); the rest render from the answer the page already holds at the reader's first move (a
 * scroll, press, key or focus), or when the end of the first ones shows on a tall screen. Not when it
 * merely nears, as a list's rows do: six groups end about a phone's screen down, so the rest would
 * render while the page starts (docs/decisions/first-screen.md "Twentieth stop").
 */
export const EventMarketList = memo(function EventMarketList({
  markets,
  opponents,
  eventName,
}: {
  markets: readonly Market[] | undefined;
  opponents: readonly Opponent[];
  /** The event's name, which with a group's title describes each of its prices. */
  eventName: string;
}) {
  const { t } = useTranslation('sports');
  const [period, setPeriod] = useState<number | 'all'>('all');
  const [all, setAll] = useState(useFirstPageMoment() === undefined);
  const revealAll = useCallback(() => startTransition(() => setAll(true)), []);
  useFirstReaderMove(all ? null : revealAll);
  const groups = useMemo(() => groupMarkets(markets ?? []), [markets]);
  const periods = useMemo(
    () => [...new Map(groups.map((g) => [g.periodId, g.periodDescription])).entries()],
    [groups],
  );
  // A period the event no longer offers (its markets closed on a refresh) falls back to All.
  const current = period !== 'all' && periods.some(([id]) => id === period) ? period : 'all';
  const shown = current === 'all' ? groups : groups.filter((g) => g.periodId === current);
  const rendered = all ? shown : shown.slice(0, FIRST_SCREEN_GROUPS);

  if (groups.length === 0) return <EmptyState title={t('market.none')} icon="info" />;
  return (
    <div className={styles.markets}>
      {periods.length > 1 && (
        <div className={chips.chips} role="group" aria-label={t('market.periods')}>
          {[['all', t('market.allPeriods')] as const, ...periods].map(([id, label]) => (
            <button
              key={id}
              type="button"
              className={chips.chip}
              aria-pressed={current === id}
              onClick={() => setPeriod(id)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div className={styles.groups}>
        {rendered.map((group, i) => (
          <MarketGroup
            key={group.id}
            group={group}
            opponents={opponents}
            eventName={eventName}
            defaultExpanded={i < OPEN_GROUPS}
          />
        ))}
      </div>
      {rendered.length < shown.length && <RevealWhenNear onNear={revealAll} ahead="0px" />}
    </div>
  );
});
