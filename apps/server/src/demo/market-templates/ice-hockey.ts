import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic, overLine, poissonPmf, scoreMatrix, sumWhere } from '../prices.ts';
import {
  handicap,
  lineLabel,
  linesAround,
  market,
  overUnder,
  sides,
  threeWay,
  twoWay,
  yesNo,
  type MarketTemplate,
} from './context.ts';

/**
 * Ice hockey: Poisson goals over 60 minutes (regular time, where 1X2, puck line and totals settle),
 * overtime and shoot-out split by strength for the moneyline, and each period a third of the goals.
 */
export const iceHockey: MarketTemplate = (ctx) => {
  const scoring = ctx.scoring ?? 5.6;
  const difference = ctx.homeRating - ctx.awayRating;
  const supremacy = 0.5 * difference + (ctx.neutral ? 0 : 0.2);
  const rates = [Math.max(0.6, (scoring + supremacy) / 2), Math.max(0.6, (scoring - supremacy) / 2)] as const;
  const rt = scoreMatrix(rates[0], rates[1], 12);
  const win = sumWhere(rt, (h, a) => h > a);
  const draw = sumWhere(rt, (h, a) => h === a);
  const lose = 1 - win - draw;
  const overtime = logistic(0.3 * difference + (ctx.neutral ? 0 : 0.05));
  const { margins, tier } = ctx;
  const specs: MarketSpec[] = [
    market(T.matchResult, P.regularTime, 'Regular Time Result', threeWay(ctx, win, draw, lose), margins.main),
    market(
      T.moneyline,
      P.fullTime,
      'Moneyline (incl. OT and Penalties)',
      twoWay(ctx, win + draw * overtime),
      margins.main,
    ),
    market(
      T.doubleChance,
      P.regularTime,
      'Double Chance (Regular Time)',
      [
        { description: `${ctx.home.description} or Draw`, probability: win + draw },
        { description: `${ctx.home.description} or ${ctx.away.description}`, probability: win + lose },
        { description: `Draw or ${ctx.away.description}`, probability: draw + lose },
      ],
      margins.side,
      { overlapping: true },
    ),
  ];
  for (const line of [-1.5, 1.5]) {
    specs.push(
      market(
        T.puckLine,
        P.regularTime,
        `Puck Line ${lineLabel(line)}`,
        handicap(
          ctx,
          line,
          sumWhere(rt, (h, a) => h - a + line > 0),
        ),
        margins.line,
      ),
    );
  }
  const total = poissonPmf(rates[0] + rates[1], 25);
  for (const line of linesAround(rates[0] + rates[1], tier === 3 ? 1 : 3)) {
    specs.push(
      market(
        T.totalGoals,
        P.regularTime,
        `Total Goals Over/Under ${line}`,
        overUnder(overLine(total, line), line),
        margins.line,
      ),
    );
  }
  specs.push(
    market(
      T.bothTeamsToScore,
      P.regularTime,
      'Both Teams To Score',
      yesNo(sumWhere(rt, (h, a) => h > 0 && a > 0)),
      margins.side,
    ),
  );
  sides(ctx).forEach((side, index) => {
    const pmf = poissonPmf(rates[index] ?? 2.5, 15);
    const line = Math.floor(rates[index] ?? 2.5) + 0.5;
    specs.push(
      market(
        T.teamTotalGoals,
        P.regularTime,
        `${side.teamName} Total Goals Over/Under ${line}`,
        overUnder(overLine(pmf, line), line),
        margins.side,
        { side },
      ),
    );
  });
  for (let n = 1; n <= (tier === 3 ? 1 : 3); n++) {
    const period = P.hockeyPeriod(n);
    // The first period is the tightest: teams settle before they chase.
    const share = n === 1 ? 0.31 : n === 2 ? 0.34 : 0.35;
    const part = scoreMatrix(rates[0] * share, rates[1] * share, 8);
    specs.push(
      market(
        T.matchResult,
        period,
        `${period.description} Result`,
        threeWay(
          ctx,
          sumWhere(part, (h, a) => h > a),
          sumWhere(part, (h, a) => h === a),
          sumWhere(part, (h, a) => h < a),
        ),
        margins.side,
      ),
      market(
        T.totalGoals,
        period,
        `${period.description} Total Goals Over/Under 1.5`,
        overUnder(
          sumWhere(part, (h, a) => h + a > 1.5),
          1.5,
        ),
        margins.side,
      ),
    );
  }
  return specs;
};
