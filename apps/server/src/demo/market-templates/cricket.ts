import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { CRICKET_BATSMEN } from '../players.ts';
import { logistic, normalOver } from '../prices.ts';
import { market, overUnder, sides, threeWay, twoWay, type MarketTemplate } from './context.ts';

const INNINGS_RUNS: Readonly<Record<string, { mean: number; sd: number; step: number; tie: number }>> = {
  T20: { mean: 168, sd: 22, step: 10, tie: 0.1 },
  ODI: { mean: 278, sd: 36, step: 15, tie: 0.08 },
  TEST: { mean: 330, sd: 80, step: 25, tie: 0.05 },
};

/**
 * Cricket: a match winner (Tests and first-class matches are three-way: a draw is common), the
 * first-innings runs around the format's par, team runs, most sixes, the toss and, for national
 * sides, the top batsman of each team.
 */
export const cricket: MarketTemplate = (ctx) => {
  const format = ctx.format ?? 'T20';
  const runs = INNINGS_RUNS[format] ?? { mean: 168, sd: 22, step: 10, tie: 0.1 };
  const difference = ctx.homeRating - ctx.awayRating;
  const pHome = logistic(difference + (ctx.neutral ? 0 : 0.2), 0.9);
  const { margins, tier } = ctx;
  const specs: MarketSpec[] = [];
  if (format === 'TEST') {
    const draw = tier === 1 ? 0.22 : 0.34;
    specs.push(
      market(
        T.matchResult,
        P.fullTime,
        'Match Result',
        threeWay(ctx, pHome * (1 - draw), draw, (1 - pHome) * (1 - draw)),
        margins.main,
      ),
    );
  } else {
    specs.push(market(T.matchWinner, P.fullTime, 'Match Winner', twoWay(ctx, pHome), margins.main));
  }
  specs.push(market(T.tossWinner, P.fullTime, 'Toss Winner', twoWay(ctx, 0.5), margins.main));
  const first = runs.mean * (1 + (0.04 * (ctx.homeRating + ctx.awayRating)) / 2);
  const main = Math.floor(first) + 0.5;
  for (const line of [main - runs.step, main, main + runs.step]) {
    specs.push(
      market(
        T.totalRuns,
        P.innings(1),
        `1st Innings Total Runs Over/Under ${line}`,
        overUnder(normalOver(line, first, runs.sd), line),
        margins.line,
      ),
    );
  }
  if (format !== 'TEST') {
    sides(ctx).forEach((side, index) => {
      const mean = runs.mean * (1 + 0.05 * (index === 0 ? difference : -difference));
      const line = Math.floor(mean) + 0.5;
      specs.push(
        market(
          T.teamTotalRuns,
          P.fullTime,
          `${side.teamName} Total Runs Over/Under ${line}`,
          overUnder(normalOver(line, mean, runs.sd), line),
          margins.side,
          { side },
        ),
      );
    });
  }
  const sixes = logistic(difference, 0.6);
  specs.push(
    market(
      T.mostSixes,
      P.fullTime,
      'Most Sixes',
      [
        { description: ctx.home.description, probability: (1 - runs.tie) * sixes, opponentId: ctx.home.id },
        { description: 'Tie', probability: runs.tie },
        {
          description: ctx.away.description,
          probability: (1 - runs.tie) * (1 - sixes),
          opponentId: ctx.away.id,
        },
      ],
      margins.side,
    ),
    market(
      T.highestOpeningPartnership,
      P.fullTime,
      'Highest Opening Partnership',
      twoWay(ctx, logistic(difference, 0.4)),
      margins.side,
    ),
  );
  for (const side of sides(ctx)) {
    const batsmen = CRICKET_BATSMEN[side.teamName];
    if (!batsmen) continue;
    specs.push(
      market(
        T.topTeamBatsman,
        P.fullTime,
        `Top ${side.teamName} Batsman`,
        batsmen.map((player, i) => ({ description: player, probability: 1 / (i + 2.2) })),
        margins.exotic + 8,
        { side },
      ),
    );
  }
  return specs;
};
