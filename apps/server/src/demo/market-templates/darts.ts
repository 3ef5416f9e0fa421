import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic, raceTo, raceWin, type FinalScore } from '../prices.ts';
import {
  handicap,
  lineLabel,
  market,
  overUnder,
  twoWay,
  yesNo,
  type MarketTemplate,
  type MatchContext,
} from './context.ts';
import { setBetting } from './tennis.ts';

/** 'legs:6' is first to 6 legs; 'sets:4' first to 4 sets of first-to-3 legs. */
function format(ctx: MatchContext, fallback: string): { unit: 'legs' | 'sets' | 'frames'; target: number } {
  const match =
    /^(legs|sets|frames):(\d+)$/.exec(ctx.format ?? fallback) ?? /^(legs|sets|frames):(\d+)$/.exec(fallback);
  return { unit: (match?.[1] ?? 'legs') as 'legs' | 'sets' | 'frames', target: Number(match?.[2] ?? 6) };
}

const probabilityWhere = (scores: readonly FinalScore[], predicate: (s: FinalScore) => boolean) =>
  scores.filter(predicate).reduce((sum, s) => sum + s.probability, 0);

/** Race-to-N markets shared by darts and snooker: winner, correct score, handicaps and totals. */
function raceMarkets(
  ctx: MatchContext,
  scores: readonly FinalScore[],
  target: number,
  names: { handicap: typeof T.legHandicap; total: typeof T.totalLegs; unit: string },
): MarketSpec[] {
  const { margins, tier } = ctx;
  const homeFavourite = probabilityWhere(scores, (s) => s.home > s.away) >= 0.5;
  const specs: MarketSpec[] = [
    market(
      T.matchWinner,
      P.fullTime,
      'Match Winner',
      twoWay(
        ctx,
        probabilityWhere(scores, (s) => s.home > s.away),
      ),
      margins.main,
    ),
    market(T.setBetting, P.fullTime, 'Correct Score', setBetting(ctx, scores), margins.exotic),
  ];
  const handicaps = target >= 4 && tier <= 2 ? [1.5, 2.5] : [1.5];
  for (const size of handicaps) {
    const line = homeFavourite ? -size : size;
    specs.push(
      market(
        names.handicap,
        P.fullTime,
        `${names.unit} Handicap ${lineLabel(line)}`,
        handicap(
          ctx,
          line,
          probabilityWhere(scores, (s) => s.home - s.away + line > 0),
        ),
        margins.line,
      ),
    );
  }
  // Lines in the upper half of the possible totals, where the book is balanced.
  const expected = scores.reduce((sum, s) => sum + (s.home + s.away) * s.probability, 0);
  const main = Math.floor(expected) + 0.5;
  for (const line of target >= 3 ? [main - 1, main] : [main]) {
    if (line <= target || line >= 2 * target - 1) continue;
    specs.push(
      market(
        names.total,
        P.fullTime,
        `Total ${names.unit}s Over/Under ${line}`,
        overUnder(
          probabilityWhere(scores, (s) => s.home + s.away > line),
          line,
        ),
        margins.line,
      ),
    );
  }
  return specs;
}

/**
 * Darts: the leg chance from ratings; a legs match is a race to N legs, a sets match a race to N
 * sets each won as a race to 3 legs. Most 180s is a three-way with a tie.
 */
export const darts: MarketTemplate = (ctx) => {
  const { unit, target } = format(ctx, 'legs:6');
  const pLeg = logistic(ctx.homeRating - ctx.awayRating, 0.45);
  const specs =
    unit === 'sets'
      ? raceMarkets(ctx, raceTo(target, raceWin(3, pLeg)), target, {
          handicap: T.setHandicap,
          total: T.totalSets,
          unit: 'Set',
        })
      : raceMarkets(ctx, raceTo(target, pLeg), target, {
          handicap: T.legHandicap,
          total: T.totalLegs,
          unit: 'Leg',
        });
  const tie = 0.11;
  const homeShare = logistic(ctx.homeRating - ctx.awayRating, 0.8);
  specs.push(
    market(
      T.most180s,
      P.fullTime,
      'Most 180s',
      [
        { description: ctx.home.description, probability: (1 - tie) * homeShare, opponentId: ctx.home.id },
        { description: 'Tie', probability: tie },
        {
          description: ctx.away.description,
          probability: (1 - tie) * (1 - homeShare),
          opponentId: ctx.away.id,
        },
      ],
      ctx.margins.side,
    ),
  );
  return specs;
};

/** Snooker: a race to N frames, with frame handicaps, total frames and a century in the match. */
export const snooker: MarketTemplate = (ctx) => {
  const { target } = format(ctx, 'frames:6');
  const pFrame = logistic(ctx.homeRating - ctx.awayRating, 0.6);
  const scores = raceTo(target, pFrame);
  const specs = raceMarkets(ctx, scores, target, {
    handicap: T.frameHandicap,
    total: T.totalFrames,
    unit: 'Frame',
  });
  const frames = scores.reduce((sum, s) => sum + (s.home + s.away) * s.probability, 0);
  specs.push(
    market(
      T.centuryInMatch,
      P.fullTime,
      'Century Break In Match',
      yesNo(1 - 0.86 ** frames),
      ctx.margins.side,
    ),
  );
  return specs;
};
