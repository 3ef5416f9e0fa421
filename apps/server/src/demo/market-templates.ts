import type { MarketSpec, OutcomeSpec, Pair } from './market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from './market-types.ts';
import { clampProbability, normalCdf, poissonOver, scoreMatrix, sumWhere } from './probability.ts';
import type { Random } from './prng.ts';

/**
 * Market templates per sport: fair probabilities from a simple strength model (home advantage and
 * a rating difference), consistent across a match's markets, priced by MarketBuilder.
 */
export type MarketTemplate = (pair: Pair, random: Random) => MarketSpec[];

const MAIN = 5.5;
const SIDE = 8;
const EXOTIC = 14;

const line = (value: number) => (value > 0 ? `+${value}` : `${value}`);
const twoWay = (pair: Pair, pHome: number): OutcomeSpec[] => [
  { description: pair[0].description, probability: clampProbability(pHome), opponentId: pair[0].id },
  { description: pair[1].description, probability: clampProbability(1 - pHome), opponentId: pair[1].id },
];
const overUnder = (pOver: number, value: number): OutcomeSpec[] => [
  { description: `Over ${value}`, probability: clampProbability(pOver), spread: value },
  { description: `Under ${value}`, probability: clampProbability(1 - pOver), spread: value },
];
const threeWay = (pair: Pair, home: number, draw: number, away: number): OutcomeSpec[] => [
  { description: pair[0].description, probability: home, opponentId: pair[0].id },
  { description: 'Draw', probability: draw },
  { description: pair[1].description, probability: away, opponentId: pair[1].id },
];

