import * as z from 'zod/mini';
import { LocaleParam, Text } from './common.ts';
import { BrandColors, SitePath, WebOrigin } from './brands.ts';
import { Language } from './content.ts';
import { SETTINGS_DEFAULTS } from './settings-defaults.ts';

/** One page layout of settings.page_layouts (SPEC.md §2 "Page layouts"). */
export const PageLayout = z.object({
  name: z.string(),
  /** URL pattern with `*` wildcard; the last matching layout wins, '/*' is the fallback. */
  url: z.string(),
  /** Sport id the layout belongs to; 10001 marks the homepage layout. */
  sport_id: z.optional(z.number()),
  column_type: z.enum(['single', 'side_left', 'side_right', 'triple', 'triple_side_right']),
  left_column: z.array(z.object({ name: z.string(), id: z.number() })),
  right_column: z.array(z.object({ name: z.string(), id: z.number() })),
  central_bottom: z.array(z.object({ name: z.string(), id: z.number() })),
});
export type PageLayout = z.infer<typeof PageLayout>;

/** settings.page_attributes: title and meta tags per URL pattern; the last match wins. */
export const PageAttribute = z.object({
  url: z.string(),
  title: z.string(),
  meta: z.array(z.object({ name: z.string(), content: z.string() })),
});
export type PageAttribute = z.infer<typeof PageAttribute>;

/**
 * SPEC.md §3 "Settings". Keys keep the operator's snake_case names. Every key has a default
 * (settings-defaults.ts): a brand sets only what differs.
 */
