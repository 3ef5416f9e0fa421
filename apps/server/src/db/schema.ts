import type {
  EventPathRef,
  LiveFields,
  MarketPeriod,
  Opponent,
  ServerSettingsInput,
  StreamProvider,
  GameCode,
  GameSectionId,
  ThirdPartyProvider,
  SubmenuItem,
  SubmenuResponse,
} from '@sb/contract';
import { sql } from 'drizzle-orm';
import type { LedgerUnits } from '@sb/domain';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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
    /** §3 Event: the providers' ids of its stream (Perform; image stream) and an external tracker URL. */
    streamingPMId: text('streaming_pm_id'),
    streamingIMGId: text('streaming_img_id'),
    trackerPMId: text('tracker_pm_id'),
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
    /** A race's runner with no fixed price yet: `price` is the book's forecast, not taken (SP only). */
    startingPriceOnly: boolean('starting_price_only').notNull().default(false),
  },
  (t) => [index('outcomes_market_idx').on(t.marketId), index('outcomes_event_idx').on(t.eventId)],
);

/** SPEC.md §3 "Odds margin entry": a null key means "any". */
export const oddsMargins = pgTable('odds_margins', {
  id: serial('id').primaryKey(),
  /** The brand whose prices the entry shapes (SPEC.md §7 oddsLadderAndMargins with overrideBrand). */
  brand: text('brand').notNull().default('sportsbook'),
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

/**
 * A menu item's label in one language (issue 48): the CMS's translations of the tabs' labels; an
 * item without one in a language shows the label its section holds.
 */
export const menuLabels = pgTable(
  'menu_labels',
  {
    locale: text('locale').notNull(),
    itemId: integer('item_id').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.itemId] })],
);

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

/**
 * The brands one back end serves (SPEC.md §1; modules/brands owns this table): the code a request
 * names (X-SB-Brand, `pub`), the host names that select it for a page, its portal id (X-SB-PORTALID).
 */
export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  portalId: text('portal_id').notNull(),
  hosts: jsonb('hosts').$type<string[]>().notNull(),
  /** Display order in the operator's lists; the first brand serves hosts no brand names. */
  orderNo: integer('order_no').notNull(),
});

/** A brand's settings per channel (web, mobile), as the operator stored them; defaults fill in on read. */
export const settings = pgTable(
  'settings',
  {
    brand: text('brand').notNull().default('sportsbook'),
    channel: text('channel').$type<'web' | 'mobile'>().notNull(),
    body: jsonb('body').$type<ServerSettingsInput>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.channel] })],
);

