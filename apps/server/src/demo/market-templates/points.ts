import type { MarketPeriod } from '@sb/contract';
import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T } from '../market-types.ts';
import { normalOver } from '../prices.ts';
import { handicap, lineLabel, market, overUnder, sides, twoWay, type MatchContext } from './context.ts';

/**
 * Points sports priced from a normal model: the home margin ~ N(mean, sd) and the total ~ N(total,
 * totalSd). Lines sit on half points so that nothing pushes; the main line is the one nearest the
 * fair value and alternatives are `step` points either side.
 */
export interface PointsModel {
  margin: number;
  marginSd: number;
  total: number;
  totalSd: number;
}

/** The model of one part of the match (a half is 0.5 of the points, a quarter 0.25). */
export function partOf(model: PointsModel, share: number): PointsModel {
  return {
    margin: model.margin * share,
    marginSd: model.marginSd * Math.sqrt(share),
    total: model.total * share,
    totalSd: model.totalSd * Math.sqrt(share),
  };
}

/** Half-point handicap lines (home view) around the fair one: -5.5 for a 5.8-point favourite. */
export function spreadLines(margin: number, count: number, step: number): number[] {
  const main = Math.floor(-margin) + 0.5;
  return Array.from({ length: count }, (_, i) => main + (i - Math.floor(count / 2)) * step);
}

export function totalLines(total: number, count: number, step: number): number[] {
  const main = Math.floor(total) + 0.5;
  return Array.from({ length: count }, (_, i) => main + (i - Math.floor(count / 2)) * step).filter(
    (l) => l > 0,
  );
}

/** 'Point Spread', 'Total Points' and 'Moneyline' of one period, with a prefix such as '1st Half '. */
export function pointsMarkets(
  ctx: MatchContext,
  model: PointsModel,
  period: MarketPeriod,
  options: {
    prefix?: string;
    moneyline?: boolean;
    spreads: number;
    totals: number;
    margin: number;
    step?: number;
    totalStep?: number;
    unit?: string;
    spreadName?: string;
  },
): MarketSpec[] {
  const prefix = options.prefix ?? '';
  const unit = options.unit ?? 'Points';
  const spreadName = options.spreadName ?? 'Point Spread';
  const step = options.step ?? 2;
  const specs: MarketSpec[] = [];
  if (options.moneyline) {
    specs.push(
      market(
        T.moneyline,
        period,
        `${prefix}Moneyline`,
        twoWay(ctx, normalOver(0, model.margin, model.marginSd)),
        options.margin,
      ),
    );
  }
  for (const line of spreadLines(model.margin, options.spreads, step)) {
    specs.push(
      market(
        T.pointSpread,
        period,
        `${prefix}${spreadName} ${lineLabel(line)}`,
        handicap(ctx, line, normalOver(-line, model.margin, model.marginSd)),
        options.margin,
      ),
    );
  }
  for (const line of totalLines(model.total, options.totals, options.totalStep ?? step + 1)) {
    specs.push(
      market(
        unit === 'Goals' ? T.totalGoals : T.totalPoints,
        period,
        `${prefix}Total ${unit} Over/Under ${line}`,
        overUnder(normalOver(line, model.total, model.totalSd), line),
        options.margin,
      ),
    );
  }
  return specs;
}

/** One total per side: the home side scores (total + margin) / 2 on average. */
export function teamTotals(
  ctx: MatchContext,
  model: PointsModel,
  period: MarketPeriod,
  unit = 'Points',
): MarketSpec[] {
  const means = [(model.total + model.margin) / 2, (model.total - model.margin) / 2];
  const sd = model.totalSd / Math.SQRT2;
  return sides(ctx).map((side, index) => {
    const mean = means[index] ?? model.total / 2;
    const line = Math.floor(mean) + 0.5;
    return market(
      unit === 'Goals' ? T.teamTotalGoals : T.teamTotalPoints,
      period,
      `${side.teamName} Total ${unit} Over/Under ${line}`,
      overUnder(normalOver(line, mean, sd), line),
      ctx.margins.side,
      { side },
    );
  });
}
