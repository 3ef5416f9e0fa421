import type {
  Coupon,
  Currency,
  Language,
  OddsMarginEntry,
  SettingsInput,
  SubmenuItem,
  TabSection,
} from '@sb/contract';
import type { DemoCouponGroup } from './demo-catalog.ts';
import { CORNERS_MARKET_TYPE_IDS, MARKET_TYPES } from './market-types.ts';

/** CMS content of the demo brand: coupons, tabs, submenus, currencies, languages, settings. */

export const QUICK_LINKS_GROUP_ID = 1;
export const SUBHEADER_SUBMENU_ID = 1;

export function coupons(ids: {
  footballSportId: number;
  basketballSportId: number;
  tennisSportId: number;
  uclLeagueId: number;
  nbaLeagueId: number;
  esportsSportIds: number[];
}): { coupons: Coupon[]; groups: DemoCouponGroup[] } {
  const list: Coupon[] = [
    {
      id: 1,
      name: "Today's Football",
      sport_id: ids.footballSportId,
      coupon_type: 'other',
      event_path_ids: [ids.footballSportId],
      market_type_ids: [MARKET_TYPES.matchResult.id],
      hours: 24,
    },
    {
      id: 2,
      name: 'Weekend Football',
      sport_id: ids.footballSportId,
      coupon_type: 'other',
      event_path_ids: [ids.footballSportId],
      market_type_ids: [MARKET_TYPES.matchResult.id],
      hours: 96,
    },
    {
      id: 3,
      name: 'Champions League',
      sport_id: ids.footballSportId,
      coupon_type: 'group',
      event_path_ids: [ids.uclLeagueId],
      market_type_ids: [MARKET_TYPES.matchResult.id],
    },
    {
      id: 4,
      name: 'Both Teams To Score',
      sport_id: ids.footballSportId,
      coupon_type: 'other',
      event_path_ids: [ids.footballSportId],
      market_type_ids: [MARKET_TYPES.bothTeamsToScore.id],
      hours: 72,
    },
    {
      id: 5,
      name: 'Over/Under 2.5 Goals',
      sport_id: ids.footballSportId,
      coupon_type: 'other',
      event_path_ids: [ids.footballSportId],
      market_type_ids: [MARKET_TYPES.totalGoals.id],
      hours: 72,
    },
    {
      id: 6,
      name: 'NBA',
      sport_id: ids.basketballSportId,
      coupon_type: 'group',
      event_path_ids: [ids.nbaLeagueId],
      market_type_ids: [MARKET_TYPES.moneyline.id],
    },
    {
      id: 7,
      name: 'Tennis Today',
      sport_id: ids.tennisSportId,
      coupon_type: 'other',
      event_path_ids: [ids.tennisSportId],
      market_type_ids: [MARKET_TYPES.matchWinner.id],
      hours: 24,
    },
    {
      id: 8,
      name: 'Esports',
      sport_id: ids.esportsSportIds[0] ?? 0,
      coupon_type: 'group',
      event_path_ids: ids.esportsSportIds,
      market_type_ids: [MARKET_TYPES.matchWinner.id],
    },
  ];
  return {
    coupons: list,
    groups: [
      { id: QUICK_LINKS_GROUP_ID, name: 'Quick Links', couponIds: [1, 3, 6, 7, 8] },
      { id: 2, name: 'Popular Coupons', couponIds: [2, 4, 5] },
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

export const TABS: TabSection[] = [
  {
    section_name: 'menu_top_icons',
    submenu_items: [
      item(1, 'Live', 'live', '/live/sport'),
      item(2, 'Sports', 'sports', '/sports'),
      item(3, 'Favourites', 'star', '/live/sport/10000-FAVOURITES'),
      item(4, 'Promotions', 'gift', '/promotions'),
      item(5, 'My Bets', 'receipt', '/open_bets', {
        logged_in_only: true,
        logged_out_title: 'My Bets (log in)',
      }),
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
    ],
  },
  {
    section_name: 'third_parties',
    submenu_items: [
      item(20, 'Virtual Sports', 'virtual', '/sports/kiron'),
      item(21, 'Esports', 'esports', '/sports/esports'),
      item(22, 'Leap Games', 'games', '/sports/leap'),
    ],
  },
  {
    section_name: 'menu_bottom_icons',
    submenu_items: [
      item(30, 'Help', 'help', '/public/help'),
      item(31, 'Responsible Gaming', 'shield', '/public/responsible-gaming'),
      item(32, 'Contact Us', 'chat', '/public/contact'),
    ],
  },
];

export const SUBMENUS = [
  {
    id: SUBHEADER_SUBMENU_ID,
    submenu_links: [
      { id: 1, name: 'Football', url: '/sports/240-FOOT' },
      { id: 2, name: 'Tennis', url: '/sports/239-TENN' },
      { id: 3, name: 'Basketball', url: '/sports/227-BASK' },
      { id: 4, name: 'Ice Hockey', url: '/sports/226-ICEH' },
      { id: 5, name: 'Cricket', url: '/sports/215-CRIC' },
      { id: 6, name: 'Fixtures', url: '/sports/fixtures' },
      { id: 7, name: 'Competitions', url: '/sports/competitions' },
      { id: 8, name: 'Outrights', url: '/sports/outrights' },
      { id: 9, name: 'Esports', url: '/sports/3001-CSGO' },
    ],
  },
];

export const CURRENCIES: Currency[] = [
  { isoCode: 'EUR', symbol: '€', precision: 2 },
  { isoCode: 'GBP', symbol: '£', precision: 2 },
  { isoCode: 'USD', symbol: '$', precision: 2 },
  { isoCode: 'KRW', symbol: '₩', precision: 0 },
  { isoCode: 'JPY', symbol: '¥', precision: 0 },
  { isoCode: 'INR', symbol: '₹', precision: 2 },
  { isoCode: 'KES', symbol: 'KSh', precision: 2 },
  { isoCode: 'NGN', symbol: '₦', precision: 2 },
  { isoCode: 'GHS', symbol: 'GH₵', precision: 2 },
  { isoCode: 'VND', symbol: '₫', precision: 0 },
  { isoCode: 'IDR', symbol: 'Rp', precision: 0 },
  { isoCode: 'THB', symbol: '฿', precision: 2 },
  { isoCode: 'MYR', symbol: 'RM', precision: 2 },
  { isoCode: 'PHP', symbol: '₱', precision: 2 },
  { isoCode: 'PLN', symbol: 'zł', precision: 2 },
  { isoCode: 'TRY', symbol: '₺', precision: 2 },
  { isoCode: 'BRL', symbol: 'R$', precision: 2 },
  { isoCode: 'CNY', symbol: '¥', precision: 2 },
  { isoCode: 'RUB', symbol: '₽', precision: 2 },
];

export const LANGUAGES: Language[] = [
  { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
  { id: 2, name: 'Español', locale: 'es', external_locale: 'es-ES' },
  { id: 3, name: '日本語', locale: 'ja', external_locale: 'ja-JP' },
];

const column = (name: string, id: number) => ({ name, id });

export function settings(channel: 'web' | 'mobile'): SettingsInput {
  return {
    channel,
    page_layouts: [
      {
        name: 'Default',
        url: '/*',
        column_type: 'triple',
        left_column: [column('navigation_menu', 1)],
        right_column: [column('betslip', 2)],
        central_bottom: [],
      },
      {
        name: 'Homepage',
        url: '/*',
        sport_id: 10001,
        column_type: 'triple',
        left_column: [column('navigation_menu', 1)],
        right_column: [column('betslip', 2), column('advert', 3)],
        central_bottom: [column('html_widget', 4)],
      },
      {
        name: 'Event',
        url: '/*/events/*',
        column_type: 'triple',
        left_column: [column('navigation_menu', 1)],
        right_column: [column('betslip', 2)],
        central_bottom: [],
      },
      {
        name: 'Live',
        url: '/*/live/*',
        column_type: 'triple',
        left_column: [column('navigation_menu', 1)],
        right_column: [column('live_stream_video_player', 5), column('betslip', 2)],
        central_bottom: [],
      },
      {
        name: 'Account',
        url: '/*/account*',
        column_type: 'side_left',
        left_column: [column('navigation_menu', 1)],
        right_column: [],
        central_bottom: [],
      },
    ],
    page_attributes: [
      {
        url: '/*',
        title: 'Sportsbook | Online sports betting',
        meta: [
          {
            name: 'description',
            content: 'Bet on football, tennis, basketball and 100 more sports with competitive odds.',
          },
        ],
      },
      {
        url: '/*/sports*',
        title: 'Sports betting odds | Sportsbook',
        meta: [{ name: 'description', content: 'Pre-match odds on every sport, country and league.' }],
      },
      {
        url: '/*/live*',
        title: 'Live betting | Sportsbook',
        meta: [{ name: 'description', content: 'In-play odds that move with the game.' }],
      },
      {
        url: '/*/events/*',
        title: 'Match odds | Sportsbook',
        meta: [{ name: 'description', content: 'Every market for this match.' }],
      },
    ],
    corners_market_type_ids: CORNERS_MARKET_TYPE_IDS,
    languages: LANGUAGES,
    back_to_top_hidden_paths: ['/*/account*'],
    subheader_submenu_id: SUBHEADER_SUBMENU_ID,
    quick_links_coupon_group_id: QUICK_LINKS_GROUP_ID,
    footer_html_web:
      '<p><strong>18+</strong> Gambling can be addictive. Please play responsibly. <a href="/en/public/responsible-gaming">Responsible gaming</a></p>',
    footer_html_mobile:
      '<p><strong>18+</strong> Play responsibly. <a href="/en/public/responsible-gaming">Help</a></p>',
    live_chat_url: '',
    color_theme: 'system',
  };
}

export function brandMargins(leagueIds: { premierLeague: number; nba: number }): OddsMarginEntry[] {
  return [
    // A brand runs a keener book on its flagship leagues and a fatter one on exotic markets.
    {
      brandMarginType: 'PPB',
      leagueId: leagueIds.premierLeague,
      marketTypeId: MARKET_TYPES.matchResult.id,
      margin: -1,
    },
    {
      brandMarginType: 'PPB',
      leagueId: leagueIds.nba,
      marketTypeId: MARKET_TYPES.moneyline.id,
      margin: -0.5,
    },
    { brandMarginType: 'PPB', marketTypeId: MARKET_TYPES.correctScore.id, margin: 2 },
    { brandMarginType: 'PPB', marketTypeId: MARKET_TYPES.halfTimeFullTime.id, margin: 1.5 },
    { brandMarginType: 'PPB', leagueId: leagueIds.premierLeague, margin: -0.5 },
  ];
}
