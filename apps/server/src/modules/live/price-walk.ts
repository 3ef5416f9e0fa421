import { snapToLadder } from '@sb/domain';
import type { Random } from '../../demo/prng.ts';

/**
 * A market's prices drift as a random walk on the outcomes' fair probabilities (in log-odds, so
 * they stay within 0 and 1); the book's margin (its overround when the walk began) is put back and
 * each price snapped to the odds ladder. The fair probabilities are kept between steps: a step
 * smaller than one ladder rung still counts, and a few of them move the price.
 */
export interface MarketWalk {
  fair: number[];
  overround: number;
}

export function startWalk(decimals: readonly number[]): MarketWalk {
  const implied = decimals.map((d) => 1 / d);
  const overround = implied.reduce((a, b) => a + b, 0);
  return { fair: implied.map((p) => p / overround), overround };
}

/** One step of size `sd` (in log-odds); returns the new decimal prices, on the ladder. */
export function stepWalk(walk: MarketWalk, sd: number, random: Random): number[] {
  const moved = walk.fair.map((p) => {
    const clamped = Math.min(Math.max(p, 1e-4), 1 - 1e-4);
    const logit = Math.log(clamped / (1 - clamped)) + random.normal(0, sd);
    return 1 / (1 + Math.exp(-logit));
  });
  const total = moved.reduce((a, b) => a + b, 0);
  walk.fair = moved.map((p) => p / total);
  return walk.fair.map((p) => snapToLadder(1 / (p * walk.overround)));
}
