import type { Market, MarketPeriod } from '@sb/contract';
import type { DemoCatalog, DemoEvent, DemoEventPath } from '../demo/demo-catalog.ts';

/**
 * A tiny hand-made catalogue whose every answer can be worked out by hand. Dates are relative to
 * `now`; ids encode their parents (market = event * 100 + n, outcome = market * 100 + n).
 *
 *   Football 240 ─ England 1001 ─ Premier League 2001: 101 (+2 h, rich), 102 (+30 h), 106 (finished),
 *                │                                      107 (outright, +500 h)
 *                │             └ Championship 2002:    103 (+50 h)
 *                └ Spain 1002 ── La Liga 2003:         104 (+1 h, off-ladder feed prices), 105 (started)
 *   Tennis 239 ── International 1003 ─ ATP 2004:       201 (+5 h), 202 (+200 h)
 *   Basketball 227 ─ USA 1004 ─ NBA 2005:              301 (+26 h, 55 market types)
 *   Counter-Strike 3001 (esports) ─ World 1005 ─ Major 2006: 401 (+3 h)
 */
export const FIXTURE = {
  football: 240,
  tennis: 239,
  basketball: 227,
  esports: 3001,
  england: 1001,
  spain: 1002,
  premierLeague: 2001,
  championship: 2002,
  laLiga: 2003,
  atp: 2004,
  nba: 2005,
  /** Pre-match games, by date. */
  upcomingGames: [104, 101, 401, 201, 301, 102, 103, 202],
  outright: 107,
  started: 105,
  finished: 106,
  /** O/U lines of event 101 from the most balanced: 2.5, 3.5, 1.5, 4.5, 0.5. */
  overUnderLines: ['0.5', '1.5', '2.5', '3.5', '4.5'],
  /** The margin entry on La Liga match results, in percentage points. */
  laLigaMargin: 5,
  marketTypes: { matchResult: 1, doubleChance: 2, totalGoals: 4, correctScore: 6, winner: 20, outright: 30 },
} as const;

const HOUR = 3_600_000;
const FULL_TIME: MarketPeriod = {
  id: 1,
  abbreviation: 'FT',
  fullAbbreviation: 'FT',
  description: 'Full Time',
  fullDescription: 'Full Time',
  sequence: 0,
  periodType: { id: 1, inRunning: false },
};

function market(
  eventId: number,
  n: number,
  date: string,
  spec: {
    type: number;
    style: string;
    description: string;
    prices: [string, number][];
    status?: 'SUSPENDED';
  },
): Market {
  const id = eventId * 100 + n;
  return {
    id,
    eventId,
    feedCode: `F${eventId}-M${id}`,
    status: spec.status ?? 'OPEN',
    marketTypeId: spec.type,
    marketGroupId: spec.type * 1000 + FULL_TIME.id,
    marketTypeInfo: { style: spec.style, ordinalPosition: n },
    period: FULL_TIME,
    instance: 1,
    description: spec.description,
    cutoffTime: date,
    outcomes: spec.prices.map(([description, decimal], i) => ({
      id: id * 100 + i + 1,
      marketId: id,
      description,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 100 + i + 1, decimal } },
    })),
  };
}

const matchResult = (home: number, draw: number, away: number) => ({
  type: FIXTURE.marketTypes.matchResult,
  style: 'THREE_WAY',
  description: 'Match Result',
  prices: [
    ['Home', home],
    ['Draw', draw],
    ['Away', away],
  ] as [string, number][],
});

