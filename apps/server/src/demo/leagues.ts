import {
  ATP,
  BADMINTON_PLAYERS,
  BEACH_VOLLEYBALL_PAIRS,
  BOXING_DIVISIONS,
  PADEL_PAIRS,
  PDC_PLAYERS,
  PFL_DIVISIONS,
  SNOOKER_PLAYERS,
  TABLE_TENNIS_PLAYERS,
  TENNIS_NATIONS_MEN,
  TENNIS_NATIONS_WOMEN,
  UFC_DIVISIONS,
  WTA,
  type NamePoolKey,
} from './players.ts';
import * as T from './teams.ts';

/**
 * The competitions of the demo book, per sport and country, in menu order. A league says where its
 * competitors come from, how often it plays in the next 14 days and at what level (tier: 1 top
 * flight, 2 second tier, 3 lower), which sets the spread of ratings, the margin and the number of
 * markets offered, as a real trader would.
 */
export type Schedule =
  /** Domestic leagues: Friday to Monday, most on Saturday. */
  | 'weekend'
  /** A weekend round plus a Tuesday/Wednesday round (English Championship and below). */
  | 'weekend-midweek'
  /** Champions League: Tuesday and Wednesday evenings. */
  | 'tue-wed'
  /** Europa and Conference League: Thursday evenings. */
  | 'thursday'
  /** Every day (NBA, NHL, KHL, table tennis, esports ...). */
  | 'daily'
  /** NFL: Thursday, Sunday (most) and Monday. */
  | 'nfl'
  /** Fight cards: Saturday night. */
  | 'fight-night'
  /** A tournament over consecutive days from a start day. */
  | 'tournament';

export type Field =
  | { kind: 'teams'; names: readonly string[] }
  /** Clubs made from the country's cities. */
  | { kind: 'clubs' }
  | { kind: 'players'; names: readonly string[] }
  | { kind: 'generated'; pools: readonly NamePoolKey[]; gender: 'men' | 'women'; count: number }
  /** Weight classes: a fight is made inside one class. */
  | { kind: 'divisions'; divisions: readonly (readonly string[])[] };

export interface DemoLeague {
  sportCode: string;
  countryCode: string;
  name: string;
  tier: 1 | 2 | 3;
  field: Field;
  schedule: Schedule;
  /** Round-robin leagues: rounds in the next 14 days (every club plays once a round). */
  rounds?: number;
  /** Other competitions: events in the next 14 days. */
  events?: number;
  /** Goals, points or runs per game; the sport's usual level when absent. */
  scoring?: number;
  /** Sport-specific format: 'bo3', 'bo5', 'legs:6', 'sets:4', 'frames:6', 'T20', 'ODI', 'TEST'. */
  format?: string;
  /** Played at neutral venues: no home advantage. */
  neutral?: boolean;
  /** The venue's UTC offset when it is not the country's (tournaments under International). */
  utcOffset?: number;
}

type Options = Partial<Omit<DemoLeague, 'sportCode' | 'countryCode' | 'name' | 'field'>>;

const teams = (names: readonly string[]): Field => ({ kind: 'teams', names });
const clubs: Field = { kind: 'clubs' };
const players = (names: readonly string[]): Field => ({ kind: 'players', names });
const generated = (pools: readonly NamePoolKey[], gender: 'men' | 'women', count = 24): Field => ({
  kind: 'generated',
  pools,
  gender,
  count,
});

function league(
  sportCode: string,
  countryCode: string,
  name: string,
  field: Field,
  options: Options,
): DemoLeague {
  return { sportCode, countryCode, name, field, tier: 2, schedule: 'weekend', ...options };
}

const foot = (countryCode: string, name: string, field: Field, options: Options = {}) =>
  league('FOOT', countryCode, name, field, { rounds: 2, ...options });

