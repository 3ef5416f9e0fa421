import type { FeedUpdate, LiveEvent, Market, Topic } from '@sb/contract';
import { applyFeedUpdate } from '@sb/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { sameIds } from './same-ids.ts';

/**
 * Live state (the third kind beside server and client state): events as the feed last described
 * them, normalized by event and outcome id, fed by the feed client's snapshots and deltas through
 * the domain reducer.
 *
 * Writes are queued and applied once per animation frame; after a frame's batch each changed
 * outcome, event and topic notifies only its own listeners, so one price change re-renders one
 * price button and a clock change one row, never the page. A batch that touches more than
 * PUBLISH_SLICE of them (a snapshot of a whole list) notifies them a slice per task: each
 * notification re-renders its component at once, and three hundred prices in one task would hold
 * the page for a tenth of a second on a phone.
 */

export type PriceDirection = 'up' | 'down';

/** One outcome as a price button shows it. */
export interface LiveOutcomeView {
  /** Current decimal price. */
  readonly price: number;
  /** The market is suspended (or its feed is under an alert): the price cannot be taken. */
  readonly suspended: boolean;
  /** Which way the price moved in the last 3 s (the store clears it after that); else null. */
  readonly direction: PriceDirection | null;
  /** When the price last moved (epoch ms); 0 before any move. */
  readonly changedAt: number;
}

export type Reducer = (event: LiveEvent, update: FeedUpdate) => LiveEvent;

/** Most notifications of one batch sent in one task; the rest follow in later tasks. */
export const PUBLISH_SLICE = 10;

/** How long a moved price shows its arrow and highlight. */
export const PRICE_MOVE_MS = 3000;

type Op =
  | { kind: 'snapshot'; topic: Topic; events: readonly LiveEvent[] }
  | { kind: 'seed'; topic: Topic; events: readonly LiveEvent[] }
  | { kind: 'deltas'; topic: Topic; updates: readonly FeedUpdate[]; arrivedAt?: number | undefined }
  | { kind: 'release'; topic: Topic };

export interface LiveStoreOptions {
  reduce?: Reducer;
  /** Schedules the batch; requestAnimationFrame in the browser. */
  scheduleFrame?: (flush: () => void) => void;
  /** Schedules the next slice of a large batch's notifications; a new task in the browser. */
  scheduleSlice?: (run: () => void) => void;
  now?: () => number;
}

type Listeners<K> = Map<K, Set<() => void>>;

function listen<K>(map: Listeners<K>, key: K, listener: () => void): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) map.delete(key);
  };
}

function notify<K>(map: Listeners<K>, keys: Iterable<K>): void {
  for (const key of keys) {
    const set = map.get(key);
    if (set) for (const listener of [...set]) listener();
  }
}

const isFinished = (event: LiveEvent) => event.isFinished || event.clock?.status === 'END_OF_EVENT';

/** Updates that can change which markets or outcomes an event shows, or their status. */
const TOUCHES_MARKETS = new Set<FeedUpdate['type']>(['market-status', 'markets', 'feed-alert', 'event-live']);

/**
 * Browser frame, with a timer as a fallback: a hidden tab gets no frames but must not pile up updates.
 * The fallback is one timer a second for every batch waiting meanwhile, not one a batch: the feed
 * schedules a batch for every few messages, and each timer a script starts is recorded with its stack
 * while the page is traced (docs/decisions/first-screen.md, "Ninth stop"). The page's stores share
 * one such scheduler; a test makes its own, so that a timer left by another test cannot take its batches.
 */
export function frameScheduler(): (flush: () => void) => void {
  /** The batches the next fallback applies (each at most once: a frame may have run it already). */
  let waiting: (() => void)[] | undefined;
  return (flush) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      flush();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    if (!waiting) {
      const batches: (() => void)[] = [];
      waiting = batches;
      setTimeout(() => {
        waiting = undefined;
        for (const batch of batches) batch();
      }, FRAME_FALLBACK_MS);
    }
    waiting.push(run);
  };
}

/** How long a batch waits for a frame before it is applied without one. */
const FRAME_FALLBACK_MS = 1000;
const defaultScheduleFrame = frameScheduler();

/**
 * User Timing `sb:update-to-paint`, one per feed message: from its arrival to the next frame, which
 * starts after the frame that applied it has painted (a slight overestimate, never an underestimate).
 * The bench reads these (scripts/bench/live-page.ts).
 */
