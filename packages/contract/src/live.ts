import * as z from 'zod/mini';
import { Event, EventsQuery, Market, PeriodType } from './catalog.ts';
import { csvIds, queryBool, queryPositiveInt, LocaleParam, Text } from './common.ts';

/**
 * Live in-play: the event's live fields (SPEC.md §3 "Event"), the typed feed updates of §4 "Live
 * event updates" and "Market status" with the price-feed short keys of §3 on the wire, the
 * websocket protocol, and the live HTTP calls of §7.
 */

// ---------------------------------------------------------------- live fields of an event

export const ClockStatus = z.enum(['NOT_STARTED', 'RUNNING', 'STOPPED', 'INTERMISSION', 'END_OF_EVENT']);
export type ClockStatus = z.infer<typeof ClockStatus>;

/**
 * The match clock. `minutes` and `seconds` were true at `updatedAt` (epoch ms); a RUNNING clock
 * keeps counting from there on the client, so the feed need not send every second.
 */
export const Clock = z.object({
  status: ClockStatus,
  minutes: z.number(),
  seconds: z.number(),
  updatedAt: z.number(),
  /** Counts down (basketball, ice hockey, American football quarters) instead of up. */
  countdown: z.optional(z.boolean()),
});
export type Clock = z.infer<typeof Clock>;

/** Period abbreviations of SPEC.md §3. */
export const PeriodAbbreviation = z.enum([
  'GAMES',
  'SETS',
  'FRAMES',
  'MAP',
  'LEGS',
  'ENDS',
  'STB',
  'PERIOD',
  'HALF',
  'ET_HALF',
  'ET',
  'QTR',
  'PENS',
]);
export type PeriodAbbreviation = z.infer<typeof PeriodAbbreviation>;

/** One opponent's running score; the card and corner counts are football's. */
export const ScoreEntry = z.object({
  opponentId: z.number(),
  points: z.number(),
  redCards: z.optional(z.number()),
  yellowCards: z.optional(z.number()),
  corners: z.optional(z.number()),
});
export type ScoreEntry = z.infer<typeof ScoreEntry>;

/** The current game's points (tennis 0 / 15 / 30 / 40 / A; darts leg points ...). */
export const MatchPoints = z.object({
  opponentId: z.number(),
  points: z.number(),
  formattedPoints: z.string(),
});
export type MatchPoints = z.infer<typeof MatchPoints>;

export const PeriodKey = z.enum(['QTR', 'HALF', 'PERIOD', 'ET', 'PENS']);
export type PeriodKey = z.infer<typeof PeriodKey>;

/** A score within one period: merged by opponent, period instance and period key (SPEC.md §4). */
export const PeriodScore = z.object({
  opponentId: z.number(),
  periodKey: PeriodKey,
  periodInstance: z.number(),
  score: z.number(),
});
export type PeriodScore = z.infer<typeof PeriodScore>;

/** Games one opponent won in one set (`set` counts from 1); `serving` marks the server. */
export const GameSet = z.object({
  opponentId: z.number(),
  set: z.number(),
  points: z.number(),
  formattedPoints: z.string(),
  serving: z.boolean(),
});
export type GameSet = z.infer<typeof GameSet>;

export const Sets = z.object({ maxSets: z.number(), gameSet: z.array(GameSet) });
export type Sets = z.infer<typeof Sets>;

export const CricketOutcome = z.object({
  opponentId: z.number(),
  runs: z.number(),
  wickets: z.number(),
  /** Overs bowled, as cricket writes them: `12.4` is 12 overs and 4 balls. */
  overs: z.string(),
  batting: z.boolean(),
});
export type CricketOutcome = z.infer<typeof CricketOutcome>;

/** The live fields an in-play event carries besides its pre-match ones (all absent before kick-off). */
export const LiveFields = z.object({
  clock: z.optional(Clock),
  scores: z.optional(z.object({ score: z.array(ScoreEntry) })),
  match: z.optional(z.array(MatchPoints)),
  currentPeriod: z.optional(z.string()),
  currentPeriodNumber: z.optional(z.number()),
  currentPeriodAbbreviation: z.optional(PeriodAbbreviation),
  scoresPerPeriod: z.optional(z.array(PeriodScore)),
  sets: z.optional(Sets),
  cricketOutcomes: z.optional(z.array(CricketOutcome)),
  liveOpenMarketCount: z.optional(z.number()),
  /** Periods the sport plays in regulation (4 quarters, 2 halves, 3 periods): the scoreboard's columns. */
  regularPeriods: z.optional(z.number()),
  /**
   * Markets an active feed alert suspended (SPEC.md §4 "Market status"): clearing the alert reopens
   * these only, not markets that were already suspended for their own reasons. Absent when no alert.
   */
  alertSuspendedMarketIds: z.optional(z.array(z.number())),
});
export type LiveFields = z.infer<typeof LiveFields>;

