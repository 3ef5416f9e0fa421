import type { EventPathRef } from '@sb/contract';
import { SPORTS, sportByCode } from '@sb/domain';
import { brandMargins, coupons, CURRENCIES, LANGUAGES, settings, SUBMENUS, TABS } from './content.ts';
import { COUNTRIES, countryByCode } from './countries.ts';
import type { DemoCatalog, DemoEvent, DemoEventPath, DemoSport } from './demo-catalog.ts';
import {
  createMatch,
  createOutright,
  kickOff,
  OUTRIGHT_DAYS,
  participantsOf,
  type EventFactoryContext,
} from './events.ts';
import { LEAGUES, FIRST_NAMES, LAST_NAMES } from './leagues.ts';
import { MarketBuilder } from './market-builder.ts';
import { createRandom } from './prng.ts';
import { slugify as slug } from '@sb/domain';

/** Sports listed first in menus; the rest follow alphabetically (SPEC.md §2 side menu AZ Sports). */
const SPORT_PRIORITY = [
  'FOOT',
  'BASK',
  'TENN',
  'ICEH',
  'CRIC',
  'AMFO',
  'BASE',
  'VOLL',
  'HAND',
  'RUGU',
  'DART',
  'SNOO',
  'TABL',
  'MMA',
  'CSGO',
];

const COUNTRY_NODE_BASE = 100_000;
const LEAGUE_NODE_BASE = 200_000;
const FIRST_EVENT_ID = 1_000_001;

/**
 * The demo sportsbook: every sport of the fixed list, countries and leagues, about 1,700 pre-match
 * events over the next 14 days with priced markets, outrights, and the brand's CMS content.
 * Pure and deterministic: the same seed and clock give the same catalogue.
 */
