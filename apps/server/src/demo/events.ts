import type { EventPathRef, Opponent } from '@sb/contract';
import type { DemoEvent } from './demo-catalog.ts';
import { CLUB_PATTERNS, FIRST_NAMES, LAST_NAMES, type DemoLeague } from './leagues.ts';
import { MarketBuilder } from './market-builder.ts';
import { MARKET_TYPES, PERIODS } from './market-types.ts';
import { templateFor } from './market-templates.ts';
import type { Random } from './prng.ts';
import { slugify as slug } from '@sb/domain';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Participants of a league: real clubs, clubs made from the country's cities, or players. */
export function participantsOf(league: DemoLeague, cities: readonly string[], random: Random): string[] {
  if (league.teams) return [...league.teams];
  if (league.participants === 'players') {
    const names = new Set<string>();
    while (names.size < 24) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
    return [...names];
  }
  const patterns = CLUB_PATTERNS[league.sportCode] ?? CLUB_PATTERNS.default ?? ['{city}'];
  const clubs = new Set<string>();
  for (const city of cities) {
    clubs.add(random.pick(patterns).replace('{city}', city));
    if (random.chance(0.4)) clubs.add(random.pick(patterns).replace('{city}', city));
  }
  return [...clubs];
}

/** Kick-off within the next 14 days, on the quarter hour, mostly afternoons and evenings (UTC). */
export function kickOff(now: Date, random: Random): Date {
  const day = random.int(0, 13);
  const hour = random.pick([11, 12, 13, 14, 15, 15, 16, 17, 17, 18, 18, 19, 19, 19, 20, 20, 21, 22, 1, 3]);
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + day * DAY + hour * HOUR,
  );
  start.setUTCMinutes(random.pick([0, 0, 15, 30, 30, 45]));
  // Events never start in the past nor within the next half hour.
  if (start.getTime() < now.getTime() + HOUR / 2)
    return new Date(start.getTime() + (day === 0 ? DAY : 0) + 7 * DAY);
  return start;
}

export interface EventFactoryContext {
  random: Random;
  markets: MarketBuilder;
  nextEventId: () => number;
  nextOpponentId: (name: string) => number;
}

export function createMatch(
  ctx: EventFactoryContext,
  sport: { id: number; code: string },
  paths: readonly [EventPathRef, EventPathRef, EventPathRef],
  home: string,
  away: string,
  eventDate: Date,
): DemoEvent {
  const id = ctx.nextEventId();
  const opponents: [Opponent, Opponent] = [
    { id: ctx.nextOpponentId(home), description: home },
    { id: ctx.nextOpponentId(away), description: away },
  ];
  const description = `${home} v ${away}`;
  const date = eventDate.toISOString();
  const feedCode = `F${id}`;
  return {
    id,
    description,
    sportId: sport.id,
    sportCode: sport.code,
    slug: `${slug(description)}-${id}`,
    eventType: 'GAMEEVENT',
    eventDate: date,
    eventPaths: [...paths],
    opponents,
    feedCode,
    liveStreaming: ctx.random.chance(0.3),
    isFinished: false,
    leagueId: paths[2].id,
    markets: ctx.markets.build(
      { id, eventDate: date, feedCode },
      templateFor(sport.code)(opponents, ctx.random),
    ),
  };
}

export function createOutright(
  ctx: EventFactoryContext,
  sport: { id: number; code: string },
  paths: readonly [EventPathRef, EventPathRef, EventPathRef],
  title: string,
  contenders: readonly string[],
  eventDate: Date,
  topGoalscorer = false,
): DemoEvent {
  const id = ctx.nextEventId();
  const date = eventDate.toISOString();
  const feedCode = `F${id}`;
  // Strength falls off with rank: the favourite is short, the field long.
  const weights = contenders.map((_, i) => 1 / Math.pow(i + 1.3, 1.35));
  const type = topGoalscorer ? MARKET_TYPES.topGoalscorer : MARKET_TYPES.outrightWinner;
  return {
    id,
    description: title,
    sportId: sport.id,
    sportCode: sport.code,
    slug: `${slug(title)}-${id}`,
    eventType: 'RANKEVENT',
    eventDate: date,
    eventPaths: [...paths],
    opponents: [],
    feedCode,
    liveStreaming: false,
    isFinished: false,
    leagueId: paths[2].id,
    markets: ctx.markets.build({ id, eventDate: date, feedCode }, [
      {
        type,
        period: PERIODS.fullTime,
        description: topGoalscorer ? 'Top Goalscorer' : 'Outright Winner',
        outcomes: contenders.map((name, i) => ({ description: name, probability: weights[i] ?? 0.01 })),
        margin: 20,
      },
    ]),
  };
}

export const OUTRIGHT_DAYS = { soon: 30 * DAY, season: 180 * DAY } as const;
