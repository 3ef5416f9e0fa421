import type { LiveEvent, Topic } from '@sb/contract';
import type { WatchedScore, WatchedState } from '@sb/domain';
import type { LiveStore } from '../../../lib/live/live-store.ts';

/** A selection the player watches: on the slip or a leg of an open bet. */
export interface WatchedSelection {
  outcomeId: number;
  marketId: number;
  /** Null while the slip has not priced it yet: the market's topic then tells the event. */
  eventId: number | null;
  outcomeDescription: string;
  eventDescription: string;
}

/** Everything the player watches, from the slip, the cached open bets and the favourites. */
export interface WatchList {
  selections: readonly WatchedSelection[];
  /** Events whose score is spoken: favourites and events with open bets. */
  scoreEventIds: readonly number[];
}

/** Home and away points of a live event, or null without both opponents and a score. */
export function scoreOf(event: LiveEvent): WatchedScore | null {
  const [home, away] = event.opponents;
  const score = event.scores?.score;
  if (!home || !away || !score) return null;
  const points = (id: number) => score.find((s) => s.opponentId === id)?.points ?? 0;
  return [points(home.id), points(away.id)];
}

/**
 * The watched things as the live store holds them now: only what the feed carries (a selection's
 * market the slip follows, the events of the live lists and pages on screen) can be in it.
 */
export function readWatched(store: LiveStore, list: WatchList): WatchedState {
  const outcomes = new Map<number, { price: number; suspended: boolean }>();
  for (const { outcomeId } of list.selections) {
    const view = store.getOutcome(outcomeId);
    if (view) outcomes.set(outcomeId, { price: view.price, suspended: view.suspended });
  }
  const scores = new Map<number, WatchedScore>();
  for (const eventId of list.scoreEventIds) {
    const event = store.getEvent(eventId);
    const score = event && scoreOf(event);
    if (score) scores.set(eventId, score);
  }
  return { outcomes, scores };
}

/** The names an announcement says: the event's and the selection's. */
export function selectionNames(
  store: LiveStore,
  selection: WatchedSelection,
  marketTopic: (marketId: number) => Topic,
): { event: string; selection: string } {
  const eventId = selection.eventId ?? store.getTopicIds(marketTopic(selection.marketId))?.[0];
  const event = eventId === undefined ? undefined : store.getEvent(eventId);
  const outcome = event?.markets
    ?.find((m) => m.id === selection.marketId)
    ?.outcomes.find((o) => o.id === selection.outcomeId);
  return {
    event: selection.eventDescription || event?.description || '',
    selection: selection.outcomeDescription || outcome?.description || '',
  };
}

/**
 * What the player watches: the slip's selections, then the open legs of cached open bets (each
 * selection once), and the scores of favourites and of events with an open leg.
 */
export function watchListOf(
  slip: readonly WatchedSelection[],
  openLegs: readonly WatchedSelection[],
  favouriteIds: readonly number[],
): WatchList {
  const selections = new Map<number, WatchedSelection>();
  for (const selection of [...slip, ...openLegs])
    if (!selections.has(selection.outcomeId)) selections.set(selection.outcomeId, selection);
  const legEvents = openLegs.flatMap((leg) => (leg.eventId === null ? [] : [leg.eventId]));
  return {
    selections: [...selections.values()],
    scoreEventIds: [...new Set([...favouriteIds, ...legEvents])],
  };
}