/** Small facts about the database itself: the seed marker, the odds-ladder version. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---- Accounts (SPEC.md §3 "Player details" .. "Wallet"; docs/ACCOUNTS.md) -----------------------

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** The brand the player registered with (SPEC.md §1): they log in there and nowhere else. */
    brand: text('brand').notNull().default('sportsbook'),
    /** scrypt, `scrypt$N$r$p$salt$hash` (modules/accounts/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Only ever shown masked ('+44 ••• ••• 789'): the demo keeps no full number. */
    phoneMasked: text('phone_masked').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    countryCode: text('country_code').notNull(),
    status: text('status').$type<'ACTIVE' | 'SUSPENDED' | 'LOCKED'>().notNull(),
    secondFactor: text('second_factor').$type<'none' | 'otp' | 'security_question'>().notNull(),
    securityQuestion: text('security_question'),
    /** scrypt of the trimmed, lower-cased answer. */
    securityAnswerHash: text('security_answer_hash'),
    vipLevel: integer('vip_level').notNull(),
    /** Withdrawals held by the operator: nothing is withdrawable. */
    holdWithdraw: boolean('hold_withdraw').notNull().default(false),
    registeredAt: at('registered_at').notNull(),
    lastLoginAt: at('last_login_at'),
    /** The terms version the player accepted; below the current one the pToU popup shows. */
    termsAcceptedVersion: integer('terms_accepted_version'),
    /** Kept out of promotions by the operator: no parlay extra winnings (SPEC.md §6). */
    excludedFromPromotions: boolean('excluded_from_promotions').notNull().default(false),
    /** PUT /xapi/rest/accounts/{id}: the player's choice of bonuses as real money; null: not chosen. */
    realMoneyBonuses: boolean('real_money_bonuses'),
    /** Came through the partner-matrix affiliate programme: the plain chat URL, no token (§6). */
    partnerMatrixAffiliate: boolean('partner_matrix_affiliate').notNull().default(false),
    /** Placed in the risk group by the operator's traders: a lower stake limit, told once a session. */
    riskGroup: boolean('risk_group').notNull().default(false),
    /** The §3 third-party tokens: the game providers the player holds an account at (the exchange needs kryptium). */
    thirdPartyAccounts: text('third_party_accounts')
      .array()
      .$type<ThirdPartyProvider[]>()
      .notNull()
      .default(sql`'{}'`),
  },
  // Usernames are unique whatever their case: 'Alice' cannot register beside 'alice'.
  (t) => [uniqueIndex('players_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** SPEC.md §3 "Account preferences (server)"; no row means the defaults. */
export const accountPrefs = pgTable('account_prefs', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  priceFormat: text('price_format').$type<'euro' | 'hk' | 'us' | 'malay' | 'indo'>().notNull(),
  layout: text('layout').$type<'asian' | 'euro' | 'thai'>().notNull(),
  /** Major unit, as the web shows it. */
  defaultStake: doublePrecision('default_stake').notNull(),
  sortBy: text('sort_by').$type<'competition' | 'time'>().notNull(),
  acceptHigherOdds: boolean('accept_higher_odds').notNull(),
  theme: text('theme').$type<'light' | 'dark' | 'system'>(),
});

/**
 * A player's favourite events (SPEC.md §3 "Favourites"; the accounts module's favourites routes): one
 * row, the ids in the order added. No foreign key to events: a favourite outlives its event's row, and
 * the web shows only those still listed.
 */
export const playerFavourites = pgTable('player_favourites', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  eventIds: integer('event_ids').array().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One login; a token names its row, so logout and refresh act on the server, not just the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** False until the player's second factor (OTP, security question) is passed. */
    factorPassed: boolean('factor_passed').notNull(),
    /** Wrong security answers in this session; too many end it. */
    factorFailures: integer('factor_failures').notNull().default(0),
    /** The last login before this one, shown as lastLoginDate. */
    previousLoginAt: at('previous_login_at'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** HMAC of the code under the server key: a dump of this table does not give the codes away. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Used, replaced by a newer code, or out of attempts. */
    closedAt: at('closed_at'),
  },
  (t) => [index('otp_codes_player_idx').on(t.playerId, t.createdAt)],
);

/** The demo SMS gateway: the last code "sent" to each player (written only in demo mode). */
export const demoOtpOutbox = pgTable('demo_otp_outbox', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  destination: text('destination').notNull(),
  sentAt: at('sent_at').notNull(),
});

/**
 * Every balance change is one row; a balance is the sum of a player's rows. Amounts in ledger
 * units (domain LedgerUnits: cents, thousandths for the thousand-scaled currencies, SPEC.md §9).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<
        | 'DEPOSIT'
        | 'WITHDRAWAL'
        | 'BET_STAKE'
        | 'BET_WIN'
        | 'BET_REFUND'
        | 'CASHOUT'
        | 'BONUS'
        | 'PROMO_RELEASE'
        | 'ADJUSTMENT'
        | 'GAME_STAKE'
        | 'GAME_WIN'
        | 'GAME_REFUND'
      >()
      .notNull(),
    /** Real money or bonus money: only real money is withdrawable. */
    pot: text('pot').$type<'real' | 'bonus'>().notNull(),
    amountUnits: bigint('amount_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** The player's total (real + bonus) after this row. */
    balanceAfterUnits: bigint('balance_after_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** Unique: a retried write (a bet stake, a cashier request) is recorded once. */
    reference: text('reference').notNull().unique(),
    description: text('description').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * What this row does to the promo cash's wagering requirement (ledger units): a promo grant adds
     * its requirement, a stake takes off what it wagered, a refunded stake puts it back. The sum over
     * a player's rows is what is left to wager (Wallet.totalLeftToWager).
     */
    wageringUnits: bigint('wagering_units', { mode: 'bigint' })
      .$type<LedgerUnits>()
      .notNull()
      .default(sql`0`),
  },
  (t) => [index('wallet_ledger_player_idx').on(t.playerId, t.id)],
);