const FOOTBALL: readonly DemoLeague[] = [
  foot('GB-ENG', 'Premier League', teams(T.PREMIER_LEAGUE), { tier: 1, scoring: 2.85 }),
  foot('GB-ENG', 'Championship', teams(T.CHAMPIONSHIP), {
    tier: 1,
    rounds: 3,
    schedule: 'weekend-midweek',
    scoring: 2.5,
  }),
  foot('GB-ENG', 'League One', teams(T.LEAGUE_ONE), { rounds: 1, scoring: 2.6 }),
  foot('GB-ENG', 'League Two', teams(T.LEAGUE_TWO), { tier: 3, rounds: 1, scoring: 2.55 }),
  foot('GB-ENG', 'FA Cup', teams(T.FA_CUP), { rounds: 1, scoring: 2.7 }),
  foot('GB-SCT', 'Premiership', teams(T.SCOTTISH_PREMIERSHIP), { scoring: 2.7 }),
  foot('GB-SCT', 'Championship', teams(T.SCOTTISH_CHAMPIONSHIP), { tier: 3, rounds: 1 }),
  foot('GB-WLS', 'Cymru Premier', teams(T.CYMRU_PREMIER), { tier: 3, rounds: 1, scoring: 3.0 }),
  foot('GB-NIR', 'NIFL Premiership', teams(T.NIFL_PREMIERSHIP), { tier: 3, rounds: 1 }),
  foot('IE', 'Premier Division', teams(T.LEAGUE_OF_IRELAND), { tier: 3, rounds: 1 }),
  foot('ES', 'LaLiga', teams(T.LALIGA), { tier: 1, scoring: 2.6 }),
  foot('ES', 'LaLiga 2', teams(T.LALIGA_2), { scoring: 2.3 }),
  foot('ES', 'Copa del Rey', teams(T.COPA_DEL_REY), { rounds: 1, schedule: 'tue-wed' }),
  foot('DE', 'Bundesliga', teams(T.BUNDESLIGA), { tier: 1, scoring: 3.1 }),
  foot('DE', '2. Bundesliga', teams(T.BUNDESLIGA_2), { scoring: 2.9 }),
  foot('DE', '3. Liga', teams(T.LIGA_3), { tier: 3, rounds: 1, scoring: 2.9 }),
  foot('IT', 'Serie A', teams(T.SERIE_A), { tier: 1, scoring: 2.6 }),
  foot('IT', 'Serie B', teams(T.SERIE_B), { scoring: 2.4 }),
  foot('FR', 'Ligue 1', teams(T.LIGUE_1), { tier: 1, scoring: 2.85 }),
  foot('FR', 'Ligue 2', teams(T.LIGUE_2), { scoring: 2.5 }),
  foot('NL', 'Eredivisie', teams(T.EREDIVISIE), { tier: 1, scoring: 3.2 }),
  foot('NL', 'Eerste Divisie', teams(T.EERSTE_DIVISIE), { tier: 3, rounds: 1, scoring: 3.2 }),
  foot('PT', 'Primeira Liga', teams(T.PRIMEIRA_LIGA), { tier: 1, scoring: 2.6 }),
  foot('BE', 'Pro League', teams(T.BELGIAN_PRO_LEAGUE), { scoring: 2.9 }),
  foot('TR', 'Süper Lig', teams(T.SUPER_LIG), { scoring: 2.9 }),
  foot('GR', 'Super League', teams(T.GREEK_SUPER_LEAGUE), { rounds: 1, scoring: 2.4 }),
  foot('AT', 'Bundesliga', teams(T.AUSTRIAN_BUNDESLIGA), { rounds: 1, scoring: 3.0 }),
  foot('CH', 'Super League', teams(T.SWISS_SUPER_LEAGUE), { rounds: 1, scoring: 3.0 }),
  foot('DK', 'Superliga', teams(T.DANISH_SUPERLIGA), { rounds: 1, scoring: 2.9 }),
  foot('SE', 'Allsvenskan', teams(T.ALLSVENSKAN), { rounds: 1, scoring: 2.8 }),
  foot('NO', 'Eliteserien', teams(T.ELITESERIEN), { rounds: 1, scoring: 3.0 }),
  foot('FI', 'Veikkausliiga', teams(T.VEIKKAUSLIIGA), { tier: 3, rounds: 1 }),
  foot('PL', 'Ekstraklasa', teams(T.EKSTRAKLASA), { rounds: 1, scoring: 2.7 }),
  foot('CZ', 'Chance Liga', teams(T.CHANCE_LIGA), { rounds: 1 }),
  foot('HR', 'HNL', teams(T.HNL), { tier: 3, rounds: 1 }),
  foot('RS', 'Super Liga', teams(T.SERBIAN_SUPER_LIGA), { tier: 3, rounds: 1 }),
  foot('RO', 'Liga I', teams(T.LIGA_I), { tier: 3, rounds: 1, scoring: 2.5 }),
  foot('UA', 'Premier League', teams(T.UKRAINIAN_PREMIER_LEAGUE), { tier: 3, rounds: 1, scoring: 2.5 }),
  foot('RU', 'Premier League', teams(T.RUSSIAN_PREMIER_LEAGUE), { tier: 3, rounds: 1, scoring: 2.5 }),
  foot('HU', 'NB I', teams(T.NB_I), { tier: 3, rounds: 1, scoring: 2.8 }),
  foot('SK', 'Niké liga', clubs, { tier: 3, rounds: 1 }),
  foot('BG', 'efbet Liga', clubs, { tier: 3, rounds: 1, scoring: 2.4 }),
  foot('CY', 'First Division', clubs, { tier: 3, rounds: 1 }),
  foot('IL', "Ligat ha'Al", teams(T.ISRAELI_PREMIER_LEAGUE), { tier: 3, rounds: 1 }),
  foot('US', 'MLS', teams(T.MLS), { rounds: 1, scoring: 3.0 }),
  foot('MX', 'Liga MX', teams(T.LIGA_MX), { rounds: 1, scoring: 2.7 }),
  foot('BR', 'Brasileirão Série A', teams(T.BRASILEIRAO_A), {
    tier: 1,
    scoring: 2.4,
    schedule: 'weekend-midweek',
  }),
  foot('BR', 'Brasileirão Série B', teams(T.BRASILEIRAO_B), { tier: 3, rounds: 1, scoring: 2.2 }),
  foot('AR', 'Liga Profesional', teams(T.LIGA_PROFESIONAL), { scoring: 2.1 }),
  foot('CL', 'Primera División', teams(T.CHILEAN_PRIMERA), { tier: 3, rounds: 1 }),
  foot('CO', 'Primera A', teams(T.COLOMBIAN_PRIMERA_A), { tier: 3, rounds: 1, scoring: 2.3 }),
  foot('UY', 'Primera División', teams(T.URUGUAYAN_PRIMERA), { tier: 3, rounds: 1, scoring: 2.3 }),
  foot('EC', 'LigaPro', clubs, { tier: 3, rounds: 1 }),
  foot('PE', 'Liga 1', clubs, { tier: 3, rounds: 1 }),
  foot('JP', 'J1 League', teams(T.J1_LEAGUE), { scoring: 2.6 }),
  foot('KR', 'K League 1', teams(T.K_LEAGUE_1), { rounds: 1, scoring: 2.6 }),
  foot('CN', 'Super League', teams(T.CHINESE_SUPER_LEAGUE), { tier: 3, rounds: 1, scoring: 2.9 }),
  foot('IN', 'Indian Super League', teams(T.INDIAN_SUPER_LEAGUE), { tier: 3, rounds: 1, scoring: 2.9 }),
  foot('TH', 'Thai League 1', clubs, { tier: 3, rounds: 1, scoring: 3.0 }),
  foot('AU', 'A-League Men', teams(T.A_LEAGUE_MEN), { rounds: 1, scoring: 3.1 }),
  foot('ZA', 'Premiership', teams(T.PSL_SOUTH_AFRICA), { tier: 3, rounds: 1, scoring: 2.2 }),
  foot('NG', 'NPFL', clubs, { tier: 3, rounds: 1, scoring: 2.1 }),
  foot('KE', 'Premier League', clubs, { tier: 3, rounds: 1, scoring: 2.2 }),
  foot('EG', 'Premier League', teams(T.EGYPTIAN_PREMIER_LEAGUE), { tier: 3, rounds: 1, scoring: 2.2 }),
  foot('MA', 'Botola Pro', clubs, { tier: 3, rounds: 1, scoring: 2.1 }),
  foot('SA', 'Saudi Pro League', teams(T.SAUDI_PRO_LEAGUE), { scoring: 3.0 }),
  foot('QA', 'Stars League', clubs, { tier: 3, rounds: 1, scoring: 3.2 }),
  foot('AE', 'UAE Pro League', clubs, { tier: 3, rounds: 1, scoring: 3.1 }),
  foot('INT', 'UEFA Champions League', teams(T.CHAMPIONS_LEAGUE), { tier: 1, schedule: 'tue-wed' }),
  foot('INT', 'UEFA Europa League', teams(T.EUROPA_LEAGUE), { tier: 1, rounds: 1, schedule: 'thursday' }),
  foot('INT', 'UEFA Conference League', teams(T.CONFERENCE_LEAGUE), { rounds: 1, schedule: 'thursday' }),
  foot('INT', 'UEFA Nations League', teams(T.EUROPEAN_NATIONS), { rounds: 1, scoring: 2.4 }),
  foot('INT', 'International Friendlies', teams(T.WORLD_NATIONS), {
    tier: 3,
    rounds: 1,
    neutral: true,
    scoring: 2.4,
  }),
];