/** An event as the live calls and the feed carry it: the pre-match event plus its live fields. */
export const LiveEvent = z.extend(Event, LiveFields.shape);
export type LiveEvent = z.infer<typeof LiveEvent>;

// ---------------------------------------------------------------- feed updates (short keys, §3)

/** A price in short keys: d decimal, s0 spread, s1 spread2, f format. */
export const WirePrice = z.object({
  d: z.number(),
  s0: z.optional(z.number()),
  s1: z.optional(z.number()),
  f: z.optional(z.string()),
});
export type WirePrice = z.infer<typeof WirePrice>;

/** Feed market statuses: OPEN and SUSPENDED toggle; the other four remove the market (SPEC.md §4). */
export const FeedMarketStatus = z.enum(['OPEN', 'SUSPENDED', 'LTS', 'SETTLED', 'RESULTED', 'CLOSED']);
export type FeedMarketStatus = z.infer<typeof FeedMarketStatus>;

/**
 * One outcome's price or visibility: eid eventId, mid marketId, mtid marketTypeId, ptid periodTypeId,
 * oid outcomeId, h hidden, clp consolidatedPrice with cp current, pp penultimate, ap antepenultimate.
 */
export const OutcomeUpdate = z.object({
  type: z.literal('outcome'),
  eid: z.number(),
  mid: z.number(),
  mtid: z.number(),
  ptid: z.number(),
  oid: z.number(),
  h: z.boolean(),
  clp: z.object({ cp: WirePrice, pp: z.optional(WirePrice), ap: z.optional(WirePrice) }),
});
export type OutcomeUpdate = z.infer<typeof OutcomeUpdate>;

/** A market's status (s) changes. */
export const MarketStatusUpdate = z.object({
  type: z.literal('market-status'),
  eid: z.number(),
  mid: z.number(),
  mtid: z.number(),
  s: FeedMarketStatus,
});
export type MarketStatusUpdate = z.infer<typeof MarketStatusUpdate>;

/** Markets merged by id into the event; new ones are added (SPEC.md §4). */
export const MarketsUpdate = z.object({
  type: z.literal('markets'),
  eid: z.number(),
  markets: z.array(Market),
});
export type MarketsUpdate = z.infer<typeof MarketsUpdate>;

/** A feed alert suspends every market of that feed; clearing it reopens them (SPEC.md §4). */
export const FeedAlertUpdate = z.object({
  type: z.literal('feed-alert'),
  eid: z.number(),
  feedCode: z.string(),
  active: z.boolean(),
});
export type FeedAlertUpdate = z.infer<typeof FeedAlertUpdate>;

export const ClockMinutesUpdate = z.object({
  type: z.literal('clock-minutes'),
  eid: z.number(),
  minutes: z.number(),
});
export const OpenMarketCountUpdate = z.object({
  type: z.literal('open-market-count'),
  eid: z.number(),
  count: z.number(),
});
/** A clock with status END_OF_EVENT marks the event finished; any other replaces the clock. */
export const ClockUpdate = z.object({ type: z.literal('clock'), eid: z.number(), clock: Clock });
/** Replaces scores, sets and per-period scores (merged), and `match` for non-generic sports. */
export const ScoreUpdate = z.object({
  type: z.literal('score'),
  eid: z.number(),
  scores: z.optional(z.object({ score: z.array(ScoreEntry) })),
  sets: z.optional(Sets),
  scoresPerPeriod: z.optional(z.array(PeriodScore)),
  match: z.optional(z.array(MatchPoints)),
});
export const CricketOutcomesUpdate = z.object({
  type: z.literal('cricket-outcomes'),
  eid: z.number(),
  cricketOutcomes: z.array(CricketOutcome),
});
export const PeriodUpdate = z.object({
  type: z.literal('period'),
  eid: z.number(),
  currentPeriod: z.string(),
  currentPeriodNumber: z.number(),
  currentPeriodAbbreviation: PeriodAbbreviation,
});
/** A pre-match event whose time has come: it joins the live lists with its live fields. */
export const EventLiveUpdate = z.object({ type: z.literal('event-live'), eid: z.number(), event: LiveEvent });

export type ClockMinutesUpdate = z.infer<typeof ClockMinutesUpdate>;
export type OpenMarketCountUpdate = z.infer<typeof OpenMarketCountUpdate>;
export type ClockUpdate = z.infer<typeof ClockUpdate>;
export type ScoreUpdate = z.infer<typeof ScoreUpdate>;
export type CricketOutcomesUpdate = z.infer<typeof CricketOutcomesUpdate>;
export type PeriodUpdate = z.infer<typeof PeriodUpdate>;
export type EventLiveUpdate = z.infer<typeof EventLiveUpdate>;