/**
 * Free-bet tokens the operator granted (issue 14): a placement consumes one to stake a line
 * instead of money. Owned by modules/free-bets; used means `usedBySlipId` is set.
 */
export const freeBets = pgTable(
  'free_bets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Ledger units of `currency`: the most a line may stake with it. */
    amountUnits: bigint('amount_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    minOdds: doublePrecision('min_odds').notNull(),
    lineKinds: jsonb('line_kinds').$type<('single' | 'multiple' | 'system')[]>().notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Unique: a grant written twice (a seed run again, a retried promotion) is one token. */
    reference: text('reference').notNull().unique(),
    /** The slip that consumed it; null while unused (an in-play refusal gives it back). */
    usedBySlipId: integer('used_by_slip_id'),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('free_bets_player_idx').on(t.playerId, t.expiresAt)],
);

/** Login attempts, counted across every server process for the login rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    usernameKey: text('username_key').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.usernameKey, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
    index('login_attempts_at_idx').on(t.at),
  ],
);

// ---- Bets (SPEC.md §3 "Betslip model", §7 "Betslip and bets"; docs/decisions/betslip-server.md) --

/*
 * Bets keep copies of what they were placed on (descriptions, prices, event ids) and reference no
 * catalogue row: a catalogue refresh (db/seed.ts) truncates those tables, and bets outlive it.
 */

/**
 * One placement request: the uuid is its idempotency key (unique per player), `request_hash` the
 * body it came with, `response` the answer a retry gets back. An in-play slip waits PENDING until
 * `accept_at`, then becomes ACCEPTED or REJECTED (its stake returned); a refused slip is stored
 * REJECTED with its RES code and took no money.
 */
export const betSlips = pgTable(
  'bet_slips',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    /** SHA-256 of the canonical request body: the same uuid with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** PENDING: in-play delay; REFERRED: held for a trader; OFFERED: a counter-offer waits for the player. */
    status: text('status').$type<'PENDING' | 'REFERRED' | 'OFFERED' | 'ACCEPTED' | 'REJECTED'>().notNull(),
    /** Where the slip was placed (SPEC.md §3 originId): '11' the web, '20' / '21' the native apps. */
    originId: text('origin_id').notNull().default('11'),
    /** The RES code of a refusal (SPEC.md §8 "Bet rejection codes"). */
    rejectionCode: text('rejection_code'),
    currency: text('currency').notNull(),
    /** Ledger units (modules/accounts/money.ts). */
    totalStakeUnits: bigint('total_stake_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** Ledger units as an exact decimal string: a long accumulator's returns outgrow bigint. */
    potentialReturnsUnits: numeric('potential_returns_units').notNull(),
    /** Seconds an in-play slip waits before its re-check; 0 pre-match. */
    delaySeconds: integer('delay_seconds').notNull(),
    acceptAt: at('accept_at'),
    /** The priced slip as placed: what the in-play re-check compares against. */
    model: jsonb('model').$type<unknown>().notNull(),
    /** The answer given (and given again to a retry with the same uuid). */
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('bet_slips_player_uuid_idx').on(t.playerId, t.uuid),
    index('bet_slips_pending_idx').on(t.status, t.acceptAt),
    // A player's held slips (in-play delay, trader): a placement reads them without its other slips.
    index('bet_slips_held_player_idx')
      .on(t.playerId)
      .where(sql`${t.status} in ('PENDING', 'REFERRED', 'OFFERED')`),
  ],
);

