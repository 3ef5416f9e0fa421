/**
 * Live changes spoken to screen-reader users (issue 17, item 4): what counts as a change worth
 * announcing for what the player watches, how changes are merged, how many are named, and how often
 * an announcement may be made. The web composes the words and owns the timer
 * (apps/web/src/features/live/announcer).
 */

/** At most one announcement per this many milliseconds. */
export const ANNOUNCE_INTERVAL_MS = 5000;

/** A first change waits this long for others to join it before it is spoken. */
export const ANNOUNCE_MERGE_MS = 1000;

/** Changes named in one announcement; the rest are counted ("2 other changes"). */
export const ANNOUNCE_CAP = 3;

/** A watched selection as the feed last described it. */
export interface WatchedOutcomeState {
  readonly price: number;
  readonly suspended: boolean;
}

/** A watched event's score, home then away. */
export type WatchedScore = readonly [home: number, away: number];

/** What the player watches, as it is now (only watched things are in it). */
export interface WatchedState {
  /** By outcome id: selections on the slip and of open bets. */
  readonly outcomes: ReadonlyMap<number, WatchedOutcomeState>;
  /** By event id: favourites and events with open bets. */
  readonly scores: ReadonlyMap<number, WatchedScore>;
}

export type LiveChange =
  | { readonly kind: 'price'; readonly outcomeId: number; readonly from: number; readonly to: number }
  | { readonly kind: 'suspended'; readonly outcomeId: number }
  | { readonly kind: 'score'; readonly eventId: number; readonly score: WatchedScore };

export const EMPTY_WATCHED_STATE: WatchedState = { outcomes: new Map(), scores: new Map() };

/**
 * The changes between what was last spoken (or first seen) and now, merged: one per selection and
 * per event however often it moved in between. A price that moved and came back is no change; a
 * selection that became suspended is a suspension (its price is not spoken); one that reopened is
 * spoken only if its price differs. Things first seen now, or no longer watched, are no change.
 */
export function liveChanges(before: WatchedState, now: WatchedState): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const [outcomeId, current] of now.outcomes) {
    const previous = before.outcomes.get(outcomeId);
    if (!previous) continue;
    if (current.suspended) {
      if (!previous.suspended) changes.push({ kind: 'suspended', outcomeId });
    } else if (current.price !== previous.price) {
      changes.push({ kind: 'price', outcomeId, from: previous.price, to: current.price });
    }
  }
  for (const [eventId, score] of now.scores) {
    const previous = before.scores.get(eventId);
    if (previous && (previous[0] !== score[0] || previous[1] !== score[1]))
      changes.push({ kind: 'score', eventId, score });
  }
  return changes;
}

/**
 * The baseline to compare with next: what it held for things still watched, and things watched for
 * the first time at the price the player saw (`seen`: a slip selection's price when picked), else as
 * they are now. The feed may deliver a pick's market after its price has already moved: measured from
 * what the player saw, that move is still said.
 */
export function seedWatchedState(
  baseline: WatchedState,
  now: WatchedState,
  seen: ReadonlyMap<number, number> = new Map(),
): WatchedState {
  const outcomes = new Map<number, WatchedOutcomeState>();
  for (const [id, current] of now.outcomes) {
    const price = seen.get(id);
    outcomes.set(id, baseline.outcomes.get(id) ?? (price === undefined ? current : { ...current, price }));
  }
  const scores = new Map<number, WatchedScore>();
  for (const [id, current] of now.scores) scores.set(id, baseline.scores.get(id) ?? current);
  return { outcomes, scores };
}

/** The first `cap` changes are named; the others only counted. */
export function capChanges<T>(
  changes: readonly T[],
  cap: number = ANNOUNCE_CAP,
): { shown: readonly T[]; others: number } {
  return { shown: changes.slice(0, cap), others: Math.max(0, changes.length - cap) };
}

/**
 * When the next announcement may be made, a change having arrived at `now`: after the merge wait, and
 * never sooner than the interval after the last announcement (`lastSpokenAt`, or null before any).
 */
export function nextAnnouncementAt(
  lastSpokenAt: number | null,
  now: number,
  { intervalMs = ANNOUNCE_INTERVAL_MS, mergeMs = ANNOUNCE_MERGE_MS } = {},
): number {
  const earliest = now + mergeMs;
  return lastSpokenAt === null ? earliest : Math.max(earliest, lastSpokenAt + intervalMs);
}
