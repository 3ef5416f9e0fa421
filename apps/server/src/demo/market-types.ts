import type { MarketPeriod } from '@sb/contract';

/**
 * Market types of the demo book. Ids are stable (bets, coupons, brand margins and the web's corners
 * setting refer to them) and shared across sports where the bet is the same bet: a three-way
 * result is type 1 in football, handball and ice hockey alike. The table is repeated in
 * docs/decisions/demo-data.md.
 */
export interface MarketType {
  id: number;
  name: string;
  /** marketTypeInfo.style: how the web lays the outcomes out. */
  style: string;
}

const t = (id: number, name: string, style: string): MarketType => ({ id, name, style });

export const MARKET_TYPES = {
  // Results and goals (football and the other goal sports)
  matchResult: t(1, 'Match Result', 'THREE_WAY'),
  doubleChance: t(2, 'Double Chance', 'DOUBLE_CHANCE'),
  bothTeamsToScore: t(3, 'Both Teams To Score', 'TWO_WAY'),
  totalGoals: t(4, 'Total Goals', 'OVER_UNDER'),
  asianHandicap: t(5, 'Asian Handicap', 'HANDICAP'),
  correctScore: t(6, 'Correct Score', 'CORRECT_SCORE'),
  halfTimeFullTime: t(7, 'Half-Time/Full-Time', 'HTFT'),
  drawNoBet: t(8, 'Draw No Bet', 'TWO_WAY'),
  totalCorners: t(9, 'Total Corners', 'OVER_UNDER'),
  mostCorners: t(10, 'Most Corners', 'THREE_WAY'),
  teamTotalGoals: t(11, 'Team Total Goals', 'OVER_UNDER'),
  europeanHandicap: t(12, 'European Handicap', 'THREE_WAY_HANDICAP'),
  oddEvenGoals: t(13, 'Odd/Even Goals', 'TWO_WAY'),
  firstTeamToScore: t(14, 'First Team To Score', 'THREE_WAY'),
  winToNil: t(15, 'Win To Nil', 'TWO_WAY'),
  cleanSheet: t(16, 'Clean Sheet', 'TWO_WAY'),
  resultAndBothTeamsToScore: t(17, 'Result & Both Teams To Score', 'COMBO'),
  resultAndTotalGoals: t(18, 'Result & Total Goals', 'COMBO'),
  highestScoringHalf: t(19, 'Highest Scoring Half', 'THREE_WAY'),
  totalBookings: t(20, 'Total Bookings', 'OVER_UNDER'),
  // Points and runs (basketball, american football, baseball, ice hockey, rugby, handball ...)
  moneyline: t(30, 'Moneyline', 'TWO_WAY'),
  pointSpread: t(31, 'Point Spread', 'HANDICAP'),
  totalPoints: t(32, 'Total Points', 'OVER_UNDER'),
  teamTotalPoints: t(33, 'Team Total Points', 'OVER_UNDER'),
  puckLine: t(34, 'Puck Line', 'HANDICAP'),
  runLine: t(35, 'Run Line', 'HANDICAP'),
  totalRuns: t(36, 'Total Runs', 'OVER_UNDER'),
  teamTotalRuns: t(37, 'Team Total Runs', 'OVER_UNDER'),
  // Head to head (tennis, volleyball, table tennis, darts, snooker, esports, combat sports)
  matchWinner: t(40, 'Match Winner', 'TWO_WAY'),
  setBetting: t(41, 'Set Betting', 'CORRECT_SCORE'),
  totalGames: t(42, 'Total Games', 'OVER_UNDER'),
  gameHandicap: t(43, 'Game Handicap', 'HANDICAP'),
  setWinner: t(44, 'Set Winner', 'TWO_WAY'),
  setHandicap: t(45, 'Set Handicap', 'HANDICAP'),
  totalSets: t(46, 'Total Sets', 'OVER_UNDER'),
  tiebreakInMatch: t(47, 'Tie-Break In Match', 'TWO_WAY'),
  legHandicap: t(48, 'Leg Handicap', 'HANDICAP'),
  totalLegs: t(49, 'Total Legs', 'OVER_UNDER'),
  mapWinner: t(50, 'Map Winner', 'TWO_WAY'),
  totalMaps: t(51, 'Total Maps', 'OVER_UNDER'),
  mapHandicap: t(52, 'Map Handicap', 'HANDICAP'),
  mapTotal: t(53, 'Map Total Rounds/Kills', 'OVER_UNDER'),
  frameHandicap: t(60, 'Frame Handicap', 'HANDICAP'),
  totalFrames: t(61, 'Total Frames', 'OVER_UNDER'),
  most180s: t(62, 'Most 180s', 'THREE_WAY'),
  centuryInMatch: t(63, 'Century Break In Match', 'TWO_WAY'),
  methodOfVictory: t(70, 'Method Of Victory', 'METHOD'),
  totalRounds: t(71, 'Total Rounds', 'OVER_UNDER'),
  goTheDistance: t(72, 'Fight To Go The Distance', 'TWO_WAY'),
  // Cricket
  topTeamBatsman: t(80, 'Top Team Batsman', 'OUTRIGHT'),
  mostSixes: t(81, 'Most Sixes', 'THREE_WAY'),
  tossWinner: t(82, 'Toss Winner', 'TWO_WAY'),
  highestOpeningPartnership: t(83, 'Highest Opening Partnership', 'TWO_WAY'),
  // Outrights
  outrightWinner: t(90, 'Outright Winner', 'OUTRIGHT'),
  topGoalscorer: t(91, 'Top Goalscorer', 'OUTRIGHT'),
  // Races (horse racing, greyhounds): the one market of a race, each-way by the race's place terms
  raceWin: t(92, 'Win', 'OUTRIGHT'),
} as const satisfies Record<string, MarketType>;

