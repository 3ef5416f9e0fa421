import type {
  Coupon,
  Currency,
  Language,
  OddsMarginEntry,
  SubmenuItem,
  SubmenuResponse,
  TabSection,
} from '@sb/contract';
import { EXTERNAL_LOCALES, PRODUCT_LOCALES, PSEUDO_SECTIONS, type ProductLocale } from '@sb/domain';
import type { BrandMarginEntry, DemoCouponGroup, DemoEvent } from './demo-catalog.ts';
import { MARKET_TYPES as T } from './market-types.ts';

/** CMS content of the demo brand: coupons, menu tabs, submenus, top sports, currencies, languages. */

export const QUICK_LINKS_GROUP_ID = 1;
export const SUBHEADER_SUBMENU_ID = 1;

/** Event-path ids the coupons and margins point at, resolved by the generator. */
export interface ContentIds {
  football: number;
  basketball: number;
  tennis: number;
  iceHockey: number;
  cricket: number;
  esports: readonly number[];
  premierLeague: number;
  topFiveLeagues: readonly number[];
  championsLeague: number;
  nba: number;
  nhl: number;
}

/** The coupon of the book's esports matches (CS2, LoL, Dota), which the subheader links to. */
const ESPORTS_COUPON_ID = 8;

export function couponsFor(ids: ContentIds): { coupons: Coupon[]; groups: DemoCouponGroup[] } {
  const coupon = (
    id: number,
    name: string,
    sportId: number,
    eventPathIds: readonly number[],
    marketTypeIds: readonly number[],
    options: { hours?: number; group?: boolean } = {},
  ): Coupon => ({
    id,
    name,
    sport_id: sportId,
    // 'group' coupons follow one competition; 'other' ones cut across a sport by market and time.
    coupon_type: options.group ? 'group' : 'other',
    event_path_ids: [...eventPathIds],
    market_type_ids: [...marketTypeIds],
    ...(options.hours === undefined ? {} : { hours: options.hours }),
  });
  const coupons = [
    coupon(1, "Today's Football", ids.football, [ids.football], [T.matchResult.id], { hours: 24 }),
    coupon(2, 'Weekend Football', ids.football, [ids.football], [T.matchResult.id, T.totalGoals.id], {
      hours: 96,
    }),
    coupon(
      3,
      'Champions League',
      ids.football,
      [ids.championsLeague],
      [T.matchResult.id, T.bothTeamsToScore.id],
      {
        group: true,
      },
    ),
    coupon(4, 'Both Teams To Score', ids.football, [ids.football], [T.bothTeamsToScore.id], { hours: 72 }),
    coupon(5, 'Over/Under 2.5 Goals', ids.football, [ids.football], [T.totalGoals.id], { hours: 72 }),
    coupon(6, 'NBA', ids.basketball, [ids.nba], [T.moneyline.id, T.pointSpread.id, T.totalPoints.id], {
      group: true,
    }),
    coupon(7, 'Tennis Today', ids.tennis, [ids.tennis], [T.matchWinner.id], { hours: 24 }),
    coupon(ESPORTS_COUPON_ID, 'Esports', ids.esports[0] ?? ids.football, ids.esports, [T.matchWinner.id], {
      hours: 72,
    }),
    coupon(9, 'Premier League', ids.football, [ids.premierLeague], [T.matchResult.id, T.totalGoals.id], {
      group: true,
    }),
    coupon(10, 'Top Leagues', ids.football, ids.topFiveLeagues, [T.matchResult.id], { group: true }),
    coupon(11, 'Asian Handicap', ids.football, [ids.football], [T.asianHandicap.id], { hours: 48 }),
    coupon(12, 'NHL', ids.iceHockey, [ids.nhl], [T.moneyline.id, T.puckLine.id], { group: true }),
    coupon(13, 'Cricket', ids.cricket, [ids.cricket], [T.matchWinner.id, T.matchResult.id], { hours: 168 }),
  ];
  return {
    coupons,
    groups: [
      { id: QUICK_LINKS_GROUP_ID, name: 'Quick Links', couponIds: [1, 9, 3, 6, 7, 8] },
      { id: 2, name: 'Popular Coupons', couponIds: [2, 10, 4, 5, 11] },
      { id: 3, name: 'More Sports', couponIds: [12, 13] },
    ],
  };
}

