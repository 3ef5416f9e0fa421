import * as z from 'zod/mini';
import { csvIds, isoDateTime, queryBool, queryPositiveInt, LocaleParam, Text } from './common.ts';

/** SPEC.md §3 "Sport". */
export const Sport = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
});
export type Sport = z.infer<typeof Sport>;

export const PeriodType = z.enum(['PRE_MATCH', 'IN_RUNNING', 'ALL']);
export type PeriodType = z.infer<typeof PeriodType>;

export const EventType = z.enum(['GAMEEVENT', 'RANKEVENT']);
export type EventType = z.infer<typeof EventType>;

/** One step of an event's path: sport, then country, then league (SPEC.md §3 "Event"). */
export const EventPathRef = z.object({
  id: z.number(),
  description: z.string(),
  slug: z.string(),
});
export type EventPathRef = z.infer<typeof EventPathRef>;

export const Opponent = z.object({
  id: z.number(),
  description: z.string(),
});
export type Opponent = z.infer<typeof Opponent>;

/** SPEC.md §3 "Outcome". Prices are decimal odds as numbers. */
export const Price = z.object({
  id: z.number(),
  decimal: z.number(),
  spread: z.optional(z.number()),
  spread2: z.optional(z.number()),
});
export type Price = z.infer<typeof Price>;

export const Outcome = z.object({
  id: z.number(),
  marketId: z.number(),
  description: z.string(),
  ordinalPosition: z.number(),
  opponentId: z.optional(z.number()),
  optionalOpponentId: z.optional(z.number()),
  teamId: z.optional(z.number()),
  hidden: z.boolean(),
  extraKey1: z.optional(z.string()),
  extraKey2: z.optional(z.string()),
  consolidatedPrice: z.object({ currentPrice: Price }),
  /**
   * A race's runner with no fixed price yet ("SP only": early prices not out): its price is a
   * forecast the book does not take; the card shows "SP" and the slip offers SP only (RES-00098).
   */
  startingPriceOnly: z.optional(z.boolean()),
});
export type Outcome = z.infer<typeof Outcome>;

/** SPEC.md §3 "Market" period. */
export const MarketPeriod = z.object({
  id: z.number(),
  abbreviation: z.string(),
  fullAbbreviation: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  sequence: z.number(),
  periodType: z.object({ id: z.number(), inRunning: z.boolean() }),
});
export type MarketPeriod = z.infer<typeof MarketPeriod>;

export const MarketStatus = z.enum(['OPEN', 'SUSPENDED']);
export type MarketStatus = z.infer<typeof MarketStatus>;

export const Market = z.object({
  id: z.number(),
  eventId: z.number(),
  feedCode: z.string(),
  status: MarketStatus,
  marketTypeId: z.number(),
  /** Market-group key: markets of one type and period are shown together (SPEC.md §3 "Market groups"). */
  marketGroupId: z.number(),
  marketTypeInfo: z.object({ style: z.string(), ordinalPosition: z.number() }),
  period: MarketPeriod,
  instance: z.number(),
  description: z.string(),
  cutoffTime: isoDateTime,
  opponentId: z.optional(z.number()),
  playerName: z.optional(z.string()),
  teamName: z.optional(z.string()),
  outcomes: z.array(Outcome),
});
export type Market = z.infer<typeof Market>;

/** SPEC.md §3 "Market groups". */
export const MarketGroup = z.object({
  id: z.number(),
  marketTypeId: z.number(),
  periodId: z.number(),
  opponentId: z.optional(z.number()),
  description: z.string(),
  periodDescription: z.string(),
  markets: z.array(Market),
});
export type MarketGroup = z.infer<typeof MarketGroup>;

/**
 * SPEC.md §3 "Event", pre-match fields. Live fields (clock, scores, sets ...) are added by the
 * live issue; they are absent on a pre-match event.
 */