const settingsShape = {
  bet_stake_max_amount: z.number(),
  bet_stake_min_amount: z.number(),
  max_bets_on_betslip: z.number(),
  user_wallet_poll_time: z.number(),
  currencyCode: z.string(),
  currency_precision: z.number(),
  cashout_timeout: z.number(),
  poll_changes_refresh_interval: z.number(),
  poll_changes_refresh_interval_logged_out: z.number(),
  default_price_format: z.enum(['euro', 'hk', 'us', 'malay', 'indo']),
  odds_types: z.array(z.enum(['euro', 'hk', 'us', 'malay', 'indo'])),
  view_types: z.array(z.enum(['asian', 'euro', 'thai'])),
  lazy_loading_markets_live_event_count_threshold: z.number(),
  enable_api_lightweight_confirming_cashout: z.boolean(),
  enable_favorites: z.boolean(),
  enable_floating_betslip: z.boolean(),
  show_countdown_digits: z.boolean(),
  /** JSON text of quick-stake presets per currency; invalid JSON falls back to the defaults of §9. */
  quick_bet_values: z.string(),
  display_username_and_email: z.enum(['username', 'email', 'both']),
  enable_user_activity_tracking_on_iframe: z.boolean(),
  show_embedded_betradar_virtuals: z.boolean(),
  page_layouts: z.array(PageLayout),
  page_attributes: z.array(PageAttribute),
  corners_market_type_ids: z.array(z.number()),
  channel: z.enum(['web', 'mobile']),
  locale: z.string(),
  last_publication_timestamp: z.string(),
  coupon_layout: z.string(),
  odds_per_brand_enabled: z.boolean(),
  odds_per_brand_location_config: z.string(),
  odds_per_brand_currency_config: z.string(),
  enable_parlay_extra_winnings: z.boolean(),
  show_edge_gaming: z.boolean(),
  mobile_live_sports_ordering: z.object({ event_path_ids: z.array(z.number()) }),
  color_theme: z.enum(['dark mode', 'light mode', 'system']),
  third_party_scripts: z.array(z.string()),
  clem_show_header: z.boolean(),
  enable_my_bets: z.boolean(),
  root_page_configuration: z.enum(['live', 'prematch']),
  show_contact_details: z.boolean(),
  avaya_live_chat_url: z.string(),
  live_chat_url: z.string(),
  gcb_seal_required: z.boolean(),
  live_streaming_ips: z.array(z.string()),
  enable_clem_live_streaming: z.boolean(),
  enable_clem_oddin_streaming: z.boolean(),
  betcount_polling_interval: z.number(),
  allow_higher_odds_and_cashout: z.boolean(),
  enable_switching_theme_modes: z.boolean(),
  betslip_negative_odds_enabled: z.boolean(),
  /** §3 "Betslip kinds": default, uk or african (tax and no system bets); not a named §3 setting. */
  betslip_kind: z.enum(['default', 'uk', 'african']),
  tax_deduction_enabled: z.boolean(),
  enable_stake_after_tax: z.boolean(),
  stake_rate_percentage: z.number(),
  tax_returns_percentage: z.number(),
  each_way_enabled: z.boolean(),
  show_powerball: z.boolean(),
  betslip_generate_retail_code: z.boolean(),
  max_bets_error_message: z.string(),
  /** Header buttons (SPEC.md §2 "Header"): each shown only when its display setting is on. */
  show_login_button: z.boolean(),
  show_join_button: z.boolean(),
  registration_url: z.string(),
  promotions_enabled: z.boolean(),
  virtuals_enabled: z.boolean(),
  /** §6 golden race (the virtual-games section): currencies it does not play in, upper case. */
  golden_race_excluded_currencies: z.array(z.string()),
  /** §6 golden race's demo id: without one, visitors get no fun mode (they are asked to log in). */
  golden_race_demo_id: z.string(),
  /**
   * The games provider's origin (docs/decisions/games.md): visitors' fun play opens its page there.
   * The server fills it from its configuration when the operator leaves it empty.
   */
  games_provider_origin: z.string(),
  /** Footer Menu item placement: 'none' keeps the menu out of the footer. */
  footer_menu_position: z.enum(['none', 'left', 'right']),
  /** Side-menu placement on desktop (SPEC.md §2 "Side menu"). */
  side_menu_placement: z.enum(['left', 'right']),
  /** Paths where the back-to-top button never shows (SPEC.md §2 "Other screens"). */
  back_to_top_hidden_paths: z.array(z.string()),
  /** Show the half-time score under a football scoreboard (SPEC.md §2 "Scoreboard"). */
  show_half_time_score: z.boolean(),
  languages: z.array(Language),
  currencies_thousand_scaled: z.array(z.string()),
  footer_html_web: z.string(),
  footer_html_mobile: z.string(),
  subheader_submenu_id: z.number(),
  quick_links_coupon_group_id: z.number(),
  // ---- The brand (SPEC.md §1 "Several brands with brand-specific flags", §3 "Branding"). Every rule
  // of §2, §4 and §6 that names a brand is one of these flags; the names are ours, the spec gives none.
  /** The brand's name: the wordmark, and the alt text of its logo. */
  brand_name: Text(60),
  /** An SVG of the brand's mark under the site (`/brands/savanna.svg`); empty: the wordmark alone. */
  brand_logo: SitePath,
  /**
   * A raster image (PNG or ICO) of the brand's mark under the site (`/brands/savanna.png`): the
   * browser's tab and bookmarks. Empty: the logo. An SVG icon costs the page a document of its own,
   * built on its main thread while the page starts (docs/decisions/first-screen.md "Eighth stop of issue 50").
   */
  brand_favicon: SitePath,
  /** §4 "Login": which of the three brand flows a login follows. */
  login_flow: z.enum(['otp', 'token', 'legacy']),
  /** §2 "One brand setup shows a confirmation dialog before login (single allowed session)". */
  single_session_login: z.boolean(),
  /** §2 "Live chat is offered when a chat URL is configured and the brand is not one of three excluded brands". */
  live_chat_excluded: z.boolean(),
  /**
   * §2 "Responsible-gaming self-exclusion link per brand": a site path (the Kenya brand's
   * setting-based internal link, the Spain brand's user/responsible-gaming/self-exclusion); empty: none.
   */
  self_exclusion_link: SitePath,
  /** §6 "Self-exclusion icon for logged-in users of two regional brands". */
  self_exclusion_icon: z.boolean(),
  /** §6 "Session clock and last-login shown only to logged-in users of one regional brand". */
  session_clock_and_last_login: z.boolean(),
  /** §2 "Default-stake and remember-stake options hidden for the Spain brand". */
  default_stake_options_hidden: z.boolean(),
  /**
   * The origins of the host pages allowed to embed the brand (SPEC.md §1 Modes): the page's
   * frame-ancestors, and the only parent the postMessage bridge talks to.
   */
  host_page_origins: z.array(WebOrigin),
  // ---- The native app (SPEC.md §1 Modes, §6): a page opened with a native `betslip-origin`.
  /** §6 "Logout button shown unless a native-app setting hides it": the app logs out itself. */
  native_app_logout_hidden: z.boolean(),
  /** §4 My Bets "logged out it triggers login (native login in the app, else dialog)": ask the app. */
  native_app_login: z.boolean(),
  // ---- Live chat (SPEC.md §4 Chat token, §7 avaya_tokens and the chat-token URL).
  /** Where the player's avaya token is exchanged for the chat's session token; empty: no exchange. */
  avaya_chat_token_url: Text(300),
  /** The chat provider's public client key, sent as bearer to the chat-token URL (not a secret). */
  avaya_chat_bearer_token: Text(300),
  /** §6 "Partner-matrix affiliates (or emulate setting) get the plain chat URL without token". */
  emulate_partner_matrix_affiliate: z.boolean(),
  // ---- The operator's content (issue 19; docs/decisions/operator-content.md).
  /** §2 "/promotions (or a configured promotions address)": an https address replaces our page; empty: ours. */
  promotions_url: Text(300),
  /** §2 "An external header (css, js, html fetched from a configured address) can replace the desktop header". */
  external_header_url: Text(300),
  /** §2 Subheader's fixed right items VIP, Services and Store Locator: a link each; empty: not shown. */
  vip_url: Text(300),
  services_url: Text(300),
  store_locator_url: Text(300),
  /** §7 "GET /api/v2/geo_data (or /api/geo_data when disabled by a flag)". */
  geo_data_v2: z.boolean(),
  /** §7 geo data "cached for a configured period", in seconds. */
  geo_data_cache_seconds: z.number().check(z.minimum(0)),
  /** Where the licence seal leads, `{token}` replaced by the token of GET /api/gcb_seals. */
  gcb_seal_validation_url: Text(300),
  // ---- Risk (the risk-group player modal of §2).
  /** The most a risk-group player may stake on one bet line, in the brand's currency. */
  risk_group_stake_max_amount: z.number().check(z.minimum(0)),
};