const bask = (countryCode: string, name: string, field: Field, options: Options) =>
  league('BASK', countryCode, name, field, { rounds: 2, ...options });

const BASKETBALL: readonly DemoLeague[] = [
  bask('US', 'NBA', teams(T.NBA), { tier: 1, schedule: 'daily', events: 45, scoring: 228 }),
  bask('US', 'NCAA', teams(T.NCAA_BASKETBALL), { schedule: 'daily', events: 14, scoring: 148 }),
  bask('INT', 'EuroLeague', teams(T.EUROLEAGUE), { tier: 1, schedule: 'daily', events: 20, scoring: 163 }),
  bask('INT', 'EuroCup', teams(T.EUROCUP), { rounds: 1, schedule: 'tue-wed', scoring: 165 }),
  bask('ES', 'Liga ACB', teams(T.LIGA_ACB), { rounds: 1, scoring: 166 }),
  bask('DE', 'BBL', teams(T.BBL), { rounds: 1, scoring: 170 }),
  bask('IT', 'Lega Basket Serie A', teams(T.LEGA_BASKET), { rounds: 1, scoring: 164 }),
  bask('FR', 'LNB Élite', teams(T.LNB_ELITE), { rounds: 1, scoring: 166 }),
  bask('TR', 'Basketbol Süper Ligi', teams(T.BASKETBOL_SUPER_LIGI), { rounds: 1, scoring: 164 }),
  bask('GR', 'Greek Basket League', teams(T.GREEK_BASKET_LEAGUE), { tier: 3, rounds: 1, scoring: 156 }),
  bask('CN', 'CBA', teams(T.CBA), { schedule: 'daily', events: 14, scoring: 206 }),
  bask('AU', 'NBL', teams(T.NBL), { scoring: 178 }),
  bask('JP', 'B.League', teams(T.B_LEAGUE), { rounds: 1, scoring: 160 }),
  bask('KR', 'KBL', teams(T.KBL), { tier: 3, schedule: 'daily', events: 10, scoring: 158 }),
  bask('BR', 'NBB', teams(T.NBB), { tier: 3, rounds: 1, scoring: 162 }),
];

