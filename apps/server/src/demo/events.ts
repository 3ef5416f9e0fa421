import type { EventPathRef } from '@sb/contract';
import { eventSlug } from '@sb/domain';
import { makeClubs } from './club-names.ts';
import type { DemoCountry } from './countries.ts';
import type { DemoEvent } from './demo-catalog.ts';
import type { DemoLeague } from './leagues.ts';
import type { MarketBuilder } from './market-builder.ts';
import { templateFor } from './market-templates/index.ts';
import { makePlayers } from './players.ts';
import { marginsFor } from './prices.ts';
import type { Random } from './prng.ts';
import { scheduleSlots, type SlotGroup } from './schedule.ts';

/** A club, player or pair with a stable opponent id and a rating (about +1 best .. -1 worst). */
export interface Competitor {
  id: number;
  name: string;
  rating: number;
  /** Weight class of a fighter; 0 elsewhere. */
  division: number;
}

/** Lower leagues are more even: the spread of ratings narrows with the tier. */
const RATING_SPREAD = { 1: 1, 2: 0.85, 3: 0.7 } as const;

/** Ratings from a list ordered strongest first, with some noise so that the table is not fixed. */
function ranked(
  names: readonly string[],
  tier: 1 | 2 | 3,
  random: Random,
): { name: string; rating: number }[] {
  const spread = RATING_SPREAD[tier];
  return names.map((name, i) => ({
    name,
    rating: spread * (1 - (2 * i) / Math.max(1, names.length - 1)) + random.normal(0, 0.15),
  }));
}

export function buildCompetitors(
  league: DemoLeague,
  country: DemoCountry,
  random: Random,
  opponentId: (name: string) => number,
): Competitor[] {
  const field = league.field;
  const withIds = (list: { name: string; rating: number }[], division = 0) =>
    list.map((c) => ({ ...c, id: opponentId(c.name), division }));
  switch (field.kind) {
    case 'teams':
    case 'players':
      return withIds(ranked(field.names, league.tier, random));
    case 'clubs':
      return withIds(
        makeClubs(country, league.sportCode, 16, random).map((name) => ({
          name,
          rating: random.normal(0, 0.55),
        })),
      );
    case 'generated':
      return withIds(
        makePlayers(field.pools, field.gender, field.count, random).map((name) => ({
          name,
          rating: random.normal(0, 0.6),
        })),
      );
    case 'divisions':
      return field.divisions.flatMap((names, division) =>
        withIds(ranked(names, league.tier, random), division),
      );
  }
}

export interface Fixture {
  home: Competitor;
  away: Competitor;
  start: Date;
}

/**
 * The league's fixtures in the next 14 days: slots from its schedule, each slot group (a round, a
 * day, a card) pairing competitors who do not play elsewhere in that group. Tournaments draw
 * without replacement over the whole event, as a knockout lists each player once.
 */
export function planFixtures(
  league: DemoLeague,
  competitors: readonly Competitor[],
  utcOffset: number,
  now: Date,
  random: Random,
): Fixture[] {
  const pairsPerRound = Math.floor(competitors.length / 2);
  const wanted = league.events ?? pairsPerRound * (league.rounds ?? 1);
  const perGroup =
    league.schedule === 'daily'
      ? Math.min(pairsPerRound, Math.ceil(wanted / 12))
      : league.schedule === 'tournament'
        ? Math.min(pairsPerRound, Math.ceil(wanted / 5))
        : league.schedule === 'fight-night'
          ? Math.ceil(wanted / 2)
          : pairsPerRound;
  const groups: SlotGroup[] = scheduleSlots({ league, utcOffset, now, perGroup, random });
  const fixtures: Fixture[] = [];
  // A knockout lists each player once: tournaments draw without replacement until the field is used.
  let pool: Competitor[] = [];
  const fromPool = (): readonly [Competitor, Competitor] | undefined => {
    if (pool.length < 2) pool = random.shuffle(competitors);
    const a = pool.pop();
    const b = pool.pop();
    return a && b ? [a, b] : undefined;
  };
  for (const group of groups) {
    const used = new Set<number>();
    for (const start of group.starts) {
      if (fixtures.length >= wanted) return fixtures;
      const pair =
        league.field.kind === 'divisions'
          ? fight(competitors, used, fixtures.length, random)
          : league.schedule === 'tournament'
            ? fromPool()
            : twoUnused(competitors, used, random);
      if (!pair) continue;
      const [home, away] = pair;
      used.add(home.id).add(away.id);
      fixtures.push({ home, away, start });
    }
  }
  return fixtures;
}

function twoUnused(
  competitors: readonly Competitor[],
  used: ReadonlySet<number>,
  random: Random,
): readonly [Competitor, Competitor] | undefined {
  const free = competitors.filter((c) => !used.has(c.id));
  const [a, b] = random.sample(free, 2);
  return a && b ? [a, b] : undefined;
}

/** A fight inside one weight class, the classes taking turns down the card. */
function fight(competitors: readonly Competitor[], used: ReadonlySet<number>, index: number, random: Random) {
  const divisions = Math.max(...competitors.map((c) => c.division)) + 1;
  for (let shift = 0; shift < divisions; shift++) {
    const division = (index + shift) % divisions;
    const pair = twoUnused(
      competitors.filter((c) => c.division === division),
      used,
      random,
    );
    if (pair) return pair;
  }
  return undefined;
}

export interface MatchInput {
  league: DemoLeague;
  sport: { id: number; code: string };
  paths: readonly [EventPathRef, EventPathRef, EventPathRef];
  fixture: Fixture;
}

/** A pre-match event with its priced markets ('Home v Away'). */
export function createMatch(
  input: MatchInput,
  ctx: { random: Random; markets: MarketBuilder; eventId: number },
): DemoEvent {
  const { league, sport, paths, fixture } = input;
  const { random } = ctx;
  const id = ctx.eventId;
  const home = { id: fixture.home.id, description: fixture.home.name };
  const away = { id: fixture.away.id, description: fixture.away.name };
  const description = `${home.description} v ${away.description}`;
  const eventDate = fixture.start.toISOString();
  const feedCode = `sr:match:${48_000_000 + id}`;
  const specs = templateFor(sport.code)({
    home,
    away,
    homeRating: fixture.home.rating,
    awayRating: fixture.away.rating,
    neutral: league.neutral ?? false,
    tier: league.tier,
    margins: marginsFor(league.tier),
    scoring: league.scoring,
    format: league.format,
    random,
  });
  // Traders lock a market now and then (team news, a price under review): a few show suspended.
  if (random.chance(0.015) && specs[0]) specs[0] = { ...specs[0], suspended: true };
  if (random.chance(0.05) && specs.length > 1) {
    const index = random.int(1, specs.length - 1);
    const spec = specs[index];
    if (spec) specs[index] = { ...spec, suspended: true };
  }
  const streamed = league.tier === 1 ? 0.55 : league.tier === 2 ? 0.3 : 0.12;
  return {
    id,
    description,
    sportId: sport.id,
    sportCode: sport.code,
    slug: eventSlug({ id, description }),
    eventType: 'GAMEEVENT',
    eventDate,
    eventPaths: [...paths],
    opponents: [home, away],
    feedCode,
    liveStreaming: random.chance(streamed),
    isFinished: false,
    leagueId: paths[2].id,
    markets: ctx.markets.build({ id, eventDate, feedCode }, specs),
  };
}