const item = (
  id: number,
  label: string,
  icon: string,
  link: string,
  extra: Partial<SubmenuItem> = {},
): SubmenuItem => ({
  id,
  active: true,
  label,
  logged_in_only: false,
  logged_in_title: label,
  logged_out_title: label,
  icon_name: icon,
  logged_in_link: link,
  logged_out_link: link,
  open_in_parent_frame: false,
  submenu_items: [],
  ...extra,
});

const { favourites } = PSEUDO_SECTIONS;

export const TABS: TabSection[] = [
  {
    section_name: 'menu_top_icons',
    submenu_items: [
      item(1, 'Live', 'live', '/live/sport'),
      item(2, 'Sports', 'sports', '/sports'),
      item(3, 'Favourites', 'star', `/live/sport/${favourites.id}-${favourites.code}`),
      item(4, 'Promotions', 'gift', '/promotions'),
      item(5, 'My Bets', 'receipt', '/open_bets', { logged_in_only: true }),
    ],
  },
  {
    section_name: 'menu_icons',
    submenu_items: [
      item(10, 'Home', 'home', '/'),
      item(11, 'In-Play', 'live', '/live/sport'),
      item(12, 'Fixtures', 'calendar', '/sports/fixtures'),
      item(13, 'Competitions', 'trophy', '/sports/competitions'),
      item(14, 'Outrights', 'podium', '/sports/outrights'),
      item(15, 'Jackpot', 'jackpot', '/jackpot', { tag: 'NEW' }),
      item(16, 'My Account', 'user', '/account', {
        logged_in_only: true,
        submenu_items: [
          item(161, 'Balances', 'wallet', '/account/balances', { logged_in_only: true }),
          item(162, 'Transactions', 'list', '/account/transactions', { logged_in_only: true }),
          item(163, 'Bet History', 'receipt', '/account/bets', { logged_in_only: true }),
        ],
      }),
    ],
  },
  {
    section_name: 'third_parties',
    submenu_items: [
      // Every embedded section of §2: the web leaves out those the player may not see (§6, §9).
      item(20, 'Virtual Sports', 'virtual', '/sports/kiron'),
      item(21, 'Esports', 'esports', '/sports/esports'),
      item(22, 'Leap Games', 'games', '/sports/leap', { tag: 'HOT' }),
      item(23, 'Betradar Virtuals', 'virtual', '/sports/betradar-virtuals'),
      item(24, 'Golden Race', 'virtual', '/sports/virtual-games'),
      item(25, 'Vir2al Games', 'virtual', '/sports/vir2al-games'),
      item(26, 'SoccerBet', 'virtual', '/sports/soccerbet'),
      item(27, 'Esportsbull', 'esports', '/sports/esportsbull'),
      item(28, 'Pinnacle Esports', 'esports', '/sports/pinnacle'),
      item(29, 'Edge Gaming', 'esports', '/sports/edge'),
      item(34, 'Exchange', 'games', '/sports/exchange'),
      item(35, 'Parlay Bay', 'games', '/sports/parlaybay'),
      item(36, 'Lotto', 'games', '/sports/lotto'),
      item(37, 'Cryptoblast', 'games', '/cryptoblast', { tag: 'KRW' }),
      item(38, 'Powerball', 'games', '/powerball', { tag: 'KRW' }),
    ],
  },
  {
    section_name: 'menu_bottom_icons',
    submenu_items: [
      item(30, 'Help', 'help', '/public/help'),
      item(31, 'Responsible Gaming', 'shield', '/public/responsible-gaming'),
      // In a host page, the host's own page goes to the contact page (the host may own its support).
      item(32, 'Contact Us', 'chat', '/public/contact', { open_in_parent_frame: true }),
      item(33, 'Terms & Conditions', 'document', '/public/terms'),
    ],
  },
];

export function submenusFor(ids: ContentIds, championsLeagueCouponId = 3): SubmenuResponse[] {
  return [
    {
      id: SUBHEADER_SUBMENU_ID,
      submenu_links: [
        { id: 1, name: 'Football', url: `/sports/${ids.football}-FOOT` },
        { id: 2, name: 'Tennis', url: `/sports/${ids.tennis}-TENN` },
        { id: 3, name: 'Basketball', url: `/sports/${ids.basketball}-BASK` },
        { id: 4, name: 'Ice Hockey', url: `/sports/${ids.iceHockey}-ICEH` },
        { id: 5, name: 'Cricket', url: `/sports/${ids.cricket}-CRIC` },
        { id: 6, name: 'Champions League', url: `/sports?active-coupon=${championsLeagueCouponId}` },
        { id: 7, name: 'Fixtures', url: '/sports/fixtures' },
        { id: 8, name: 'Outrights', url: '/sports/outrights' },
        // The esports matches of the book (its coupon); the Esports game section is in the menu's games.
        { id: 9, name: 'Esports', url: `/sports?active-coupon=${ESPORTS_COUPON_ID}` },
      ],
    },
  ];
}