function measureUpdateToPaint(arrivals: readonly number[]): void {
  if (typeof requestAnimationFrame !== 'function' || typeof performance.measure !== 'function') return;
  requestAnimationFrame(() => {
    const end = performance.now();
    for (const start of arrivals) {
      try {
        performance.measure('sb:update-to-paint', { start, end });
      } catch {
        // A browser without measure options: the figure is only for the bench.
      }
    }
  });
}

export class LiveStore {
  private readonly events = new Map<number, LiveEvent>();
  private readonly outcomes = new Map<number, LiveOutcomeView>();
  private readonly topicIds = new Map<Topic, readonly number[]>();
  /** Topics whose list is still an answer's (a seed), not yet a snapshot's. */
  private readonly seededTopics = new Set<Topic>();
  /** Each event's markets as of their last change of shape (not of price): what market lists render. */
  private readonly structure = new Map<number, readonly Market[]>();
  private readonly marketsListeners: Listeners<number> = new Map();
  private readonly outcomeListeners: Listeners<number> = new Map();
  private readonly eventListeners: Listeners<number> = new Map();
  private readonly topicListeners: Listeners<Topic> = new Map();
  private readonly batchListeners = new Set<() => void>();
  private queue: Op[] = [];
  /** Moved prices in the order they moved, for clearing their arrows after PRICE_MOVE_MS. */
  private moves: { outcomeId: number; changedAt: number }[] = [];
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private scheduled = false;
  private readonly reduce: Reducer;
  private readonly scheduleFrame: (flush: () => void) => void;
  private readonly scheduleSlice: (run: () => void) => void;
  private readonly now: () => number;

  constructor(options: LiveStoreOptions = {}) {
    this.reduce = options.reduce ?? applyFeedUpdate;
    this.scheduleFrame = options.scheduleFrame ?? defaultScheduleFrame;
    this.scheduleSlice = options.scheduleSlice ?? ((run) => void setTimeout(run, 0));
    this.now = options.now ?? Date.now;
  }

  // ------------------------------------------------------------ writes (queued)

  snapshot(topic: Topic, events: readonly LiveEvent[]): void {
    this.enqueue({ kind: 'snapshot', topic, events });
  }

  /**
   * The events of an answer the page shows, for a topic the feed follows from that answer's mark:
   * the deltas since apply to them. Unlike a snapshot it tells no follower of an event the store did
   * not hold (each shows these values already), only the topic's (a list then reads the same objects
   * from the store).
   */
  seed(topic: Topic, events: readonly LiveEvent[]): void {
    this.enqueue({ kind: 'seed', topic, events });
  }

  /** `arrivedAt` (performance.now() when the message came) feeds the `sb:update-to-paint` measure. */
  deltas(topic: Topic, updates: readonly FeedUpdate[], arrivedAt?: number): void {
    this.enqueue({ kind: 'deltas', topic, updates, arrivedAt });
  }

  /**
   * Nobody follows the topic any more: forget its list, and the events no other topic holds, so a
   * page opened later shows the HTTP answer until a fresh snapshot rather than old feed data.
   */
  release(topic: Topic): void {
    this.enqueue({ kind: 'release', topic });
  }

  /** Applies everything queued now (the frame callback; tests). */
  flush = (): void => {
    this.scheduled = false;
    const queue = this.queue;
    if (queue.length === 0) return;
    this.queue = [];
    const dirty: Dirty = {
      outcomes: new Set<number>(),
      events: new Set<number>(),
      markets: new Set<number>(),
      topics: new Set<Topic>(),
    };
    const arrivals: number[] = [];
    for (const op of queue) {
      if (op.kind === 'deltas' && op.arrivedAt !== undefined) arrivals.push(op.arrivedAt);
      if (op.kind === 'snapshot') this.applySnapshot(op.topic, op.events, dirty);
      else if (op.kind === 'seed') this.applySeed(op.topic, op.events, dirty);
      else if (op.kind === 'release') this.applyRelease(op.topic, dirty);
      else for (const update of op.updates) this.applyUpdate(op.topic, update, dirty);
    }
    this.publish(dirty);
    if (arrivals.length > 0) measureUpdateToPaint(arrivals);
  };

  /** Clears the arrows of prices that moved PRICE_MOVE_MS ago or more (runs while any shows). */
  sweepMoves = (): void => {
    const cutoff = this.now() - PRICE_MOVE_MS;
    const dirty: Dirty = { outcomes: new Set(), events: new Set(), markets: new Set(), topics: new Set() };
    let i = 0;
    for (; i < this.moves.length; i++) {
      const move = this.moves[i] as { outcomeId: number; changedAt: number };
      if (move.changedAt > cutoff) break;
      const view = this.outcomes.get(move.outcomeId);
      if (view && view.direction !== null && view.changedAt === move.changedAt) {
        this.outcomes.set(move.outcomeId, { ...view, direction: null });
        dirty.outcomes.add(move.outcomeId);
      }
    }
    if (i > 0) this.moves = this.moves.slice(i);
    if (this.moves.length === 0 && this.sweeper !== undefined) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
    this.publish(dirty);
  };

