import { SPORT_CODE_ALIASES } from './sport-id-space.ts';

/**
 * The fixed sport list of SPEC.md §3 "Sport": about 100 entries with stable ids and codes.
 * FOOT 240, BASK 227, TENN 239 and CRIC 215 are the ids the spec gives; the rest are ours,
 * allocated once and never reused, so that slugs such as `240-FOOT` stay valid forever.
 */
export type SportGroup = 'REGULAR' | 'ESPORTS';

export interface SportDefinition {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly group: SportGroup;
}

const sport = (id: number, code: string, name: string, group: SportGroup = 'REGULAR'): SportDefinition => ({
  id,
  code,
  name,
  group,
});

export const SPORTS: readonly SportDefinition[] = [
  sport(240, 'FOOT', 'Football'),
  sport(227, 'BASK', 'Basketball'),
  sport(239, 'TENN', 'Tennis'),
  sport(215, 'CRIC', 'Cricket'),
  sport(226, 'ICEH', 'Ice Hockey'),
  sport(1000, 'AMFO', 'American Football'),
  sport(1001, 'BASE', 'Baseball'),
  sport(1100, 'VOLL', 'Volleyball'),
  sport(1200, 'HAND', 'Handball'),
  sport(1300, 'RUGU', 'Rugby Union'),
  sport(1301, 'RUGL', 'Rugby League'),
  sport(1400, 'SNOO', 'Snooker'),
  sport(1401, 'POOL', 'Pool'),
  sport(1500, 'DART', 'Darts'),
  sport(1600, 'GOLF', 'Golf'),
  sport(1700, 'BOXI', 'Boxing'),
  sport(1701, 'MMA', 'MMA'),
  sport(1800, 'MOSP', 'Motor Sport'),
  sport(1801, 'FORM', 'Formula 1'),
  sport(1802, 'MOGP', 'MotoGP'),
  sport(1803, 'NASC', 'NASCAR'),
  sport(1804, 'SPWY', 'Speedway'),
  sport(1900, 'CYCL', 'Cycling'),
  sport(2000, 'TABL', 'Table Tennis'),
  sport(2001, 'BADM', 'Badminton'),
  sport(2002, 'SQUA', 'Squash'),
  sport(2003, 'PADE', 'Padel'),
  sport(2100, 'FUTS', 'Futsal'),
  sport(2101, 'BEVO', 'Beach Volleyball'),
  sport(2102, 'BESO', 'Beach Soccer'),
  sport(2103, 'WAPO', 'Water Polo'),
  sport(2104, 'FLOO', 'Floorball'),
  sport(2105, 'BAND', 'Bandy'),
  sport(2106, 'FIHO', 'Field Hockey'),
  sport(2107, 'NETB', 'Netball'),
  sport(2108, 'LACR', 'Lacrosse'),
  sport(2109, 'AURL', 'Australian Rules'),
  sport(2110, 'GAEL', 'Gaelic Football'),
  sport(2111, 'HURL', 'Hurling'),
  sport(2112, 'KABA', 'Kabaddi'),
  sport(2113, 'SOFT', 'Softball'),
  sport(2114, 'CURL', 'Curling'),
  sport(2115, 'BOWL', 'Bowls'),
  sport(2116, 'SEPA', 'Sepak Takraw'),
  sport(2117, 'PESA', 'Pesapallo'),
  sport(2118, 'HORS', 'Horse Racing'),
  sport(2119, 'GREY', 'Greyhounds'),
  sport(2120, 'TROT', 'Trotting'),
  sport(2121, 'ALPS', 'Alpine Skiing'),
  sport(2122, 'BIAT', 'Biathlon'),
  sport(2123, 'XCSK', 'Cross-Country Skiing'),
  sport(2124, 'SKIJ', 'Ski Jumping'),
  sport(2125, 'SNBD', 'Snowboarding'),
  sport(2126, 'FIGS', 'Figure Skating'),
  sport(2127, 'SPSK', 'Speed Skating'),
  sport(2128, 'BOBS', 'Bobsleigh'),
  sport(2129, 'ATHL', 'Athletics'),
  sport(2130, 'SWIM', 'Swimming'),
  sport(2131, 'ROWI', 'Rowing'),
  sport(2132, 'SAIL', 'Sailing'),
  sport(2133, 'SURF', 'Surfing'),
  sport(2134, 'TRIA', 'Triathlon'),
  sport(2135, 'GYMN', 'Gymnastics'),
  sport(2136, 'WEIG', 'Weightlifting'),
  sport(2137, 'WRES', 'Wrestling'),
  sport(2138, 'JUDO', 'Judo'),
  sport(2139, 'TAEK', 'Taekwondo'),
  sport(2140, 'KICK', 'Kickboxing'),
  sport(2141, 'FENC', 'Fencing'),
  sport(2142, 'ARCH', 'Archery'),
  sport(2143, 'SHOO', 'Shooting'),
  sport(2144, 'EQUE', 'Equestrian'),
  sport(2145, 'CHES', 'Chess'),
  sport(2146, 'POKE', 'Poker'),
  sport(2147, 'POLI', 'Politics'),
  sport(2148, 'ENTE', 'Entertainment'),
  sport(2149, 'SPEC', 'Specials'),
  sport(2150, 'OLYM', 'Olympics'),
  sport(2151, 'HOCK', 'Roller Hockey'),
  sport(2152, 'RINK', 'Rink Hockey'),
  sport(2153, 'CANO', 'Canoeing'),
  sport(2154, 'CLIM', 'Climbing'),
  sport(2155, 'BMXR', 'BMX Racing'),
  sport(2156, 'TRAC', 'Track Cycling'),
  sport(2157, 'SUMO', 'Sumo'),
  sport(2158, 'DRAG', 'Dragon Boat'),
  sport(2159, 'CHIN', 'Chinlone'),
  sport(2160, 'TEQU', 'Teqball'),
  sport(2161, 'ULTI', 'Ultimate'),
  sport(2162, 'COMB', 'Combat Sports'),
  sport(3000, 'ESPT', 'Esports'),
  sport(3001, 'CSGO', 'Counter-Strike', 'ESPORTS'),
  sport(3002, 'DOTA', 'Dota 2', 'ESPORTS'),
  sport(3003, 'LOLS', 'League of Legends', 'ESPORTS'),
  sport(3004, 'VALO', 'Valorant', 'ESPORTS'),
  sport(3005, 'EFOT', 'eFootball', 'ESPORTS'),
  sport(3006, 'EBSK', 'eBasketball', 'ESPORTS'),
  sport(3007, 'ECRI', 'eCricket', 'ESPORTS'),
  sport(3008, 'VICR', 'Virtual Cricket', 'ESPORTS'),
  sport(3009, 'VKBD', 'Virtual Kabaddi', 'ESPORTS'),
  sport(3010, 'RAIN', 'Rainbow Six', 'ESPORTS'),
  sport(3011, 'SC2', 'StarCraft II', 'ESPORTS'),
];

