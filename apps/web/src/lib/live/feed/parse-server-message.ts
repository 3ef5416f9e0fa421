import {
  ClockMinutesUpdate,
  ClockUpdate,
  CricketOutcomesUpdate,
  EventLiveUpdate,
  FeedAlertUpdate,
  LiveEvent,
  MarketStatusUpdate,
  MarketsUpdate,
  OpenMarketCountUpdate,
  OutcomeUpdate,
  PeriodUpdate,
  ScoreUpdate,
  Topic,
  type FeedUpdate,
  type ServerMessage,
} from '@sb/contract';

/**
 * Reads a server message with the contract's schemas: the envelope (type, topic, seq) by hand, then
 * every event with `LiveEvent` and every update with the schema of its `type`. This is what
 * `ServerMessage.safeParse` checks, without its union wrappers: zod's union code would otherwise be
 * kept in the shared library chunk that every page loads (tree-shaking is global), about 0.8 KB gzip
 * on the home route. Anything unreadable gives null: the client treats the message as lost (a delta's
 * seq then shows a gap and the topic resyncs).
 */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

const UPDATES: Record<FeedUpdate['type'], Schema<FeedUpdate>> = {
  outcome: OutcomeUpdate,
  'market-status': MarketStatusUpdate,
  markets: MarketsUpdate,
  'feed-alert': FeedAlertUpdate,
  'clock-minutes': ClockMinutesUpdate,
  'open-market-count': OpenMarketCountUpdate,
  clock: ClockUpdate,
  score: ScoreUpdate,
  'cricket-outcomes': CricketOutcomesUpdate,
  period: PeriodUpdate,
  'event-live': EventLiveUpdate,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function all<T>(items: unknown, parse: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(items)) return null;
  const out: T[] = [];
  for (const item of items) {
    const parsed = parse(item);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

function parseUpdate(item: unknown): FeedUpdate | null {
  if (!isRecord(item) || typeof item.type !== 'string' || !Object.hasOwn(UPDATES, item.type)) return null;
  const parsed = UPDATES[item.type as FeedUpdate['type']].safeParse(item);
  return parsed.success ? parsed.data : null;
}

function parseEvent(item: unknown): LiveEvent | null {
  const parsed = LiveEvent.safeParse(item);
  return parsed.success ? parsed.data : null;
}

/** A snapshot's envelope, read; its events still to read (readEvents), a slice at a time if many. */
export interface UnreadSnapshot {
  topic: Topic;
  seq: number;
  events: unknown[];
}

/** The envelope of a snapshot message, or null when `json` is no readable snapshot's. */
export function unreadSnapshot(json: unknown): UnreadSnapshot | null {
  if (!isRecord(json) || json.type !== 'snapshot' || !Array.isArray(json.events)) return null;
  const topic = Topic.safeParse(json.topic);
  if (!topic.success || typeof json.seq !== 'number' || !Number.isFinite(json.seq)) return null;
  return { topic: topic.data, seq: json.seq, events: json.events };
}

/** Events of a snapshot, each read with `LiveEvent`; null if any is unreadable. */
export function readEvents(items: readonly unknown[]): LiveEvent[] | null {
  return all(items, parseEvent);
}

export function parseServerMessage(json: unknown): ServerMessage | null {
  if (!isRecord(json)) return null;
  if (json.type === 'pong') return { type: 'pong' };
  if (json.type === 'error')
    return typeof json.message === 'string' ? { type: 'error', message: json.message } : null;
  if (json.type === 'snapshot') {
    const snapshot = unreadSnapshot(json);
    const events = snapshot && readEvents(snapshot.events);
    return snapshot && events && { type: 'snapshot', topic: snapshot.topic, seq: snapshot.seq, events };
  }
  if (json.type !== 'delta') return null;
  const topic = Topic.safeParse(json.topic);
  if (!topic.success || typeof json.seq !== 'number' || !Number.isFinite(json.seq)) return null;
  const updates = all(json.updates, parseUpdate);
  return updates && { type: 'delta', topic: topic.data, seq: json.seq, updates };
}