export const football: MarketTemplate = (pair, random) => {
  const diff = random.next() * 1.4 - 0.6;
  const home = Math.max(0.35, 1.45 + diff / 2 + 0.2);
  const away = Math.max(0.3, 1.25 - diff / 2);
  const ft = scoreMatrix(home, away);
  const h1 = scoreMatrix(home * 0.45, away * 0.45);
  const win = sumWhere(ft, (h, a) => h > a);
  const draw = sumWhere(ft, (h, a) => h === a);
  const loss = 1 - win - draw;
  const specs: MarketSpec[] = [
    {
      type: T.matchResult,
      period: P.fullTime,
      description: 'Match Result',
      outcomes: threeWay(pair, win, draw, loss),
      margin: MAIN,
    },
    {
      type: T.matchResult,
      period: P.firstHalf,
      description: '1st Half Result',
      outcomes: threeWay(
        pair,
        sumWhere(h1, (h, a) => h > a),
        sumWhere(h1, (h, a) => h === a),
        sumWhere(h1, (h, a) => h < a),
      ),
      margin: SIDE,
    },
    {
      type: T.doubleChance,
      period: P.fullTime,
      description: 'Double Chance',
      outcomes: [
        { description: `${pair[0].description} or Draw`, probability: win + draw },
        { description: `${pair[0].description} or ${pair[1].description}`, probability: win + loss },
        { description: `Draw or ${pair[1].description}`, probability: draw + loss },
      ],
      margin: SIDE,
    },
    {
      type: T.drawNoBet,
      period: P.fullTime,
      description: 'Draw No Bet',
      outcomes: twoWay(pair, win / (win + loss)),
      margin: MAIN,
    },
    {
      type: T.bothTeamsToScore,
      period: P.fullTime,
      description: 'Both Teams To Score',
      outcomes: [
        { description: 'Yes', probability: sumWhere(ft, (h, a) => h > 0 && a > 0) },
        { description: 'No', probability: sumWhere(ft, (h, a) => h === 0 || a === 0) },
      ],
      margin: MAIN,
    },
  ];
  for (const value of [0.5, 1.5, 2.5, 3.5, 4.5]) {
    specs.push({
      type: T.totalGoals,
      period: P.fullTime,
      description: `Total Goals Over/Under ${value}`,
      outcomes: overUnder(poissonOver(home + away, value), value),
      margin: MAIN,
    });
  }
  for (const value of [0.5, 1.5]) {
    specs.push({
      type: T.totalGoals,
      period: P.firstHalf,
      description: `1st Half Total Goals Over/Under ${value}`,
      outcomes: overUnder(poissonOver((home + away) * 0.45, value), value),
      margin: SIDE,
    });
  }
  for (const value of [-1.5, -0.5, 0.5, 1.5]) {
    const pHome = sumWhere(ft, (h, a) => h - a + value > 0);
    specs.push({
      type: T.asianHandicap,
      period: P.fullTime,
      description: `Asian Handicap ${line(value)}`,
      outcomes: [
        {
          description: `${pair[0].description} ${line(value)}`,
          probability: pHome,
          opponentId: pair[0].id,
          spread: value,
        },
        {
          description: `${pair[1].description} ${line(-value)}`,
          probability: 1 - pHome,
          opponentId: pair[1].id,
          spread: -value,
        },
      ],
      margin: MAIN,
    });
  }
  const scores: OutcomeSpec[] = [];
  let listed = 0;
  for (let h = 0; h <= 3; h++) {
    for (let a = 0; a <= 3; a++) {
      const p = ft[h]?.[a] ?? 0;
      listed += p;
      scores.push({ description: `${h}-${a}`, probability: p });
    }
  }
  scores.push({ description: 'Any other score', probability: 1 - listed });
  specs.push({
    type: T.correctScore,
    period: P.fullTime,
    description: 'Correct Score',
    outcomes: scores,
    margin: EXOTIC,
  });
  const half = {
    H: sumWhere(h1, (h, a) => h > a),
    D: sumWhere(h1, (h, a) => h === a),
    A: sumWhere(h1, (h, a) => h < a),
  };
  const full = { H: win, D: draw, A: loss };
  const names = { H: pair[0].description, D: 'Draw', A: pair[1].description };
  const htft: OutcomeSpec[] = [];
  for (const first of ['H', 'D', 'A'] as const) {
    for (const second of ['H', 'D', 'A'] as const) {
      // Leading at half time makes the same full-time result likelier: a simple correlation.
      const affinity = first === second ? 1.9 : first === 'D' ? 1 : 0.35;
      htft.push({
        description: `${names[first]} / ${names[second]}`,
        probability: half[first] * full[second] * affinity,
      });
    }
  }
  specs.push({
    type: T.halfTimeFullTime,
    period: P.fullTime,
    description: 'Half-Time/Full-Time',
    outcomes: htft,
    margin: EXOTIC,
  });
  const corners = 9.5 + random.next() * 2;
  for (const value of [8.5, 9.5, 10.5]) {
    specs.push({
      type: T.totalCorners,
      period: P.fullTime,
      description: `Total Corners Over/Under ${value}`,
      outcomes: overUnder(poissonOver(corners, value), value),
      margin: SIDE,
    });
  }
  if (random.chance(0.03)) specs[0] = { ...(specs[0] as MarketSpec), suspended: true };
  return specs;
};