export const Event = z.object({
  id: z.number(),
  description: z.string(),
  sportId: z.number(),
  sportCode: z.string(),
  slug: z.string(),
  eventType: EventType,
  eventDate: isoDateTime,
  /** First is the sport, second the country, last the league. */
  eventPaths: z.array(EventPathRef),
  opponents: z.array(Opponent),
  feedCode: z.string(),
  liveStreaming: z.boolean(),
  /** The id of its stream at Perform, and at the image-stream providers (§3; domain streamMatchesEvent). */
  streamingPMId: z.optional(z.string()),
  streamingIMGId: z.optional(z.string()),
  /** An external tracker or stream page when it starts with http (§6). */
  trackerPMId: z.optional(z.string()),
  isFinished: z.boolean(),
  /** Markets the event offers in all, whatever `markets` holds after the market-selection rules. */
  marketCount: z.number(),
  markets: z.optional(z.array(Market)),
});
export type Event = z.infer<typeof Event>;

/** GET /xapi/rest/events query (SPEC.md §7 "Odds and events", common params). */
export const EventsQuery = z.object({
  periodType: z._default(PeriodType, 'PRE_MATCH'),
  eventPathIds: z.optional(csvIds),
  ids: z.optional(csvIds),
  marketTypeIds: z.optional(csvIds),
  eventsPerPage: z._default(queryPositiveInt.check(z.maximum(200)), 20),
  page: z._default(queryPositiveInt, 1),
  dateFrom: z.optional(isoDateTime),
  dateTo: z.optional(isoDateTime),
  sortByEventpath: z._default(queryBool, false),
  includeMarkets: z._default(queryBool, true),
  lightWeightResponse: z._default(queryBool, false),
  eventTypeFilter: z.optional(z.enum(['GAMEEVENT', 'RANKEVENT', 'GAMEEVENT,RANKEVENT'])),
  bettable: z.optional(queryBool),
  marketStatus: z.optional(z.enum(['OPEN', 'OPEN,SUSPENDED'])),
  sportGroups: z.optional(z.enum(['REGULAR', 'REGULAR,ESPORTS'])),
  l: z.optional(LocaleParam),
});
export type EventsQuery = z.infer<typeof EventsQuery>;
export type EventsQueryInput = z.input<typeof EventsQuery>;

/** POST /xapi/rest/events?hash=... : the same params as a JSON body (queries above 2,000 chars). */
export const EventsPostQuery = z.object({ hash: Text(128).check(z.minLength(1)) });

export const EventsResponse = z.object({
  events: z.array(Event),
  page: z.number(),
  eventsPerPage: z.number(),
  totalEvents: z.number(),
  totalPages: z.number(),
});
export type EventsResponse = z.infer<typeof EventsResponse>;

/** A node of GET /xapi/rest/eventpathtree: sport > country > league, with event counts. */
export interface EventPathNode {
  id: number;
  description: string;
  slug: string;
  type: 'SPORT' | 'COUNTRY' | 'LEAGUE';
  /** Sport code on a sport node; the ISO-like country code on a country node (e.g. GB-ENG, INT). */
  code?: string | undefined;
  orderNo: number;
  eventCount: number;
  outrightCount: number;
  children: EventPathNode[];
}
export const EventPathNode: z.ZodMiniType<EventPathNode> = z.object({
  id: z.number(),
  description: z.string(),
  slug: z.string(),
  type: z.enum(['SPORT', 'COUNTRY', 'LEAGUE']),
  code: z.optional(z.string()),
  orderNo: z.number(),
  eventCount: z.number(),
  outrightCount: z.number(),
  get children() {
    return z.array(EventPathNode);
  },
});

export const EventPathTreeQuery = z.object({
  periodType: z._default(z.enum(['PRE_MATCH', 'ALL']), 'PRE_MATCH'),
  includeUnpricedMarkets: z.optional(queryBool),
  includeMarketTypes: z.optional(queryBool),
  lightWeightResponse: z.optional(queryBool),
  eventTypeFilter: z.optional(z.enum(['GAMEEVENT', 'RANKEVENT', 'GAMEEVENT,RANKEVENT'])),
  sportGroups: z.optional(z.enum(['REGULAR', 'REGULAR,ESPORTS'])),
  sportCode: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{2,16}$/i))),
  l: z.optional(LocaleParam),
});
export type EventPathTreeQuery = z.infer<typeof EventPathTreeQuery>;

export const EventPathTreeResponse = z.object({ eventPaths: z.array(EventPathNode) });
export type EventPathTreeResponse = z.infer<typeof EventPathTreeResponse>;