  private publish(dirty: Dirty): void {
    for (const id of dirty.markets) {
      const event = this.events.get(id);
      this.structure.set(id, event?.markets ?? []);
    }
    const notices: (() => void)[] = [];
    const collect = <K>(map: Listeners<K>, keys: Iterable<K>) => {
      for (const key of keys) if (map.has(key)) notices.push(() => notify(map, [key]));
    };
    collect(this.outcomeListeners, dirty.outcomes);
    collect(this.eventListeners, dirty.events);
    collect(this.marketsListeners, dirty.markets);
    collect(this.topicListeners, dirty.topics);
    this.sendNotices(notices, 0);
  }

  /** Notifies a slice from `from` on; the rest in a later task, the batch listeners after the last. */
  private sendNotices(notices: readonly (() => void)[], from: number): void {
    const end = Math.min(from + PUBLISH_SLICE, notices.length);
    for (let i = from; i < end; i++) notices[i]?.();
    if (end < notices.length) this.scheduleSlice(() => this.sendNotices(notices, end));
    else for (const listener of [...this.batchListeners]) listener();
  }

  // ------------------------------------------------------------ reads

  getEvent = (eventId: number): LiveEvent | undefined => this.events.get(eventId);
  getOutcome = (outcomeId: number): LiveOutcomeView | undefined => this.outcomes.get(outcomeId);
  /** The event's markets as of their last change of shape; prices inside may be older (buttons read the outcome views). */
  getMarkets = (eventId: number): readonly Market[] | undefined => this.structure.get(eventId);
  /** The topic's live events (finished ones leave), or undefined before its first snapshot. */
  getTopicIds = (topic: Topic): readonly number[] | undefined => this.topicIds.get(topic);
  /** Whether the topic's list is still the answer the page was seeded with (no snapshot since). */
  isTopicSeeded = (topic: Topic): boolean => this.seededTopics.has(topic);

  subscribeOutcome = (outcomeId: number, listener: () => void) =>
    listen(this.outcomeListeners, outcomeId, listener);
  subscribeEvent = (eventId: number, listener: () => void) => listen(this.eventListeners, eventId, listener);
  subscribeMarkets = (eventId: number, listener: () => void) =>
    listen(this.marketsListeners, eventId, listener);
  subscribeTopic = (topic: Topic, listener: () => void) => listen(this.topicListeners, topic, listener);
  /** Called once after every applied batch (diagnostics, tests). */
  subscribeBatch = (listener: () => void): (() => void) => {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  };

  // ------------------------------------------------------------ internals

  private enqueue(op: Op): void {
    this.queue.push(op);
    if (this.scheduled) return;
    this.scheduled = true;
    this.scheduleFrame(this.flush);
  }

  private applySnapshot(topic: Topic, events: readonly LiveEvent[], dirty: Dirty): void {
    for (const event of events) this.placeSnapshotEvent(topic, event, dirty);
    this.setTopicIds(topic, events, dirty);
    if (this.seededTopics.delete(topic)) dirty.topics.add(topic);
  }

  private placeSnapshotEvent(topic: Topic, snapshotEvent: LiveEvent, dirty: Dirty): void {
    const before = this.events.get(snapshotEvent.id);
    const event = this.merged(topic, snapshotEvent, before);
    this.events.set(event.id, event);
    this.refreshOutcomes(before, event, dirty);
    dirty.events.add(event.id);
    dirty.markets.add(event.id);
  }

  /** An event-page topic holds one event: a snapshot of the whole list replaces the list. */
  private setTopicIds(topic: Topic, events: readonly LiveEvent[], dirty: Dirty): void {
    const ids = events.filter((event) => !isFinished(event)).map((event) => event.id);
    const previous = this.topicIds.get(topic);
    if (!previous || !sameIds(previous, ids)) {
      this.topicIds.set(topic, ids);
      dirty.topics.add(topic);
    }
  }