const tenn = (name: string, field: Field, options: Options) =>
  league('TENN', 'INT', name, field, { schedule: 'tournament', neutral: true, format: 'bo3', ...options });

const TENNIS: readonly DemoLeague[] = [
  tenn('ATP Paris', players(ATP), { utcOffset: 1, tier: 1, events: 16 }),
  tenn('ATP Basel', players(ATP.slice(6)), { utcOffset: 1, tier: 1, events: 12 }),
  tenn('WTA Doha', players(WTA), { utcOffset: 3, tier: 1, events: 14 }),
  tenn('WTA Dubai', players(WTA.slice(4)), { utcOffset: 4, tier: 1, events: 12 }),
  tenn('ATP Challenger Helsinki', generated(['nordic', 'german', 'czech', 'french', 'anglo'], 'men'), {
    utcOffset: 2,
    events: 16,
  }),
  tenn('ATP Challenger Montevideo', generated(['spanish', 'brazilian', 'italian'], 'men'), {
    utcOffset: -3,
    events: 16,
  }),
  tenn('ATP Challenger Yokohama', generated(['japanese', 'chinese', 'indian', 'anglo'], 'men'), {
    utcOffset: 9,
    events: 12,
  }),
  tenn('WTA 125 Angers', generated(['french', 'czech', 'italian', 'ukrainian', 'german'], 'women'), {
    utcOffset: 1,
    events: 12,
  }),
  tenn('ITF Men Monastir', generated(['french', 'italian', 'spanish', 'german', 'indian'], 'men'), {
    utcOffset: 1,
    tier: 3,
    events: 12,
  }),
  tenn('ITF Women Antalya', generated(['ukrainian', 'czech', 'german', 'japanese', 'spanish'], 'women'), {
    utcOffset: 3,
    tier: 3,
    events: 12,
  }),
  tenn('Davis Cup Finals', players(TENNIS_NATIONS_MEN), { utcOffset: 1, events: 6 }),
  tenn('Billie Jean King Cup Finals', players(TENNIS_NATIONS_WOMEN), { utcOffset: 8, events: 6 }),
];

