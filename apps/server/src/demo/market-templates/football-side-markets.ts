import type { MarketSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { overLine, poissonPmf, scoreMatrix, sumWhere } from '../prices.ts';
import { linesAround, market, overUnder, sides, yesNo, type MatchContext } from './context.ts';

/** Team totals, clean sheets and win-to-nil: one group per side. */
export function teamMarkets(
  ctx: MatchContext,
  ft: number[][],
  rates: readonly [number, number],
): MarketSpec[] {
  const specs: MarketSpec[] = [];
  const { tier, margins } = ctx;
  sides(ctx).forEach((side, index) => {
    const pmf = poissonPmf(rates[index] ?? 1, 12);
    for (const line of tier === 1 ? [0.5, 1.5, 2.5] : [0.5, 1.5]) {
      specs.push(
        market(
          T.teamTotalGoals,
          P.fullTime,
          `${side.teamName} Total Goals Over/Under ${line}`,
          overUnder(overLine(pmf, line), line),
          margins.side,
          { side },
        ),
      );
    }
  });
  sides(ctx).forEach((side, index) => {
    const conceded = index === 0 ? (h: number, a: number) => a === 0 : (h: number) => h === 0;
    specs.push(
      market(
        T.cleanSheet,
        P.fullTime,
        `${side.teamName} Clean Sheet`,
        yesNo(sumWhere(ft, conceded)),
        margins.side,
        { side },
      ),
    );
    if (tier <= 2) {
      const winToNil =
        index === 0 ? sumWhere(ft, (h, a) => h > 0 && a === 0) : sumWhere(ft, (h, a) => a > 0 && h === 0);
      specs.push(
        market(T.winToNil, P.fullTime, `${side.teamName} To Win To Nil`, yesNo(winToNil), margins.side, {
          side,
        }),
      );
    }
  });
  return specs;
}

/** Corners (a stronger side wins more of them) and bookings, as Poisson counts. */
export function cornersAndBookings(ctx: MatchContext, supremacy: number): MarketSpec[] {
  const { tier, margins, random } = ctx;
  const homeCorners = Math.max(2, 5.2 + 0.9 * supremacy + random.normal(0, 0.4));
  const awayCorners = Math.max(2, 4.6 - 0.9 * supremacy + random.normal(0, 0.4));
  const corners = poissonPmf(homeCorners + awayCorners, 30);
  const specs: MarketSpec[] = linesAround(homeCorners + awayCorners, tier === 1 ? 4 : 3).map((line) =>
    market(
      T.totalCorners,
      P.fullTime,
      `Total Corners Over/Under ${line}`,
      overUnder(overLine(corners, line), line),
      margins.side,
    ),
  );
  if (tier <= 2) {
    const matrix = scoreMatrix(homeCorners, awayCorners, 20);
    specs.push(
      market(
        T.mostCorners,
        P.fullTime,
        'Most Corners',
        [
          {
            description: ctx.home.description,
            probability: sumWhere(matrix, (h, a) => h > a),
            opponentId: ctx.home.id,
          },
          { description: 'Tie', probability: sumWhere(matrix, (h, a) => h === a) },
          {
            description: ctx.away.description,
            probability: sumWhere(matrix, (h, a) => h < a),
            opponentId: ctx.away.id,
          },
        ],
        margins.side,
      ),
    );
    const cards = poissonPmf(Math.max(2.5, 4.3 + random.normal(0, 0.5)), 20);
    for (const line of tier === 1 ? [3.5, 4.5, 5.5] : [3.5, 4.5]) {
      specs.push(
        market(
          T.totalBookings,
          P.fullTime,
          `Total Bookings Over/Under ${line}`,
          overUnder(overLine(cards, line), line),
          margins.side,
        ),
      );
    }
  }
  return specs;
}