/** The sports a brand features first (GET /api/top_sports). */
export const TOP_SPORT_CODES = [
  'FOOT',
  'TENN',
  'BASK',
  'ICEH',
  'CRIC',
  'AMFO',
  'BASE',
  'VOLL',
  'CSGO',
  'DART',
];

/**
 * Every currency of SPEC.md §9 (the sections' lists and the thousand-scaled ones) and the big betting
 * markets' own. Precision is the minor unit a player sees: none for won, yen, pesos of Chile and
 * Paraguay, and for the thousand-scaled currencies (VND, IDR, LAK, MMK, KHR: a stake of 5 is 5,000).
 */
export const CURRENCIES: Currency[] = [
  { isoCode: 'EUR', symbol: '€', precision: 2 },
  { isoCode: 'GBP', symbol: '£', precision: 2 },
  { isoCode: 'USD', symbol: '$', precision: 2 },
  { isoCode: 'CAD', symbol: 'CA$', precision: 2 },
  { isoCode: 'AUD', symbol: 'A$', precision: 2 },
  { isoCode: 'SEK', symbol: 'kr', precision: 2 },
  { isoCode: 'NOK', symbol: 'kr', precision: 2 },
  { isoCode: 'PLN', symbol: 'zł', precision: 2 },
  { isoCode: 'RON', symbol: 'lei', precision: 2 },
  { isoCode: 'TRY', symbol: '₺', precision: 2 },
  { isoCode: 'RUB', symbol: '₽', precision: 2 },
  { isoCode: 'KZT', symbol: '₸', precision: 2 },
  { isoCode: 'BRL', symbol: 'R$', precision: 2 },
  { isoCode: 'MXN', symbol: 'MX$', precision: 2 },
  { isoCode: 'ARS', symbol: 'AR$', precision: 2 },
  { isoCode: 'CLP', symbol: 'CLP$', precision: 0 },
  { isoCode: 'COP', symbol: 'COL$', precision: 2 },
  { isoCode: 'PEN', symbol: 'S/', precision: 2 },
  { isoCode: 'PYG', symbol: '₲', precision: 0 },
  { isoCode: 'UYU', symbol: '$U', precision: 2 },
  { isoCode: 'INR', symbol: '₹', precision: 2 },
  { isoCode: 'PKR', symbol: '₨', precision: 2 },
  { isoCode: 'BDT', symbol: '৳', precision: 2 },
  { isoCode: 'KRW', symbol: '₩', precision: 0 },
  { isoCode: 'JPY', symbol: '¥', precision: 0 },
  { isoCode: 'CNY', symbol: '¥', precision: 2 },
  { isoCode: 'THB', symbol: '฿', precision: 2 },
  { isoCode: 'MYR', symbol: 'RM', precision: 2 },
  { isoCode: 'PHP', symbol: '₱', precision: 2 },
  { isoCode: 'VND', symbol: '₫', precision: 0 },
  { isoCode: 'IDR', symbol: 'Rp', precision: 0 },
  { isoCode: 'LAK', symbol: '₭', precision: 0 },
  { isoCode: 'MMK', symbol: 'K', precision: 0 },
  { isoCode: 'KHR', symbol: '៛', precision: 0 },
  { isoCode: 'KES', symbol: 'KSh', precision: 2 },
  { isoCode: 'NGN', symbol: '₦', precision: 2 },
  { isoCode: 'GHS', symbol: 'GH₵', precision: 2 },
  { isoCode: 'ZAR', symbol: 'R', precision: 2 },
  // A stablecoin account (§9 lists usdt among the currencies some sections hide from), and bitcoin in
  // thousandths, as the crypto books of §9 (mbtc) count it.
  { isoCode: 'USDT', symbol: '₮', precision: 2 },
  { isoCode: 'mBTC', symbol: 'mBTC', precision: 2 },
];

