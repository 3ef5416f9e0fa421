/**
 * The odds ladder: the decimal prices a displayed price may take. Steps widen as prices lengthen,
 * as on an exchange-style ladder (1.01 step 0.01 up to 2, 0.02 up to 3, 0.05 up to 4, 0.1 up to 6,
 * 0.2 up to 10, 0.5 up to 20, 1 up to 30, 2 up to 50, 5 up to 100, 10 up to 1000).
 */
const STEPS: readonly (readonly [upTo: number, step: number])[] = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [1000, 10],
];

function buildLadder(): number[] {
  // Whole cents avoid floating-point drift across hundreds of steps.
  const ladder: number[] = [1.01];
  let cents = 101;
  for (const [upTo, step] of STEPS) {
    const stepCents = Math.round(step * 100);
    while (cents + stepCents <= upTo * 100) {
      cents += stepCents;
      ladder.push(cents / 100);
    }
  }
  return ladder;
}

export const ODDS_LADDER: readonly number[] = Object.freeze(buildLadder());

/**
 * The ladder value nearest to `price`. On a tie the shorter (lower) price wins: a bookmaker never
 * rounds in the bettor's favour by accident. Prices beyond the ends clamp to them.
 */
export function snapToLadder(price: number, ladder: readonly number[] = ODDS_LADDER): number {
  const first = ladder[0];
  const last = ladder[ladder.length - 1];
  if (first === undefined || last === undefined) return price;
  if (!(price > first)) return first;
  if (price >= last) return last;
  let lo = 0;
  let hi = ladder.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ladder[mid]! <= price) lo = mid;
    else hi = mid;
  }
  const below = ladder[lo]!;
  const above = ladder[hi]!;
  // The epsilon makes a tie a tie despite binary noise (2.03 - 2.02 is not exactly 0.01).
  return price - below <= above - price + 1e-9 ? below : above;
}
