import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jackpotBooking } from './jackpot-booking.ts';
import type { JackpotMatch } from './jackpot-pool.ts';
import {
  bestLine,
  linesByWrong,
  poolOutcome,
  type CountedMatch,
  type JackpotMatchResult,
} from './jackpot-results.ts';

/** A pool of `mains` main matches then `reserves` reserves; match `o`'s 1X2 outcomes are o1, o2, o3. */
const pool = (mains: number, reserves: number): JackpotMatch[] =>
  Array.from({ length: mains + reserves }, (_, i) => {
    const ordinal = i + 1;
    return {
      ordinal,
      reserve: ordinal > mains,
      marketId: 1000 + ordinal,
      outcomeIds: [ordinal * 10 + 1, ordinal * 10 + 2, ordinal * 10 + 3],
    };
  });

/** Outcome `k` (1: home, 2: draw, 3: away) of match `ordinal`. */
const o = (ordinal: number, k: number) => ordinal * 10 + k;

/** Results by ordinal: 'void', or the winning outcome (1, 2, 3) of that match. */
const resulted = (byOrdinal: Record<number, 'void' | 1 | 2 | 3>): Map<number, JackpotMatchResult> =>
  new Map(
    Object.entries(byOrdinal).map(([ordinal, r]): [number, JackpotMatchResult] => [
      Number(ordinal),
      r === 'void' ? 'void' : { winner: o(Number(ordinal), r) },
    ]),
  );

const played = (ordinal: number, k: number): CountedMatch => ({
  ordinal,
  by: 'played',
  winner: o(ordinal, k),
});
const byReserve = (ordinal: number, reserveOrdinal: number, k: number): CountedMatch => ({
  ordinal,
  by: 'reserve',
  reserveOrdinal,
  winner: o(reserveOrdinal, k),
});
const voided = (ordinal: number): CountedMatch => ({ ordinal, by: 'void' });

/** 4 main matches, reserves 5 and 6, up to 3 void main matches. */
const POOL = pool(4, 2);
const RULES = { voidLimit: 3 };

describe('how a pool counts its results', () => {
  it.each<[string, Map<number, JackpotMatchResult>, ReturnType<typeof poolOutcome>]>([
    [
      'waits while a main match has no result',
      resulted({ 1: 1, 2: 2, 4: 3, 5: 1, 6: 1 }),
      { state: 'waiting', waitingFor: [3] },
    ],
    [
      'names every main match it waits for',
      resulted({ 1: 1, 3: 3 }),
      { state: 'waiting', waitingFor: [2, 4] },
    ],
    [
      'every main match played: each counts by its own result, the reserves need none',
      resulted({ 1: 1, 2: 2, 3: 3, 4: 1 }),
      { state: 'decided', counted: [played(1, 1), played(2, 2), played(3, 3), played(4, 1)] },
    ],
    [
      'a void main match is replaced by the first reserve',
      resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 5: 2, 6: 3 }),
      { state: 'decided', counted: [played(1, 1), byReserve(2, 5, 2), played(3, 3), played(4, 1)] },
    ],
    [
      'void main matches take the reserves in ordinal order',
      resulted({ 1: 'void', 2: 2, 3: 'void', 4: 1, 5: 2, 6: 3 }),
      { state: 'decided', counted: [byReserve(1, 5, 2), played(2, 2), byReserve(3, 6, 3), played(4, 1)] },
    ],
    [
      'a void reserve replaces nothing: the next played one stands in',
      resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 5: 'void', 6: 3 }),
      { state: 'decided', counted: [played(1, 1), byReserve(2, 6, 3), played(3, 3), played(4, 1)] },
    ],
    [
      'waits for the reserve a void main match needs',
      resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 6: 3 }),
      { state: 'waiting', waitingFor: [5] },
    ],
    [
      'waits for the next reserve when the first is void',
      resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 5: 'void' }),
      { state: 'waiting', waitingFor: [6] },
    ],
    [
      'void main matches beyond the reserves count every pick as right',
      resulted({ 1: 'void', 2: 'void', 3: 'void', 4: 1, 5: 1, 6: 2 }),
      { state: 'decided', counted: [byReserve(1, 5, 1), byReserve(2, 6, 2), voided(3), played(4, 1)] },
    ],
    [
      'void reserves leave the void main matches counting as right',
      resulted({ 1: 2, 2: 'void', 3: 'void', 4: 1, 5: 'void', 6: 'void' }),
      { state: 'decided', counted: [played(1, 2), voided(2), voided(3), played(4, 1)] },
    ],
    [
      'void main matches up to the void limit do not cancel it',
      resulted({ 1: 'void', 2: 'void', 3: 'void', 4: 1, 5: 1, 6: 2 }),
      { state: 'decided', counted: [byReserve(1, 5, 1), byReserve(2, 6, 2), voided(3), played(4, 1)] },
    ],
    [
      'more void main matches than the void limit cancel it',
      resulted({ 1: 'void', 2: 'void', 3: 'void', 4: 'void', 5: 1, 6: 2 }),
      { state: 'cancelled', voids: 4 },
    ],
  ])('%s', (_name, results, outcome) => {
    // The matches come in any order: their ordinals decide.
    expect(poolOutcome([...POOL].reverse(), results, RULES)).toEqual(outcome);
  });

  it('void reserves do not count towards the void limit', () => {
    const results = resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 5: 'void', 6: 'void' });
    expect(poolOutcome(POOL, results, { voidLimit: 1 })).toEqual({
      state: 'decided',
      counted: [played(1, 1), voided(2), played(3, 3), played(4, 1)],
    });
  });

  it('a void limit of 0 cancels the pool at the first void main match', () => {
    const results = resulted({ 1: 1, 2: 'void', 3: 3, 4: 1, 5: 1, 6: 1 });
    expect(poolOutcome(POOL, results, { voidLimit: 0 })).toEqual({ state: 'cancelled', voids: 1 });
  });
});

