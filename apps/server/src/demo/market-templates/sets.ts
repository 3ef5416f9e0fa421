import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic, normalOver, raceTo, raceWin } from '../prices.ts';
import { handicap, lineLabel, market, overUnder, twoWay, type MarketTemplate } from './context.ts';
import { setBetting } from './tennis.ts';

/** Sets to win from a format: best of 3 -> 2, best of 5 -> 3, best of 7 -> 4. */
export function setsToWin(format: string | undefined, fallback: number): number {
  const match = /^bo(\d+)$/.exec(format ?? '');
  return match ? Math.ceil(Number(match[1]) / 2) : fallback;
}

/**
 * Games played in sets to a points target (volleyball, beach volleyball, table tennis, badminton):
 * the set chance from ratings, exact set betting, set handicaps and total sets, and a total of
 * points from the expected number of sets.
 */
export function setsTemplate(options: {
  pointsPerSet: number;
  setsToWin: number;
  homeEdge: number;
  scale: number;
}): MarketTemplate {
  return (ctx) => {
    const target = setsToWin(ctx.format, options.setsToWin);
    const pSet = logistic(
      ctx.homeRating - ctx.awayRating + (ctx.neutral ? 0 : options.homeEdge),
      options.scale,
    );
    const scores = raceTo(target, pSet);
    const { margins, tier } = ctx;
    const expectedSets = scores.reduce((sum, s) => sum + (s.home + s.away) * s.probability, 0);
    const setsVariance = scores.reduce(
      (sum, s) => sum + (s.home + s.away - expectedSets) ** 2 * s.probability,
      0,
    );
    const perSet = options.pointsPerSet;
    const pointsSd = Math.sqrt(setsVariance * perSet ** 2 + expectedSets * (0.12 * perSet) ** 2);
    const favouriteLine = pSet >= 0.5 ? -1.5 : 1.5;
    const specs: MarketSpec[] = [
      market(T.matchWinner, P.fullTime, 'Match Winner', twoWay(ctx, raceWin(target, pSet)), margins.main),
      market(T.setBetting, P.fullTime, 'Set Betting', setBetting(ctx, scores), margins.exotic),
      market(
        T.setHandicap,
        P.fullTime,
        `Set Handicap ${lineLabel(favouriteLine)}`,
        handicap(
          ctx,
          favouriteLine,
          scores.filter((s) => s.home - s.away + favouriteLine > 0).reduce((x, s) => x + s.probability, 0),
        ),
        margins.line,
      ),
    ];
    for (let line = target + 0.5; line < 2 * target - 1; line++) {
      specs.push(
        market(
          T.totalSets,
          P.fullTime,
          `Total Sets Over/Under ${line}`,
          overUnder(
            scores.filter((s) => s.home + s.away > line).reduce((x, s) => x + s.probability, 0),
            line,
          ),
          margins.line,
        ),
      );
    }
    const pointsLine = Math.floor(expectedSets * perSet) + 0.5;
    specs.push(
      market(
        T.totalPoints,
        P.fullTime,
        `Total Points Over/Under ${pointsLine}`,
        overUnder(normalOver(pointsLine, expectedSets * perSet, pointsSd), pointsLine),
        margins.line,
      ),
      market(T.setWinner, P.set(1), '1st Set Winner', twoWay(ctx, pSet), margins.side),
    );
    if (tier <= 2) {
      const setLine = Math.floor(perSet) + 0.5;
      specs.push(
        market(
          T.totalPoints,
          P.set(1),
          `1st Set Total Points Over/Under ${setLine}`,
          overUnder(normalOver(setLine, perSet, 0.12 * perSet), setLine),
          margins.side,
        ),
      );
    }
    return specs;
  };
}

export const volleyball = setsTemplate({ pointsPerSet: 45, setsToWin: 3, homeEdge: 0.15, scale: 0.8 });
export const beachVolleyball = setsTemplate({ pointsPerSet: 40, setsToWin: 2, homeEdge: 0, scale: 0.8 });
export const tableTennis = setsTemplate({ pointsPerSet: 19.5, setsToWin: 3, homeEdge: 0, scale: 0.6 });
export const badminton = setsTemplate({ pointsPerSet: 39, setsToWin: 2, homeEdge: 0, scale: 0.8 });