/** Each language named in itself, as the operator's language list (§3 Language) names it. */
const LANGUAGE_NAMES: Readonly<Record<ProductLocale, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português (Brasil)',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  ar: 'العربية',
  zh: '简体中文',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  sw: 'Kiswahili',
};

/** The product's languages (packages/domain i18n/languages.ts), with the ids §3 Language gives them. */
export const LANGUAGES: Language[] = PRODUCT_LOCALES.map((locale, index) => ({
  id: index + 1,
  name: LANGUAGE_NAMES[locale],
  locale,
  external_locale: EXTERNAL_LOCALES[locale],
}));

/** How long before its kick-off, at the least, a game gets a brand's boost when the catalogue is made. */
export const BOOST_LEAD_MS = 3 * 60 * 60 * 1000;

/** The favourite of an event's full-time result: the outcome a brand boosts. */
function favouriteOf(event: DemoEvent | undefined): OddsMarginEntry | undefined {
  const result = event?.markets.find(
    (m) => m.marketTypeId === T.matchResult.id && m.period.abbreviation === 'FT',
  );
  const favourite = result?.outcomes.reduce((best, o) =>
    o.consolidatedPrice.currentPrice.decimal < best.consolidatedPrice.currentPrice.decimal ? o : best,
  );
  if (!event || !result || !favourite) return undefined;
  return {
    brandMarginType: 'POWER_ODDS',
    eventId: event.id,
    marketId: result.id,
    outcomeId: favourite.id,
    margin: -10,
  };
}

/**
 * Price-per-brand margins (percent added to the implied probability), one table per brand:
 * - the flagship: keener prices on the Premier League result and NBA moneylines, fatter ones on
 *   correct score and HT/FT, and one power-odds boost on a Premier League favourite;
 * - Savanna Bet: a fatter book everywhere (a small market's brand), keen on the Premier League
 *   result its players follow, and its own boost on the next Premier League match;
 * - Toro Apuestas: keen on the big five leagues' results, and a boost there.
 */
export function brandMargins(ids: ContentIds, events: readonly DemoEvent[], now: Date): BrandMarginEntry[] {
  // A boost is on pre-match prices only: it goes on a game kicking off at least BOOST_LEAD_MS from
  // now (the first such game of its league), so it does not vanish within minutes of the seed.
  const later = events.filter(
    (e) => e.eventType === 'GAMEEVENT' && Date.parse(e.eventDate) - now.getTime() >= BOOST_LEAD_MS,
  );
  const premierLeague = later.filter((e) => e.leagueId === ids.premierLeague);
  const topFive = later.filter(
    (e) => ids.topFiveLeagues.includes(e.leagueId) && e.leagueId !== ids.premierLeague,
  );
  const forBrand = (brand: string, entries: (OddsMarginEntry | undefined)[]) =>
    entries.filter((e) => e !== undefined).map((e) => ({ ...e, brand }));
  return [
    ...forBrand('sportsbook', [
      { brandMarginType: 'PPB', leagueId: ids.premierLeague, marketTypeId: T.matchResult.id, margin: -1 },
      { brandMarginType: 'PPB', leagueId: ids.championsLeague, margin: -0.5 },
      { brandMarginType: 'PPB', leagueId: ids.nba, marketTypeId: T.moneyline.id, margin: -0.5 },
      { brandMarginType: 'PPB', marketTypeId: T.correctScore.id, margin: 2 },
      { brandMarginType: 'PPB', marketTypeId: T.halfTimeFullTime.id, margin: 1.5 },
      { brandMarginType: 'PPB', marketTypeId: T.resultAndBothTeamsToScore.id, margin: 1 },
      favouriteOf(premierLeague[0]),
    ]),
    ...forBrand('savanna', [
      { brandMarginType: 'PPB', margin: 3 },
      { brandMarginType: 'PPB', leagueId: ids.premierLeague, marketTypeId: T.matchResult.id, margin: 0 },
      favouriteOf(premierLeague[1]),
    ]),
    ...forBrand('toro', [
      ...ids.topFiveLeagues.map((leagueId): OddsMarginEntry => ({
        brandMarginType: 'PPB',
        leagueId,
        marketTypeId: T.matchResult.id,
        margin: -1.5,
      })),
      favouriteOf(topFive[0]),
    ]),
  ];
}
