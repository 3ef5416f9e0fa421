import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { overLine, poissonPmf, scoreMatrix, sumWhere } from '../prices.ts';
import {
  handicap,
  lineLabel,
  market,
  overUnder,
  threeWay,
  twoWay,
  yesNo,
  type MarketTemplate,
} from './context.ts';
import {
  asianCover,
  asianLines,
  combo,
  correctScore,
  goalDifference,
  halfTimeJoint,
  htft,
} from './football-distributions.ts';
import { cornersAndBookings, teamMarkets } from './football-side-markets.ts';

/** Share of a match's goals scored before half time (second halves are livelier). */
const FIRST_HALF_SHARE = 0.45;
/** Supremacy in goals per point of rating difference, and the home side's edge. */
const GOALS_PER_RATING = 0.55;
const HOME_EDGE = 0.3;

/**
 * Football: independent Poisson goals for each side (expected goals from the rating difference, a
 * home edge and the league's scoring), split into halves. Every market of the match is read off
 * the same distributions, so 1X2, totals, handicaps, correct score and HT/FT agree with each other.
 * Top-flight matches get the full book (about 50 markets), lower leagues a shorter one.
 */
export const football: MarketTemplate = (ctx) => {
  const supremacy = GOALS_PER_RATING * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : HOME_EDGE);
  const total = (ctx.scoring ?? 2.7) + 0.12 * Math.abs(supremacy);
  const homeRate = Math.max(0.15, (total + supremacy) / 2);
  const awayRate = Math.max(0.15, (total - supremacy) / 2);
  const esoccer = ctx.format === 'esoccer';
  const { tier, margins } = ctx;

  const ft = scoreMatrix(homeRate, awayRate);
  const h1 = scoreMatrix(homeRate * FIRST_HALF_SHARE, awayRate * FIRST_HALF_SHARE, 7);
  const h2 = scoreMatrix(homeRate * (1 - FIRST_HALF_SHARE), awayRate * (1 - FIRST_HALF_SHARE), 7);
  const result = (m: number[][]) => ({
    H: sumWhere(m, (h, a) => h > a),
    D: sumWhere(m, (h, a) => h === a),
    A: sumWhere(m, (h, a) => h < a),
  });
  const full = result(ft);
  const halves = halfTimeJoint(h1, h2);
  const totalPmf = poissonPmf(homeRate + awayRate, 14);
  const name = { H: ctx.home.description, D: 'Draw', A: ctx.away.description };

  const specs: MarketSpec[] = [
    market(T.matchResult, P.fullTime, 'Match Result', threeWay(ctx, full.H, full.D, full.A), margins.main),
    market(
      T.doubleChance,
      P.fullTime,
      'Double Chance',
      [
        { description: `${name.H} or Draw`, probability: full.H + full.D },
        { description: `${name.H} or ${name.A}`, probability: full.H + full.A },
        { description: `Draw or ${name.A}`, probability: full.D + full.A },
      ],
      margins.side,
      { overlapping: true },
    ),
    market(T.drawNoBet, P.fullTime, 'Draw No Bet', twoWay(ctx, full.H / (full.H + full.A)), margins.line),
    market(
      T.bothTeamsToScore,
      P.fullTime,
      'Both Teams To Score',
      yesNo(sumWhere(ft, (h, a) => h > 0 && a > 0)),
      margins.line,
    ),
  ];
  for (const line of tier === 1 ? [0.5, 1.5, 2.5, 3.5, 4.5, 5.5] : [0.5, 1.5, 2.5, 3.5, 4.5]) {
    specs.push(
      market(
        T.totalGoals,
        P.fullTime,
        `Total Goals Over/Under ${line}`,
        overUnder(overLine(totalPmf, line), line),
        margins.line,
      ),
    );
  }
  const difference = goalDifference(ft);
  for (const line of asianLines(difference, tier === 1 ? 7 : tier === 2 ? 5 : 3)) {
    specs.push(
      market(
        T.asianHandicap,
        P.fullTime,
        `Asian Handicap ${lineLabel(line)}`,
        handicap(ctx, line, asianCover(difference, line)),
        margins.line,
      ),
    );
  }
  specs.push(market(T.correctScore, P.fullTime, 'Correct Score', correctScore(ft, name), margins.exotic));
  specs.push(
    market(T.halfTimeFullTime, P.fullTime, 'Half-Time/Full-Time', htft(halves.joint, name), margins.exotic),
  );

  const first = result(h1);
  specs.push(
    market(
      T.matchResult,
      P.firstHalf,
      '1st Half Result',
      threeWay(ctx, first.H, first.D, first.A),
      margins.side,
    ),
  );
  const h1Pmf = poissonPmf((homeRate + awayRate) * FIRST_HALF_SHARE, 10);
  for (const line of tier === 1 ? [0.5, 1.5, 2.5] : [0.5, 1.5]) {
    specs.push(
      market(
        T.totalGoals,
        P.firstHalf,
        `1st Half Total Goals Over/Under ${line}`,
        overUnder(overLine(h1Pmf, line), line),
        margins.side,
      ),
    );
  }
  if (tier <= 2) {
    const second = result(h2);
    specs.push(
      market(
        T.matchResult,
        P.secondHalf,
        '2nd Half Result',
        threeWay(ctx, second.H, second.D, second.A),
        margins.side,
      ),
    );
  }
  if (tier === 1) {
    const h2Pmf = poissonPmf((homeRate + awayRate) * (1 - FIRST_HALF_SHARE), 10);
    for (const line of [0.5, 1.5]) {
      specs.push(
        market(
          T.totalGoals,
          P.secondHalf,
          `2nd Half Total Goals Over/Under ${line}`,
          overUnder(overLine(h2Pmf, line), line),
          margins.side,
        ),
      );
    }
    specs.push(
      market(
        T.bothTeamsToScore,
        P.firstHalf,
        '1st Half Both Teams To Score',
        yesNo(sumWhere(h1, (h, a) => h > 0 && a > 0)),
        margins.side,
      ),
    );
  }

  specs.push(...teamMarkets(ctx, ft, [homeRate, awayRate]));
  const noGoal = ft[0]?.[0] ?? 0;
  specs.push(
    market(
      T.firstTeamToScore,
      P.fullTime,
      'First Team To Score',
      [
        {
          description: name.H,
          probability: (1 - noGoal) * (homeRate / (homeRate + awayRate)),
          opponentId: ctx.home.id,
        },
        { description: 'No Goal', probability: noGoal },
        {
          description: name.A,
          probability: (1 - noGoal) * (awayRate / (homeRate + awayRate)),
          opponentId: ctx.away.id,
        },
      ],
      margins.side,
    ),
    market(
      T.oddEvenGoals,
      P.fullTime,
      'Odd/Even Goals',
      [
        { description: 'Odd', probability: sumWhere(ft, (h, a) => (h + a) % 2 === 1) },
        { description: 'Even', probability: sumWhere(ft, (h, a) => (h + a) % 2 === 0) },
      ],
      margins.side,
    ),
  );
  if (tier <= 2) {
    for (const line of [-1, 1]) {
      const withLine = {
        H: difference.where((d) => d + line > 0),
        D: difference.at(-line),
        A: difference.where((d) => d + line < 0),
      };
      specs.push(
        market(
          T.europeanHandicap,
          P.fullTime,
          `European Handicap ${lineLabel(line)}`,
          [
            {
              description: `${name.H} ${lineLabel(line)}`,
              probability: withLine.H,
              opponentId: ctx.home.id,
              spread: line,
            },
            { description: `Draw ${lineLabel(line)}`, probability: withLine.D, spread: line },
            {
              description: `${name.A} ${lineLabel(-line)}`,
              probability: withLine.A,
              opponentId: ctx.away.id,
              spread: -line,
            },
          ],
          margins.side,
        ),
      );
    }
    specs.push(
      market(
        T.resultAndBothTeamsToScore,
        P.fullTime,
        'Result & Both Teams To Score',
        combo(ft, name, (h, a) => h > 0 && a > 0, ['Yes', 'No']),
        margins.exotic,
      ),
    );
  }
  if (tier === 1) {
    specs.push(
      market(
        T.resultAndTotalGoals,
        P.fullTime,
        'Result & Total Goals 2.5',
        combo(ft, name, (h, a) => h + a > 2.5, ['Over 2.5', 'Under 2.5']),
        margins.exotic,
      ),
      market(
        T.highestScoringHalf,
        P.fullTime,
        'Highest Scoring Half',
        [
          { description: '1st Half', probability: halves.firstHigher },
          { description: 'Tie', probability: halves.tied },
          { description: '2nd Half', probability: 1 - halves.firstHigher - halves.tied },
        ],
        margins.side,
      ),
    );
  }
  // Virtual football has no corners or cards to bet on.
  if (!esoccer) specs.push(...cornersAndBookings(ctx, supremacy));
  return specs;
};