/** One bet line of a slip: a single, a multiple, or a system (several bets under one unit stake). */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    betSlipId: integer('bet_slip_id')
      .notNull()
      .references(() => betSlips.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** sel1.., mul1, or the system's ref. */
    ref: text('ref').notNull(),
    kind: text('kind').$type<'SINGLE' | 'MULTIPLE' | 'SYSTEM'>().notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    description: text('description').notNull(),
    noOfBets: integer('no_of_bets').notNull(),
    eachWay: boolean('each_way').notNull(),
    unitStakeUnits: bigint('unit_stake_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    totalStakeUnits: bigint('total_stake_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** The combined decimal price (a single's price, a multiple's product); null for a system. */
    price: doublePrecision('price'),
    /** Ledger units as an exact decimal string (see bet_slips). */
    potentialReturnsUnits: numeric('potential_returns_units').notNull(),
    /**
     * PENDING while the slip waits; OPEN once accepted; REFUSED when an in-play re-check refused it
     * (stake returned); WON, LOST, VOID, PARTLY_WON once settled by the feed; CASHED_OUT when a
     * cash-out took the whole stake. Only an OPEN bet is ever settled or cashed out.
     */
    status: text('status')
      .$type<'PENDING' | 'OPEN' | 'REFUSED' | 'VOID' | 'WON' | 'LOST' | 'PARTLY_WON' | 'CASHED_OUT'>()
      .notNull(),
    createdAt: at('created_at').notNull(),
    /** Ledger units of the stake partial cash-outs took; the rest of the stake runs. */
    cashedOutStakeUnits: bigint('cashed_out_stake_units', { mode: 'bigint' })
      .$type<LedgerUnits>()
      .notNull()
      .default(sql`0`),
    /** Ledger units the cash-outs paid. */
    cashedOutUnits: bigint('cashed_out_units', { mode: 'bigint' })
      .$type<LedgerUnits>()
      .notNull()
      .default(sql`0`),
    /** Ledger units settlement credited (exact decimal string); null until settled. */
    returnsUnits: numeric('returns_units'),
    /** When settled by the feed or cashed out in full. */
    settledAt: at('settled_at'),
    /** The free-bet token that staked it (free_bets): its stake was no money and is not returned. */
    freeBetId: integer('free_bet_id'),
    /**
     * Parlay extra winnings (SPEC.md §6) a multiple earned at placement, in percent of its winnings;
     * 0 for every other bet. Settlement pays it on top of a winning multiple's returns.
     */
    extraWinningsPercent: doublePrecision('extra_winnings_percent').notNull().default(0),
    /**
     * A multiple's currency and outcomes, `EUR:12,34` (the outcomes distinct and sorted: domain
     * combinationKey); null for every other bet. The book's liability on a combination (RES-00233),
     * which is kept per currency, is read by it.
     */
    combination: text('combination'),
  },
  (t) => [
    index('bets_player_idx').on(t.playerId, t.id),
    index('bets_slip_idx').on(t.betSlipId),
    index('bets_player_status_idx').on(t.playerId, t.status),
    index('bets_player_settled_idx').on(t.playerId, t.settledAt),
  ],
);

/**
 * The book's liability on each combination (RES-00233): the sum, over the running bets (OPEN or
 * PENDING) of that key, of their potential returns less the money staked (a free bet's stake is no
 * money). Kept by triggers on bets (migration 0021), in the statement that changes them, so that a
 * placement reads one row a combination instead of summing every bet on it: a popular acca would
 * otherwise cost each placement on it a scan of thousands of rows (docs/decisions/throughput.md).
 */
export const combinationLiabilities = pgTable('combination_liabilities', {
  /** bets.combination: `EUR:12,34`. */
  combination: text('combination').primaryKey(),
  /** Ledger units as an exact decimal string, as potential returns are. */
  liabilityUnits: numeric('liability_units').notNull(),
});