  /**
   * A snapshot that announces only what the store held before: an event it did not hold goes in
   * silently (its followers show the answer's values already); one it held (another topic's view of
   * it, maybe with other markets) is replaced and announced, as a snapshot would.
   */
  private applySeed(topic: Topic, events: readonly LiveEvent[], dirty: Dirty): void {
    const unannounced: Dirty = { ...dirty, outcomes: new Set(), events: new Set(), markets: new Set() };
    for (const event of events) {
      if (this.events.has(event.id)) {
        this.placeSnapshotEvent(topic, event, dirty);
        continue;
      }
      this.events.set(event.id, event);
      this.structure.set(event.id, event.markets ?? []);
      this.refreshOutcomes(undefined, event, unannounced);
    }
    this.setTopicIds(topic, events, dirty);
    this.seededTopics.add(topic);
  }

  /**
   * The event a snapshot leaves in the store. Topics hold different markets of one event (a list its
   * main market, `market:` one market): a `market:` snapshot adds or replaces its market in the event
   * held, and another topic's snapshot keeps the held markets that a followed `market:` topic brought
   * (the Asian live row's lines, a slip's live selection), so no topic's snapshot drops another's.
   */
  private merged(topic: Topic, event: LiveEvent, before: LiveEvent | undefined): LiveEvent {
    if (!before) return event;
    const incoming = event.markets ?? [];
    const ids = new Set(incoming.map((m) => m.id));
    const kept = (before.markets ?? []).filter(
      (m) => !ids.has(m.id) && (topic.startsWith('market:') || this.topicIds.has(`market:${m.id}`)),
    );
    if (kept.length === 0) return event;
    return topic.startsWith('market:')
      ? { ...before, markets: [...kept, ...incoming] }
      : { ...event, markets: [...incoming, ...kept] };
  }

  private applyRelease(topic: Topic, dirty: Dirty): void {
    const ids = this.topicIds.get(topic);
    if (!ids) return;
    this.topicIds.delete(topic);
    this.seededTopics.delete(topic);
    dirty.topics.add(topic);
    const held = new Set([...this.topicIds.values()].flat());
    // An event page's topic holds its one event whether or not it is still live.
    const eventTopicId = /^event:(\d+)$/.exec(topic)?.[1];
    const candidates = eventTopicId ? [...ids, Number(eventTopicId)] : ids;
    for (const id of candidates) {
      if (held.has(id) || this.topicIds.has(`event:${id}`)) continue;
      const event = this.events.get(id);
      if (!event) continue;
      this.events.delete(id);
      this.structure.delete(id);
      this.refreshOutcomes(event, { ...event, markets: [] }, dirty);
      dirty.events.add(id);
    }
  }

  private applyUpdate(topic: Topic, update: FeedUpdate, dirty: Dirty): void {
    const before = this.events.get(update.eid);
    let next: LiveEvent;
    if (before) next = this.reduce(before, update);
    else if (update.type === 'event-live') next = update.event;
    else return; // An event we hold nothing of: its snapshot will carry it.
    if (next === before) return;
    this.events.set(next.id, next);

    if (update.type === 'outcome' && before) {
      const hiddenBefore = findOutcome(before.markets, update.mid, update.oid)?.hidden;
      this.refreshOutcome(next, update.mid, update.oid, dirty);
      if (findOutcome(next.markets, update.mid, update.oid)?.hidden !== hiddenBefore) {
        dirty.events.add(next.id);
        dirty.markets.add(next.id);
      }
    } else {
      dirty.events.add(next.id);
      if (TOUCHES_MARKETS.has(update.type) || !before) {
        this.refreshOutcomes(before, next, dirty);
        dirty.markets.add(next.id);
      }
    }

    if (isFinished(next)) {
      for (const [key, ids] of this.topicIds) {
        if (ids.includes(next.id)) {
          this.topicIds.set(
            key,
            ids.filter((id) => id !== next.id),
          );
          dirty.topics.add(key);
        }
      }
    } else if (update.type === 'event-live') {
      const ids = this.topicIds.get(topic) ?? [];
      if (!ids.includes(next.id)) {
        this.topicIds.set(topic, [...ids, next.id]);
        dirty.topics.add(topic);
      }
    }
  }

  /** Every outcome of the event (before and after): new views where the price or the lock changed. */
  private refreshOutcomes(before: LiveEvent | undefined, after: LiveEvent, dirty: Dirty): void {
    const seen = new Set<number>();
    for (const market of after.markets ?? []) {
      for (const outcome of market.outcomes) {
        seen.add(outcome.id);
        this.setView(outcome.id, outcome.hidden ? undefined : viewInputs(market, outcome.id), dirty);
      }
    }
    for (const market of before?.markets ?? []) {
      for (const outcome of market.outcomes)
        if (!seen.has(outcome.id)) this.setView(outcome.id, undefined, dirty);
    }
  }

