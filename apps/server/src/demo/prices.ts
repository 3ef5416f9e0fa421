import { bookPrices } from '@sb/domain';

/**
 * From fair chances to a bookmaker's prices. Templates compute fair probabilities from a strength
 * model (the helpers below); `priceMarket` adds the margin with the domain's `bookPrices`, which
 * snaps to the odds ladder.
 */

/** Margins in percent by league tier: a keen book on the top flight, a fatter one lower down. */
export interface Margins {
  /** The event's main market (1X2, moneyline, match winner). */
  main: number;
  /** Main lines: totals and handicaps. */
  line: number;
  /** Halves, periods, team totals, double chance and other secondary markets. */
  side: number;
  /** Many-outcome markets: correct score, HT/FT, combinations, set betting, method of victory. */
  exotic: number;
}

export function marginsFor(tier: 1 | 2 | 3): Margins {
  const main = [4.5, 5.5, 6.5][tier - 1] ?? 6.5;
  return { main, line: main + 0.5, side: main + 2, exotic: 10 + tier * 2.5 };
}

/** Outright books carry more margin the more runners they have. */
export function outrightMargin(runners: number): number {
  return Math.min(35, 12 + runners * 0.7);
}

/** Fair chances kept inside what a two- or three-way book can price with a margin on both sides. */
export function clampProbability(p: number): number {
  return Math.min(0.985, Math.max(0.015, p));
}

/**
 * Prices for a market's outcomes: fair probabilities normalised, the margin added, snapped to the
 * ladder. Snapping can shave a thin book below 100 % (a favourite stuck at 1.01); the margin is
 * then raised until the book is over-round again, as no bookmaker offers an arbitrage.
 */
export function priceMarket(probabilities: readonly number[], marginPercent: number): number[] {
  let prices = bookPrices(probabilities, marginPercent);
  for (let extra = 1; extra <= 4 && overround(prices) < 1 + marginPercent / 400; extra++) {
    prices = bookPrices(probabilities, marginPercent + extra * 1.5);
  }
  return prices;
}

/**
 * Double chance and similar markets whose outcomes overlap (their chances sum to more than 1):
 * each outcome is priced as one side of its own yes/no book.
 */
export function priceOverlapping(probabilities: readonly number[], marginPercent: number): number[] {
  return probabilities.map(
    (p) => priceMarket([clampProbability(p), 1 - clampProbability(p)], marginPercent)[0] ?? 1.01,
  );
}

export function overround(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 1 / price, 0);
}

/** Poisson probabilities P(X = 0..max). */
export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p *= lambda / (k + 1);
  }
  return out;
}

/** P(X > line) for a distribution given as probabilities of 0, 1, 2 ... */
export function overLine(pmf: readonly number[], line: number): number {
  let over = 0;
  pmf.forEach((p, k) => (k > line ? (over += p) : undefined));
  return over;
}

/** Joint score distribution of two independent Poisson sides, normalised after truncation. */
export function scoreMatrix(homeRate: number, awayRate: number, max = 10): number[][] {
  const home = poissonPmf(homeRate, max);
  const away = poissonPmf(awayRate, max);
  const rows = home.map((ph) => away.map((pa) => ph * pa));
  const total = rows.reduce((sum, row) => sum + row.reduce((s, p) => s + p, 0), 0);
  return rows.map((row) => row.map((p) => p / total));
}

export function sumWhere(
  matrix: readonly (readonly number[])[],
  predicate: (home: number, away: number) => boolean,
): number {
  let total = 0;
  matrix.forEach((row, h) => row.forEach((p, a) => (predicate(h, a) ? (total += p) : undefined)));
  return total;
}

/** P(X <= x) for X ~ N(mean, sd), Abramowitz-Stegun 7.1.26 (error below 1.5e-7). */
export function normalCdf(x: number, mean = 0, sd = 1): number {
  const z = (x - mean) / (sd * Math.SQRT2);
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return 0.5 * (1 + (z >= 0 ? y : -y));
}

/** P(X > line) for X ~ N(mean, sd). */
export function normalOver(line: number, mean: number, sd: number): number {
  return 1 - normalCdf(line, mean, sd);
}

export interface FinalScore {
  home: number;
  away: number;
  probability: number;
}

/**
 * Final scores of a race to `target` units (sets, maps, legs, frames) when the home side wins each
 * unit with probability p: P(target, k) = C(target - 1 + k, k) p^target q^k, and the mirror.
 */
export function raceTo(target: number, p: number): FinalScore[] {
  const q = 1 - p;
  const scores: FinalScore[] = [];
  let combinations = 1;
  for (let k = 0; k < target; k++) {
    if (k > 0) combinations = (combinations * (target - 1 + k)) / k;
    scores.push({ home: target, away: k, probability: combinations * p ** target * q ** k });
    scores.push({ home: k, away: target, probability: combinations * q ** target * p ** k });
  }
  return scores;
}

/** Chance that the home side wins a race to `target` units. */
export function raceWin(target: number, p: number): number {
  return raceTo(target, p)
    .filter((s) => s.home === target)
    .reduce((sum, s) => sum + s.probability, 0);
}

/** Logistic win chance from a rating difference: 0.5 when equal, `scale` sets the steepness. */
export function logistic(difference: number, scale = 1): number {
  return 1 / (1 + Math.exp(-difference * scale));
}
