import type { MarketPeriod } from '@sb/contract';

/**
 * Market types of the demo book. Ids are stable: bets and coupons refer to them. The table is
 * repeated in docs/decisions/demo-data.md.
 */
export interface MarketType {
  id: number;
  name: string;
  style: string;
}

const t = (id: number, name: string, style: string): MarketType => ({ id, name, style });

export const MARKET_TYPES = {
  matchResult: t(1, 'Match Result', 'THREE_WAY'),
  doubleChance: t(2, 'Double Chance', 'DOUBLE_CHANCE'),
  bothTeamsToScore: t(3, 'Both Teams To Score', 'TWO_WAY'),
  totalGoals: t(4, 'Total Goals', 'OVER_UNDER'),
  asianHandicap: t(5, 'Asian Handicap', 'HANDICAP'),
  correctScore: t(6, 'Correct Score', 'CORRECT_SCORE'),
  halfTimeFullTime: t(7, 'Half-Time/Full-Time', 'HTFT'),
  drawNoBet: t(8, 'Draw No Bet', 'TWO_WAY'),
  totalCorners: t(9, 'Total Corners', 'OVER_UNDER'),
  matchWinner: t(20, 'Match Winner', 'TWO_WAY'),
  setBetting: t(21, 'Set Betting', 'CORRECT_SCORE'),
  totalGames: t(22, 'Total Games', 'OVER_UNDER'),
  gameHandicap: t(23, 'Game Handicap', 'HANDICAP'),
  setWinner: t(24, 'Set Winner', 'TWO_WAY'),
  moneyline: t(30, 'Moneyline', 'TWO_WAY'),
  pointSpread: t(31, 'Point Spread', 'HANDICAP'),
  totalPoints: t(32, 'Total Points', 'OVER_UNDER'),
  regularTimeResult: t(40, 'Regular Time Result', 'THREE_WAY'),
  moneylineInclOvertime: t(41, 'Moneyline (incl. Overtime)', 'TWO_WAY'),
  puckLine: t(42, 'Puck Line', 'HANDICAP'),
  totalGoalsHockey: t(43, 'Total Goals', 'OVER_UNDER'),
  winner: t(50, 'Winner', 'TWO_WAY'),
  winnerThreeWay: t(51, 'Match Result', 'THREE_WAY'),
  handicap: t(52, 'Handicap', 'HANDICAP'),
  total: t(53, 'Total', 'OVER_UNDER'),
  totalRuns: t(54, 'Total Runs', 'OVER_UNDER'),
  mapWinner: t(60, 'Map Winner', 'TWO_WAY'),
  totalMaps: t(61, 'Total Maps', 'OVER_UNDER'),
  outrightWinner: t(90, 'Outright Winner', 'OUTRIGHT'),
  topGoalscorer: t(91, 'Top Goalscorer', 'OUTRIGHT'),
} as const;

/** Market types whose markets are corners markets (settings.corners_market_type_ids). */
export const CORNERS_MARKET_TYPE_IDS = [MARKET_TYPES.totalCorners.id];

const period = (
  id: number,
  abbreviation: string,
  description: string,
  sequence: number,
  periodTypeId: number,
): MarketPeriod => ({
  id,
  abbreviation,
  fullAbbreviation: abbreviation,
  description,
  fullDescription: description,
  sequence,
  periodType: { id: periodTypeId, inRunning: false },
});

/** Period type ids: 1 full time (incl. overtime where the sport has it), 2 halves, 3 quarters, 4 sets, 5 maps, 6 periods, 7 regular time. */
export const PERIODS = {
  fullTime: period(1, 'FT', 'Full Time', 0, 1),
  regularTime: period(2, 'RT', 'Regular Time', 0, 7),
  firstHalf: period(11, 'H1', '1st Half', 1, 2),
  secondHalf: period(12, 'H2', '2nd Half', 2, 2),
  quarter: (n: number) => period(20 + n, `Q${n}`, `${ordinal(n)} Quarter`, n, 3),
  set: (n: number) => period(30 + n, `S${n}`, `${ordinal(n)} Set`, n, 4),
  map: (n: number) => period(40 + n, `MAP${n}`, `Map ${n}`, n, 5),
  hockeyPeriod: (n: number) => period(50 + n, `P${n}`, `${ordinal(n)} Period`, n, 6),
  innings: (n: number) => period(60 + n, `INN${n}`, `${ordinal(n)} Innings`, n, 6),
} as const;

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}