export function fixtureCatalog(now: Date): DemoCatalog {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const paths: DemoEventPath[] = [
    node(240, null, 240, 'SPORT', 'Football', 1, 'FOOT'),
    node(1001, 240, 240, 'COUNTRY', 'England', 1, 'GB-ENG'),
    node(2001, 1001, 240, 'LEAGUE', 'Premier League', 1),
    node(2002, 1001, 240, 'LEAGUE', 'Championship', 2),
    node(1002, 240, 240, 'COUNTRY', 'Spain', 2, 'ES'),
    node(2003, 1002, 240, 'LEAGUE', 'La Liga', 1),
    node(239, null, 239, 'SPORT', 'Tennis', 2, 'TENN'),
    node(1003, 239, 239, 'COUNTRY', 'International', 1, 'INT'),
    node(2004, 1003, 239, 'LEAGUE', 'ATP', 1),
    node(227, null, 227, 'SPORT', 'Basketball', 3, 'BASK'),
    node(1004, 227, 227, 'COUNTRY', 'USA', 1, 'US'),
    node(2005, 1004, 227, 'LEAGUE', 'NBA', 1),
    node(3001, null, 3001, 'SPORT', 'Counter-Strike', 4, 'CSGO'),
    node(1005, 3001, 3001, 'COUNTRY', 'World', 1, 'INT'),
    node(2006, 1005, 3001, 'LEAGUE', 'Major', 1),
  ];
  const byId = new Map(paths.map((p) => [p.id, p]));
  const event = (
    id: number,
    leagueId: number,
    hours: number,
    description: string,
    markets: (date: string) => Market[],
    extra: Partial<DemoEvent> = {},
  ): DemoEvent => {
    const league = byId.get(leagueId)!;
    const country = byId.get(league.parentId!)!;
    const sport = byId.get(country.parentId!)!;
    const date = at(hours);
    const [home = description, away = ''] = description.split(' v ');
    return {
      id,
      description,
      sportId: sport.id,
      sportCode: sport.code!,
      slug: `${description.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      eventType: 'GAMEEVENT',
      eventDate: date,
      eventPaths: [sport, country, league].map((p) => ({
        id: p.id,
        description: p.description,
        slug: p.slug,
      })),
      opponents: away
        ? [
            { id: id * 10 + 1, description: home },
            { id: id * 10 + 2, description: away },
          ]
        : [],
      feedCode: `F${id}`,
      liveStreaming: false,
      isFinished: false,
      leagueId,
      markets: markets(date),
      ...extra,
    };
  };
  const overUnder = (date: string, n: number, line: string, over: number, under: number) =>
    market(101, n, date, {
      type: FIXTURE.marketTypes.totalGoals,
      style: 'TWO_WAY',
      description: `Total Goals Over/Under ${line}`,
      prices: [
        [`Over ${line}`, over],
        [`Under ${line}`, under],
      ],
    });

  const events: DemoEvent[] = [
    event(101, 2001, 2, 'Arsenal v Chelsea', (d) => [
      market(101, 1, d, matchResult(2.1, 3.4, 3.5)),
      market(101, 2, d, {
        type: FIXTURE.marketTypes.doubleChance,
        style: 'THREE_WAY',
        description: 'Double Chance',
        prices: [
          ['Home or Draw', 1.3],
          ['Home or Away', 1.33],
          ['Draw or Away', 1.72],
        ],
      }),
      overUnder(d, 3, '0.5', 1.05, 9),
      overUnder(d, 4, '1.5', 1.25, 3.8),
      overUnder(d, 5, '2.5', 1.85, 1.95),
      overUnder(d, 6, '3.5', 2.9, 1.4),
      overUnder(d, 7, '4.5', 5, 1.15),
      market(101, 8, d, {
        type: FIXTURE.marketTypes.correctScore,
        style: 'LIST',
        description: 'Correct Score',
        prices: [
          ['1-0', 7],
          ['0-0', 9],
          ['0-1', 11],
        ],
      }),
    ]),
    event(102, 2001, 30, 'Liverpool v Everton', (d) => [
      market(102, 1, d, matchResult(1.5, 4.2, 6)),
      market(102, 2, d, {
        type: FIXTURE.marketTypes.doubleChance,
        style: 'THREE_WAY',
        description: 'Double Chance',
        prices: [
          ['Home or Draw', 1.1],
          ['Home or Away', 1.2],
          ['Draw or Away', 2.5],
        ],
        status: 'SUSPENDED',
      }),
    ]),
    event(103, 2002, 50, 'Leeds v Hull', (d) => [market(103, 1, d, matchResult(1.8, 3.5, 4.4))]),
    event(104, 2003, 1, 'Real Madrid v Barcelona', (d) => [
      market(104, 1, d, matchResult(2.137, 3.41, 3.333)),
    ]),
    event(105, 2003, -1, 'Sevilla v Betis', (d) => [market(105, 1, d, matchResult(2.4, 3.2, 3))]),
    event(106, 2001, -3, 'Spurs v Fulham', (d) => [market(106, 1, d, matchResult(1.9, 3.6, 4))], {
      isFinished: true,
    }),
    event(
      107,
      2001,
      500,
      'Premier League Winner',
      (d) => [
        market(107, 1, d, {
          type: FIXTURE.marketTypes.outright,
          style: 'LIST',
          description: 'Outright Winner',
          prices: [
            ['Arsenal', 2.5],
            ['Liverpool', 3],
            ['Chelsea', 8],
          ],
        }),
      ],
      { eventType: 'RANKEVENT' },
    ),
    event(201, 2004, 5, 'Sinner v Alcaraz', (d) => [winner(201, d, 1.9, 1.9)]),
    event(202, 2004, 200, 'Djokovic v Zverev', (d) => [winner(202, d, 1.6, 2.3)]),
    event(301, 2005, 26, 'Lakers v Celtics', (d) =>
      Array.from({ length: 55 }, (_, i) =>
        market(301, i + 1, d, {
          type: 100 + i,
          style: 'TWO_WAY',
          description: `Special ${i + 1}`,
          prices: [
            ['Yes', 1.8],
            ['No', 2],
          ],
        }),
      ),
    ),
    event(401, 2006, 3, 'NAVI v Vitality', (d) => [winner(401, d, 1.7, 2.1)]),
  ];

  return {
    sports: [
      { id: 240, code: 'FOOT', name: 'Football', group: 'REGULAR', orderNo: 1 },
      { id: 239, code: 'TENN', name: 'Tennis', group: 'REGULAR', orderNo: 2 },
      { id: 227, code: 'BASK', name: 'Basketball', group: 'REGULAR', orderNo: 3 },
      { id: 3001, code: 'CSGO', name: 'Counter-Strike', group: 'ESPORTS', orderNo: 4 },
    ],
    eventPaths: paths,
    events,
    streams: [],
    coupons: [
      {
        id: 1,
        name: "Today's Football",
        sport_id: 240,
        coupon_type: 'other',
        event_path_ids: [240],
        market_type_ids: [1],
        hours: 24,
      },
      {
        id: 2,
        name: 'La Liga',
        sport_id: 240,
        coupon_type: 'group',
        event_path_ids: [2003],
        market_type_ids: [1],
      },
    ],
    couponGroups: [{ id: 1, name: 'Quick Links', couponIds: [2, 1] }],
    // The first menu item's Spanish label (cms-routes.test.ts: the menu in the language asked for).
    menuLabels: [{ locale: 'es', itemId: 1, label: 'Elemento 1' }],
    tabs: (['menu_top_icons', 'menu_icons', 'third_parties', 'menu_bottom_icons'] as const).map(
      (section, i) => ({
        section_name: section,
        submenu_items: [
          {
            id: i + 1,
            active: true,
            label: `Item ${i + 1}`,
            logged_in_only: false,
            logged_in_title: `Item ${i + 1}`,
            logged_out_title: `Item ${i + 1}`,
            icon_name: 'star',
            logged_in_link: '/en/sports',
            logged_out_link: '/en/sports',
            open_in_parent_frame: false,
            submenu_items: [],
          },
        ],
      }),
    ),
    topSports: [
      { id: 240, code: 'FOOT', name: 'Football', orderNo: 1 },
      { id: 239, code: 'TENN', name: 'Tennis', orderNo: 2 },
    ],
    submenus: [{ id: 1, submenu_links: [{ id: 1, name: 'Promotions', url: '/en/promotions' }] }],
    currencies: [
      { isoCode: 'EUR', symbol: '€', precision: 2 },
      { isoCode: 'GBP', symbol: '£', precision: 2 },
      { isoCode: 'KRW', symbol: '₩', precision: 0 },
    ],
    languages: [
      { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
      { id: 2, name: 'Español', locale: 'es', external_locale: 'es-ES' },
    ],
    brands: [
      {
        code: 'sportsbook',
        name: 'Sportsbook',
        portalId: '1',
        hosts: ['localhost', 'sportsbook.test'],
        settings: {
          web: { channel: 'web', odds_per_brand_enabled: true },
          mobile: { channel: 'mobile', max_bets_on_betslip: 20 },
        },
      },
      {
        code: 'second',
        name: 'Second Brand',
        portalId: '2',
        hosts: ['second.test'],
        settings: {
          web: {
            channel: 'web',
            brand_name: 'Second Brand',
            currencyCode: 'GBP',
            live_chat_excluded: true,
            host_page_origins: ['https://host.test'],
            // The African slip with its tax (SPEC.md §5), which the flagship runs without: 10.00
            // staked is 9.09 bet and 0.91 stake tax; 20 % of the winnings are withheld.
            betslip_kind: 'african',
            tax_deduction_enabled: true,
            enable_stake_after_tax: true,
            stake_rate_percentage: 10,
            tax_returns_percentage: 20,
          },
          mobile: {
            channel: 'mobile',
            brand_name: 'Second Brand',
            currencyCode: 'GBP',
            betslip_kind: 'african',
            tax_deduction_enabled: true,
            enable_stake_after_tax: true,
            stake_rate_percentage: 10,
            tax_returns_percentage: 20,
          },
        },
      },
    ],
    margins: [
      {
        brand: 'sportsbook',
        brandMarginType: 'PPB',
        leagueId: 2003,
        marketTypeId: 1,
        margin: FIXTURE.laLigaMargin,
      },
      {
        brand: 'sportsbook',
        brandMarginType: 'POWER_ODDS',
        eventId: 101,
        marketId: 10101,
        outcomeId: 1010101,
        margin: -3,
      },
    ],
    ladderVersion: 3,
  };
}

function winner(eventId: number, date: string, home: number, away: number): Market {
  return market(eventId, 1, date, {
    type: FIXTURE.marketTypes.winner,
    style: 'TWO_WAY',
    description: 'Match Winner',
    prices: [
      ['Home', home],
      ['Away', away],
    ],
  });
}

function node(
  id: number,
  parentId: number | null,
  sportId: number,
  type: DemoEventPath['type'],
  description: string,
  orderNo: number,
  code?: string,
): DemoEventPath {
  const slug = description.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id, parentId, sportId, type, description, slug, orderNo, ...(code ? { code } : {}) };
}

/**
 * A horse race kept out of the fixture (every answer about the fixture stays as it is): tests that
 * need one write it with `insertRace` (test/settlement.ts). 501 '14:30 Kempton Park - Novice Stakes
 * (1m)' off at +1 h, eight runners (3 places at 1/5 by the each-way rule), its Win market 50101.
 *
 *   Horse Racing 2118 ─ England 1006 ─ Kempton Park 2007: 501
 */
export const FIXTURE_RACE = {
  sport: 2118,
  event: 501,
  market: 50101,
  /** Runners 5010101.. in this order, at these prices. */
  runners: [
    ['Golden Meadow', 3],
    ['Storm Chaser', 4.5],
    ['Midnight Echo', 6],
    ['Royal Breeze', 8],
    ['Noble Spirit', 11],
    ['Copper Falcon', 15],
    ['Misty Harbour', 21],
    ['Velvet Ranger', 34],
  ] as [string, number][],
} as const;

export function fixtureRace(now: Date): Pick<DemoCatalog, 'sports' | 'eventPaths' | 'events'> {
  const date = new Date(now.getTime() + HOUR).toISOString();
  const sport = node(2118, null, 2118, 'SPORT', 'Horse Racing', 5, 'HORS');
  const country = node(1006, 2118, 2118, 'COUNTRY', 'England', 1, 'GB-ENG');
  const league = node(2007, 1006, 2118, 'LEAGUE', 'Kempton Park', 1);
  const description = '14:30 Kempton Park - Novice Stakes (1m)';
  return {
    sports: [{ id: 2118, code: 'HORS', name: 'Horse Racing', group: 'REGULAR', orderNo: 5 }],
    eventPaths: [sport, country, league],
    events: [
      {
        id: FIXTURE_RACE.event,
        description,
        sportId: 2118,
        sportCode: 'HORS',
        slug: `14-30-kempton-park-novice-stakes-1m-${FIXTURE_RACE.event}`,
        eventType: 'RANKEVENT',
        eventDate: date,
        eventPaths: [sport, country, league].map((p) => ({
          id: p.id,
          description: p.description,
          slug: p.slug,
        })),
        opponents: [],
        feedCode: `F${FIXTURE_RACE.event}`,
        liveStreaming: false,
        isFinished: false,
        leagueId: league.id,
        markets: [
          market(FIXTURE_RACE.event, 1, date, {
            type: 92,
            style: 'OUTRIGHT',
            description: 'Win',
            prices: [...FIXTURE_RACE.runners],
          }),
        ],
      },
    ],
  };
}