const ICE_HOCKEY: readonly DemoLeague[] = [
  league('ICEH', 'US', 'NHL', teams(T.NHL), { tier: 1, schedule: 'daily', events: 32, scoring: 6.1 }),
  league('ICEH', 'US', 'AHL', teams(T.AHL), { tier: 3, schedule: 'weekend', rounds: 1, scoring: 6.0 }),
  league('ICEH', 'RU', 'KHL', teams(T.KHL), { schedule: 'daily', events: 16, scoring: 5.0 }),
  league('ICEH', 'SE', 'SHL', teams(T.SHL), { schedule: 'daily', events: 10, scoring: 5.2 }),
  league('ICEH', 'FI', 'Liiga', teams(T.LIIGA), { schedule: 'daily', events: 10, scoring: 5.3 }),
  league('ICEH', 'DE', 'DEL', teams(T.DEL), { schedule: 'daily', events: 10, scoring: 5.8 }),
  league('ICEH', 'CH', 'National League', teams(T.SWISS_NATIONAL_LEAGUE), { rounds: 1, scoring: 5.6 }),
  league('ICEH', 'CZ', 'Extraliga', teams(T.CZECH_EXTRALIGA), { rounds: 1, scoring: 5.4 }),
];

const CRICKET: readonly DemoLeague[] = [
  league('CRIC', 'INT', 'Test Series', teams(T.CRICKET_NATIONS), {
    utcOffset: 5.5,
    tier: 1,
    schedule: 'tournament',
    events: 3,
    format: 'TEST',
  }),
  league('CRIC', 'INT', 'One Day Internationals', teams(T.CRICKET_NATIONS), {
    utcOffset: 5.5,
    tier: 1,
    schedule: 'tournament',
    events: 6,
    format: 'ODI',
  }),
  league('CRIC', 'INT', 'T20 Internationals', teams(T.CRICKET_NATIONS), {
    utcOffset: 5.5,
    tier: 1,
    schedule: 'tournament',
    events: 8,
    format: 'T20',
  }),
  league('CRIC', 'IN', 'Indian Premier League', teams(T.IPL), {
    tier: 1,
    schedule: 'daily',
    events: 8,
    format: 'T20',
  }),
  league('CRIC', 'AU', 'Big Bash League', teams(T.BIG_BASH), { schedule: 'daily', events: 8, format: 'T20' }),
  league('CRIC', 'GB-ENG', 'The Hundred', teams(T.THE_HUNDRED), {
    schedule: 'daily',
    events: 4,
    format: 'T20',
  }),
  league('CRIC', 'GB-ENG', 'County Championship', teams(T.COUNTY_CHAMPIONSHIP), {
    rounds: 1,
    format: 'TEST',
  }),
  league('CRIC', 'ZA', 'SA20', teams(T.SA20), { schedule: 'daily', events: 6, format: 'T20' }),
];