/** A selection a bet stands on, with the price taken and copies of its names. */
export const betLegs = pgTable(
  'bet_legs',
  {
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    outcomeId: integer('outcome_id').notNull(),
    marketId: integer('market_id').notNull(),
    eventId: integer('event_id').notNull(),
    price: doublePrecision('price').notNull(),
    outcomeDescription: text('outcome_description').notNull(),
    marketDescription: text('market_description').notNull(),
    eventDescription: text('event_description').notNull(),
    banker: boolean('banker').notNull().default(false),
    /** The selection's each-way place terms at placement (each-way bets only). */
    placeTerms: jsonb('place_terms').$type<{ numerator: number; denominator: number; places: number }>(),
    /** Whether the market settles ties by dead-heat rules (outrights, racing). */
    deadHeatAllowed: boolean('dead_heat_allowed').notNull().default(false),
    /** OPEN until the market's result is applied; then the selection's result. */
    result: text('result').$type<'OPEN' | 'WON' | 'PLACED' | 'LOST' | 'VOID'>().notNull().default('OPEN'),
    /** Dead-heat reductions of the result (win part, place part) as num/den. */
    deadHeatNum: integer('dead_heat_num'),
    deadHeatDen: integer('dead_heat_den'),
    placeDeadHeatNum: integer('place_dead_heat_num'),
    placeDeadHeatDen: integer('place_dead_heat_den'),
    /** Taken at the starting price: `price` is the fixed price shown then (1: none), not the bet's. */
    startingPrice: boolean('starting_price').notNull().default(false),
    /** The runner's SP, copied from the market's result when the leg is resulted (null before). */
    startingPriceDecimal: doublePrecision('starting_price_decimal'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.outcomeId] }),
    index('bet_legs_outcome_idx').on(t.outcomeId),
    index('bet_legs_market_idx').on(t.marketId),
    // Settlement's pages (openBetsOnMarket): a market's open legs in bet order, without the ones
    // already resulted, so each page reads only its own rows however many were settled before it.
    index('bet_legs_open_market_idx')
      .on(t.marketId, t.betId)
      .where(sql`${t.result} = 'OPEN'`),
  ],
);

/**
 * A market's result as the feed sent it (the first message; repeats are ignored). `settledAt` is
 * set once every bet on the market has been settled: a restart resumes the markets without it.
 */
export const marketResults = pgTable(
  'market_results',
  {
    marketId: integer('market_id').primaryKey(),
    eventId: integer('event_id').notNull(),
    /** The MarketResult message's outcomes (contract my-bets.ts). */
    outcomes: jsonb('outcomes').$type<unknown>().notNull(),
    resultedAt: at('resulted_at').notNull(),
    receivedAt: at('received_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [index('market_results_unsettled_idx').on(t.settledAt)],
);

/** A cash-out request and its decision; the request id is the idempotency key per player. */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    /** Ledger units of the stake cashed out by this request. */
    stakeUnits: bigint('stake_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** Ledger units: the value the player saw. */
    offeredUnits: bigint('offered_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** Ledger units paid; null when refused. */
    amountUnits: bigint('amount_units', { mode: 'bigint' }).$type<LedgerUnits>(),
    status: text('status').$type<'CONFIRMED' | 'REFUSED'>().notNull(),
    reason: text('reason'),
    /** The answer given (and given again to a retry with the same request id). */
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('cash_outs_player_request_idx').on(t.playerId, t.requestId),
    index('cash_outs_bet_idx').on(t.betId),
  ],
);

/** A logged-out player's slip kept under a short code, to be placed at a retail counter. */
export const retailCodes = pgTable('retail_codes', {
  code: text('code').primaryKey(),
  model: jsonb('model').$type<unknown>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

// ---- The operator's content (issue 19; modules/content owns these tables) ---------------------------

/**
 * An advert in a placement (SPEC.md §3 Advert): a layout widget's id or a named slot. One placement
 * holds a creative per audience (§6); the server picks those the caller may see. `locale` '': every
 * language.
 */
export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    placement: text('placement').notNull(),
    locale: text('locale').notNull().default(''),
    orderNo: integer('order_no').notNull(),
    active: boolean('active').notNull().default(true),
    audience: text('audience')
      .$type<
        | 'all'
        | 'imported_list'
        | 'logged_out'
        | 'logged_in'
        | 'logged_in_deposited'
        | 'logged_in_not_deposited'
        | 'logged_in_not_played'
        | 'just_registered'
      >()
      .notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    showDescription: boolean('show_description').notNull(),
    attachmentPath: text('attachment_path').notNull(),
    widthInPixels: integer('width_in_pixels').notNull(),
    heightInPixels: integer('height_in_pixels').notNull(),
    link: text('link').notNull(),
    linkName: text('link_name').notNull(),
    popup: boolean('popup').notNull().default(false),
    popupWidthInPixels: integer('popup_width_in_pixels'),
    popupHeightInPixels: integer('popup_height_in_pixels'),
  },
  (t) => [index('adverts_placement_idx').on(t.brand, t.placement)],
);

/** SPEC.md §3 Html widget: operator HTML for a layout column (sanitised where the web renders it). */
export const htmlWidgets = pgTable(
  'html_widgets',
  {
    id: integer('id').notNull(),
    brand: text('brand').notNull(),
    /** '': the widget in every language that has no row of its own. */
    locale: text('locale').notNull().default(''),
    name: text('name').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.brand, t.id, t.locale] })],
);