/** Sports scored in points with a normal margin: basketball, american football, rugby, handball ... */
function pointsTemplate(options: {
  mean: number;
  spread: number;
  sd: number;
  homeEdge: number;
  parts?: { count: number; period: (n: number) => (typeof P)['fullTime'] };
  halves?: boolean;
  draw?: boolean;
}): MarketTemplate {
  return (pair, random) => {
    const margin = options.homeEdge + (random.next() - 0.5) * options.spread;
    const total = options.mean * (0.93 + random.next() * 0.14);
    const pHome = 1 - normalCdf(0, margin, options.sd);
    const specs: MarketSpec[] = [];
    if (options.draw) {
      const pDraw = normalCdf(0.5, margin, options.sd) - normalCdf(-0.5, margin, options.sd);
      specs.push({
        type: T.winnerThreeWay,
        period: P.fullTime,
        description: 'Match Result',
        outcomes: threeWay(
          pair,
          1 - normalCdf(0.5, margin, options.sd),
          pDraw,
          normalCdf(-0.5, margin, options.sd),
        ),
        margin: MAIN,
      });
    }
    specs.push({
      type: T.moneyline,
      period: P.fullTime,
      description: 'Moneyline',
      outcomes: twoWay(pair, pHome),
      margin: MAIN,
    });
    const spreadLine = Math.round(margin) + 0.5;
    for (const value of [spreadLine - 2, spreadLine, spreadLine + 2]) {
      const p = 1 - normalCdf(value, margin, options.sd);
      specs.push({
        type: T.pointSpread,
        period: P.fullTime,
        description: `Point Spread ${line(-value)}`,
        outcomes: [
          {
            description: `${pair[0].description} ${line(-value)}`,
            probability: clampProbability(p),
            opponentId: pair[0].id,
            spread: -value,
          },
          {
            description: `${pair[1].description} ${line(value)}`,
            probability: clampProbability(1 - p),
            opponentId: pair[1].id,
            spread: value,
          },
        ],
        margin: MAIN,
      });
    }
    const totalLine = Math.round(total) + 0.5;
    for (const value of [totalLine - 3, totalLine, totalLine + 3]) {
      specs.push({
        type: T.totalPoints,
        period: P.fullTime,
        description: `Total Points Over/Under ${value}`,
        outcomes: overUnder(1 - normalCdf(value, total, options.sd * 1.3), value),
        margin: MAIN,
      });
    }
    const partPeriods = [
      ...(options.halves ? [P.firstHalf, P.secondHalf] : []),
      ...(options.parts
        ? Array.from({ length: options.parts.count }, (_, i) => options.parts!.period(i + 1))
        : []),
    ];
    for (const part of partPeriods) {
      const share = part.periodType.id === 2 ? 0.5 : 1 / (options.parts?.count ?? 2);
      const sd = options.sd * Math.sqrt(share);
      specs.push({
        type: T.moneyline,
        period: part,
        description: `${part.description} Moneyline`,
        outcomes: twoWay(pair, 1 - normalCdf(0, margin * share, sd)),
        margin: SIDE,
      });
      const partTotal = Math.round(total * share) + 0.5;
      specs.push({
        type: T.totalPoints,
        period: part,
        description: `${part.description} Total Points Over/Under ${partTotal}`,
        outcomes: overUnder(1 - normalCdf(partTotal, total * share, sd * 1.3), partTotal),
        margin: SIDE,
      });
    }
    return specs;
  };
}

export const basketball = pointsTemplate({
  mean: 222,
  spread: 18,
  sd: 12,
  homeEdge: 2.5,
  halves: true,
  parts: { count: 4, period: P.quarter },
});
export const americanFootball = pointsTemplate({ mean: 45, spread: 14, sd: 13, homeEdge: 2, halves: true });
export const rugby = pointsTemplate({ mean: 48, spread: 20, sd: 12, homeEdge: 3, halves: true, draw: true });
export const handball = pointsTemplate({
  mean: 58,
  spread: 8,
  sd: 5,
  homeEdge: 1.5,
  halves: true,
  draw: true,
});
export const aussieRules = pointsTemplate({
  mean: 165,
  spread: 40,
  sd: 30,
  homeEdge: 6,
  parts: { count: 4, period: P.quarter },
});
export const baseball = pointsTemplate({ mean: 8.5, spread: 2, sd: 3.5, homeEdge: 0.3 });

export const tennis: MarketTemplate = (pair, random) => {
  const setP = 0.25 + random.next() * 0.5;
  const q = 1 - setP;
  const match = setP * setP + 2 * setP * setP * q;
  const expectedGames = 22 + (0.5 - Math.abs(setP - 0.5)) * 4;
  const gameEdge = (setP - 0.5) * 9;
  const specs: MarketSpec[] = [
    {
      type: T.matchWinner,
      period: P.fullTime,
      description: 'Match Winner',
      outcomes: twoWay(pair, match),
      margin: MAIN,
    },
    {
      type: T.setBetting,
      period: P.fullTime,
      description: 'Set Betting',
      outcomes: [
        { description: `${pair[0].description} 2-0`, probability: setP * setP },
        { description: `${pair[0].description} 2-1`, probability: 2 * setP * setP * q },
        { description: `${pair[1].description} 2-1`, probability: 2 * q * q * setP },
        { description: `${pair[1].description} 2-0`, probability: q * q },
      ],
      margin: SIDE,
    },
    {
      type: T.setWinner,
      period: P.set(1),
      description: '1st Set Winner',
      outcomes: twoWay(pair, setP),
      margin: SIDE,
    },
  ];
  for (const value of [20.5, 21.5, 22.5, 23.5]) {
    specs.push({
      type: T.totalGames,
      period: P.fullTime,
      description: `Total Games Over/Under ${value}`,
      outcomes: overUnder(1 - normalCdf(value, expectedGames, 4), value),
      margin: MAIN,
    });
  }
  for (const value of [-3.5, -1.5, 1.5, 3.5]) {
    const p = 1 - normalCdf(-value, gameEdge, 4.5);
    specs.push({
      type: T.gameHandicap,
      period: P.fullTime,
      description: `Game Handicap ${line(value)}`,
      outcomes: [
        {
          description: `${pair[0].description} ${line(value)}`,
          probability: clampProbability(p),
          opponentId: pair[0].id,
          spread: value,
        },
        {
          description: `${pair[1].description} ${line(-value)}`,
          probability: clampProbability(1 - p),
          opponentId: pair[1].id,
          spread: -value,
        },
      ],
      margin: MAIN,
    });
  }
  return specs;
};