export const FeedUpdate = z.discriminatedUnion('type', [
  OutcomeUpdate,
  MarketStatusUpdate,
  MarketsUpdate,
  FeedAlertUpdate,
  ClockMinutesUpdate,
  OpenMarketCountUpdate,
  ClockUpdate,
  ScoreUpdate,
  CricketOutcomesUpdate,
  PeriodUpdate,
  EventLiveUpdate,
]);
export type FeedUpdate = z.infer<typeof FeedUpdate>;

// ---------------------------------------------------------------- websocket protocol

/**
 * What a client can follow: every live event (`live`), the live events of one sport (`live:FOOT`),
 * one event with all its markets (`event:123`), or one market (`market:456`).
 */
export const Topic = z
  .string()
  .check(z.regex(/^(live|live:[A-Z0-9-]{2,16}|event:\d{1,12}|market:\d{1,12})$/));
export type Topic = z.infer<typeof Topic>;

/** A live answer's feed mark (live-paths.ts FEED_MARK_HEADER): the hub, the topic's epoch there, its seq. */
export const FeedMark = z.string().check(z.regex(/^[a-z0-9]{1,16}\.\d{1,15}\.\d{1,15}$/));

/**
 * Client to server. A subscribe answers with a snapshot per topic, or, for a topic given with the
 * mark of an answer the client holds (`resume`), with the deltas since that mark when the server
 * still has them all (else a snapshot); `resync` asks for a fresh snapshot.
 */
export const ClientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    topics: z.array(Topic).check(z.maxLength(200)),
    resume: z.optional(z.record(Topic, FeedMark)),
  }),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(Topic).check(z.maxLength(200)) }),
  z.object({ op: z.literal('resync'), topic: Topic }),
  z.object({ op: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/**
 * Server to client. Per topic, `seq` counts up by one with every delta. A snapshot carries the seq
 * it is current to: deltas at or below it are already in it, and a delta that skips a number
 * means something was lost, so the client asks for a resync instead of applying it.
 * `events` of a snapshot: the topic's live events (`live`), the one event with all its markets
 * (`event:`), or the market's event holding just that market (`market:`); finished events are left out.
 */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), topic: Topic, seq: z.number(), events: z.array(LiveEvent) }),
  z.object({
    type: z.literal('delta'),
    topic: Topic,
    seq: z.number(),
    updates: z.array(FeedUpdate),
    /** When the server sent the batch (epoch ms): how stale the prices are, and delivery latency. */
    ts: z.optional(z.number()),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

// ---------------------------------------------------------------- HTTP (SPEC.md §7)

/** GET /xapi/rest/live/events: the events query, in running by default, 50 per page (§9). */
export const LiveEventsQuery = z.extend(EventsQuery, {
  periodType: z._default(PeriodType, 'IN_RUNNING'),
  eventsPerPage: z._default(queryPositiveInt.check(z.maximum(200)), 50),
  sportCode: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{2,16}$/))),
});
export type LiveEventsQuery = z.infer<typeof LiveEventsQuery>;

export const LiveEventsResponse = z.object({
  events: z.array(LiveEvent),
  page: z.number(),
  eventsPerPage: z.number(),
  totalEvents: z.number(),
  totalPages: z.number(),
});
export type LiveEventsResponse = z.infer<typeof LiveEventsResponse>;

/** GET /xapi/marketdata/v1/livepage: the live page, sports with their live events. */
export const LivePageQuery = z.object({
  sportCode: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{2,16}$/))),
  eventPathIds: z.optional(csvIds),
  includeMarkets: z._default(queryBool, true),
  l: z.optional(LocaleParam),
});
export type LivePageQuery = z.infer<typeof LivePageQuery>;

export const LivePageSport = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Live events of the sport now, whatever `events` holds. */
  eventCount: z.number(),
  events: z.array(LiveEvent),
});
export type LivePageSport = z.infer<typeof LivePageSport>;

export const LivePageResponse = z.object({ sports: z.array(LivePageSport) });
export type LivePageResponse = z.infer<typeof LivePageResponse>;

/** GET /xapi/marketdata/v1/livepage/{id}: one live event with all its markets. */
export const LivePageEventResponse = z.object({ event: LiveEvent });
export type LivePageEventResponse = z.infer<typeof LivePageEventResponse>;

/** GET /xapi/marketdata/v1/livepage/markets/{id}?cmsSettingId=: one live event's markets. */
export const LivePageMarketsQuery = z.object({
  cmsSettingId: z.optional(Text(64)),
  l: z.optional(LocaleParam),
});
export const LivePageMarketsResponse = z.object({ eventId: z.number(), markets: z.array(Market) });
export type LivePageMarketsResponse = z.infer<typeof LivePageMarketsResponse>;
