import type { EventPathRef } from '@sb/contract';
import { eventSlug } from '@sb/domain';
import type { DemoEvent } from './demo-catalog.ts';
import type { Competitor } from './events.ts';
import type { MarketBuilder } from './market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P, type MarketType } from './market-types.ts';
import {
  ATP,
  F1_CONSTRUCTORS,
  F1_DRIVERS,
  GOLFERS,
  LALIGA_STRIKERS,
  PREMIER_LEAGUE_STRIKERS,
  SNOOKER_PLAYERS,
  WTA,
} from './players.ts';
import { outrightMargin } from './prices.ts';
import { EUROPEAN_NATIONS } from './teams.ts';

/**
 * Outrights: season-long and tournament markets settled weeks or months from `now` (league
 * winners, top goalscorers, championships, majors). Titles carry the season as a book writes it
 * ('Premier League 2026/27 - Winner', 'Super Bowl LXI - Winner'), computed from `now`.
 */
interface OutrightDefinition {
  /** 'SPORT:COUNTRY:League' of the league node the outright hangs under. */
  league: string;
  title: (dates: { season: string; year: number }) => string;
  /** Month (1-12) and day the market settles; the next such date at least three weeks away. */
  settles: readonly [month: number, day: number];
  /** Runners: the league's competitors (strength from their ratings) or a ranked list of names. */
  field: 'league' | readonly string[];
  type?: MarketType;
  marketName?: string;
  /** Held every few years only (the Euro: 2024, 2028 ...). */
  cycle?: { every: number; from: number };
}

const winner = (league: string, name: string, settles: readonly [number, number]): OutrightDefinition => ({
  league,
  title: ({ season }) => `${name} ${season} - Winner`,
  settles,
  field: 'league',
});

const DEFINITIONS: readonly OutrightDefinition[] = [
  winner('FOOT:GB-ENG:Premier League', 'Premier League', [5, 24]),
  {
    league: 'FOOT:GB-ENG:Premier League',
    title: ({ season }) => `Premier League ${season} - Top Goalscorer`,
    settles: [5, 24],
    field: PREMIER_LEAGUE_STRIKERS,
    type: T.topGoalscorer,
    marketName: 'Top Goalscorer',
  },
  winner('FOOT:GB-ENG:Championship', 'Championship', [5, 2]),
  winner('FOOT:ES:LaLiga', 'LaLiga', [5, 24]),
  {
    league: 'FOOT:ES:LaLiga',
    title: ({ season }) => `LaLiga ${season} - Top Goalscorer`,
    settles: [5, 24],
    field: LALIGA_STRIKERS,
    type: T.topGoalscorer,
    marketName: 'Top Goalscorer',
  },
  winner('FOOT:IT:Serie A', 'Serie A', [5, 24]),
  winner('FOOT:DE:Bundesliga', 'Bundesliga', [5, 16]),
  winner('FOOT:FR:Ligue 1', 'Ligue 1', [5, 16]),
  winner('FOOT:NL:Eredivisie', 'Eredivisie', [5, 17]),
  winner('FOOT:PT:Primeira Liga', 'Primeira Liga', [5, 17]),
  winner('FOOT:TR:Süper Lig', 'Süper Lig', [5, 24]),
  winner('FOOT:GB-SCT:Premiership', 'Scottish Premiership', [5, 17]),
  winner('FOOT:INT:UEFA Champions League', 'UEFA Champions League', [5, 30]),
  winner('FOOT:INT:UEFA Europa League', 'UEFA Europa League', [5, 20]),
  {
    league: 'FOOT:BR:Brasileirão Série A',
    title: ({ year }) => `Brasileirão Série A ${year} - Winner`,
    settles: [12, 6],
    field: 'league',
  },
  {
    league: 'FOOT:INT:UEFA European Championship',
    title: ({ year }) => `UEFA Euro ${year} - Winner`,
    settles: [7, 9],
    field: EUROPEAN_NATIONS,
    cycle: { every: 4, from: 2024 },
  },
  winner('BASK:US:NBA', 'NBA Championship', [6, 15]),
  winner('BASK:INT:EuroLeague', 'EuroLeague', [5, 24]),
  {
    league: 'ICEH:US:NHL',
    title: ({ season }) => `Stanley Cup ${season} - Winner`,
    settles: [6, 15],
    field: 'league',
  },
  {
    league: 'AMFO:US:NFL',
    title: ({ year }) => `Super Bowl ${roman(year - 1966)} - Winner`,
    settles: [2, 8],
    field: 'league',
  },
  {
    league: 'BASE:US:MLB',
    title: ({ year }) => `World Series ${year} - Winner`,
    settles: [10, 28],
    field: 'league',
  },
  {
    league: 'CRIC:IN:Indian Premier League',
    title: ({ year }) => `Indian Premier League ${year} - Winner`,
    settles: [5, 31],
    field: 'league',
  },
  {
    league: 'TENN:INT:Australian Open',
    title: ({ year }) => `Australian Open ${year} - Men's Singles Winner`,
    settles: [2, 1],
    field: ATP,
  },
  {
    league: 'TENN:INT:Australian Open',
    title: ({ year }) => `Australian Open ${year} - Women's Singles Winner`,
    settles: [1, 31],
    field: WTA,
  },
  {
    league: 'DART:INT:PDC World Championship',
    title: ({ year }) => `PDC World Championship ${year} - Winner`,
    settles: [1, 3],
    field: 'league',
  },
  {
    league: 'SNOO:GB-ENG:World Championship',
    title: ({ year }) => `World Snooker Championship ${year} - Winner`,
    settles: [5, 3],
    field: SNOOKER_PLAYERS,
  },
  {
    league: 'GOLF:US:PGA Tour',
    title: ({ year }) => `The Sentry ${year} - Winner`,
    settles: [1, 11],
    field: GOLFERS,
  },
  {
    league: 'GOLF:INT:Majors',
    title: ({ year }) => `The Masters ${year} - Winner`,
    settles: [4, 12],
    field: GOLFERS,
  },
  {
    league: 'GOLF:INT:Majors',
    title: ({ year }) => `The Open Championship ${year} - Winner`,
    settles: [7, 19],
    field: GOLFERS,
  },
  {
    league: 'FORM:INT:Formula 1 World Championship',
    title: ({ year }) => `Formula 1 ${year} - Drivers' Championship`,
    settles: [12, 6],
    field: F1_DRIVERS,
    marketName: "Drivers' Championship Winner",
  },
  {
    league: 'FORM:INT:Formula 1 World Championship',
    title: ({ year }) => `Formula 1 ${year} - Constructors' Championship`,
    settles: [12, 6],
    field: F1_CONSTRUCTORS,
    marketName: "Constructors' Championship Winner",
  },
  {
    league: 'CSGO:INT:IEM Katowice',
    title: ({ year }) => `IEM Katowice ${year} - Winner`,
    settles: [2, 8],
    field: 'league',
  },
  { league: 'LOLS:KR:LCK', title: ({ year }) => `LCK ${year} - Winner`, settles: [9, 6], field: 'league' },
];

