import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { overLine, poissonPmf, scoreMatrix, sumWhere } from '../prices.ts';
import {
  handicap,
  lineLabel,
  linesAround,
  market,
  overUnder,
  sides,
  threeWay,
  twoWay,
  type MarketTemplate,
} from './context.ts';

/**
 * Baseball: Poisson runs per side. The moneyline settles extra innings, which a level game goes to;
 * the run line is the favourite at -1.5; the first five innings carry 5/9 of the runs.
 */
export const baseball: MarketTemplate = (ctx) => {
  const scoring = ctx.scoring ?? 8.8;
  const supremacy = 0.9 * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : 0.2);
  const rates = [Math.max(1, (scoring + supremacy) / 2), Math.max(1, (scoring - supremacy) / 2)] as const;
  const game = scoreMatrix(rates[0], rates[1], 25);
  const win = sumWhere(game, (h, a) => h > a);
  const lose = sumWhere(game, (h, a) => h < a);
  const { margins, tier } = ctx;
  const homeFavourite = rates[0] >= rates[1];
  const runLine = homeFavourite ? -1.5 : 1.5;
  const totals = poissonPmf(rates[0] + rates[1], 40);
  const early = scoreMatrix(rates[0] * (5 / 9), rates[1] * (5 / 9), 15);
  const specs: MarketSpec[] = [
    market(T.moneyline, P.fullTime, 'Moneyline', twoWay(ctx, win / (win + lose)), margins.main),
    market(
      T.runLine,
      P.fullTime,
      `Run Line ${lineLabel(runLine)}`,
      handicap(
        ctx,
        runLine,
        sumWhere(game, (h, a) => h - a + runLine > 0),
      ),
      margins.line,
    ),
  ];
  if (tier === 1) {
    const alternative = homeFavourite ? -2.5 : 2.5;
    specs.push(
      market(
        T.runLine,
        P.fullTime,
        `Run Line ${lineLabel(alternative)}`,
        handicap(
          ctx,
          alternative,
          sumWhere(game, (h, a) => h - a + alternative > 0),
        ),
        margins.line,
      ),
    );
  }
  for (const line of linesAround(rates[0] + rates[1], tier === 3 ? 1 : 3)) {
    specs.push(
      market(
        T.totalRuns,
        P.fullTime,
        `Total Runs Over/Under ${line}`,
        overUnder(overLine(totals, line), line),
        margins.line,
      ),
    );
  }
  specs.push(
    market(
      T.matchResult,
      P.firstFiveInnings,
      '1st 5 Innings Result',
      threeWay(
        ctx,
        sumWhere(early, (h, a) => h > a),
        sumWhere(early, (h, a) => h === a),
        sumWhere(early, (h, a) => h < a),
      ),
      margins.side,
    ),
  );
  const earlyTotal = poissonPmf((rates[0] + rates[1]) * (5 / 9), 30);
  const earlyLine = linesAround((rates[0] + rates[1]) * (5 / 9), 1)[0] ?? 4.5;
  specs.push(
    market(
      T.totalRuns,
      P.firstFiveInnings,
      `1st 5 Innings Total Runs Over/Under ${earlyLine}`,
      overUnder(overLine(earlyTotal, earlyLine), earlyLine),
      margins.side,
    ),
    // Lead-off hitters make the first inning a little richer than the average one.
    market(
      T.totalRuns,
      P.inning(1),
      '1st Inning Total Runs Over/Under 0.5',
      overUnder(1 - Math.exp((-(rates[0] + rates[1]) / 9) * 1.1), 0.5),
      margins.side,
    ),
  );
  sides(ctx).forEach((side, index) => {
    const pmf = poissonPmf(rates[index] ?? 4, 25);
    const line = Math.floor(rates[index] ?? 4) + 0.5;
    specs.push(
      market(
        T.teamTotalRuns,
        P.fullTime,
        `${side.teamName} Total Runs Over/Under ${line}`,
        overUnder(overLine(pmf, line), line),
        margins.side,
        { side },
      ),
    );
  });
  return specs;
};
