import { SPORTS, sportByCode, type SportDefinition } from '@sb/domain';
import {
  brandMargins,
  couponsFor,
  CURRENCIES,
  LANGUAGES,
  submenusFor,
  TABS,
  TOP_SPORT_CODES,
  type ContentIds,
} from './content.ts';
import { countryByCode } from './countries.ts';
import type { DemoCatalog, DemoEvent, DemoSport } from './demo-catalog.ts';
import { EventPathTree } from './event-paths.ts';
import { buildCompetitors, createMatch, planFixtures } from './events.ts';
import { LEAGUES, OUTRIGHT_ONLY_LEAGUES } from './leagues.ts';
import { MarketBuilder } from './market-builder.ts';
import { createOutrights, type OutrightLeague } from './outrights.ts';
import { createRandom } from './prng.ts';
import { createRaces } from './races.ts';
import { withStreams } from './streams.ts';
import { demoBrands } from './brands.ts';
import { menuLabels } from './menu-labels/menu-labels.ts';
import { settingsFor } from './settings.ts';

/** The seed the server uses unless told otherwise. */
export const DEFAULT_DEMO_SEED = 20_261_123;

const FIRST_EVENT_ID = 1_000_001;
const FIRST_MARKET_ID = 10_000_001;
const FIRST_OUTCOME_ID = 50_000_001;
/** Opponent ids: one per club or player and sport, the same in every league it plays in. */
const FIRST_OPPONENT_ID = 500_001;
/** The race cards draw from a stream of their own: the rest of the catalogue is as it was for a seed. */
const RACES_SEED_SALT = 0x2ace5;

/** Menu order: football, basketball, tennis, then the big betting sports, then A to Z. */
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
  'RUGL',
  'DART',
  'SNOO',
  'TABL',
  'MMA',
  'BOXI',
  'GOLF',
  'FORM',
  'CSGO',
  'DOTA',
  'LOLS',
  'VALO',
];

/**
 * The demo sportsbook: all sports of the fixed list, a sport > country > league tree, about 1,900
 * pre-match events over the next 14 days with priced markets, 30+ outrights, and the brand's CMS
 * content and settings. Pure and deterministic: the same seed and `now` give a deep-equal result.
 *
 * @example const catalog = generateDemoCatalog({ now: new Date() });
 * @public
 */
