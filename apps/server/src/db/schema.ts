import type {
  EventPathRef,
  LiveFields,
  MarketPeriod,
  Opponent,
  SettingsInput,
  SubmenuItem,
  SubmenuResponse,
} from '@sb/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * One row per thing a later issue updates on its own: an outcome's price, a market's status, a
 * setting document per channel. JSON columns only hold what is always read and written whole
 * (an event's path references, a tab section's item tree).
 */

/** The catalogue: sport > country > league nodes (SPEC.md §3 "Sport", "Event"). */
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
    type: text('type').$type<'SPORT' | 'COUNTRY' | 'LEAGUE'>().notNull(),
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
    eventType: text('event_type').$type<'GAMEEVENT' | 'RANKEVENT'>().notNull(),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    feedCode: text('feed_code').notNull(),
    liveStreaming: boolean('live_streaming').notNull(),
    isFinished: boolean('is_finished').notNull(),
    /** [sport, country, league] references, as served. */
    eventPaths: jsonb('event_paths').$type<EventPathRef[]>().notNull(),
    opponents: jsonb('opponents').$type<Opponent[]>().notNull(),
    /** The live fields (clock, scores, period ...) of an in-play event, saved every few seconds. */
    live: jsonb('live').$type<LiveFields>(),
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
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    feedCode: text('feed_code').notNull(),
    status: text('status').$type<'OPEN' | 'SUSPENDED'>().notNull(),
    marketTypeId: integer('market_type_id').notNull(),
    marketGroupId: integer('market_group_id').notNull(),
    style: text('style').notNull(),
    ordinalPosition: integer('ordinal_position').notNull(),
    period: jsonb('period').$type<MarketPeriod>().notNull(),
    instance: integer('instance').notNull(),
    description: text('description').notNull(),
    cutoffTime: timestamp('cutoff_time', { withTimezone: true, mode: 'date' }).notNull(),
    opponentId: integer('opponent_id'),
    playerName: text('player_name'),
    teamName: text('team_name'),
    /** Removed from every answer while set (SPEC.md §3 Market: "removed on lts"). */
    longTermSuspended: boolean('long_term_suspended').notNull().default(false),
  },
  (t) => [index('markets_event_type_idx').on(t.eventId, t.marketTypeId)],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: integer('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    description: text('description').notNull(),
    ordinalPosition: integer('ordinal_position').notNull(),
    opponentId: integer('opponent_id'),
    optionalOpponentId: integer('optional_opponent_id'),
    teamId: integer('team_id'),
    hidden: boolean('hidden').notNull(),
    extraKey1: text('extra_key1'),
    extraKey2: text('extra_key2'),
    /** The feed price; the served price adds the brand margin and snaps to the ladder (SPEC.md §4 Odds). */
    price: doublePrecision('price').notNull(),
    spread: doublePrecision('spread'),
    spread2: doublePrecision('spread2'),
  },
  (t) => [index('outcomes_market_idx').on(t.marketId), index('outcomes_event_idx').on(t.eventId)],
);

/** SPEC.md §3 "Odds margin entry": a null key means "any". */
export const oddsMargins = pgTable('odds_margins', {
  id: serial('id').primaryKey(),
  brandMarginType: text('brand_margin_type').$type<'PPB' | 'POWER_ODDS'>().notNull(),
  leagueId: integer('league_id'),
  marketTypeId: integer('market_type_id'),
  outcomeId: integer('outcome_id'),
  eventId: integer('event_id'),
  marketId: integer('market_id'),
  margin: doublePrecision('margin').notNull(),
});

/** CMS content (SPEC.md §3 "Coupon", "CMS tab section", "Submenu"; §7 Content). */
export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sportId: integer('sport_id').notNull(),
  couponType: text('coupon_type').$type<'group' | 'other'>().notNull(),
  eventPathIds: integer('event_path_ids').array().notNull(),
  marketTypeIds: integer('market_type_ids').array().notNull(),
  hours: integer('hours'),
});

export const couponGroups = pgTable('coupon_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const couponGroupCoupons = pgTable(
  'coupon_group_coupons',
  {
    couponGroupId: integer('coupon_group_id')
      .notNull()
      .references(() => couponGroups.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponGroupId, t.couponId] })],
);

/** One menu section of GET /api/tabs; its item tree is edited and served whole. */
export const tabs = pgTable('tabs', {
  sectionName: text('section_name')
    .$type<'menu_top_icons' | 'menu_icons' | 'third_parties' | 'menu_bottom_icons'>()
    .primaryKey(),
  orderNo: integer('order_no').notNull(),
  submenuItems: jsonb('submenu_items').$type<SubmenuItem[]>().notNull(),
});

export const submenus = pgTable('submenus', {
  id: integer('id').primaryKey(),
  submenuLinks: jsonb('submenu_links').$type<SubmenuResponse['submenu_links']>().notNull(),
});

/** Sports shown first in menus; names and codes come from `sports`. */
export const topSports = pgTable('top_sports', {
  sportId: integer('sport_id').primaryKey(),
  orderNo: integer('order_no').notNull(),
});

/** SPEC.md §3 "Currency", "Language". */
export const currencies = pgTable('currencies', {
  isoCode: text('iso_code').primaryKey(),
  symbol: text('symbol').notNull(),
  precision: integer('precision').notNull(),
  orderNo: integer('order_no').notNull(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  locale: text('locale').notNull(),
  externalLocale: text('external_locale').notNull(),
});

/** Brand settings per channel (web, mobile), as the operator stored them; defaults fill in on read. */
export const settings = pgTable('settings', {
  channel: text('channel').$type<'web' | 'mobile'>().primaryKey(),
  body: jsonb('body').$type<SettingsInput>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Small facts about the database itself: the seed marker, the odds-ladder version. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
