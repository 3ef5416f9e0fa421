import { applyFeedUpdate } from '@sb/domain';
import type { FeedUpdate, LiveEvent, Market } from '@sb/contract';
import type { FeedBatch } from '../../feed/feed-bus.ts';
import { liveFields } from './live-fields.ts';
import type { LiveSnapshotRows, LiveSport } from './live-repository.ts';

/** How long a finished event still answers (isFinished: true) before it leaves memory. */
const FINISHED_KEPT_MS = 30 * 60_000;

/**
 * The live events of this process, in memory: loaded from the database at start, then changed only
 * by feed batches from the bus, so every process holds the same state. Reads (HTTP, websocket
 * snapshots) never touch the database. Also records what changed since the last save.
 */
export class LiveState {
  readonly #events = new Map<number, LiveEvent>();
  readonly #sportOrder = new Map<number, number>();
  readonly #finishedAt = new Map<number, number>();
  #sports: LiveSport[] = [];
  #changedEvents = new Set<number>();
  #changedMarkets = new Map<number, LiveSnapshotRows['markets'][number]>();
  #changedOutcomes = new Map<number, LiveSnapshotRows['outcomes'][number]>();
  /** When the feed last said anything about each event (epoch ms of `clock`): RES-00046 when too long ago. */
  readonly #heardAt = new Map<number, number>();
  readonly #clock: () => number;

  /** `clock`: the app's (tests move it); an event loaded counts as heard of then. */
  constructor(sports: LiveSport[], events: LiveEvent[], clock: () => number = Date.now) {
    this.#sports = sports;
    this.#clock = clock;
    const now = clock();
    for (const sport of sports) this.#sportOrder.set(sport.id, sport.orderNo);
    for (const event of events) {
      this.#events.set(event.id, event);
      this.#heardAt.set(event.id, now);
    }
  }

  /** Milliseconds since the feed last sent anything about the event (any update, changed or not). */
  silentFor(eventId: number): number {
    const at = this.#heardAt.get(eventId);
    return at === undefined ? 0 : Math.max(0, this.#clock() - at);
  }

  get sports(): readonly LiveSport[] {
    return this.#sports;
  }

  event(id: number): LiveEvent | undefined {
    return this.#events.get(id);
  }

  /** Events in play (not finished), by sport order then kick-off. */
  liveEvents(): LiveEvent[] {
    const order = (e: LiveEvent) => this.#sportOrder.get(e.sportId) ?? Number.MAX_SAFE_INTEGER;
    return [...this.#events.values()]
      .filter((e) => !e.isFinished)
      .sort((a, b) => order(a) - order(b) || a.eventDate.localeCompare(b.eventDate) || a.id - b.id);
  }

  /** Applies a batch from the bus; `now` (epoch ms) dates finished events for pruning. */
  apply(batch: FeedBatch, now = Date.now()): void {
    for (const update of batch) this.#applyOne(update, now);
  }

  #applyOne(update: FeedUpdate, now: number): void {
    if (this.#events.has(update.eid) || update.type === 'event-live')
      this.#heardAt.set(update.eid, this.#clock());
    if (update.type === 'event-live') {
      // A copy: the update object may still be queued for websocket clients.
      this.#events.set(update.eid, structuredClone(update.event));
      this.#changedEvents.add(update.eid);
      return;
    }
    const before = this.#events.get(update.eid);
    if (!before) return;
    // The §4 rules, from the domain; the same object back means nothing changed.
    const event = applyFeedUpdate(before, update);
    if (event === before) return;
    this.#events.set(update.eid, event);
    this.#record(event, update, marketIds(before), now);
  }

  #record(event: LiveEvent, update: FeedUpdate, before: Set<number>, now: number): void {
    switch (update.type) {
      case 'outcome': {
        const outcome = event.markets
          ?.find((m) => m.id === update.mid)
          ?.outcomes.find((o) => o.id === update.oid);
        const price = outcome?.consolidatedPrice.currentPrice.decimal ?? update.clp.cp.d;
        this.#changedOutcomes.set(update.oid, { id: update.oid, price, hidden: update.h });
        break;
      }
      case 'market-status':
      case 'feed-alert':
      case 'markets':
        for (const market of event.markets ?? []) this.#recordMarket(market);
        break;
      default:
        this.#changedEvents.add(event.id);
    }
    // Markets that left the event (removed by status or by hiding every outcome) are saved as
    // long-term suspended: removed from every answer (SPEC.md §3 Market).
    const after = marketIds(event);
    for (const id of before) {
      if (!after.has(id))
        this.#changedMarkets.set(id, { id, status: 'SUSPENDED', long_term_suspended: true });
    }
    if (event.isFinished && !this.#finishedAt.has(event.id)) this.#finishedAt.set(event.id, now);
  }

  #recordMarket(market: Market): void {
    this.#changedMarkets.set(market.id, { id: market.id, status: market.status, long_term_suspended: false });
  }

  /** What changed since the last call, as rows to save; forgets it. */
  takeChanges(): LiveSnapshotRows {
    const events = [...this.#changedEvents].flatMap((id) => {
      const event = this.#events.get(id);
      return event ? [{ id, live: liveFields(event), is_finished: event.isFinished }] : [];
    });
    const rows = {
      events,
      markets: [...this.#changedMarkets.values()],
      outcomes: [...this.#changedOutcomes.values()],
    };
    this.#changedEvents = new Set();
    this.#changedMarkets = new Map();
    this.#changedOutcomes = new Map();
    return rows;
  }

  /** Forgets events finished more than FINISHED_KEPT_MS ago (they are saved as finished). */
  pruneFinished(now = Date.now()): void {
    for (const [id, at] of this.#finishedAt) {
      if (now - at < FINISHED_KEPT_MS) continue;
      this.#events.delete(id);
      this.#finishedAt.delete(id);
      this.#heardAt.delete(id);
    }
  }
}

function marketIds(event: LiveEvent): Set<number> {
  return new Set((event.markets ?? []).map((m) => m.id));
}
