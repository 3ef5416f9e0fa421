import type { PlaceTerms } from '@sb/contract';
import type { MinorAmount } from '../money/units.ts';

/**
 * Decimal odds as an exact fraction of BigInts. Multiplying floats drifts (1.1 * 1.1 * 1.1 is
 * 1.3310000000000004), and a treble's returns must be the same cent on the server and in the slip.
 * A price enters as the decimal the player sees (String(2.35) is '2.35', so it becomes 235/100).
 */
export interface ExactOdds {
  readonly num: bigint;
  readonly den: bigint;
}

export const EVEN: ExactOdds = { num: 1n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(num: bigint, den: bigint): ExactOdds {
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

/**
 * The exact fraction of a decimal price. The shortest text that reads back as the number is what
 * the player sees, so that is the value priced; an exponent form (1e-7) or NaN is 0.
 */
export function exactOdds(decimal: number): ExactOdds {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(decimal));
  if (!match) return { num: 0n, den: 1n };
  const fraction = match[2] ?? '';
  return reduce(BigInt((match[1] ?? '0') + fraction), 10n ** BigInt(fraction.length));
}

export function multiplyOdds(a: ExactOdds, b: ExactOdds): ExactOdds {
  return reduce(a.num * b.num, a.den * b.den);
}

export function addOdds(a: ExactOdds, b: ExactOdds): ExactOdds {
  return reduce(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** The product of all the odds, EVEN for none: a multiple's odds are its legs' multiplied. */
export function productOdds(odds: readonly ExactOdds[]): ExactOdds {
  return odds.reduce(multiplyOdds, EVEN);
}

/** The sum of all the odds, 0 for none: a system returns its combinations' odds added up. */
export function sumOdds(odds: readonly ExactOdds[]): ExactOdds {
  return odds.reduce(addOdds, { num: 0n, den: 1n });
}

/**
 * A system's odds (what one unit returns): over its fold sizes, the sum of the k-fold combinations
 * of the non-banker legs (`combinationOddsSums`), each with the bankers' product in it.
 */
export function systemOdds(
  sums: readonly ExactOdds[],
  banker: ExactOdds,
  folds: readonly number[],
): ExactOdds {
  return sumOdds(folds.map((k) => multiplyOdds(sums[k] ?? { num: 0n, den: 1n }, banker)));
}

/**
 * Each-way place odds (an each-way bet is a win bet and a place bet): the place part pays the
 * place fraction of the win odds' profit, 1 + (odds - 1) x numerator / denominator. 5.0 at 1/4
 * places at 2.0. Odds of 1 or less place at the same.
 */
export function placeOdds(win: ExactOdds, terms: PlaceTerms): ExactOdds {
  const profit = { num: win.num - win.den, den: win.den };
  if (profit.num <= 0n) return win;
  return addOdds(EVEN, reduce(profit.num * BigInt(terms.numerator), profit.den * BigInt(terms.denominator)));
}

/** Returns of a stake at these odds, rounded down to the minor unit: a slip never promises more. */
export function returnsAt(stake: MinorAmount, odds: ExactOdds): MinorAmount {
  if (stake <= 0n || odds.num <= 0n) return 0n;
  return (stake * odds.num) / odds.den;
}

/** The odds as a number rounded half up to `decimals` places, for display and `decimal` fields. */
export function oddsToNumber(odds: ExactOdds, decimals = 2): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = (odds.num * scale * 2n + odds.den) / (odds.den * 2n);
  return Number(scaled) / Number(scale);
}

/**
 * Sum over every k-element combination of `legs` of the product of its odds, for each k from 0 to
 * `maxFold` (the elementary symmetric sums). A system's returns per unit stake are the sum of these
 * over its folds; this counts all C(n, k) combinations in n x k steps, not by listing them.
 */
export function combinationOddsSums(legs: readonly ExactOdds[], maxFold: number): ExactOdds[] {
  const sums: ExactOdds[] = [EVEN];
  for (let k = 1; k <= maxFold; k += 1) sums.push({ num: 0n, den: 1n });
  for (const leg of legs) {
    for (let k = Math.min(maxFold, legs.length); k >= 1; k -= 1) {
      sums[k] = addOdds(sums[k]!, multiplyOdds(sums[k - 1]!, leg));
    }
  }
  return sums;
}