/**
 * settings.combination_only_market_type_ids: thin markets (little liquidity, easy to know more than
 * the book) taken only as legs of a multiple or a system, never as a single (RES-00103).
 */
export const COMBINATION_ONLY_MARKET_TYPE_IDS: number[] = [
  MARKET_TYPES.oddEvenGoals.id,
  MARKET_TYPES.highestScoringHalf.id,
  MARKET_TYPES.most180s.id,
  MARKET_TYPES.mostSixes.id,
  MARKET_TYPES.tossWinner.id,
];

/** settings.corners_market_type_ids: the markets the web shows under a corners heading. */
export const CORNERS_MARKET_TYPE_IDS: readonly number[] = [
  MARKET_TYPES.totalCorners.id,
  MARKET_TYPES.mostCorners.id,
];

/** Period type ids of period.periodType.id. */
export const PERIOD_TYPES = {
  fullTime: 1,
  regularTime: 2,
  half: 3,
  quarter: 4,
  set: 5,
  map: 6,
  period: 7,
  innings: 8,
} as const;

const period = (
  id: number,
  abbreviation: string,
  description: string,
  sequence: number,
  periodTypeId: number,
  fullDescription = description,
): MarketPeriod => ({
  id,
  abbreviation,
  fullAbbreviation: abbreviation,
  description,
  fullDescription,
  sequence,
  periodType: { id: periodTypeId, inRunning: false },
});

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'] as const;
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/**
 * Periods a market is priced for. Sequence orders the market groups of an event page: full time
 * (0) first, then halves, quarters, sets, maps, periods or innings in playing order.
 */
export const PERIODS = {
  fullTime: period(1, 'FT', 'Full Time', 0, PERIOD_TYPES.fullTime, 'Full Time (incl. overtime)'),
  regularTime: period(2, 'RT', 'Regular Time', 0, PERIOD_TYPES.regularTime, 'Regular Time (60 minutes)'),
  firstHalf: period(11, 'H1', '1st Half', 1, PERIOD_TYPES.half),
  secondHalf: period(12, 'H2', '2nd Half', 2, PERIOD_TYPES.half),
  firstFiveInnings: period(13, 'F5', '1st 5 Innings', 1, PERIOD_TYPES.innings),
  quarter: (n: number) => period(20 + n, `Q${n}`, `${ordinal(n)} Quarter`, 2 + n, PERIOD_TYPES.quarter),
  set: (n: number) => period(30 + n, `S${n}`, `${ordinal(n)} Set`, n, PERIOD_TYPES.set),
  map: (n: number) => period(40 + n, `MAP${n}`, `Map ${n}`, n, PERIOD_TYPES.map),
  hockeyPeriod: (n: number) => period(50 + n, `P${n}`, `${ordinal(n)} Period`, n, PERIOD_TYPES.period),
  innings: (n: number) => period(60 + n, `INN${n}`, `${ordinal(n)} Innings`, n, PERIOD_TYPES.innings),
  /** Baseball's inning (cricket has innings in the singular too, but the word differs). */
  inning: (n: number) => period(70 + n, `I${n}`, `${ordinal(n)} Inning`, 1 + n, PERIOD_TYPES.innings),
} as const;