describe("an entry's lines by wrong picks", () => {
  const picks = (byOrdinal: Record<number, number[]>) =>
    new Map(
      Object.entries(byOrdinal).map(([ordinal, ks]) => [
        Number(ordinal),
        ks.map((k) => o(Number(ordinal), k)),
      ]),
    );

  it.each<[string, CountedMatch[], Record<number, number[]>, number[]]>([
    ['every pick right: one line, 0 wrong', [played(1, 1), played(2, 3)], { 1: [1], 2: [3] }, [1]],
    ['one pick wrong: one line, 1 wrong', [played(1, 1), played(2, 3)], { 1: [1], 2: [2] }, [0, 1]],
    [
      'a double makes a right line and a line with one more wrong',
      [played(1, 1), played(2, 3)],
      { 1: [1, 2], 2: [2] },
      [0, 1, 1],
    ],
    [
      'two doubles, both hit: 1 line right, 2 with one wrong, 1 with two',
      [played(1, 1), played(2, 3)],
      { 1: [1, 2], 2: [2, 3] },
      [1, 2, 1],
    ],
    [
      'a doubled main match replaced by a right reserve pick: both lines right',
      [byReserve(1, 3, 2), played(2, 3)],
      { 1: [1, 3], 2: [3], 3: [2] },
      [2],
    ],
    [
      'a doubled main match replaced by a wrong reserve pick: both lines wrong',
      [byReserve(1, 3, 2), played(2, 3)],
      { 1: [1, 3], 2: [3], 3: [1] },
      [0, 2],
    ],
    [
      'a void main match with no reserve left: every pick on it right',
      [voided(1), played(2, 3)],
      { 1: [1, 3], 2: [1], 3: [1] },
      [0, 2],
    ],
  ])('%s', (_name, counted, byOrdinal, byWrong) => {
    expect(linesByWrong(counted, picks(byOrdinal))).toEqual(byWrong);
  });

  it.each([
    [[1, 4], 0],
    [[0, 0, 3], 2],
    [[0], undefined],
  ])('the best line of %j has %s wrong', (byWrong, best) => {
    expect(bestLine(byWrong)).toBe(best);
  });

  it('count every line of the entry as enumerating them one by one does (property)', () => {
    const entryPool = fc
      .record({ mains: fc.integer({ min: 1, max: 8 }), reserves: fc.integer({ min: 0, max: 3 }) })
      .chain(({ mains, reserves }) =>
        fc.record({
          mains: fc.constant(mains),
          reserves: fc.constant(reserves),
          // Per match: 0-2 one pick (home, draw, away); 3-5 two, leaving one out (a reserve: one).
          picks: fc.array(fc.nat(5), { minLength: mains + reserves, maxLength: mains + reserves }),
          // Per match: 0 void, else the winner (1 to 3).
          results: fc.array(fc.nat(3), { minLength: mains + reserves, maxLength: mains + reserves }),
        }),
      );
    fc.assert(
      fc.property(entryPool, ({ mains, reserves, picks, results: codes }) => {
        const matches = pool(mains, reserves);
        const byOrdinal = new Map(
          picks.map((code, i): [number, number[]] => {
            const ks = i < mains && code >= 3 ? [1, 2, 3].filter((k) => k !== code - 2) : [(code % 3) + 1];
            return [i + 1, ks.map((k) => o(i + 1, k))];
          }),
        );
        const results = codes.map((r) => (r === 0 ? 'void' : r));
        const resultOf = (ordinal: number) => results[ordinal - 1]!;
        const outcome = poolOutcome(
          matches,
          new Map(results.map((r, i) => [i + 1, r === 'void' ? 'void' : { winner: o(i + 1, r) }])),
          { voidLimit: mains },
        );
        if (outcome.state !== 'decided') throw new Error(`every result is in: ${outcome.state}`);

        // The doc's substitution, on its own: each void main match, in ordinal order, takes the next
        // reserve that was played; the reserve's one pick stands for each of its picks.
        const unused = Array.from({ length: reserves }, (_, i) => mains + i + 1).filter(
          (r) => resultOf(r) !== 'void',
        );
        const standIn = new Map<number, number | undefined>();
        for (let m = 1; m <= mains; m++) if (resultOf(m) === 'void') standIn.set(m, unused.shift());
        const wrongOf = (main: number, pick: number): number => {
          if (resultOf(main) !== 'void') return pick === o(main, resultOf(main) as number) ? 0 : 1;
          const reserve = standIn.get(main);
          if (reserve === undefined) return 0;
          const reservePick = byOrdinal.get(reserve)![0]!;
          return reservePick === o(reserve, resultOf(reserve) as number) ? 0 : 1;
        };
        const enumerated: number[] = [];
        const walk = (main: number, wrong: number): void => {
          if (main > mains) {
            enumerated[wrong] = (enumerated[wrong] ?? 0) + 1;
            return;
          }
          for (const pick of byOrdinal.get(main)!) walk(main + 1, wrong + wrongOf(main, pick));
        };
        walk(1, 0);

        const counted = linesByWrong(outcome.counted, byOrdinal);
        expect(counted).toEqual(Array.from(enumerated, (n) => n ?? 0));
        const booking = jackpotBooking(matches, [...byOrdinal.values()].flat(), {
          maxDoubles: mains,
          unitStake: 1n,
        });
        expect(booking.errors).toEqual([]);
        expect(counted.reduce((a, b) => a + b, 0)).toBe(booking.lines);
      }),
      { numRuns: 1000 },
    );
  });
});