const AMERICAN: readonly DemoLeague[] = [
  league('AMFO', 'US', 'NFL', teams(T.NFL), { tier: 1, schedule: 'nfl', rounds: 2, scoring: 45 }),
  league('AMFO', 'US', 'NCAAF', teams(T.NCAAF), { rounds: 1, scoring: 55 }),
  league('AMFO', 'CA', 'CFL', teams(T.CFL), { tier: 3, rounds: 1, scoring: 50 }),
  league('BASE', 'US', 'MLB', teams(T.MLB), { tier: 1, schedule: 'daily', events: 10, scoring: 8.8 }),
  league('BASE', 'JP', 'NPB', teams(T.NPB), { schedule: 'daily', events: 12, scoring: 6.8 }),
  league('BASE', 'KR', 'KBO', teams(T.KBO), { schedule: 'daily', events: 10, scoring: 10 }),
  league('BASE', 'MX', 'LMP', teams(T.LMP), { tier: 3, schedule: 'daily', events: 8, scoring: 9 }),
  league('BASE', 'AU', 'ABL', teams(T.ABL), { tier: 3, rounds: 2, scoring: 10 }),
];

const FIH_NATIONS = [
  'Netherlands',
  'Belgium',
  'Germany',
  'Australia',
  'India',
  'Argentina',
  'Spain',
  'England',
];

const TEAM_SPORTS: readonly DemoLeague[] = [
  league('VOLL', 'IT', 'SuperLega', teams(T.SUPERLEGA), { tier: 1, rounds: 2, format: 'bo5' }),
  league('VOLL', 'PL', 'PlusLiga', teams(T.PLUSLIGA), { rounds: 1, format: 'bo5' }),
  league('VOLL', 'TR', 'Efeler Ligi', teams(T.EFELER_LIGI), { rounds: 1, format: 'bo5' }),
  league('VOLL', 'BR', 'Superliga', teams(T.SUPERLIGA_VOLEI), { tier: 3, rounds: 1, format: 'bo5' }),
  league('VOLL', 'INT', 'CEV Champions League', teams(T.CEV_CHAMPIONS_LEAGUE), {
    rounds: 1,
    schedule: 'tue-wed',
    format: 'bo5',
  }),
  league('HAND', 'DE', 'Handball-Bundesliga', teams(T.HANDBALL_BUNDESLIGA), {
    tier: 1,
    rounds: 1,
    scoring: 58,
  }),
  league('HAND', 'FR', 'Starligue', teams(T.STARLIGUE), { rounds: 1, scoring: 60 }),
  league('HAND', 'ES', 'Liga ASOBAL', teams(T.LIGA_ASOBAL), { rounds: 1, scoring: 56 }),
  league('HAND', 'DK', 'Herre Handbold Ligaen', teams(T.HERRE_HANDBOLD_LIGAEN), { rounds: 1, scoring: 61 }),
  league('HAND', 'INT', 'EHF Champions League', teams(T.EHF_CHAMPIONS_LEAGUE), {
    tier: 1,
    rounds: 1,
    schedule: 'thursday',
    scoring: 60,
  }),
  league('RUGU', 'GB-ENG', 'Premiership Rugby', teams(T.PREMIERSHIP_RUGBY), {
    tier: 1,
    rounds: 2,
    scoring: 52,
  }),
  league('RUGU', 'FR', 'Top 14', teams(T.TOP_14), { tier: 1, rounds: 1, scoring: 50 }),
  league('RUGU', 'INT', 'United Rugby Championship', teams(T.URC), { rounds: 1, scoring: 52 }),
  league('RUGU', 'INT', 'Autumn Nations Series', teams(T.RUGBY_NATIONS), { tier: 1, rounds: 1, scoring: 46 }),
  league('RUGL', 'AU', 'NRL', teams(T.NRL), { rounds: 1, scoring: 42 }),
  league('RUGL', 'GB-ENG', 'Super League', teams(T.SUPER_LEAGUE_RUGBY), { rounds: 1, scoring: 40 }),
  league('AURL', 'AU', 'AFL', teams(T.AFL), { rounds: 1, scoring: 165 }),
  league('FUTS', 'ES', 'Primera División de Futsal', clubs, { rounds: 1, scoring: 6.2 }),
  league('FUTS', 'BR', 'Liga Nacional de Futsal', clubs, { tier: 3, rounds: 1, scoring: 6.8 }),
  league('FLOO', 'SE', 'SSL', clubs, { rounds: 1, scoring: 10 }),
  league('FLOO', 'FI', 'F-liiga', clubs, { tier: 3, rounds: 1, scoring: 10.5 }),
  league('BAND', 'SE', 'Elitserien', clubs, { tier: 3, rounds: 1, scoring: 8 }),
  league('WAPO', 'INT', 'LEN Champions League', teams(T.LEN_CHAMPIONS_LEAGUE), {
    tier: 3,
    rounds: 1,
    scoring: 21,
  }),
  league('FIHO', 'INT', 'FIH Pro League', teams(FIH_NATIONS), {
    tier: 3,
    rounds: 1,
    scoring: 5,
  }),
  league('GAEL', 'IE', 'All-Ireland Club Championship', clubs, { tier: 3, rounds: 1, scoring: 34 }),
  league('NETB', 'AU', 'Super Netball', teams(T.SUPER_NETBALL), { tier: 3, rounds: 1, scoring: 122 }),
  league('KABA', 'IN', 'Pro Kabaddi League', teams(T.PRO_KABADDI), {
    tier: 3,
    schedule: 'daily',
    events: 10,
    scoring: 72,
  }),
];