  private refreshOutcome(event: LiveEvent, marketId: number, outcomeId: number, dirty: Dirty): void {
    const market = event.markets?.find((m) => m.id === marketId);
    const outcome = market?.outcomes.find((o) => o.id === outcomeId);
    this.setView(
      outcomeId,
      market && outcome && !outcome.hidden ? viewInputs(market, outcomeId) : undefined,
      dirty,
    );
  }

  private setView(
    outcomeId: number,
    inputs: { price: number; suspended: boolean } | undefined,
    dirty: Dirty,
  ): void {
    const old = this.outcomes.get(outcomeId);
    if (!inputs) {
      if (old) {
        this.outcomes.delete(outcomeId);
        dirty.outcomes.add(outcomeId);
      }
      return;
    }
    if (old && old.price === inputs.price && old.suspended === inputs.suspended) return;
    const moved = old !== undefined && old.price !== inputs.price;
    const changedAt = moved ? this.now() : (old?.changedAt ?? 0);
    this.outcomes.set(outcomeId, {
      price: inputs.price,
      suspended: inputs.suspended,
      direction: moved ? (inputs.price > old.price ? 'up' : 'down') : (old?.direction ?? null),
      changedAt,
    });
    dirty.outcomes.add(outcomeId);
    if (moved) {
      this.moves.push({ outcomeId, changedAt });
      this.sweeper ??= setInterval(this.sweepMoves, 100);
    }
  }
}

interface Dirty {
  outcomes: Set<number>;
  events: Set<number>;
  markets: Set<number>;
  topics: Set<Topic>;
}

function findOutcome(markets: readonly Market[] | undefined, marketId: number, outcomeId: number) {
  return markets?.find((m) => m.id === marketId)?.outcomes.find((o) => o.id === outcomeId);
}

function viewInputs(market: Market, outcomeId: number): { price: number; suspended: boolean } {
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  return {
    price: outcome?.consolidatedPrice.currentPrice.decimal ?? 0,
    suspended: market.status === 'SUSPENDED',
  };
}

// ------------------------------------------------------------ the page's store and its hooks

let shared = new LiveStore();

export function getLiveStore(): LiveStore {
  return shared;
}

/** Tests: a fresh store (optionally with a test frame scheduler). */
export function resetLiveStore(options?: LiveStoreOptions): LiveStore {
  shared = new LiveStore(options);
  return shared;
}

/**
 * What the feed has said on the server and while the browser hydrates: nothing (the feed connects
 * after hydration), so pages show their HTTP answers there, as the server rendered them.
 */
const nothingYet = () => undefined;

/** One outcome's live view; re-renders only when that outcome changes. */
export function useOutcome(outcomeId: number, store: LiveStore = shared): LiveOutcomeView | undefined {
  const subscribe = useCallback((l: () => void) => store.subscribeOutcome(outcomeId, l), [store, outcomeId]);
  return useSyncExternalStore(subscribe, () => store.getOutcome(outcomeId), nothingYet);
}

/**
 * One event as the feed last described it. Re-renders on clock, score, period and market changes of
 * that event, not on its price moves (each price button follows its own outcome).
 */
export function useLiveEvent(eventId: number, store: LiveStore = shared): LiveEvent | undefined {
  const subscribe = useCallback((l: () => void) => store.subscribeEvent(eventId, l), [store, eventId]);
  return useSyncExternalStore(subscribe, () => store.getEvent(eventId), nothingYet);
}

/** The event's markets as of their last change of shape: re-renders on a market opening, closing or hiding, not on prices. */
export function useEventMarkets(eventId: number, store: LiveStore = shared): readonly Market[] | undefined {
  const subscribe = useCallback((l: () => void) => store.subscribeMarkets(eventId, l), [store, eventId]);
  return useSyncExternalStore(subscribe, () => store.getMarkets(eventId), nothingYet);
}

/** The live event ids of a topic, or undefined before its first snapshot. */
export function useTopicEventIds(topic: Topic, store: LiveStore = shared): readonly number[] | undefined {
  const subscribe = useCallback((l: () => void) => store.subscribeTopic(topic, l), [store, topic]);
  return useSyncExternalStore(subscribe, () => store.getTopicIds(topic), nothingYet);
}

/** Whether the topic's list is still the answer the page was seeded with (LiveStore `isTopicSeeded`). */
export function useTopicSeeded(topic: Topic, store: LiveStore = shared): boolean {
  const subscribe = useCallback((l: () => void) => store.subscribeTopic(topic, l), [store, topic]);
  return useSyncExternalStore(
    subscribe,
    () => store.isTopicSeeded(topic),
    () => false,
  );
}