export const iceHockey: MarketTemplate = (pair, random) => {
  const diff = random.next() * 1.2 - 0.5;
  const home = 3.1 + diff / 2;
  const away = 2.8 - diff / 2;
  const rt = scoreMatrix(home, away);
  const win = sumWhere(rt, (h, a) => h > a);
  const draw = sumWhere(rt, (h, a) => h === a);
  const specs: MarketSpec[] = [
    {
      type: T.regularTimeResult,
      period: P.regularTime,
      description: 'Regular Time Result',
      outcomes: threeWay(pair, win, draw, 1 - win - draw),
      margin: MAIN,
    },
    {
      type: T.moneylineInclOvertime,
      period: P.fullTime,
      description: 'Moneyline (incl. Overtime)',
      outcomes: twoWay(pair, win + draw * 0.52),
      margin: MAIN,
    },
  ];
  const puck = sumWhere(rt, (h, a) => h - a > 1.5);
  specs.push({
    type: T.puckLine,
    period: P.regularTime,
    description: 'Puck Line -1.5',
    outcomes: [
      { description: `${pair[0].description} -1.5`, probability: puck, opponentId: pair[0].id, spread: -1.5 },
      {
        description: `${pair[1].description} +1.5`,
        probability: 1 - puck,
        opponentId: pair[1].id,
        spread: 1.5,
      },
    ],
    margin: MAIN,
  });
  for (const value of [4.5, 5.5, 6.5]) {
    specs.push({
      type: T.totalGoalsHockey,
      period: P.regularTime,
      description: `Total Goals Over/Under ${value}`,
      outcomes: overUnder(poissonOver(home + away, value), value),
      margin: MAIN,
    });
  }
  for (let n = 1; n <= 3; n++) {
    const part = scoreMatrix(home / 3, away / 3, 6);
    specs.push({
      type: T.regularTimeResult,
      period: P.hockeyPeriod(n),
      description: `${P.hockeyPeriod(n).description} Result`,
      outcomes: threeWay(
        pair,
        sumWhere(part, (h, a) => h > a),
        sumWhere(part, (h, a) => h === a),
        sumWhere(part, (h, a) => h < a),
      ),
      margin: SIDE,
    });
  }
  return specs;
};

export const cricket: MarketTemplate = (pair, random) => {
  const p = 0.3 + random.next() * 0.4;
  const runs = 160 + Math.round(random.next() * 30);
  const specs: MarketSpec[] = [
    {
      type: T.matchWinner,
      period: P.fullTime,
      description: 'Match Winner',
      outcomes: twoWay(pair, p),
      margin: MAIN,
    },
  ];
  for (const value of [runs - 10.5, runs + 0.5, runs + 10.5]) {
    specs.push({
      type: T.totalRuns,
      period: P.innings(1),
      description: `1st Innings Total Runs Over/Under ${value}`,
      outcomes: overUnder(1 - normalCdf(value, runs, 18), value),
      margin: SIDE,
    });
  }
  specs.push({
    type: T.handicap,
    period: P.fullTime,
    description: 'Most Sixes',
    outcomes: twoWay(pair, 0.5 + (p - 0.5) / 2),
    margin: SIDE,
  });
  return specs;
};