/** What a brand's settings hold once read: every key of the shape, with its value's type. */
export type SettingsValues = { [K in keyof typeof settingsShape]: z.output<(typeof settingsShape)[K]> };

/** Each key of a shape with its default, so that a brand may leave it out. */
function withDefaults<S extends Record<string, z.ZodMiniType>>(
  shape: S,
  defaults: { [K in keyof S]: z.output<S[K]> },
): { [K in keyof S]: z.ZodMiniDefault<S[K]> } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, z._default(schema, defaults[key] as never)]),
  ) as { [K in keyof S]: z.ZodMiniDefault<S[K]> };
}

export const Settings = z.object(withDefaults(settingsShape, SETTINGS_DEFAULTS));
export type Settings = z.infer<typeof Settings>;
export type SettingsInput = z.input<typeof Settings>;

/**
 * The settings as the server reads them: the web's, and the ones only the server uses to write a
 * page's head. The web leaves these out, so its first load carries none of their schemas.
 */
export const ServerSettings = z.extend(Settings, {
  /** The brand's chrome: the accent of prices and calls to action, and the header (web/brand-head.ts). */
  brand_colors: z._default(BrandColors, {}),
  /** §8: every page of the brand goes to /maintenance, and the API answers 503 MAINTENANCE. */
  maintenance_mode: z._default(z.boolean(), false),
  /** §8 /blocked: ISO 3166-1 alpha-2 codes of the countries the brand takes no visitors from. */
  blocked_countries: z._default(z.array(z.string().check(z.regex(/^[A-Z]{2}$/))), []),
  /*
   * The book's bet acceptance (§8 bet rejection codes; docs/decisions/bet-refusals.md). Server only:
   * the web learns them from pricing (singleEnabled, betMayBeReferred) and from the refusals.
   */
  /** Market types offered in combinations only: a single on one is RES-00103 (pricing: singleEnabled false). */
  combination_only_market_type_ids: z._default(z.array(z.int()), []),
  /** A live event the feed has said nothing of for this long takes no in-play bet (RES-00046); 0: never. */
  live_feed_stale_seconds: z._default(z.int().check(z.minimum(0)), 0),
  /**
   * The most the book may owe on one combination of outcomes (every player's running multiples on
   * exactly those legs, returns less stakes), in the brand currency (x1000 thousand-scaled); above
   * it a multiple is RES-00233. 0: no limit.
   */
  combination_liability_limit: z._default(z.number().check(z.minimum(0)), 0),
  /**
   * Trader referral: a single staked line above its maximum but at most this many times it is held
   * for a trader instead of refused with RES-00034 (0: never referred); the trader answers within
   * bet_referral_trader_seconds (else RES-00199), the player a counter-offer within
   * bet_referral_player_seconds (else RES-00196).
   */
  bet_referral_stake_multiple: z._default(z.number().check(z.minimum(0)), 5),
  bet_referral_trader_seconds: z._default(z.int().check(z.minimum(1)), 120),
  bet_referral_player_seconds: z._default(z.int().check(z.minimum(1)), 30),
});
export type ServerSettings = z.infer<typeof ServerSettings>;
export type ServerSettingsInput = z.input<typeof ServerSettings>;

export const AllCachedSettingsQuery = z.object({
  cached: z.optional(z.enum(['t', 'f'])),
  all: z.optional(z.enum(['t', 'f'])),
  c: z.optional(z.string().check(z.regex(/^[A-Za-z]{3,5}$/))),
  mc: z.optional(z.enum(['web', 'mobile'])),
  l: z.optional(LocaleParam),
  pub: z.optional(Text(40)),
});
export type AllCachedSettingsQuery = z.infer<typeof AllCachedSettingsQuery>;

export const AllCachedSettingsResponse = z.object({ settings: Settings });
export type AllCachedSettingsResponse = z.infer<typeof AllCachedSettingsResponse>;