const byCode = new Map(SPORTS.map((s) => [s.code, s]));
const byId = new Map(SPORTS.map((s) => [s.id, s]));

export function sportByCode(code: string): SportDefinition | undefined {
  return byCode.get(SPORT_CODE_ALIASES[code] ?? code);
}

export function sportById(id: number): SportDefinition | undefined {
  return byId.get(id);
}

/** Sports whose events are races: a card of runners, each event one Win market (docs/decisions/each-way.md). */
export const RACE_SPORT_CODES: readonly string[] = ['HORS', 'GREY'];

/**
 * A race sport's events are races, not outrights: the pages say "Races" and give their off times,
 * and their place terms are a race's (place-terms.ts).
 */
export function isRaceSport(code: string | undefined): boolean {
  return code !== undefined && RACE_SPORT_CODES.includes(code);
}

/**
 * The tabs of a sport's page (§2): a sport with no games today (racing, golf) opens on its
 * outrights, and offers no highlights (a list of games it would show empty).
 */
export function sportPageTabs(counts: {
  eventCount: number;
  outrightCount: number;
}): ('highlights' | 'competitions' | 'outrights')[] {
  if (counts.eventCount === 0 && counts.outrightCount > 0) return ['outrights', 'competitions'];
  return counts.outrightCount > 0
    ? ['highlights', 'competitions', 'outrights']
    : ['highlights', 'competitions'];
}
