import { topics } from '@sb/contract';
import { useEffect } from 'react';
import { useBetslipStore } from '../betslip-store.ts';
import { useFeedTopic } from '../../../lib/live/feed/use-feed.ts';
import { useOutcome } from '../../../lib/live/live-store.ts';
import { betslipActions } from '../betslip-actions.ts';

/**
 * Follows one selection's market on the live feed (SPEC.md §7 web: odds changes shown while the
 * feed moves): a new price goes onto the slip beside the old one, a suspension flags the bet.
 * Pre-match markets are not on the feed; the slip's pricing poll covers them.
 */
function LiveBet({ outcomeId, marketId }: { outcomeId: number; marketId: number }) {
  useFeedTopic(topics.market(marketId));
  const live = useOutcome(outcomeId);
  const price = live?.price;
  const suspended = live?.suspended;
  useEffect(() => {
    if (price === undefined || suspended === undefined) return;
    betslipActions.updateBets([{ outcomeId, decimal: price, enabled: !suspended }]);
  }, [outcomeId, price, suspended]);
  return null;
}

/** One live follower per selection on the slip. */
export function LiveBetWatcher() {
  const bets = useBetslipStore((s) =>
    Object.values(s.bets)
      .map((b) => `${b.outcomeId}:${b.marketId}`)
      .join(),
  );
  if (bets === '') return null;
  return bets.split(',').map((key) => {
    const [outcomeId, marketId] = key.split(':').map(Number) as [number, number];
    return <LiveBet key={key} outcomeId={outcomeId} marketId={marketId} />;
  });
}
