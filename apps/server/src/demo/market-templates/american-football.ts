import type { MarketSpec } from '../market-builder.ts';
import { PERIODS as P } from '../market-types.ts';
import type { MarketTemplate } from './context.ts';
import { partOf, pointsMarkets, teamTotals, type PointsModel } from './points.ts';

/**
 * American football: a normal margin (sd about 13.5 points in the NFL) and total; moneyline,
 * spread and total for the game, its first half and (top flight) first quarter, team totals.
 */
export const americanFootball: MarketTemplate = (ctx) => {
  const scoring = ctx.scoring ?? 45;
  const model: PointsModel = {
    margin: 7 * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : 1.8),
    marginSd: 13.5,
    total: scoring * (1 + 0.03 * (ctx.homeRating + ctx.awayRating)),
    totalSd: 10,
  };
  const { margins, tier } = ctx;
  const lines = tier === 3 ? 1 : 3;
  const specs: MarketSpec[] = [
    ...pointsMarkets(ctx, model, P.fullTime, {
      moneyline: true,
      spreads: lines,
      totals: lines,
      margin: margins.main,
      step: 3,
      totalStep: 3,
    }),
    ...teamTotals(ctx, model, P.fullTime),
    ...pointsMarkets(ctx, partOf(model, 0.5), P.firstHalf, {
      prefix: '1st Half ',
      moneyline: true,
      spreads: 1,
      totals: 1,
      margin: margins.side,
    }),
  ];
  if (tier === 1) {
    specs.push(
      ...pointsMarkets(ctx, partOf(model, 0.25), P.quarter(1), {
        prefix: '1st Quarter ',
        spreads: 1,
        totals: 1,
        margin: margins.side,
      }),
    );
  }
  return specs;
};
