import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic, normalOver, raceTo } from '../prices.ts';
import { handicap, lineLabel, market, overUnder, twoWay, type MarketTemplate } from './context.ts';
import { setsToWin } from './sets.ts';
import { setBetting } from './tennis.ts';

/** What is counted on a map: rounds in shooters, kills in MOBAs. */
const MAP_TOTAL: Readonly<Record<string, { unit: string; mean: number; sd: number }>> = {
  CSGO: { unit: 'Rounds', mean: 21.5, sd: 3.2 },
  VALO: { unit: 'Rounds', mean: 22.5, sd: 3.2 },
  LOLS: { unit: 'Kills', mean: 27.5, sd: 7 },
  DOTA: { unit: 'Kills', mean: 52.5, sd: 12 },
};

/**
 * Esports series (best of 1, 3 or 5 maps): the map chance from ratings, the series score exactly,
 * map handicap and total maps, each map's winner and the first map's rounds or kills.
 */
export function esportsTemplate(sportCode: string): MarketTemplate {
  return (ctx) => {
    const target = setsToWin(ctx.format, 2);
    const pMap = logistic(ctx.homeRating - ctx.awayRating, 1.1);
    const scores = raceTo(target, pMap);
    const { margins, tier } = ctx;
    const homeWins = scores.filter((s) => s.home > s.away).reduce((sum, s) => sum + s.probability, 0);
    const specs: MarketSpec[] = [
      market(T.matchWinner, P.fullTime, 'Match Winner', twoWay(ctx, homeWins), margins.main),
      market(T.setBetting, P.fullTime, 'Correct Map Score', setBetting(ctx, scores), margins.exotic),
    ];
    if (target >= 2) {
      const line = pMap >= 0.5 ? -1.5 : 1.5;
      specs.push(
        market(
          T.mapHandicap,
          P.fullTime,
          `Map Handicap ${lineLabel(line)}`,
          handicap(
            ctx,
            line,
            scores.filter((s) => s.home - s.away + line > 0).reduce((x, s) => x + s.probability, 0),
          ),
          margins.line,
        ),
        market(
          T.totalMaps,
          P.fullTime,
          `Total Maps Over/Under ${target + 0.5}`,
          overUnder(
            scores.filter((s) => s.home + s.away > target + 0.5).reduce((x, s) => x + s.probability, 0),
            target + 0.5,
          ),
          margins.line,
        ),
      );
    }
    const maps = Math.min(2 * target - 1, tier === 1 ? 3 : 2);
    for (let n = 1; n <= maps; n++) {
      const period = P.map(n);
      specs.push(
        market(T.mapWinner, period, `${period.description} Winner`, twoWay(ctx, pMap), margins.side),
      );
    }
    const total = MAP_TOTAL[sportCode];
    if (total) {
      const line = total.mean;
      specs.push(
        market(
          T.mapTotal,
          P.map(1),
          `Map 1 Total ${total.unit} Over/Under ${line}`,
          overUnder(normalOver(line, total.mean + 2 * (0.5 - Math.abs(pMap - 0.5)) - 1, total.sd), line),
          margins.side,
        ),
      );
    }
    return specs;
  };
}
