import type { OutcomeSpec } from '../market-builder.ts';
import { sumWhere } from '../prices.ts';

/**
 * Football markets read off the score distributions: goal difference (Asian and European
 * handicaps), correct score, half-time/full-time and result combinations.
 */
export type Result = 'H' | 'D' | 'A';
export const resultOf = (home: number, away: number): Result =>
  home > away ? 'H' : home === away ? 'D' : 'A';

/** P(home goals - away goals = d) for d from -max to +max, read once from the score matrix. */
export function goalDifference(ft: number[][]): {
  at: (d: number) => number;
  where: (test: (d: number) => boolean) => number;
} {
  const max = ft.length - 1;
  const byDifference = new Float64Array(2 * max + 1);
  ft.forEach((row, h) =>
    row.forEach((p, a) => (byDifference[h - a + max] = (byDifference[h - a + max] ?? 0) + p)),
  );
  return {
    at: (d) => byDifference[d + max] ?? 0,
    where: (test) => {
      let total = 0;
      byDifference.forEach((p, i) => (test(i - max) ? (total += p) : undefined));
      return total;
    },
  };
}

/** Chance the home side covers an Asian line, a whole line's push (stake back) left out. */
export function asianCover(difference: ReturnType<typeof goalDifference>, line: number): number {
  const win = difference.where((d) => d + line > 0);
  const lose = difference.where((d) => d + line < 0);
  return win / (win + lose);
}

/** Asian handicap lines (home view), centred on the most balanced one. */
export function asianLines(difference: ReturnType<typeof goalDifference>, count: number): number[] {
  const candidates = Array.from({ length: 15 }, (_, i) => -3.5 + i * 0.5);
  const balance = candidates.map((line) => Math.abs(asianCover(difference, line) - 0.5));
  const best = balance.indexOf(Math.min(...balance));
  const start = Math.min(Math.max(0, best - Math.floor(count / 2)), candidates.length - count);
  return candidates.slice(start, start + count);
}

/** Scores up to 3-3 by result, then 'Any Other' for each result. */
export function correctScore(ft: number[][], name: Record<Result, string>): OutcomeSpec[] {
  const listed: OutcomeSpec[] = [];
  const covered: Record<Result, number> = { H: 0, D: 0, A: 0 };
  for (const wanted of ['H', 'D', 'A'] as const) {
    for (let h = 0; h <= 3; h++) {
      for (let a = 0; a <= 3; a++) {
        if (resultOf(h, a) !== wanted) continue;
        const p = ft[h]?.[a] ?? 0;
        covered[wanted] += p;
        listed.push({ description: `${h}-${a}`, probability: p });
      }
    }
  }
  const full = {
    H: sumWhere(ft, (h, a) => h > a),
    D: sumWhere(ft, (h, a) => h === a),
    A: sumWhere(ft, (h, a) => h < a),
  };
  const other = (r: Result) => Math.max(0.001, full[r] - covered[r]);
  return [
    ...listed,
    { description: `Any Other ${name.H} Win`, probability: other('H') },
    { description: 'Any Other Draw', probability: other('D') },
    { description: `Any Other ${name.A} Win`, probability: other('A') },
  ];
}

/** Half-time and full-time results together, and which half has more goals, from the two halves. */
export function halfTimeJoint(h1: number[][], h2: number[][]) {
  // Indices 0 home, 1 draw, 2 away; joint[half * 3 + full]. Plain loops: this runs for every match.
  const outcome = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);
  const joint = new Float64Array(9);
  let firstHigher = 0;
  let tied = 0;
  for (let a1 = 0; a1 < h1.length; a1++) {
    const row1 = h1[a1] ?? [];
    for (let b1 = 0; b1 < row1.length; b1++) {
      const p1 = row1[b1] ?? 0;
      const half = outcome(a1, b1) * 3;
      for (let a2 = 0; a2 < h2.length; a2++) {
        const row2 = h2[a2] ?? [];
        for (let b2 = 0; b2 < row2.length; b2++) {
          const p = p1 * (row2[b2] ?? 0);
          const cell = half + outcome(a1 + a2, b1 + b2);
          joint[cell] = (joint[cell] ?? 0) + p;
          const first = a1 + b1;
          const second = a2 + b2;
          if (first > second) firstHigher += p;
          else if (first === second) tied += p;
        }
      }
    }
  }
  return { joint, firstHigher, tied };
}

export function htft(joint: Float64Array, name: Record<Result, string>): OutcomeSpec[] {
  const results = ['H', 'D', 'A'] as const;
  return results.flatMap((half, i) =>
    results.map((full, j) => ({
      description: `${name[half]} / ${name[full]}`,
      probability: joint[i * 3 + j] ?? 0,
    })),
  );
}

export function combo(
  ft: number[][],
  name: Record<Result, string>,
  condition: (h: number, a: number) => boolean,
  labels: readonly [yes: string, no: string],
): OutcomeSpec[] {
  return (['H', 'D', 'A'] as const).flatMap((r) => [
    {
      description: `${name[r]} & ${labels[0]}`,
      probability: sumWhere(ft, (h, a) => resultOf(h, a) === r && condition(h, a)),
    },
    {
      description: `${name[r]} & ${labels[1]}`,
      probability: sumWhere(ft, (h, a) => resultOf(h, a) === r && !condition(h, a)),
    },
  ]);
}
