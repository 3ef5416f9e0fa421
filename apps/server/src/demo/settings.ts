import { ServerSettings, type PageAttribute, type PageLayout, type ServerSettingsInput } from '@sb/contract';
import { PSEUDO_SECTIONS } from '@sb/domain';
import { LANGUAGES, QUICK_LINKS_GROUP_ID, SUBHEADER_SUBMENU_ID } from './content.ts';
import { COMBINATION_ONLY_MARKET_TYPE_IDS, CORNERS_MARKET_TYPE_IDS } from './market-types.ts';
import { DEMO_CHAT_CLIENT_KEY, DEMO_CHAT_PATHS } from '../web/demo-chat.ts';

/**
 * The brand's settings per channel (SPEC.md §3 Settings, §7 all_cached_settings): every default of
 * the contract, plus the page layouts, page attributes, footers and content ids of the demo brand.
 */
const widget = (name: string, id: number) => ({ name, id });
const NAVIGATION = widget('navigation_menu', 1);
const BETSLIP = widget('betslip', 2);
const HOMEPAGE_ADVERT = widget('advert', 1);
const SPORTS_ADVERT = widget('advert', 2);
const WELCOME_WIDGET = widget('html_widget', 1);
const TIPS_WIDGET = widget('html_widget', 2);
const STREAM = widget('live_stream_video_player', 1);
/** An imported banner whose markup carries a script: the web's sanitiser shows it inert. */
const SPECIALS_WIDGET = widget('html_widget', 3);

const layout = (
  name: string,
  url: string,
  columnType: PageLayout['column_type'],
  columns: Partial<Pick<PageLayout, 'left_column' | 'right_column' | 'central_bottom'>>,
  sportId?: number,
): PageLayout => ({
  name,
  url,
  ...(sportId === undefined ? {} : { sport_id: sportId }),
  column_type: columnType,
  left_column: columns.left_column ?? [],
  right_column: columns.right_column ?? [],
  central_bottom: columns.central_bottom ?? [],
});

/**
 * Homepage first: it is chosen by its sport id (10001), and of the two '/*' layouts the last one is
 * the fallback for every other page, which must be Default.
 */
const WEB_LAYOUTS: PageLayout[] = [
  layout(
    'Homepage',
    '/*',
    'triple',
    { left_column: [NAVIGATION], right_column: [BETSLIP, HOMEPAGE_ADVERT], central_bottom: [WELCOME_WIDGET] },
    PSEUDO_SECTIONS.homepage.id,
  ),
  layout('Default', '/*', 'triple', { left_column: [NAVIGATION], right_column: [BETSLIP] }),
  layout('Sports', '/*/sports*', 'triple', {
    left_column: [NAVIGATION],
    right_column: [BETSLIP, SPORTS_ADVERT, TIPS_WIDGET],
    central_bottom: [SPECIALS_WIDGET],
  }),
  layout('Event', '/*/events/*', 'triple', { left_column: [NAVIGATION], right_column: [STREAM, BETSLIP] }),
  layout('Live', '/*/live/*', 'triple', { left_column: [NAVIGATION], right_column: [STREAM, BETSLIP] }),
  layout('Account', '/*/account*', 'side_left', { left_column: [NAVIGATION] }),
];

/** The mobile site is one column: menu and betslip open as overlays. */
const MOBILE_LAYOUTS: PageLayout[] = [
  // Phones have no right column: the home page's adverts follow its welcome widget.
  layout(
    'Homepage',
    '/*',
    'single',
    { central_bottom: [WELCOME_WIDGET, HOMEPAGE_ADVERT] },
    PSEUDO_SECTIONS.homepage.id,
  ),
  layout('Default', '/*', 'single', {}),
  layout('Sports', '/*/sports*', 'single', { central_bottom: [SPECIALS_WIDGET] }),
  layout('Live', '/*/live/*', 'single', { central_bottom: [STREAM] }),
];

const meta = (description: string) => [{ name: 'description', content: description }];

