/** Small probability helpers behind the demo prices: Poisson scores and normal margins. */

export function poisson(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** P(X <= x) for X ~ N(mean, sd), Abramowitz-Stegun approximation (error < 1e-7). */
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

/** Joint score distribution of two independent Poisson teams, truncated at `max` goals each. */
export function scoreMatrix(homeRate: number, awayRate: number, max = 10): number[][] {
  const rows: number[][] = [];
  for (let h = 0; h <= max; h++) {
    const row: number[] = [];
    for (let a = 0; a <= max; a++) row.push(poisson(homeRate, h) * poisson(awayRate, a));
    rows.push(row);
  }
  return rows;
}

export function sumWhere(matrix: number[][], predicate: (home: number, away: number) => boolean): number {
  let total = 0;
  matrix.forEach((row, h) => row.forEach((p, a) => (predicate(h, a) ? (total += p) : undefined)));
  return total;
}

/** Probability that a Poisson total exceeds a half line (e.g. 2.5). */
export function poissonOver(lambda: number, line: number): number {
  let under = 0;
  for (let k = 0; k <= Math.floor(line); k++) under += poisson(lambda, k);
  return 1 - under;
}

/** Keeps probabilities inside the range a ladder can price (1.01 .. 500). */
export function clampProbability(p: number): number {
  return Math.min(0.985, Math.max(0.002, p));
}
