import { topics, type LiveEvent, type TopicMark } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { EventMarketList } from '../../event/index.ts';
import { LiveAnnouncer } from '../announcer/lazy-live-announcer.tsx';
import { ConnectionBanner } from '../feed/connection-banner.tsx';
import { useFeedTopic } from '../../../lib/live/feed/use-feed.ts';
import { useEventMarkets, useLiveEvent } from '../../../lib/live/live-store.ts';
import { Scoreboard } from '../scoreboard/scoreboard.tsx';
import { LivePrices } from './live-outcome-button.tsx';

/**
 * A live event with all its markets, kept current by the feed (topic `event:{id}`): the scoreboard
 * follows the event (clock, score, periods), the market groups follow the shape of its markets
 * (opening, closing, hiding), and each price button its own outcome. A finished event says so
 * instead of listing markets (SPEC.md §8 'event is finished').
 */
export function LiveEventView({
  event: initial,
  feedMark,
  children,
}: {
  event: LiveEvent;
  /** The feed mark of the answer `event` came in: the feed goes on from it (use-feed.ts). */
  feedMark?: TopicMark | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('live');
  useFeedTopic(topics.event(initial.id), { mark: feedMark, events: [initial] });
  const event = useLiveEvent(initial.id) ?? initial;
  const finished = event.isFinished || event.clock?.status === 'END_OF_EVENT';
  return (
    <LivePrices>
      <Scoreboard event={event} />
      <ConnectionBanner />
      <LiveAnnouncer />
      {children}
      {finished ? (
        <EmptyState title={t('event-is-finished')} icon="info" />
      ) : (
        <LiveMarkets initial={initial} />
      )}
    </LivePrices>
  );
}

/** The market groups: re-rendered when a market opens, closes or hides, never for a price. */
function LiveMarkets({ initial }: { initial: LiveEvent }) {
  const markets = useEventMarkets(initial.id);
  return (
    <EventMarketList
      markets={markets ?? initial.markets}
      opponents={initial.opponents}
      eventName={initial.description}
    />
  );
}