/** Titles and descriptions per URL pattern, each naming the brand. */
const pageAttributes = (brand: string): PageAttribute[] => [
  {
    url: '/*',
    title: `${brand} | Online sports betting`,
    meta: meta('Bet on football, tennis, basketball and 100 more sports with competitive odds.'),
  },
  {
    url: '/*/sports*',
    title: `Sports betting odds | ${brand}`,
    meta: meta('Pre-match odds on every sport, country and league, with outrights and coupons.'),
  },
  {
    url: '/*/live*',
    title: `Live betting | ${brand}`,
    meta: meta('In-play odds that move with the game, with live scores and streams.'),
  },
  {
    url: '/*/events/*',
    title: `Match odds | ${brand}`,
    meta: meta('Every market for this match: result, goals, handicaps, correct score and more.'),
  },
  {
    url: '/*/account*',
    title: `My account | ${brand}`,
    meta: [{ name: 'robots', content: 'noindex' }],
  },
];

const RESPONSIBLE_GAMING = '/public/responsible-gaming';

const FOOTER_WEB = [
  '<p><strong>18+</strong> Gambling can be addictive. Please play responsibly and only bet what you can',
  `afford to lose. <a href="${RESPONSIBLE_GAMING}">Responsible gaming</a> ·`,
  '<a href="https://www.begambleaware.org" target="_blank" rel="noopener noreferrer">BeGambleAware.org</a></p>',
].join(' ');

const FOOTER_MOBILE = `<p><strong>18+</strong> Play responsibly. <a href="${RESPONSIBLE_GAMING}">Responsible gaming</a></p>`;

/** A channel's settings of a brand: the product's, then what the brand sets (demo/brands.ts). */
export function settingsFor(channel: 'web' | 'mobile', brand: ServerSettingsInput = {}): ServerSettings {
  return ServerSettings.parse({
    channel,
    page_layouts: channel === 'web' ? WEB_LAYOUTS : MOBILE_LAYOUTS,
    page_attributes: pageAttributes(brand.brand_name ?? 'Sportsbook'),
    corners_market_type_ids: [...CORNERS_MARKET_TYPE_IDS],
    languages: LANGUAGES,
    back_to_top_hidden_paths: ['/*/account*', '/*/open_bets'],
    subheader_submenu_id: SUBHEADER_SUBMENU_ID,
    quick_links_coupon_group_id: QUICK_LINKS_GROUP_ID,
    footer_html_web: FOOTER_WEB,
    footer_html_mobile: FOOTER_MOBILE,
    // Markets the demo operator holds no licence for (§8 /blocked): a visitor from there is turned away.
    blocked_countries: ['US', 'FR'],
    // Thin markets the demo book takes only in combinations (RES-00103 on a single; bet-refusals.md).
    combination_only_market_type_ids: [...COMBINATION_ONLY_MARKET_TYPE_IDS],
    // The simulator speaks of every live event several times a minute: two minutes of silence is a feed fault.
    live_feed_stale_seconds: 120,
    // The same tipster's treble copied by everyone: the book owes at most this on one combination.
    combination_liability_limit: 250000,
    // Live sports in the mobile app: football, tennis, basketball, ice hockey, table tennis, CS.
    mobile_live_sports_ordering: { event_path_ids: [240, 239, 227, 226, 2000, 3001] },
    // Live chat with the player's token, on this server's demo chat provider (web/demo-chat.ts;
    // docs/decisions/live-chat.md): relative, so each brand's host opens its own origin's.
    avaya_live_chat_url: DEMO_CHAT_PATHS.page,
    avaya_chat_token_url: DEMO_CHAT_PATHS.token,
    avaya_chat_bearer_token: DEMO_CHAT_CLIENT_KEY,
    // The subheader's fixed items (§2): pages of the demo content (demo/operator-content.ts).
    vip_url: '/public/vip',
    services_url: '/public/services',
    store_locator_url: '/public/store-locator',
    ...brand,
  });
}
