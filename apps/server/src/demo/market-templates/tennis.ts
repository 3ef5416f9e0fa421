import type { MarketSpec, OutcomeSpec } from '../market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from '../market-types.ts';
import { logistic, normalOver, raceTo, type FinalScore } from '../prices.ts';
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

/** Games per set shrink as a set gets one-sided (about 9.3 when even, 8.5 at a 0.8 set favourite). */
const gamesPerSet = (pSet: number) => 9.3 - 9 * (pSet - 0.5) ** 2;

/**
 * Tennis and padel, best of three sets: the set chance comes from the rating difference, the
 * match, set betting and set-winner markets follow exactly; games totals and handicaps use a
 * normal model around the expected games of that set chance.
 */
export const tennis: MarketTemplate = (ctx) => {
  const pSet = logistic(ctx.homeRating - ctx.awayRating, 0.7);
  const scores = raceTo(2, pSet);
  const match = scores.filter((s) => s.home === 2).reduce((sum, s) => sum + s.probability, 0);
  const threeSets = scores.filter((s) => s.home + s.away === 3).reduce((sum, s) => sum + s.probability, 0);
  const expectedGames = (2 + threeSets) * gamesPerSet(pSet);
  const gameMargin = 18 * (pSet - 0.5);
  const { margins, tier } = ctx;
  const specs: MarketSpec[] = [
    market(T.matchWinner, P.fullTime, 'Match Winner', twoWay(ctx, match), margins.main),
    market(T.setBetting, P.fullTime, 'Set Betting', setBetting(ctx, scores), margins.exotic),
  ];
  const count = tier === 3 ? 1 : 3;
  const mainTotal = Math.floor(expectedGames) + 0.5;
  for (let i = 0; i < count; i++) {
    const line = mainTotal + i - Math.floor(count / 2);
    specs.push(
      market(
        T.totalGames,
        P.fullTime,
        `Total Games Over/Under ${line}`,
        overUnder(normalOver(line, expectedGames, 3.8), line),
        margins.line,
      ),
    );
  }
  const mainHandicap = Math.floor(-gameMargin) + 0.5;
  for (let i = 0; i < count; i++) {
    const line = mainHandicap + (i - Math.floor(count / 2)) * 1;
    specs.push(
      market(
        T.gameHandicap,
        P.fullTime,
        `Game Handicap ${lineLabel(line)}`,
        handicap(ctx, line, normalOver(-line, gameMargin, 4.5)),
        margins.line,
      ),
    );
  }
  for (let n = 1; n <= (tier === 1 ? 2 : 1); n++) {
    const period = P.set(n);
    specs.push(market(T.setWinner, period, `${period.description} Winner`, twoWay(ctx, pSet), margins.side));
  }
  specs.push(
    market(
      T.totalGames,
      P.set(1),
      '1st Set Total Games Over/Under 9.5',
      overUnder(normalOver(9.5, gamesPerSet(pSet), 1.7), 9.5),
      margins.side,
    ),
  );
  const tiebreakPerSet = 0.2 - 0.4 * (pSet - 0.5) ** 2;
  specs.push(
    market(
      T.tiebreakInMatch,
      P.fullTime,
      'Tie-Break In Match',
      yesNo(1 - (1 - tiebreakPerSet) ** (2 + threeSets)),
      margins.side,
    ),
  );
  return specs;
};

/** Set or map betting: '<winner> 2-1', the winner named, as bettors read it. */
export function setBetting(ctx: MatchContext, scores: readonly FinalScore[]): OutcomeSpec[] {
  const homeWins = scores.filter((s) => s.home > s.away).sort((a, b) => a.away - b.away);
  const awayWins = scores.filter((s) => s.away > s.home).sort((a, b) => b.home - a.home);
  return [
    ...homeWins.map((s) => ({
      description: `${ctx.home.description} ${s.home}-${s.away}`,
      probability: s.probability,
    })),
    ...awayWins.map((s) => ({
      description: `${ctx.away.description} ${s.away}-${s.home}`,
      probability: s.probability,
    })),
  ];
}