/** SPEC.md §3 News popup: shown once until the player closes them all (§4). */
export const newsPopups = pgTable('news_popups', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  locale: text('locale').notNull(),
  orderNo: integer('order_no').notNull(),
  active: boolean('active').notNull().default(true),
  title: text('title').notNull(),
  pages: jsonb('pages').$type<{ title: string; content: string }[]>().notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at'),
});

/** A promotion of the brand, per language: its card, its page and its terms. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    orderNo: integer('order_no').notNull(),
    active: boolean('active').notNull().default(true),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    imagePath: text('image_path').notNull(),
    body: text('body').notNull(),
    terms: text('terms').notNull(),
    ctaLabel: text('cta_label').notNull(),
    ctaLink: text('cta_link').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [uniqueIndex('promotions_brand_locale_slug_idx').on(t.brand, t.locale, t.slug)],
);

/** §2 /public pages (help, terms, responsible gaming, contact …) of a brand, per language. */
export const publicPages = pgTable(
  'public_pages',
  {
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.locale, t.slug] })],
);

/** The external header a brand's desktop header may be replaced by (§2), served at its configured address. */
export const externalHeaders = pgTable('external_headers', {
  brand: text('brand').primaryKey(),
  css: text('css').notNull(),
  js: text('js').notNull(),
  html: text('html').notNull(),
});

/** §7 GET /api/gcb_seals: the licence seal's token for a host name. */
export const gcbSeals = pgTable('gcb_seals', {
  host: text('host').primaryKey(),
  token: text('token').notNull(),
});

/** §7 /next/svgs/{type}/{name}.svg: icons the operator's content names. */
export const svgIcons = pgTable(
  'svg_icons',
  {
    type: text('type').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.name] })],
);

// ---- Where a request comes from, and what the web reports (modules/geo, modules/telemetry) ----------

/** Country by IP range, where no trusted proxy names it (modules/geo). */
export const geoIpRanges = pgTable('geo_ip_ranges', {
  cidr: text('cidr').primaryKey(),
  countryCode: text('country_code').notNull(),
});

/** §7 GET /api/metrics: one measurement the web app sent (modules/telemetry). */
export const clientMetrics = pgTable(
  'client_metrics',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    app: text('app').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    path: text('path'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('client_metrics_name_idx').on(t.brand, t.name, t.receivedAt)],
);

/** What the web's error boundary caught (§8), for the operator to read (modules/telemetry). */
export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  componentStack: text('component_stack'),
  path: text('path').notNull(),
  userAgent: text('user_agent'),
  receivedAt: at('received_at').notNull(),
});

/*
 * Jackpot pools (issue 44; modules/jackpot owns these tables: docs/decisions/jackpot.md). A pool keeps
 * copies of its matches' names, markets and outcomes, as a bet keeps its legs': a catalogue refresh
 * never changes a pool. Amounts are ledger units.
 */

/** The rules of a pool (domain JackpotRules), amounts in ledger units as decimal strings. */
export interface JackpotPoolRules {
  maxDoubles: number;
  maxEntriesPerPlayer: number;
  marginBasisPoints: number;
  tiers: { wrong: number; shareBasisPoints: number }[];
  voidLimit: number;
}

