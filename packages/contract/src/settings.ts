import * as z from 'zod/mini';
import { Text } from './common.ts';
import { BrandColors, SitePath, WebOrigin } from './brands.ts';
import { Language } from './content.ts';

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
 * SPEC.md §3 "Settings". Keys keep the operator's snake_case names. Defaults are those §3 lists;
 * a key the spec names without a default gets the value a plain brand would run with.
 */
export const Settings = z.object({
  bet_stake_max_amount: z._default(z.number(), 10000),
  bet_stake_min_amount: z._default(z.number(), 0),
  max_bets_on_betslip: z._default(z.number(), 15),
  user_wallet_poll_time: z._default(z.number(), 10000),
  currencyCode: z._default(z.string(), 'EUR'),
  currency_precision: z._default(z.number(), 2),
  cashout_timeout: z._default(z.number(), 5000),
  poll_changes_refresh_interval: z._default(z.number(), 5000),
  poll_changes_refresh_interval_logged_out: z._default(z.number(), 5000),
  default_price_format: z._default(z.enum(['euro', 'hk', 'us', 'malay', 'indo']), 'euro'),
  odds_types: z._default(z.array(z.enum(['euro', 'hk', 'us', 'malay', 'indo'])), [
    'euro',
    'hk',
    'us',
    'malay',
    'indo',
  ]),
  view_types: z._default(z.array(z.enum(['asian', 'euro', 'thai'])), ['asian', 'euro', 'thai']),
  lazy_loading_markets_live_event_count_threshold: z._default(z.number(), 30),
  enable_api_lightweight_confirming_cashout: z._default(z.boolean(), true),
  enable_favorites: z._default(z.boolean(), true),
  enable_floating_betslip: z._default(z.boolean(), false),
  show_countdown_digits: z._default(z.boolean(), true),
  /** JSON text of quick-stake presets per currency; invalid JSON falls back to the defaults of §9. */
  quick_bet_values: z._default(z.string(), ''),
  display_username_and_email: z._default(z.enum(['username', 'email', 'both']), 'username'),
  enable_user_activity_tracking_on_iframe: z._default(z.boolean(), false),
  show_embedded_betradar_virtuals: z._default(z.boolean(), false),
  page_layouts: z._default(z.array(PageLayout), []),
  page_attributes: z._default(z.array(PageAttribute), []),
  corners_market_type_ids: z._default(z.array(z.number()), []),
  channel: z._default(z.enum(['web', 'mobile']), 'web'),
  locale: z._default(z.string(), 'en'),
  last_publication_timestamp: z._default(z.string(), ''),
  coupon_layout: z._default(z.string(), 'default'),
  odds_per_brand_enabled: z._default(z.boolean(), true),
  odds_per_brand_location_config: z._default(z.string(), ''),
  odds_per_brand_currency_config: z._default(z.string(), ''),
  enable_parlay_extra_winnings: z._default(z.boolean(), false),
  show_edge_gaming: z._default(z.boolean(), false),
  mobile_live_sports_ordering: z._default(z.object({ event_path_ids: z.array(z.number()) }), {
    event_path_ids: [],
  }),
  color_theme: z._default(z.enum(['dark mode', 'light mode', 'system']), 'system'),
  third_party_scripts: z._default(z.array(z.string()), []),
  clem_show_header: z._default(z.boolean(), true),
  enable_my_bets: z._default(z.boolean(), true),
  root_page_configuration: z._default(z.enum(['live', 'prematch']), 'prematch'),
  show_contact_details: z._default(z.boolean(), false),
  avaya_live_chat_url: z._default(z.string(), ''),
  live_chat_url: z._default(z.string(), ''),
  gcb_seal_required: z._default(z.boolean(), false),
  live_streaming_ips: z._default(z.array(z.string()), []),
  enable_clem_live_streaming: z._default(z.boolean(), true),
  enable_clem_oddin_streaming: z._default(z.boolean(), false),
  betcount_polling_interval: z._default(z.number(), 30000),
  allow_higher_odds_and_cashout: z._default(z.boolean(), true),
  enable_switching_theme_modes: z._default(z.boolean(), true),
  betslip_negative_odds_enabled: z._default(z.boolean(), false),
  /** §3 "Betslip kinds": default, uk or african (tax and no system bets); not a named §3 setting. */
  betslip_kind: z._default(z.enum(['default', 'uk', 'african']), 'default'),
  tax_deduction_enabled: z._default(z.boolean(), false),
  enable_stake_after_tax: z._default(z.boolean(), false),
  stake_rate_percentage: z._default(z.number(), 0),
  tax_returns_percentage: z._default(z.number(), 0),
  each_way_enabled: z._default(z.boolean(), true),
  show_powerball: z._default(z.boolean(), false),
  betslip_generate_retail_code: z._default(z.boolean(), false),
  max_bets_error_message: z._default(z.string(), 'You have reached the maximum number of selections.'),
  /** Header buttons (SPEC.md §2 "Header"): each shown only when its display setting is on. */
  show_login_button: z._default(z.boolean(), true),
  show_join_button: z._default(z.boolean(), true),
  registration_url: z._default(z.string(), '/register'),
  promotions_enabled: z._default(z.boolean(), true),
  virtuals_enabled: z._default(z.boolean(), true),
  /** Footer Menu item placement: 'none' keeps the menu out of the footer. */
  footer_menu_position: z._default(z.enum(['none', 'left', 'right']), 'none'),
  /** Side-menu placement on desktop (SPEC.md §2 "Side menu"). */
  side_menu_placement: z._default(z.enum(['left', 'right']), 'left'),
  /** Paths where the back-to-top button never shows (SPEC.md §2 "Other screens"). */
  back_to_top_hidden_paths: z._default(z.array(z.string()), []),
  /** Show the half-time score under a football scoreboard (SPEC.md §2 "Scoreboard"). */
  show_half_time_score: z._default(z.boolean(), true),
  languages: z._default(z.array(Language), []),
  currencies_thousand_scaled: z._default(z.array(z.string()), ['VND', 'IDR', 'LAK', 'MMK', 'KHR']),
  footer_html_web: z._default(z.string(), ''),
  footer_html_mobile: z._default(z.string(), ''),
  subheader_submenu_id: z._default(z.number(), 0),
  quick_links_coupon_group_id: z._default(z.number(), 0),
  // ---- The brand (SPEC.md §1 "Several brands with brand-specific flags", §3 "Branding"). Every rule
  // of §2, §4 and §6 that names a brand is one of these flags; the names are ours, the spec gives none.
  /** The brand's name: the wordmark, and the alt text of its logo. */
  brand_name: z._default(Text(60), 'Sportsbook'),
  /** An SVG of the brand's mark under the site (`/brands/savanna.svg`); empty: the wordmark alone. */
  brand_logo: z._default(SitePath, ''),
  /** §4 "Login": which of the three brand flows a login follows. */
  login_flow: z._default(z.enum(['otp', 'token', 'legacy']), 'otp'),
  /** §2 "One brand setup shows a confirmation dialog before login (single allowed session)". */
  single_session_login: z._default(z.boolean(), false),
  /** §2 "Live chat is offered when a chat URL is configured and the brand is not one of three excluded brands". */
  live_chat_excluded: z._default(z.boolean(), false),
  /**
   * §2 "Responsible-gaming self-exclusion link per brand": a site path (the Kenya brand's
   * setting-based internal link, the Spain brand's user/responsible-gaming/self-exclusion); empty: none.
   */
  self_exclusion_link: z._default(SitePath, ''),
  /** §6 "Self-exclusion icon for logged-in users of two regional brands". */
  self_exclusion_icon: z._default(z.boolean(), false),
  /** §6 "Session clock and last-login shown only to logged-in users of one regional brand". */
  session_clock_and_last_login: z._default(z.boolean(), false),
  /** §2 "Default-stake and remember-stake options hidden for the Spain brand". */
  default_stake_options_hidden: z._default(z.boolean(), false),
  /**
   * The origins of the host pages allowed to embed the brand (SPEC.md §1 Modes): the page's
   * frame-ancestors, and the only parent the postMessage bridge talks to.
   */
  host_page_origins: z._default(z.array(WebOrigin), []),
  // ---- The native app (SPEC.md §1 Modes, §6): a page opened with a native `betslip-origin`.
  /** §6 "Logout button shown unless a native-app setting hides it": the app logs out itself. */
  native_app_logout_hidden: z._default(z.boolean(), false),
  /** §4 My Bets "logged out it triggers login (native login in the app, else dialog)": ask the app. */
  native_app_login: z._default(z.boolean(), true),
  // ---- Live chat (SPEC.md §4 Chat token, §7 avaya_tokens and the chat-token URL).
  /** Where the player's avaya token is exchanged for the chat's session token; empty: no exchange. */
  avaya_chat_token_url: z._default(Text(300), ''),
  /** The chat provider's public client key, sent as bearer to the chat-token URL (not a secret). */
  avaya_chat_bearer_token: z._default(Text(300), ''),
  /** §6 "Partner-matrix affiliates (or emulate setting) get the plain chat URL without token". */
  emulate_partner_matrix_affiliate: z._default(z.boolean(), false),
  // ---- The operator's content (issue 19; docs/decisions/operator-content.md).
  /** §2 "/promotions (or a configured promotions address)": an https address replaces our page; empty: ours. */
  promotions_url: z._default(Text(300), ''),
  /** §2 "An external header (css, js, html fetched from a configured address) can replace the desktop header". */
  external_header_url: z._default(Text(300), ''),
  /** §2 Subheader's fixed right items VIP, Services and Store Locator: a link each; empty: not shown. */
  vip_url: z._default(Text(300), ''),
  services_url: z._default(Text(300), ''),
  store_locator_url: z._default(Text(300), ''),
  /** §7 "GET /api/v2/geo_data (or /api/geo_data when disabled by a flag)". */
  geo_data_v2: z._default(z.boolean(), true),
  /** §7 geo data "cached for a configured period", in seconds. */
  geo_data_cache_seconds: z._default(z.number().check(z.minimum(0)), 3600),
  /** Where the licence seal leads, `{token}` replaced by the token of GET /api/gcb_seals. */
  gcb_seal_validation_url: z._default(Text(300), ''),
  // ---- Risk (the risk-group player modal of §2).
  /** The most a risk-group player may stake on one bet line, in the brand's currency. */
  risk_group_stake_max_amount: z._default(z.number().check(z.minimum(0)), 50),
});
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
});
export type ServerSettings = z.infer<typeof ServerSettings>;
export type ServerSettingsInput = z.input<typeof ServerSettings>;

export const AllCachedSettingsQuery = z.object({
  cached: z.optional(z.enum(['t', 'f'])),
  all: z.optional(z.enum(['t', 'f'])),
  c: z.optional(z.string().check(z.regex(/^[A-Za-z]{3,5}$/))),
  mc: z.optional(z.enum(['web', 'mobile'])),
  l: z.optional(Text(10)),
  pub: z.optional(Text(40)),
});
export type AllCachedSettingsQuery = z.infer<typeof AllCachedSettingsQuery>;

export const AllCachedSettingsResponse = z.object({ settings: Settings });
export type AllCachedSettingsResponse = z.infer<typeof AllCachedSettingsResponse>;