/** The most runners an outright lists; the rest of a big field is not priced. */
const MAX_RUNNERS = 30;
const DAY = 86_400_000;

export interface OutrightLeague {
  paths: readonly [EventPathRef, EventPathRef, EventPathRef];
  sport: { id: number; code: string };
  competitors: readonly Competitor[];
}

export function createOutrights(input: {
  now: Date;
  league: (key: string) => OutrightLeague;
  markets: MarketBuilder;
  nextEventId: () => number;
}): DemoEvent[] {
  return DEFINITIONS.map((definition) => {
    const { paths, sport, competitors } = input.league(definition.league);
    const settles = nextDate(input.now, definition.settles, definition.cycle);
    const year = settles.getUTCFullYear();
    const title = definition.title({ season: seasonEnding(settles), year });
    const runners =
      definition.field === 'league'
        ? [...competitors]
            .sort((a, b) => b.rating - a.rating)
            .map((c) => ({ name: c.name, rating: c.rating }))
        : definition.field.map((name, i, all) => ({
            name,
            rating: 1 - (2 * i) / Math.max(1, all.length - 1),
          }));
    const field = runners.slice(0, MAX_RUNNERS);
    // A softmax of ratings: a clear favourite, a long tail, as outright books look.
    const weights = field.map((r) => Math.exp(3.5 * r.rating));
    const id = input.nextEventId();
    const eventDate = settles.toISOString();
    const feedCode = `sr:season:${92_000 + (id % 100_000)}`;
    const type = definition.type ?? T.outrightWinner;
    return {
      id,
      description: title,
      sportId: sport.id,
      sportCode: sport.code,
      slug: eventSlug({ id, description: title }),
      eventType: 'RANKEVENT',
      eventDate,
      eventPaths: [...paths],
      opponents: [],
      feedCode,
      liveStreaming: false,
      isFinished: false,
      leagueId: paths[2].id,
      markets: input.markets.build({ id, eventDate, feedCode }, [
        {
          type,
          period: P.fullTime,
          description: definition.marketName ?? type.name,
          outcomes: field.map((runner, i) => ({ description: runner.name, probability: weights[i] ?? 0 })),
          margin: outrightMargin(field.length),
        },
      ]),
    };
  });
}

/** The next `month`/`day` (15:00 UTC) at least three weeks after `now`, in a year of the cycle. */
export function nextDate(
  now: Date,
  [month, day]: readonly [number, number],
  cycle: { every: number; from: number } = { every: 1, from: 0 },
): Date {
  for (let year = now.getUTCFullYear(); ; year++) {
    if ((((year - cycle.from) % cycle.every) + cycle.every) % cycle.every !== 0) continue;
    const date = new Date(Date.UTC(year, month - 1, day, 15));
    if (date.getTime() >= now.getTime() + 21 * DAY) return date;
  }
}

/** '2026/27' for a season that ends in 2027 (seasons ending before August started the year before). */
function seasonEnding(settles: Date): string {
  const end = settles.getUTCFullYear();
  const start = settles.getUTCMonth() < 7 ? end - 1 : end;
  return start === end ? String(end) : `${start}/${String(end % 100).padStart(2, '0')}`;
}

function roman(value: number): string {
  const numerals: readonly (readonly [number, string])[] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let out = '';
  for (const [amount, letters] of numerals) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}
