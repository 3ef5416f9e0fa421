import type { MarketSpec } from '../market-builder.ts';
import { PERIODS as P } from '../market-types.ts';
import type { MarketTemplate } from './context.ts';
import { partOf, pointsMarkets, teamTotals, type PointsModel } from './points.ts';

/**
 * Basketball: a normal points model scaled to the league's scoring (an NBA game ~228 points, a
 * EuroLeague game ~163). Full time includes overtime. Halves and quarters take their share of the
 * margin and the total; the NBA and EuroLeague get every quarter, lower leagues fewer parts.
 */
export const basketball: MarketTemplate = (ctx) => {
  const scoring = ctx.scoring ?? 165;
  const model: PointsModel = {
    margin: 0.024 * scoring * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : 0.0125 * scoring),
    marginSd: 0.055 * scoring,
    total: scoring * (1 + 0.015 * (ctx.homeRating + ctx.awayRating)),
    totalSd: 0.075 * scoring,
  };
  const { margins, tier } = ctx;
  const full = tier === 3 ? 1 : 3;
  const specs: MarketSpec[] = [
    ...pointsMarkets(ctx, model, P.fullTime, {
      moneyline: true,
      spreads: full,
      totals: full,
      margin: margins.main,
    }),
  ];
  if (tier <= 2) specs.push(...teamTotals(ctx, model, P.fullTime));
  const half = partOf(model, 0.5);
  specs.push(
    ...pointsMarkets(ctx, half, P.firstHalf, {
      prefix: '1st Half ',
      moneyline: true,
      spreads: 1,
      totals: 1,
      margin: margins.side,
    }),
  );
  if (tier <= 2) {
    specs.push(
      ...pointsMarkets(ctx, half, P.secondHalf, {
        prefix: '2nd Half ',
        moneyline: true,
        spreads: 0,
        totals: 1,
        margin: margins.side,
      }),
    );
  }
  const quarters = tier === 1 ? 4 : tier === 2 ? 1 : 0;
  const quarter = partOf(model, 0.25);
  for (let n = 1; n <= quarters; n++) {
    const period = P.quarter(n);
    specs.push(
      ...pointsMarkets(ctx, quarter, period, {
        prefix: `${period.description} `,
        moneyline: true,
        spreads: n === 1 ? 1 : 0,
        totals: 1,
        margin: margins.side,
      }),
    );
  }
  return specs;
};