/** A settled pool's prizes (domain JackpotPrizeTable), ledger units as decimal strings. */
export interface JackpotPrizeRow {
  cancelled: boolean;
  stakes: string;
  margin: string;
  topUp: string;
  prizesPaid: string;
  rolloverOut: string;
  tiers: { wrong: number; lines: string; perLine: string; paid: string; rolledOver: string }[];
}

export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: serial('id').primaryKey(),
    /** Roll-over passes to the next pool of the same series and currency ('weekend', 'midweek'). */
    series: text('series').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    unitStakeUnits: bigint('unit_stake_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    guaranteeUnits: bigint('guarantee_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    rolloverInUnits: bigint('rollover_in_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    rules: jsonb('rules').$type<JackpotPoolRules>().notNull(),
    /** The first kick-off of its matches: no entry from then on. */
    closesAt: at('closes_at').notNull(),
    /**
     * OPEN until settled (closed by time alone); SETTLING once its prizes are fixed and are being
     * paid; SETTLED; CANCELLING while refunds are paid, then CANCELLED.
     */
    status: text('status').$type<'OPEN' | 'SETTLING' | 'SETTLED' | 'CANCELLING' | 'CANCELLED'>().notNull(),
    prizes: jsonb('prizes').$type<JackpotPrizeRow>(),
    /** The pool its roll-over went to (null: none yet, or nothing to pass on). */
    rolloverToPoolId: integer('rollover_to_pool_id'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [index('jackpot_pools_series_idx').on(t.series, t.currency, t.closesAt)],
);

export const jackpotMatches = pgTable(
  'jackpot_matches',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => jackpotPools.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    reserve: boolean('reserve').notNull(),
    eventId: integer('event_id').notNull(),
    eventDescription: text('event_description').notNull(),
    slug: text('slug').notNull(),
    leagueDescription: text('league_description').notNull(),
    eventDate: at('event_date').notNull(),
    marketId: integer('market_id').notNull(),
    marketDescription: text('market_description').notNull(),
    periodDescription: text('period_description').notNull(),
    periodId: integer('period_id').notNull(),
    outcomes: jsonb('outcomes').$type<{ outcomeId: number; outcomeDescription: string }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.ordinal] }), index('jackpot_matches_market_idx').on(t.marketId)],
);