export function generateDemoCatalog(options: { now: Date; seed?: number }): DemoCatalog {
  const { now } = options;
  const random = createRandom(options.seed ?? 20261123);

  const sports: DemoSport[] = [...SPORTS]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name))
    .map((s, index) => ({ id: s.id, code: s.code, name: s.name, group: s.group, orderNo: index + 1 }));

  const eventPaths: DemoEventPath[] = sports.map((s) => ({
    id: s.id,
    parentId: null,
    sportId: s.id,
    type: 'SPORT',
    description: s.name,
    slug: slug(s.name),
    code: s.code,
    orderNo: s.orderNo,
  }));
  const countryNodes = new Map<string, DemoEventPath>();
  let nextCountryNode = COUNTRY_NODE_BASE;
  let nextLeagueNode = LEAGUE_NODE_BASE;

  const countryNode = (sportId: number, code: string): DemoEventPath => {
    const key = `${sportId}:${code}`;
    const existing = countryNodes.get(key);
    if (existing) return existing;
    const country = countryByCode(code);
    const node: DemoEventPath = {
      id: nextCountryNode++,
      parentId: sportId,
      sportId,
      type: 'COUNTRY',
      description: country.name,
      slug: slug(country.name),
      code,
      orderNo: code === 'INT' ? 0 : COUNTRIES.findIndex((c) => c.code === code) + 1,
    };
    countryNodes.set(key, node);
    eventPaths.push(node);
    return node;
  };
  const leagueNode = (sportId: number, countryCode: string, name: string, orderNo: number) => {
    const parent = countryNode(sportId, countryCode);
    const node: DemoEventPath = {
      id: nextLeagueNode++,
      parentId: parent.id,
      sportId,
      type: 'LEAGUE',
      description: name,
      slug: slug(name),
      orderNo,
    };
    eventPaths.push(node);
    return { parent, node };
  };
  const ref = (node: DemoEventPath): EventPathRef => ({
    id: node.id,
    description: node.description,
    slug: node.slug,
  });
  const sportRef = (sportId: number): EventPathRef =>
    ref(eventPaths.find((p) => p.id === sportId) as DemoEventPath);

  let nextEventId = FIRST_EVENT_ID;
  const opponentIds = new Map<string, number>();
  const ctx: EventFactoryContext = {
    random,
    markets: new MarketBuilder(10_000_001, 50_000_001),
    nextEventId: () => nextEventId++,
    // The same club or player keeps one opponent id across leagues.
    nextOpponentId: (name) => {
      const known = opponentIds.get(name);
      if (known !== undefined) return known;
      const id = 500_001 + opponentIds.size;
      opponentIds.set(name, id);
      return id;
    },
  };

  const events: DemoEvent[] = [];
  const leagueIdsByName = new Map<string, number>();
  const participantsByLeague = new Map<number, string[]>();
  LEAGUES.forEach((league, index) => {
    const sport = sportByCode(league.sportCode);
    if (!sport) throw new Error(`league ${league.name} names unknown sport ${league.sportCode}`);
    const { parent, node } = leagueNode(sport.id, league.countryCode, league.name, index + 1);
    leagueIdsByName.set(`${league.sportCode}:${league.countryCode}:${league.name}`, node.id);
    const paths = [sportRef(sport.id), ref(parent), ref(node)] as const;
    // International club competitions draw their clubs from every country's cities.
    const home = countryByCode(league.countryCode).cities;
    const cities =
      home.length > 0
        ? home
        : random.sample(
            COUNTRIES.flatMap((c) => c.cities.slice(0, 2)),
            16,
          );
    const participants = participantsOf(league, cities, random);
    participantsByLeague.set(node.id, participants);
    for (let i = 0; i < league.events; i++) {
      const [home, away] = random.sample(participants, 2);
      if (!home || !away) continue;
      events.push(createMatch(ctx, sport, paths, home, away, kickOff(now, random)));
    }
  });

  const leagueId = (key: string) => {
    const id = leagueIdsByName.get(key);
    if (id === undefined) throw new Error(`no league ${key}`);
    return id;
  };
  const outright = (
    key: string,
    title: string,
    days: number,
    contenders?: readonly string[],
    topGoalscorer = false,
  ) => {
    const id = leagueId(key);
    const league = eventPaths.find((p) => p.id === id) as DemoEventPath;
    const country = eventPaths.find((p) => p.id === league.parentId) as DemoEventPath;
    const sport = sportByCode(key.split(':')[0] ?? '') ?? { id: league.sportId, code: '' };
    const field = contenders ?? participantsByLeague.get(id) ?? [];
    events.push(
      createOutright(
        ctx,
        sport,
        [sportRef(sport.id), ref(country), ref(league)],
        title,
        field.slice(0, 30),
        new Date(now.getTime() + days),
        topGoalscorer,
      ),
    );
  };
  const season = OUTRIGHT_DAYS.season;
  const soon = OUTRIGHT_DAYS.soon;
  const players = (count: number) =>
    random
      .sample(FIRST_NAMES, count)
      .map((first, i) => `${first} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`);
  outright('FOOT:GB-ENG:Premier League', 'Premier League 2026/27 - Winner', season);
  outright(
    'FOOT:GB-ENG:Premier League',
    'Premier League 2026/27 - Top Goalscorer',
    season,
    [
      'Erling Haaland',
      'Mohamed Salah',
      'Alexander Isak',
      'Cole Palmer',
      'Bukayo Saka',
      'Ollie Watkins',
      'Chris Wood',
      'Bryan Mbeumo',
      'Jean-Philippe Mateta',
      'Yoane Wissa',
      'Viktor Gyökeres',
      'Hugo Ekitiké',
    ],
    true,
  );
  outright('FOOT:GB-ENG:Championship', 'Championship 2026/27 - Winner', season);
  outright('FOOT:ES:LaLiga', 'LaLiga 2026/27 - Winner', season);
  outright('FOOT:IT:Serie A', 'Serie A 2026/27 - Winner', season);
  outright('FOOT:DE:Bundesliga', 'Bundesliga 2026/27 - Winner', season);
  outright('FOOT:FR:Ligue 1', 'Ligue 1 2026/27 - Winner', season);
  outright('FOOT:INT:UEFA Champions League', 'UEFA Champions League 2026/27 - Winner', season);
  outright('FOOT:INT:UEFA Europa League', 'UEFA Europa League 2026/27 - Winner', season);
  outright('FOOT:BR:Brasileirão Série A', 'Brasileirão 2026 - Winner', soon);
  outright('FOOT:TR:Süper Lig', 'Süper Lig 2026/27 - Winner', season);
  outright('BASK:US:NBA', 'NBA Championship 2026/27 - Winner', season);
  outright('BASK:INT:EuroLeague', 'EuroLeague 2026/27 - Winner', season);
  outright('ICEH:US:NHL', 'Stanley Cup 2026/27 - Winner', season);
  outright('AMFO:US:NFL', 'Super Bowl LXI - Winner', season / 2);
  outright('BASE:US:MLB', 'World Series 2027 - Winner', season * 1.8);
  outright('CRIC:IN:Indian Premier League', 'Indian Premier League 2027 - Winner', season);
  outright('TENN:INT:ATP Finals, Turin', 'ATP Finals 2026 - Winner', 6 * 86_400_000, players(8));
  outright(
    'DART:INT:PDC World Championship',
    'PDC World Championship 2027 - Winner',
    soon + 10 * 86_400_000,
    players(24),
  );
  outright('SNOO:INT:UK Championship', 'UK Championship 2026 - Winner', 14 * 86_400_000, players(16));
  outright('CSGO:INT:IEM Katowice', 'IEM Katowice 2027 - Winner', season / 2);
  outright('LOLS:KR:LCK', 'LCK 2027 - Winner', season);

  // Golf and Formula 1 offer outrights only: tournaments and championships, not head-to-heads.
  const golf = sportByCode('GOLF');
  const formula1 = sportByCode('FORM');
  if (golf) {
    const { parent, node } = leagueNode(golf.id, 'US', 'PGA Tour', LEAGUES.length + 1);
    leagueIdsByName.set('GOLF:US:PGA Tour', node.id);
    participantsByLeague.set(node.id, [
      'Scottie Scheffler',
      'Rory McIlroy',
      'Xander Schauffele',
      'Collin Morikawa',
      'Ludvig Åberg',
      'Jon Rahm',
      'Viktor Hovland',
      'Tommy Fleetwood',
      'Hideki Matsuyama',
      'Patrick Cantlay',
      'Shane Lowry',
      'Justin Thomas',
      'Bryson DeChambeau',
      'Tyrrell Hatton',
      'Sepp Straka',
      'Min Woo Lee',
    ]);
    void parent;
    outright('GOLF:US:PGA Tour', 'The Sentry 2027 - Winner', 45 * 86_400_000);
    outright('GOLF:US:PGA Tour', 'The Masters 2027 - Winner', 135 * 86_400_000);
  }
  if (formula1) {
    const { node } = leagueNode(formula1.id, 'INT', 'Formula 1 World Championship', LEAGUES.length + 2);
    leagueIdsByName.set('FORM:INT:Formula 1 World Championship', node.id);
    participantsByLeague.set(node.id, [
      'Max Verstappen',
      'Lando Norris',
      'Oscar Piastri',
      'Charles Leclerc',
      'Lewis Hamilton',
      'George Russell',
      'Kimi Antonelli',
      'Fernando Alonso',
      'Carlos Sainz',
      'Alexander Albon',
      'Pierre Gasly',
      'Isack Hadjar',
    ]);
    outright('FORM:INT:Formula 1 World Championship', "Formula 1 2027 - Drivers' Championship", season * 1.9);
  }

  const esportsSportIds = sports
    .filter((s) => s.group === 'ESPORTS' && events.some((e) => e.sportId === s.id))
    .map((s) => s.id);
  const { coupons: couponList, groups } = coupons({
    footballSportId: 240,
    basketballSportId: 227,
    tennisSportId: 239,
    uclLeagueId: leagueId('FOOT:INT:UEFA Champions League'),
    nbaLeagueId: leagueId('BASK:US:NBA'),
    esportsSportIds,
  });

  const sportsWithEvents = new Set(events.map((e) => e.sportId));
  return {
    sports,
    eventPaths,
    events,
    coupons: couponList,
    couponGroups: groups,
    tabs: TABS,
    topSports: sports
      .filter((s) => sportsWithEvents.has(s.id))
      .slice(0, 10)
      .map((s, i) => ({ id: s.id, code: s.code, name: s.name, orderNo: i + 1 })),
    submenus: SUBMENUS,
    currencies: CURRENCIES,
    languages: LANGUAGES,
    settings: { web: settings('web'), mobile: settings('mobile') },
    margins: brandMargins({
      premierLeague: leagueId('FOOT:GB-ENG:Premier League'),
      nba: leagueId('BASK:US:NBA'),
    }),
    ladderVersion: 1,
  };
}

function rank(code: string): number {
  const index = SPORT_PRIORITY.indexOf(code);
  return index === -1 ? SPORT_PRIORITY.length : index;
}
