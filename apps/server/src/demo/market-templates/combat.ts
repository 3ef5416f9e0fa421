import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic } from '../prices.ts';
import {
  market,
  overUnder,
  threeWay,
  twoWay,
  yesNo,
  type MarketTemplate,
  type MatchContext,
} from './context.ts';

/** Chance the fight ends inside round r of `rounds`: stoppages thin out as fighters tire less early. */
function roundWeights(rounds: number): number[] {
  const raw = Array.from({ length: rounds }, (_, i) => 1 - 0.6 * (i / rounds));
  const total = raw.reduce((sum, w) => sum + w, 0);
  return raw.map((w) => w / total);
}

/** P(the fight is over before round `line` reaches halfway), given the finish chance. */
function underRounds(line: number, finish: number, weights: readonly number[]): number {
  const whole = Math.floor(line);
  const before = weights.slice(0, whole).reduce((sum, w) => sum + w, 0);
  return finish * (before + 0.5 * (weights[whole] ?? 0));
}

function fight(ctx: MatchContext, boxing: boolean): MarketSpec[] {
  const pHome = logistic(ctx.homeRating - ctx.awayRating, 1.2);
  // Title fights and main events go five rounds in MMA; boxing title fights twelve.
  const rounds = boxing ? 12 : ctx.random.chance(0.25) ? 5 : 3;
  const finish = boxing ? 0.45 : 0.52;
  const weights = roundWeights(rounds);
  const draw = boxing ? 0.03 : 0;
  const { margins } = ctx;
  const name = (side: 'home' | 'away') => ctx[side].description;
  const winner = boxing
    ? market(
        T.matchResult,
        P.fullTime,
        'Fight Result',
        threeWay(ctx, pHome * (1 - draw), draw, (1 - pHome) * (1 - draw)),
        margins.main,
      )
    : market(T.matchWinner, P.fullTime, 'Fight Winner', twoWay(ctx, pHome), margins.main);
  const method = (side: 'home' | 'away', p: number) =>
    boxing
      ? [
          { description: `${name(side)} by KO/TKO/DQ`, probability: p * finish },
          { description: `${name(side)} by Decision`, probability: p * (1 - finish) },
        ]
      : [
          { description: `${name(side)} by KO/TKO`, probability: p * finish * 0.6 },
          { description: `${name(side)} by Submission`, probability: p * finish * 0.4 },
          { description: `${name(side)} by Decision`, probability: p * (1 - finish) },
        ];
  const specs: MarketSpec[] = [
    winner,
    market(
      T.methodOfVictory,
      P.fullTime,
      'Method Of Victory',
      [
        ...method('home', pHome * (1 - draw)),
        ...(boxing ? [{ description: 'Draw', probability: draw }] : []),
        ...method('away', (1 - pHome) * (1 - draw)),
      ],
      margins.exotic,
    ),
  ];
  const lines = boxing ? [6.5, 9.5] : rounds === 5 ? [2.5, 3.5] : [1.5, 2.5];
  for (const line of lines) {
    specs.push(
      market(
        T.totalRounds,
        P.fullTime,
        `Total Rounds Over/Under ${line}`,
        overUnder(1 - underRounds(line, finish, weights), line),
        margins.line,
      ),
    );
  }
  specs.push(
    market(T.goTheDistance, P.fullTime, 'Fight To Go The Distance', yesNo(1 - finish), margins.side),
  );
  return specs;
}

export const mma: MarketTemplate = (ctx) => fight(ctx, false);
export const boxing: MarketTemplate = (ctx) => fight(ctx, true);