export const jackpotEntries = pgTable(
  'jackpot_entries',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => jackpotPools.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The idempotency key, per player. */
    uuid: text('uuid').notNull(),
    /** SHA-256 of the canonical picks: the same uuid with other picks is refused. */
    requestHash: text('request_hash').notNull(),
    originId: text('origin_id').notNull(),
    /** { ordinal, outcomeId }[] in ordinal order. */
    picks: jsonb('picks').$type<{ ordinal: number; outcomeId: number }[]>().notNull(),
    lines: integer('lines').notNull(),
    costUnits: bigint('cost_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    status: text('status').$type<'OPEN' | 'WON' | 'LOST' | 'REFUNDED'>().notNull(),
    returnsUnits: bigint('returns_units', { mode: 'bigint' })
      .$type<LedgerUnits>()
      .notNull()
      .default(sql`0`),
    /** Settled: the fewest wrong picks of its lines. */
    bestWrong: integer('best_wrong'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('jackpot_entries_player_uuid_idx').on(t.playerId, t.uuid),
    index('jackpot_entries_pool_idx').on(t.poolId, t.status),
    index('jackpot_entries_player_idx').on(t.playerId, t.id),
  ],
);

/** A logged-out visitor's picks, booked for a shop till to read back (§7 jackpot retail codes). */
export const jackpotRetailCodes = pgTable('jackpot_retail_codes', {
  code: text('code').primaryKey(),
  poolId: integer('pool_id')
    .notNull()
    .references(() => jackpotPools.id, { onDelete: 'cascade' }),
  picks: jsonb('picks').$type<{ ordinal: number; outcomeId: number }[]>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * §3 Stream: a provider's live stream of an event and its rights by country (modules/video owns it;
 * docs/decisions/streaming.md). Seeded for the demo's streamed events; an operator edits the lists.
 */
export const videoStreams = pgTable(
  'video_streams',
  {
    streamId: text('stream_id').primaryKey(),
    provider: text('provider').$type<StreamProvider>().notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    allowedCountries: text('allowed_countries').array().notNull(),
    blockedCountries: text('blocked_countries').array().notNull(),
  },
  (t) => [index('video_streams_event_idx').on(t.eventId)],
);

/*
 * Third-party games, the operator's side (modules/games; docs/decisions/games.md): a launch token
 * opens one game once within a minute; the session it becomes is what the provider's wallet calls
 * name; every wallet call is one row, keyed by the provider's own transaction id.
 */

/** A launch token (stored as its SHA-256: a database read does not give a usable token). */
export const gameLaunchTokens = pgTable('game_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  gameCode: text('game_code').$type<GameCode>().notNull(),
  sectionId: text('section_id').$type<GameSectionId>().notNull(),
  /** The page that asked: the frame posts its messages only to this origin. */
  lobbyOrigin: text('lobby_origin').notNull(),
  locale: text('locale').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** Set when a provider exchanged it for a session: a second exchange is refused. */
  usedAt: at('used_at'),
});

export const gameSessions = pgTable('game_sessions', {
  id: text('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  gameCode: text('game_code').$type<GameCode>().notNull(),
  sectionId: text('section_id').$type<GameSectionId>().notNull(),
  provider: text('provider').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * One row per provider transaction id: a debit, a credit or a rollback, as first received. A repeat
 * finds the row and answers as the first time; a rollback that arrives before its debit leaves a row
 * (status ROLLED_BACK, no amount) that refuses the debit when it comes.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<'DEBIT' | 'CREDIT' | 'ROLLBACK'>().notNull(),
    sessionId: text('session_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    amountUnits: bigint('amount_units', { mode: 'bigint' }).$type<LedgerUnits>().notNull(),
    /** A debit: DONE until rolled back; a rollback's own row: DONE; an early rollback's tombstone: ROLLED_BACK. */
    status: text('status').$type<'DONE' | 'ROLLED_BACK'>().notNull(),
    /** A rollback: the debit it takes back. */
    rolledBackTransactionId: text('rolled_back_transaction_id'),
    /** The wallet_ledger row's reference (none for a zero credit or a tombstone). */
    ledgerReference: text('ledger_reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.transactionId] }),
    index('game_transactions_round_idx').on(t.provider, t.roundId),
  ],
);

/*
 * The demo games provider's own tables (modules/games-provider): another company's data in a real
 * deployment, here so that its rounds and bets survive a restart and are credited exactly once.
 */

/** A provider session: the operator's session id it calls the wallet with, and the frame's own key. */
export const providerSessions = pgTable('provider_sessions', {
  id: text('id').primaryKey(),
  operatorSessionId: text('operator_session_id').notNull(),
  playerRef: text('player_ref').notNull(),
  currency: text('currency').notNull(),
  gameCode: text('game_code').$type<GameCode>().notNull(),
  lobbyOrigin: text('lobby_origin').notNull(),
  locale: text('locale').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** A bet in one of the provider's games, from its debit to its credit (or its rollback). */
export const providerBets = pgTable(
  'provider_bets',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => providerSessions.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').$type<GameCode>().notNull(),
    /** The round: a virtual match's slot, a crash round, a draw. */
    roundId: text('round_id').notNull(),
    /** What was backed: an outcome (HOME, DRAW, AWAY), a cash-out target, a draw's pick. */
    selection: text('selection').notNull(),
    /** In major units of the session's currency, exact ('12.50'; whole where virtuals have no cents, §9). */
    stake: numeric('stake', { precision: 20, scale: 2 }).notNull(),
    /** The decimal price or multiplier the bet was struck at (or its cash-out target). */
    price: doublePrecision('price').notNull(),
    status: text('status')
      .$type<'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'CASHED_OUT' | 'ROLLED_BACK'>()
      .notNull(),
    /** What the credit paid (major units, exact); null until settled. */
    payout: numeric('payout', { precision: 20, scale: 2 }),
    /** When the round's result is known and the credit is due (a sweep credits what is past due). */
    settlesAt: at('settles_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('provider_bets_due_idx').on(t.status, t.settlesAt)],
);
