import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The catalogue: sport > country > league nodes, events, markets and outcomes (one price per row). */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sportGroup: text('sport_group').notNull(),
  orderNo: integer('order_no').notNull(),
});

export const eventPaths = pgTable(
  'event_paths',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    sportId: integer('sport_id').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    code: text('code'),
    orderNo: integer('order_no').notNull(),
  },
  (t) => [index('event_paths_parent_idx').on(t.parentId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    countryId: integer('country_id').notNull(),
    leagueId: integer('league_id').notNull(),
    sportCode: text('sport_code').notNull(),
    eventType: text('event_type').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    feedCode: text('feed_code').notNull(),
    liveStreaming: boolean('live_streaming').notNull(),
    isFinished: boolean('is_finished').notNull(),
    /** [sport, country, league] references, as served. */
    eventPaths: jsonb('event_paths').notNull(),
    opponents: jsonb('opponents').notNull(),
    marketCount: integer('market_count').notNull(),
  },
  (t) => [
    index('events_date_idx').on(t.eventDate, t.id),
    index('events_sport_idx').on(t.sportId, t.eventDate),
    index('events_league_idx').on(t.leagueId, t.eventDate),
    index('events_country_idx').on(t.countryId, t.eventDate),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: integer('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    feedCode: text('feed_code').notNull(),
    status: text('status').notNull(),
    marketTypeId: integer('market_type_id').notNull(),
    marketGroupId: integer('market_group_id').notNull(),
    style: text('style').notNull(),
    ordinalPosition: integer('ordinal_position').notNull(),
    period: jsonb('period').notNull(),
    instance: integer('instance').notNull(),
    description: text('description').notNull(),
    cutoffTime: timestamp('cutoff_time', { withTimezone: true, mode: 'date' }).notNull(),
    opponentId: integer('opponent_id'),
    longTermSuspended: boolean('long_term_suspended').notNull().default(false),
  },
  (t) => [index('markets_event_idx').on(t.eventId)],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: integer('id').primaryKey(),
    marketId: integer('market_id').notNull(),
    eventId: integer('event_id').notNull(),
    description: text('description').notNull(),
    ordinalPosition: integer('ordinal_position').notNull(),
    opponentId: integer('opponent_id'),
    hidden: boolean('hidden').notNull(),
    /** The feed price; the served price adds the brand margin (SPEC.md §4 Odds). */
    price: doublePrecision('price').notNull(),
    spread: doublePrecision('spread'),
    spread2: doublePrecision('spread2'),
  },
  (t) => [index('outcomes_event_idx').on(t.eventId), index('outcomes_market_idx').on(t.marketId)],
);

/**
 * CMS documents: tabs, settings per channel, coupons, coupon groups, submenus, top sports,
 * currencies, languages and brand margins, each a JSON document under a key ('settings:web').
 */
export const cmsDocuments = pgTable('cms_documents', {
  key: text('key').primaryKey(),
  body: jsonb('body').notNull(),
});

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
