import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { normalCdf, normalOver, overLine, poissonPmf, scoreMatrix, sumWhere } from '../prices.ts';
import { linesAround, market, overUnder, threeWay, twoWay, type MarketTemplate } from './context.ts';
import { partOf, pointsMarkets, teamTotals, type PointsModel } from './points.ts';

/**
 * Team sports scored in goals at a low count (futsal, floorball, bandy, water polo, field hockey):
 * Poisson goals as in football, with a shorter book.
 */
export function goalsTemplate(options: { goalsPerRating: number; homeEdge: number }): MarketTemplate {
  return (ctx) => {
    const scoring = ctx.scoring ?? 5;
    const supremacy =
      options.goalsPerRating * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : options.homeEdge);
    const rates = [
      Math.max(0.3, (scoring + supremacy) / 2),
      Math.max(0.3, (scoring - supremacy) / 2),
    ] as const;
    const ft = scoreMatrix(rates[0], rates[1], Math.ceil(scoring * 3));
    const win = sumWhere(ft, (h, a) => h > a);
    const draw = sumWhere(ft, (h, a) => h === a);
    const { margins, tier } = ctx;
    const specs: MarketSpec[] = [
      market(
        T.matchResult,
        P.fullTime,
        'Match Result',
        threeWay(ctx, win, draw, 1 - win - draw),
        margins.main,
      ),
      market(
        T.doubleChance,
        P.fullTime,
        'Double Chance',
        [
          { description: `${ctx.home.description} or Draw`, probability: win + draw },
          { description: `${ctx.home.description} or ${ctx.away.description}`, probability: 1 - draw },
          { description: `Draw or ${ctx.away.description}`, probability: 1 - win },
        ],
        margins.side,
        { overlapping: true },
      ),
      market(T.drawNoBet, P.fullTime, 'Draw No Bet', twoWay(ctx, win / (1 - draw)), margins.line),
    ];
    const total = poissonPmf(rates[0] + rates[1], Math.ceil(scoring * 4));
    for (const line of linesAround(rates[0] + rates[1], tier === 3 ? 1 : 3)) {
      specs.push(
        market(
          T.totalGoals,
          P.fullTime,
          `Total Goals Over/Under ${line}`,
          overUnder(overLine(total, line), line),
          margins.line,
        ),
      );
    }
    const half = scoreMatrix(rates[0] / 2, rates[1] / 2, Math.ceil(scoring * 2));
    specs.push(
      market(
        T.matchResult,
        P.firstHalf,
        '1st Half Result',
        threeWay(
          ctx,
          sumWhere(half, (h, a) => h > a),
          sumWhere(half, (h, a) => h === a),
          sumWhere(half, (h, a) => h < a),
        ),
        margins.side,
      ),
    );
    return specs;
  };
}

/**
 * Team sports scored in many points or goals (handball, rugby, Australian rules, Gaelic games,
 * netball, kabaddi): a normal margin whose chance of landing on zero is the draw.
 */
export function pointsTemplate(options: {
  perRating: number;
  homeEdge: number;
  marginSd: number;
  totalSd: number;
  unit: 'Goals' | 'Points';
}): MarketTemplate {
  return (ctx) => {
    const scoring = ctx.scoring ?? 50;
    const model: PointsModel = {
      margin: options.perRating * (ctx.homeRating - ctx.awayRating) + (ctx.neutral ? 0 : options.homeEdge),
      marginSd: options.marginSd,
      total: scoring,
      totalSd: options.totalSd,
    };
    const win = normalOver(0.5, model.margin, model.marginSd);
    const draw = normalCdf(0.5, model.margin, model.marginSd) - normalCdf(-0.5, model.margin, model.marginSd);
    const { margins, tier } = ctx;
    const specs: MarketSpec[] = [];
    if (draw >= 0.02) {
      specs.push(
        market(
          T.matchResult,
          P.fullTime,
          'Match Result',
          threeWay(ctx, win, draw, 1 - win - draw),
          margins.main,
        ),
        market(T.drawNoBet, P.fullTime, 'Draw No Bet', twoWay(ctx, win / (1 - draw)), margins.line),
      );
    } else {
      specs.push(market(T.moneyline, P.fullTime, 'Moneyline', twoWay(ctx, win + draw / 2), margins.main));
    }
    const lines = tier === 3 ? 1 : 3;
    specs.push(
      ...pointsMarkets(ctx, model, P.fullTime, {
        spreads: lines,
        totals: lines,
        margin: margins.line,
        unit: options.unit,
        spreadName: 'Handicap',
        step: Math.max(1, Math.round(options.marginSd / 4)),
        totalStep: Math.max(1, Math.round(options.totalSd / 3)),
      }),
      ...teamTotals(ctx, model, P.fullTime, options.unit),
    );
    const half = partOf(model, 0.5);
    const halfWin = normalOver(0.5, half.margin, half.marginSd);
    const halfDraw = normalCdf(0.5, half.margin, half.marginSd) - normalCdf(-0.5, half.margin, half.marginSd);
    specs.push(
      market(
        T.matchResult,
        P.firstHalf,
        '1st Half Result',
        threeWay(ctx, halfWin, halfDraw, 1 - halfWin - halfDraw),
        margins.side,
      ),
      ...pointsMarkets(ctx, half, P.firstHalf, {
        prefix: '1st Half ',
        spreads: 0,
        totals: 1,
        margin: margins.side,
        unit: options.unit,
      }),
    );
    return specs;
  };
}
