import { COUNTRIES, type DemoCountry } from './countries.ts';
import type { Random } from './prng.ts';

/**
 * Clubs for leagues without a real list (lower divisions, smaller countries, minor sports): a city
 * of the country dressed the way that country names its clubs ('SV Paderborn', 'IFK Luleå',
 * 'Kayserispor'). Each city gives at most one club per league, so names never repeat.
 */
const FOOTBALL_STYLE: Readonly<Record<string, readonly string[]>> = {
  british: [
    '{city} Town',
    '{city} City',
    '{city} United',
    '{city} Rovers',
    '{city} Athletic',
    '{city} Albion',
  ],
  spanish: ['CD {city}', 'UD {city}', 'Real {city}', 'Atlético {city}', 'Deportivo {city}', '{city} CF'],
  german: ['FC {city}', 'SV {city}', 'VfB {city}', 'SC {city}', 'TSV {city}', '1. FC {city}'],
  italian: ['US {city}', 'AC {city}', '{city} Calcio', 'SS {city}'],
  french: ['FC {city}', 'AS {city}', 'Stade {city}', 'Olympique {city}', 'US {city}'],
  dutch: ['FC {city}', 'SC {city}', 'VV {city}', '{city} FC'],
  portuguese: ['SC {city}', 'FC {city}', 'Atlético {city}', 'EC {city}', 'Sport {city}'],
  nordic: ['{city} IF', '{city} FF', 'IFK {city}', '{city} BK', 'IK {city}'],
  eastern: ['FK {city}', 'Dinamo {city}', 'Slavia {city}', 'Lokomotiv {city}', 'Spartak {city}'],
  turkish: ['{city}spor', '{city} FK', '{city} Belediyespor'],
  asian: ['{city} FC', 'FC {city}', '{city} United', '{city} City'],
  arabic: ['Al {city}', '{city} SC', '{city} FC', 'Ittihad {city}'],
  african: ['{city} Stars', '{city} United', '{city} City', '{city} FC'],
};

const STYLE_OF_COUNTRY: Readonly<Record<string, keyof typeof FOOTBALL_STYLE>> = {
  'GB-ENG': 'british',
  'GB-SCT': 'british',
  'GB-WLS': 'british',
  'GB-NIR': 'british',
  IE: 'british',
  US: 'british',
  CA: 'british',
  AU: 'british',
  NZ: 'british',
  ES: 'spanish',
  MX: 'spanish',
  AR: 'spanish',
  CL: 'spanish',
  CO: 'spanish',
  UY: 'spanish',
  EC: 'spanish',
  PE: 'spanish',
  DE: 'german',
  AT: 'german',
  CH: 'german',
  IT: 'italian',
  FR: 'french',
  BE: 'french',
  MA: 'french',
  NL: 'dutch',
  PT: 'portuguese',
  BR: 'portuguese',
  SE: 'nordic',
  NO: 'nordic',
  DK: 'nordic',
  FI: 'nordic',
  PL: 'eastern',
  CZ: 'eastern',
  SK: 'eastern',
  HR: 'eastern',
  RS: 'eastern',
  RO: 'eastern',
  UA: 'eastern',
  RU: 'eastern',
  HU: 'eastern',
  BG: 'eastern',
  GR: 'eastern',
  CY: 'eastern',
  IL: 'eastern',
  TR: 'turkish',
  JP: 'asian',
  KR: 'asian',
  CN: 'asian',
  IN: 'asian',
  TH: 'asian',
  PH: 'asian',
  SA: 'arabic',
  QA: 'arabic',
  AE: 'arabic',
  EG: 'arabic',
  ZA: 'african',
  NG: 'african',
  KE: 'african',
};

/** Other sports name their clubs after the sport more than after the country. */
const SPORT_STYLE: Readonly<Record<string, readonly string[]>> = {
  BASK: ['{city} Basket', 'BC {city}', '{city} Kings', '{city} Bulls', '{city} Giants'],
  ICEH: ['HC {city}', '{city} IK', '{city} Lions', '{city} Wolves', '{city} Ice Tigers'],
  AMFO: ['{city} Wildcats', '{city} Tigers', '{city} Bulldogs', '{city} Spartans'],
  BASE: ['{city} Giants', '{city} Tigers', '{city} Swallows', '{city} Eagles'],
  VOLL: ['Volley {city}', '{city} VC', 'VK {city}', '{city} Volley'],
  HAND: ['HC {city}', '{city} Handball', 'HSG {city}', 'HK {city}'],
  FUTS: ['{city} Futsal', 'Inter {city}', 'FS {city}', '{city} Futsal Club'],
  FLOO: ['{city} IBK', 'IBF {city}', '{city} Innebandy'],
  BAND: ['{city} BK', 'IFK {city}', '{city} Bandy'],
  WAPO: ['VK {city}', '{city} Waterpolo', 'CN {city}'],
  RUGU: ['{city} RFC', '{city} Rugby', 'RC {city}'],
  RUGL: ['{city} Rhinos', '{city} Warriors', '{city} Tigers'],
  CRIC: ['{city} Strikers', '{city} Kings', '{city} Titans'],
  GAEL: ['{city}'],
  HURL: ['{city}'],
};

export function makeClubs(
  country: DemoCountry,
  sportCode: string,
  count: number,
  random: Random,
): readonly string[] {
  const patterns =
    sportCode === 'FOOT'
      ? FOOTBALL_STYLE[STYLE_OF_COUNTRY[country.code] ?? 'asian']
      : (SPORT_STYLE[sportCode] ?? ['{city}', '{city} Stars', '{city} Sharks']);
  // International club competitions draw on every country's capital-sized cities.
  const pool = country.cities.length > 0 ? country.cities : COUNTRIES.map((c) => c.cities[0] ?? c.name);
  const cities = random.shuffle(pool).slice(0, count);
  return cities.map((city) => {
    const name = random.pick(patterns ?? ['{city}']).replace('{city}', city);
    // 'Al {city}' of a city already called Al Khor is Al Khor, not Al Al Khor.
    return name.replace(/^Al Al /, 'Al ');
  });
}