/** Head-to-head sports with a winner, a handicap and a total: darts, snooker, table tennis, MMA ... */
function headToHead(options: {
  totalMean: number;
  totalSd: number;
  unit: string;
  handicap?: number;
  draw?: number;
}): MarketTemplate {
  return (pair, random) => {
    const p = 0.2 + random.next() * 0.6;
    const specs: MarketSpec[] = [];
    if (options.draw) {
      specs.push({
        type: T.winnerThreeWay,
        period: P.fullTime,
        description: 'Match Result',
        outcomes: threeWay(pair, p * (1 - options.draw), options.draw, (1 - p) * (1 - options.draw)),
        margin: MAIN,
      });
    }
    specs.push({
      type: T.winner,
      period: P.fullTime,
      description: 'Match Winner',
      outcomes: twoWay(pair, p),
      margin: MAIN,
    });
    if (options.handicap) {
      const h = options.handicap;
      const edge = (p - 0.5) * h * 3;
      const pCover = 1 - normalCdf(h, edge, h * 1.4);
      specs.push({
        type: T.handicap,
        period: P.fullTime,
        description: `${options.unit} Handicap -${h}`,
        outcomes: [
          {
            description: `${pair[0].description} -${h}`,
            probability: clampProbability(pCover),
            opponentId: pair[0].id,
            spread: -h,
          },
          {
            description: `${pair[1].description} +${h}`,
            probability: clampProbability(1 - pCover),
            opponentId: pair[1].id,
            spread: h,
          },
        ],
        margin: MAIN,
      });
    }
    const value = Math.round(options.totalMean) + 0.5;
    specs.push({
      type: T.total,
      period: P.fullTime,
      description: `Total ${options.unit} Over/Under ${value}`,
      outcomes: overUnder(1 - normalCdf(value, options.totalMean, options.totalSd), value),
      margin: MAIN,
    });
    return specs;
  };
}

export const darts = headToHead({ totalMean: 9.5, totalSd: 2, unit: 'Sets', handicap: 1.5 });
export const snooker = headToHead({ totalMean: 14, totalSd: 2.5, unit: 'Frames', handicap: 2.5 });
export const tableTennis = headToHead({ totalMean: 76, totalSd: 9, unit: 'Points', handicap: 1.5 });
export const combat = headToHead({ totalMean: 2.2, totalSd: 1, unit: 'Rounds', draw: 0.03 });
export const volleyball = headToHead({ totalMean: 3.8, totalSd: 0.8, unit: 'Sets', handicap: 1.5 });
export const generic = headToHead({ totalMean: 5.5, totalSd: 2, unit: 'Goals', handicap: 1.5, draw: 0.2 });

export const esports: MarketTemplate = (pair, random) => {
  const mapP = 0.3 + random.next() * 0.4;
  const q = 1 - mapP;
  const match = mapP * mapP + 2 * mapP * mapP * q;
  const specs: MarketSpec[] = [
    {
      type: T.matchWinner,
      period: P.fullTime,
      description: 'Match Winner',
      outcomes: twoWay(pair, match),
      margin: MAIN,
    },
  ];
  for (let n = 1; n <= 3; n++) {
    specs.push({
      type: T.mapWinner,
      period: P.map(n),
      description: `Map ${n} Winner`,
      outcomes: twoWay(pair, mapP),
      margin: SIDE,
    });
  }
  specs.push({
    type: T.totalMaps,
    period: P.fullTime,
    description: 'Total Maps Over/Under 2.5',
    outcomes: overUnder(2 * mapP * q, 2.5),
    margin: SIDE,
  });
  return specs;
};

const BY_SPORT: Readonly<Record<string, MarketTemplate>> = {
  FOOT: football,
  FUTS: generic,
  BASK: basketball,
  TENN: tennis,
  PADE: tennis,
  BADM: volleyball,
  ICEH: iceHockey,
  CRIC: cricket,
  AMFO: americanFootball,
  BASE: baseball,
  VOLL: volleyball,
  BEVO: volleyball,
  HAND: handball,
  RUGU: rugby,
  RUGL: rugby,
  AURL: aussieRules,
  GAEL: aussieRules,
  DART: darts,
  SNOO: snooker,
  TABL: tableTennis,
  MMA: combat,
  BOXI: combat,
  CSGO: esports,
  DOTA: esports,
  LOLS: esports,
  VALO: esports,
};

export function templateFor(sportCode: string): MarketTemplate {
  return BY_SPORT[sportCode] ?? generic;
}