export function generateDemoCatalog(options: {
  now: Date;
  seed?: number;
  /** The demo host page's origin (http://host.localhost:8080): the brands it may frame list it. */
  hostPageOrigin?: string | undefined;
}): DemoCatalog {
  const { now } = options;
  const random = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const sports = orderedSports();
  const tree = new EventPathTree(sports);
  const markets = new MarketBuilder(FIRST_MARKET_ID, FIRST_OUTCOME_ID);
  const opponentIds = new Map<string, number>();
  const opponentId = (sportCode: string, name: string) => {
    const key = `${sportCode}:${name}`;
    const known = opponentIds.get(key);
    if (known !== undefined) return known;
    const id = FIRST_OPPONENT_ID + opponentIds.size;
    opponentIds.set(key, id);
    return id;
  };

  // Competitors first, league by league, so that opponent ids do not depend on the fixtures drawn.
  const leagues = LEAGUES.map((league) => {
    const sport = sportOf(league.sportCode);
    const country = countryByCode(league.countryCode);
    const node = tree.league(sport.id, country, league.name);
    const competitors = buildCompetitors(league, country, random, (name) => opponentId(sport.code, name));
    return { league, sport, country, node, competitors };
  });
  const byKey = new Map<string, OutrightLeague>();
  for (const { league, sport, node, competitors } of leagues) {
    byKey.set(`${league.sportCode}:${league.countryCode}:${league.name}`, {
      paths: tree.pathOf(node),
      sport,
      competitors,
    });
  }
  for (const extra of OUTRIGHT_ONLY_LEAGUES) {
    const sport = sportOf(extra.sportCode);
    const node = tree.league(sport.id, countryByCode(extra.countryCode), extra.name);
    byKey.set(`${extra.sportCode}:${extra.countryCode}:${extra.name}`, {
      paths: tree.pathOf(node),
      sport,
      competitors: [],
    });
  }
  const leagueByKey = (key: string): OutrightLeague => {
    const found = byKey.get(key);
    if (!found) throw new Error(`demo data names an unknown league ${key}`);
    return found;
  };

  let nextEventId = FIRST_EVENT_ID;
  const events: DemoEvent[] = [];
  for (const { league, sport, country, node, competitors } of leagues) {
    const fixtures = planFixtures(league, competitors, league.utcOffset ?? country.utcOffset, now, random);
    const paths = tree.pathOf(node);
    for (const fixture of fixtures) {
      events.push(
        createMatch({ league, sport, paths, fixture }, { random, markets, eventId: nextEventId++ }),
      );
    }
  }
  events.push(...createOutrights({ now, league: leagueByKey, markets, nextEventId: () => nextEventId++ }));
  // Last, so every id above (nodes, events, markets, outcomes) is the same with or without them.
  events.push(
    ...createRaces({
      now,
      random: createRandom((options.seed ?? DEFAULT_DEMO_SEED) ^ RACES_SEED_SALT),
      league: (sportCode, countryCode, course) => {
        const sport = sportOf(sportCode);
        return { paths: tree.pathOf(tree.league(sport.id, countryByCode(countryCode), course)), sport };
      },
      markets,
      nextEventId: () => nextEventId++,
    }),
  );

  const groupOf = new Map(sports.map((s) => [s.id, s.group]));
  const { events: streamedEvents, streams } = withStreams(events, (id) => groupOf.get(id));

  const leagueId = (key: string) => leagueByKey(key).paths[2].id;
  const ids: ContentIds = {
    football: sportOf('FOOT').id,
    basketball: sportOf('BASK').id,
    tennis: sportOf('TENN').id,
    iceHockey: sportOf('ICEH').id,
    cricket: sportOf('CRIC').id,
    esports: sports
      .filter((s) => s.group === 'ESPORTS' && events.some((e) => e.sportId === s.id))
      .map((s) => s.id),
    premierLeague: leagueId('FOOT:GB-ENG:Premier League'),
    topFiveLeagues: ['GB-ENG:Premier League', 'ES:LaLiga', 'DE:Bundesliga', 'IT:Serie A', 'FR:Ligue 1'].map(
      (key) => leagueId(`FOOT:${key}`),
    ),
    championsLeague: leagueId('FOOT:INT:UEFA Champions League'),
    nba: leagueId('BASK:US:NBA'),
    nhl: leagueId('ICEH:US:NHL'),
  };
  const { coupons, groups } = couponsFor(ids);
  return {
    sports,
    eventPaths: tree.nodes,
    events: streamedEvents,
    streams,
    coupons,
    couponGroups: groups,
    tabs: TABS,
    menuLabels: menuLabels(),
    topSports: TOP_SPORT_CODES.map((code, i) => {
      const sport = sportOf(code);
      return { id: sport.id, code: sport.code, name: sport.name, orderNo: i + 1 };
    }),
    submenus: submenusFor(ids),
    currencies: CURRENCIES,
    languages: LANGUAGES,
    brands: demoBrands(options.hostPageOrigin).map(({ settings, ...brand }) => ({
      ...brand,
      settings: { web: settingsFor('web', settings), mobile: settingsFor('mobile', settings) },
    })),
    margins: brandMargins(ids, events, now),
    ladderVersion: 1,
  };
}

function sportOf(code: string): SportDefinition {
  const sport = sportByCode(code);
  if (!sport) throw new Error(`demo data names an unknown sport ${code}`);
  return sport;
}

function orderedSports(): DemoSport[] {
  const rank = (code: string) => {
    const index = SPORT_PRIORITY.indexOf(code);
    return index === -1 ? SPORT_PRIORITY.length : index;
  };
  return [...SPORTS]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'en'))
    .map((s, i) => ({ id: s.id, code: s.code, name: s.name, group: s.group, orderNo: i + 1 }));
}
