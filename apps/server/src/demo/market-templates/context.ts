import type { MarketPeriod, Opponent } from '@sb/contract';
import type { MarketSpec, OutcomeSpec } from '../market-builder.ts';
import type { MarketType } from '../market-types.ts';
import { clampProbability, type Margins } from '../prices.ts';
import type { Random } from '../prng.ts';

/** What a template knows about a match: the two sides, their strength and the league's level. */
export interface MatchContext {
  home: Opponent;
  away: Opponent;
  /** Ratings on a common scale: about +1 for a league's best, -1 for its worst. */
  homeRating: number;
  awayRating: number;
  /** No home advantage (tournaments, neutral venues). */
  neutral: boolean;
  tier: 1 | 2 | 3;
  margins: Margins;
  /** Goals, points or runs per game in this league. */
  scoring?: number | undefined;
  format?: string | undefined;
  random: Random;
}

/** Markets of one match, main market first, each with fair probabilities and a margin. */
export type MarketTemplate = (ctx: MatchContext) => MarketSpec[];

/** '+1.5', '-0.5', '0': a line as bettors read it. */
export function lineLabel(value: number): string {
  if (value === 0) return '0';
  return value > 0 ? `+${value}` : `${value}`;
}

/** `count` half-point lines centred on the one nearest `mean` (2.5 for 2.7 goals), `step` apart. */
export function linesAround(mean: number, count: number, step = 1, minimum = 0.5): number[] {
  const centre = Math.max(minimum, Math.floor(mean) + 0.5);
  const first = Math.max(minimum, centre - Math.floor(count / 2) * step);
  return Array.from({ length: count }, (_, i) => first + i * step);
}

export function market(
  type: MarketType,
  period: MarketPeriod,
  description: string,
  outcomes: OutcomeSpec[],
  margin: number,
  extra: Partial<Pick<MarketSpec, 'overlapping' | 'side' | 'playerName' | 'suspended'>> = {},
): MarketSpec {
  return { type, period, description, outcomes, margin, ...extra };
}

export function twoWay(ctx: MatchContext, pHome: number): OutcomeSpec[] {
  const p = clampProbability(pHome);
  return [
    { description: ctx.home.description, probability: p, opponentId: ctx.home.id },
    { description: ctx.away.description, probability: 1 - p, opponentId: ctx.away.id },
  ];
}

export function threeWay(ctx: MatchContext, home: number, draw: number, away: number): OutcomeSpec[] {
  return [
    { description: ctx.home.description, probability: clampProbability(home), opponentId: ctx.home.id },
    { description: 'Draw', probability: clampProbability(draw) },
    { description: ctx.away.description, probability: clampProbability(away), opponentId: ctx.away.id },
  ];
}

export function overUnder(pOver: number, line: number): OutcomeSpec[] {
  const p = clampProbability(pOver);
  return [
    { description: `Over ${line}`, probability: p, spread: line },
    { description: `Under ${line}`, probability: 1 - p, spread: line },
  ];
}

export function yesNo(pYes: number): OutcomeSpec[] {
  const p = clampProbability(pYes);
  return [
    { description: 'Yes', probability: p },
    { description: 'No', probability: 1 - p },
  ];
}

/** A handicap line from the home side's view: home -1.5 against away +1.5. */
export function handicap(ctx: MatchContext, homeLine: number, pHomeCovers: number): OutcomeSpec[] {
  const p = clampProbability(pHomeCovers);
  return [
    {
      description: `${ctx.home.description} ${lineLabel(homeLine)}`,
      probability: p,
      opponentId: ctx.home.id,
      spread: homeLine,
    },
    {
      description: `${ctx.away.description} ${lineLabel(-homeLine)}`,
      probability: 1 - p,
      opponentId: ctx.away.id,
      spread: -homeLine,
    },
  ];
}

/** The two sides as market subjects (team totals, clean sheets, top team batsman). */
export function sides(ctx: MatchContext): { slot: 1 | 2; opponentId: number; teamName: string }[] {
  return [
    { slot: 1, opponentId: ctx.home.id, teamName: ctx.home.description },
    { slot: 2, opponentId: ctx.away.id, teamName: ctx.away.description },
  ];
}