const INDIVIDUAL: readonly DemoLeague[] = [
  league('DART', 'INT', 'PDC World Championship', players(PDC_PLAYERS), {
    utcOffset: 0,
    tier: 1,
    schedule: 'tournament',
    events: 24,
    format: 'sets:3',
    neutral: true,
  }),
  league('DART', 'INT', 'PDC Players Championship', players(PDC_PLAYERS.slice(8)), {
    utcOffset: 0,
    schedule: 'tournament',
    events: 16,
    format: 'legs:6',
    neutral: true,
  }),
  league('SNOO', 'INT', 'UK Championship', players(SNOOKER_PLAYERS), {
    utcOffset: 0,
    tier: 1,
    schedule: 'tournament',
    events: 16,
    format: 'frames:6',
    neutral: true,
  }),
  league('SNOO', 'INT', 'Scottish Open', players(SNOOKER_PLAYERS.slice(6)), {
    utcOffset: 0,
    schedule: 'tournament',
    events: 12,
    format: 'frames:4',
    neutral: true,
  }),
  league('TABL', 'INT', 'WTT Champions', players(TABLE_TENNIS_PLAYERS), {
    utcOffset: 1,
    tier: 1,
    schedule: 'tournament',
    events: 10,
    format: 'bo7',
    neutral: true,
  }),
  league('TABL', 'CZ', 'Czech Liga Pro', generated(['czech'], 'men', 16), {
    tier: 3,
    schedule: 'daily',
    events: 16,
    format: 'bo5',
    neutral: true,
  }),
  league('TABL', 'UA', 'Setka Cup', generated(['ukrainian'], 'men', 16), {
    tier: 3,
    schedule: 'daily',
    events: 16,
    format: 'bo5',
    neutral: true,
  }),
  league('BADM', 'INT', 'BWF World Tour Finals', players(BADMINTON_PLAYERS), {
    utcOffset: 8,
    schedule: 'tournament',
    events: 8,
    format: 'bo3',
    neutral: true,
  }),
  league('PADE', 'INT', 'Premier Padel Milano P1', players(PADEL_PAIRS), {
    utcOffset: 1,
    schedule: 'tournament',
    events: 6,
    format: 'bo3',
    neutral: true,
  }),
  league('BEVO', 'INT', 'Beach Pro Tour Finals', players(BEACH_VOLLEYBALL_PAIRS), {
    utcOffset: -3,
    schedule: 'tournament',
    events: 6,
    format: 'bo3',
    neutral: true,
  }),
  league(
    'MMA',
    'INT',
    'UFC Fight Night',
    { kind: 'divisions', divisions: UFC_DIVISIONS },
    {
      utcOffset: -5,
      tier: 1,
      schedule: 'fight-night',
      events: 12,
      neutral: true,
    },
  ),
  league(
    'MMA',
    'INT',
    'PFL',
    { kind: 'divisions', divisions: PFL_DIVISIONS },
    {
      utcOffset: -5,
      schedule: 'fight-night',
      events: 6,
      neutral: true,
    },
  ),
  league(
    'BOXI',
    'INT',
    'World Title Fights',
    { kind: 'divisions', divisions: BOXING_DIVISIONS },
    {
      utcOffset: 3,
      schedule: 'fight-night',
      events: 8,
      neutral: true,
    },
  ),
];

