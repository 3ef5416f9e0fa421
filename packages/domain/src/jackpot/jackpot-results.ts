import { mainMatches, reserveMatches, type JackpotMatch, type JackpotRules } from './jackpot-pool.ts';

/*
 * A pool's results, as they count: each main match by its own result, or, when it is void or
 * postponed, by the next reserve that was played, in ordinal order. Void main matches beyond the
 * reserves count every pick on them as right; beyond the pool's void limit the pool is cancelled and
 * every stake refunded. A line's tier is its number of wrong picks; only that tier pays it.
 */

/** A match's result: the winning outcome, or void (postponed, abandoned). Unknown: not resulted yet. */
export type JackpotMatchResult = { winner: number } | 'void';

/** How a main match counts. */
export type CountedMatch =
  /** By its own result. */
  | { ordinal: number; by: 'played'; winner: number }
  /** Void, replaced by the reserve `reserveOrdinal`, whose one pick counts for every pick here. */
  | { ordinal: number; by: 'reserve'; reserveOrdinal: number; winner: number }
  /** Void with no reserve left: every pick on it counts as right. */
  | { ordinal: number; by: 'void' };

export type PoolOutcome =
  /** A result that decides the pool is still to come. */
  | { state: 'waiting'; waitingFor: number[] }
  | { state: 'cancelled'; voids: number }
  | { state: 'decided'; counted: CountedMatch[] };

/** How the pool's results count, once every result that decides it is known. */
export function poolOutcome(
  matches: readonly JackpotMatch[],
  results: ReadonlyMap<number, JackpotMatchResult>,
  rules: Pick<JackpotRules, 'voidLimit'>,
): PoolOutcome {
  const mains = mainMatches(matches);
  const waitingFor = mains.filter((m) => !results.has(m.ordinal)).map((m) => m.ordinal);
  if (waitingFor.length > 0) return { state: 'waiting', waitingFor };
  const voids = mains.filter((m) => results.get(m.ordinal) === 'void').length;
  if (voids > rules.voidLimit) return { state: 'cancelled', voids };

  const reserves = reserveMatches(matches);
  let next = 0;
  const counted: CountedMatch[] = [];
  for (const main of mains) {
    const result = results.get(main.ordinal)!;
    if (result !== 'void') {
      counted.push({ ordinal: main.ordinal, by: 'played', winner: result.winner });
      continue;
    }
    // The next reserve that was played; a void reserve replaces nothing.
    let replaced: CountedMatch | undefined;
    while (next < reserves.length && !replaced) {
      const reserve = reserves[next++]!;
      const played = results.get(reserve.ordinal);
      if (played === undefined) return { state: 'waiting', waitingFor: [reserve.ordinal] };
      if (played !== 'void')
        replaced = {
          ordinal: main.ordinal,
          by: 'reserve',
          reserveOrdinal: reserve.ordinal,
          winner: played.winner,
        };
    }
    counted.push(replaced ?? { ordinal: main.ordinal, by: 'void' });
  }
  return { state: 'decided', counted };
}

/**
 * An entry's lines by their number of wrong picks (index 0: every pick right), from its picks per
 * ordinal. Every staked line is counted: a doubled main match replaced by a reserve makes two lines
 * with the reserve's one pick, right or wrong together.
 */
export function linesByWrong(
  counted: readonly CountedMatch[],
  picks: ReadonlyMap<number, readonly number[]>,
): number[] {
  // The product of (right + wrong·x) over the matches: the coefficient of x^k counts lines with k wrong.
  let lines = [1];
  for (const match of counted) {
    const own = picks.get(match.ordinal)?.length ?? 0;
    let right: number;
    let wrong: number;
    if (match.by === 'void') {
      right = own;
      wrong = 0;
    } else {
      const on =
        match.by === 'played' ? (picks.get(match.ordinal) ?? []) : (picks.get(match.reserveOrdinal) ?? []);
      const hits = on.filter((id) => id === match.winner).length;
      // A reserve's one pick stands in for each of the main match's picks.
      const weight = match.by === 'played' ? 1 : own;
      right = hits * weight;
      wrong = (on.length - hits) * weight;
    }
    const next = new Array<number>(lines.length + 1).fill(0);
    lines.forEach((n, k) => {
      next[k] = (next[k] ?? 0) + n * right;
      next[k + 1] = (next[k + 1] ?? 0) + n * wrong;
    });
    lines = next;
  }
  while (lines.length > 1 && lines[lines.length - 1] === 0) lines.pop();
  return lines;
}

/** The fewest wrong picks of any line of the entry (its best line), or undefined with no line. */
export function bestLine(byWrong: readonly number[]): number | undefined {
  const k = byWrong.findIndex((n) => n > 0);
  return k < 0 ? undefined : k;
}