const esports = (sportCode: string, name: string, names: readonly string[], options: Options) =>
  league(sportCode, 'INT', name, teams(names), {
    schedule: 'daily',
    neutral: true,
    format: 'bo3',
    ...options,
  });

const ESPORTS: readonly DemoLeague[] = [
  esports('CSGO', 'IEM Katowice', T.CS_TEAMS, { tier: 1, events: 10 }),
  esports('CSGO', 'ESL Pro League', T.CS_TEAMS, { events: 14 }),
  esports('CSGO', 'BLAST Premier', T.CS_TEAMS.slice(0, 12), { events: 8 }),
  esports('DOTA', 'DreamLeague', T.DOTA_TEAMS, { tier: 1, events: 8 }),
  esports('DOTA', 'PGL Wallachia', T.DOTA_TEAMS, { events: 6 }),
  league('LOLS', 'KR', 'LCK', teams(T.LCK_TEAMS), { tier: 1, schedule: 'daily', events: 8, format: 'bo3' }),
  league('LOLS', 'CN', 'LPL', teams(T.LPL_TEAMS), { schedule: 'daily', events: 8, format: 'bo3' }),
  esports('LOLS', 'LEC', T.LEC_TEAMS, { events: 8 }),
  esports('VALO', 'VCT Masters', T.VALORANT_TEAMS, { tier: 1, events: 8 }),
  esports('VALO', 'VCT EMEA', T.VALORANT_TEAMS.slice(0, 10), { events: 6 }),
  esports('EFOT', 'Esoccer Battle - 8 mins play', T.ESOCCER_TEAMS, {
    tier: 3,
    events: 16,
    format: 'esoccer',
  }),
  esports('EBSK', 'Ebasketball H2H GG League - 4x5mins', T.EBASKETBALL_TEAMS, {
    tier: 3,
    events: 10,
    format: 'ebasketball',
  }),
];

export const LEAGUES: readonly DemoLeague[] = [
  ...FOOTBALL,
  ...BASKETBALL,
  ...TENNIS,
  ...ICE_HOCKEY,
  ...CRICKET,
  ...AMERICAN,
  ...TEAM_SPORTS,
  ...INDIVIDUAL,
  ...ESPORTS,
];

/** Competitions that only carry outrights here: no head-to-head fixtures in the next 14 days. */
export const OUTRIGHT_ONLY_LEAGUES: readonly { sportCode: string; countryCode: string; name: string }[] = [
  { sportCode: 'FOOT', countryCode: 'INT', name: 'UEFA European Championship' },
  { sportCode: 'TENN', countryCode: 'INT', name: 'Australian Open' },
  { sportCode: 'SNOO', countryCode: 'GB-ENG', name: 'World Championship' },
  { sportCode: 'GOLF', countryCode: 'US', name: 'PGA Tour' },
  { sportCode: 'GOLF', countryCode: 'INT', name: 'Majors' },
  { sportCode: 'FORM', countryCode: 'INT', name: 'Formula 1 World Championship' },
];
