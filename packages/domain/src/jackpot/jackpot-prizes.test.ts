import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jackpotBooking } from './jackpot-booking.ts';
import { BASIS_POINTS, jackpotRulesProblems, type JackpotMatch, type JackpotRules } from './jackpot-pool.ts';
import {
  entryPrize,
  jackpotPrizeEstimate,
  jackpotPrizes,
  winningLines,
  type JackpotPrizeTable,
} from './jackpot-prizes.ts';
import { linesByWrong, poolOutcome, type JackpotMatchResult } from './jackpot-results.ts';

/** The weekend pool's prize rules: 30 % margin; 13 right 60 %, 12 right 25 %, 11 right 15 %. */
const WEEKEND = {
  marginBasisPoints: 3000,
  tiers: [
    { wrong: 0, shareBasisPoints: 6000 },
    { wrong: 1, shareBasisPoints: 2500 },
    { wrong: 2, shareBasisPoints: 1500 },
  ],
  guarantee: 0n,
};
const withGuarantee = (guarantee: bigint) => ({ ...WEEKEND, guarantee });

/** Where the money went must add up, to the minor unit. */
const conserved = (t: JackpotPrizeTable) =>
  t.stakes + t.rolloverIn + t.topUp === t.prizesPaid + t.rolloverOut + t.margin;

describe("a settled pool's prizes", () => {
  it.each<{
    name: string;
    stakes: bigint;
    rolloverIn?: bigint;
    guarantee?: bigint;
    winning: bigint[];
    margin: bigint;
    funds: bigint[];
    perLine: bigint[];
    topUp?: bigint;
    paid: bigint;
    rolloverOut: bigint;
  }>([
    {
      name: 'EUR 1,000 staked: 30 % margin, the fund of 700 shared 60/25/15',
      stakes: 100_000n,
      winning: [1n, 2n, 4n],
      margin: 30_000n,
      funds: [42_000n, 17_500n, 10_500n],
      perLine: [42_000n, 8_750n, 2_625n],
      paid: 70_000n,
      rolloverOut: 0n,
    },
    {
      name: 'the top tier takes what the floored shares leave, so the tiers share the whole fund',
      stakes: 1_001n,
      winning: [1n, 1n, 1n],
      margin: 300n,
      funds: [421n, 175n, 105n],
      perLine: [421n, 175n, 105n],
      paid: 701n,
      rolloverOut: 0n,
    },
    {
      name: 'the roll-over in goes to the top tier only',
      stakes: 100_000n,
      rolloverIn: 12_345n,
      winning: [1n, 1n, 1n],
      margin: 30_000n,
      funds: [54_345n, 17_500n, 10_500n],
      perLine: [54_345n, 17_500n, 10_500n],
      paid: 82_345n,
      rolloverOut: 0n,
    },
    {
      name: 'a tier nobody reaches rolls over whole',
      stakes: 100_000n,
      rolloverIn: 12_345n,
      winning: [0n, 5n, 0n],
      margin: 30_000n,
      funds: [54_345n, 17_500n, 10_500n],
      perLine: [0n, 3_500n, 0n],
      paid: 17_500n,
      rolloverOut: 54_345n + 10_500n,
    },
    {
      name: 'what a split leaves over rolls over',
      stakes: 100_000n,
      winning: [9n, 3n, 7n],
      margin: 30_000n,
      funds: [42_000n, 17_500n, 10_500n],
      perLine: [4_666n, 5_833n, 1_500n],
      paid: 41_994n + 17_499n + 10_500n,
      rolloverOut: 6n + 1n,
    },
    {
      name: 'a won top tier short of the guarantee is topped up to it',
      stakes: 100_000n,
      rolloverIn: 8_000n,
      guarantee: 100_000n,
      winning: [2n, 0n, 1n],
      margin: 30_000n,
      funds: [100_000n, 17_500n, 10_500n],
      perLine: [50_000n, 0n, 10_500n],
      topUp: 50_000n,
      paid: 110_500n,
      rolloverOut: 17_500n,
    },
    {
      name: 'the guarantee split three ways: the cent left over rolls over',
      stakes: 100_000n,
      guarantee: 100_000n,
      winning: [3n, 0n, 0n],
      margin: 30_000n,
      funds: [100_000n, 17_500n, 10_500n],
      perLine: [33_333n, 0n, 0n],
      topUp: 58_000n,
      paid: 99_999n,
      rolloverOut: 1n + 17_500n + 10_500n,
    },
    {
      name: 'no top-up when nobody wins the top tier: its share and the roll-over in roll over',
      stakes: 100_000n,
      rolloverIn: 8_000n,
      guarantee: 100_000n,
      winning: [0n, 1n, 1n],
      margin: 30_000n,
      funds: [50_000n, 17_500n, 10_500n],
      perLine: [0n, 17_500n, 10_500n],
      paid: 28_000n,
      rolloverOut: 50_000n,
    },
    {
      name: 'no top-up when the top tier is worth more than the guarantee',
      stakes: 100_000n,
      rolloverIn: 80_000n,
      guarantee: 100_000n,
      winning: [1n, 0n, 0n],
      margin: 30_000n,
      funds: [122_000n, 17_500n, 10_500n],
      perLine: [122_000n, 0n, 0n],
      paid: 122_000n,
      rolloverOut: 28_000n,
    },
    {
      name: 'a pool without entries passes its roll-over on',
      stakes: 0n,
      rolloverIn: 8_000n,
      guarantee: 100_000n,
      winning: [0n, 0n, 0n],
      margin: 0n,
      funds: [8_000n, 0n, 0n],
      perLine: [0n, 0n, 0n],
      paid: 0n,
      rolloverOut: 8_000n,
    },
  ])(
    '$name',
    ({
      stakes,
      rolloverIn = 0n,
      guarantee = 0n,
      winning,
      margin,
      funds,
      perLine,
      topUp = 0n,
      paid,
      rolloverOut,
    }) => {
      const table = jackpotPrizes({ stakes, rolloverIn, winningLines: winning }, withGuarantee(guarantee));
      expect(table.margin).toBe(margin);
      expect(table.fund).toBe(stakes - margin);
      expect(table.tiers.map((t) => t.wrong)).toEqual([0, 1, 2]);
      expect(table.tiers.map((t) => t.lines)).toEqual(winning);
      expect(table.tiers.map((t) => t.fund)).toEqual(funds);
      expect(table.tiers.map((t) => t.perLine)).toEqual(perLine);
      expect(table.tiers.map((t) => t.paid)).toEqual(perLine.map((p, i) => p * winning[i]!));
      expect(table.topUp).toBe(topUp);
      expect(table.prizesPaid).toBe(paid);
      expect(table.rolloverOut).toBe(rolloverOut);
      expect(conserved(table)).toBe(true);
    },
  );

  it('the midweek pool (8 right 75 %, 7 right 25 %) in KES', () => {
    const midweek = {
      marginBasisPoints: 3000,
      tiers: [
        { wrong: 0, shareBasisPoints: 7500 },
        { wrong: 1, shareBasisPoints: 2500 },
      ],
      guarantee: 1_000_000_00n,
    };
    // 4,000 lines at KES 50.
    const table = jackpotPrizes({ stakes: 200_000_00n, rolloverIn: 0n, winningLines: [0n, 7n] }, midweek);
    expect(table.margin).toBe(60_000_00n);
    expect(table.tiers.map((t) => [t.fund, t.perLine, t.rolledOver])).toEqual([
      [105_000_00n, 0n, 105_000_00n],
      [35_000_00n, 5_000_00n, 0n],
    ]);
    expect(table.topUp).toBe(0n);
  });
});

describe("an entry's prize", () => {
  // Top tier 50,000 a line, 12 right 8,750, 11 right 2,625.
  const table = jackpotPrizes(
    { stakes: 100_000n, rolloverIn: 0n, winningLines: [2n, 2n, 4n] },
    withGuarantee(100_000n),
  );

  it.each([
    ['a line with every pick right is paid as the top tier only, not also as 12 or 11 right', [1], 50_000n],
    ['one line of each tier', [1, 1, 1], 50_000n + 8_750n + 2_625n],
    ['two 12-right lines and a losing one', [0, 2, 0, 1], 17_500n],
    ['lines with more wrong than the last tier win nothing', [0, 0, 0, 4, 4], 0n],
    ['no line', [], 0n],
  ])('%s', (_name, byWrong, prize) => {
    expect(entryPrize(byWrong, table)).toBe(prize);
  });
});

describe('the top prize shown before the close', () => {
  it.each([
    ['the top tier share of the stakes so far', 1_000_000n, 0n, 0n, 420_000n],
    ['with the roll-over in', 1_000_000n, 55_555n, 0n, 475_555n],
    ['with the floor remainders of the lower tiers', 1_001n, 0n, 0n, 421n],
    ['the guarantee when that is more', 1_000_000n, 55_555n, 10_000_000n, 10_000_000n],
    ['the guarantee of a pool without entries', 0n, 0n, 10_000_000n, 10_000_000n],
  ])('%s', (_name, stakes, rolloverIn, guarantee, shown) => {
    expect(jackpotPrizeEstimate(stakes, rolloverIn, withGuarantee(guarantee))).toBe(shown);
  });

  it('is what the top tier would hold if the pool settled now with a winner', () => {
    const table = jackpotPrizes(
      { stakes: 1_234_567n, rolloverIn: 89_000n, winningLines: [1n, 0n, 0n] },
      withGuarantee(2_000_000n),
    );
    expect(jackpotPrizeEstimate(1_234_567n, 89_000n, withGuarantee(2_000_000n))).toBe(table.tiers[0]!.fund);
  });
});

describe('winning lines per tier', () => {
  it('adds up every entry’s lines of each tier’s wrong picks; other lines win nothing', () => {
    const entries = [
      [1, 2, 1],
      [0, 1, 0, 5],
      [0, 0, 3],
    ];
    expect(winningLines(entries, WEEKEND)).toEqual([1n, 3n, 4n]);
  });

  it('follows the tiers, not the positions', () => {
    const gapped = {
      tiers: [
        { wrong: 0, shareBasisPoints: 8000 },
        { wrong: 2, shareBasisPoints: 2000 },
      ],
    };
    expect(
      winningLines(
        [
          [1, 2, 1],
          [0, 1, 3],
        ],
        gapped,
      ),
    ).toEqual([1n, 4n]);
  });

  it('no entries, no winners', () => {
    expect(winningLines([], WEEKEND)).toEqual([0n, 0n, 0n]);
  });
});

// ---- THE property: every pool's money adds up ---------------------------------------------------

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

/** A random pool: its rules, the roll-over it was given, its entries and every match's result. */
const randomPool = fc
  .record({ mains: fc.integer({ min: 1, max: 8 }), reserves: fc.integer({ min: 0, max: 3 }) })
  .chain(({ mains, reserves }) => {
    const events = mains + reserves;
    return fc.record({
      mains: fc.constant(mains),
      reserves: fc.constant(reserves),
      // Wrong picks of the tiers below the top one, and cuts of the fund giving their shares.
      lowerTiers: fc.uniqueArray(fc.integer({ min: 1, max: mains }), { maxLength: 3 }),
      cuts: fc.array(fc.nat(BASIS_POINTS), { minLength: 3, maxLength: 3 }),
      marginBasisPoints: fc.nat(BASIS_POINTS - 1),
      guarantee: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 5_000_000n })),
      unitStake: fc.oneof(fc.constantFrom(100n, 5000n), fc.bigInt({ min: 1n, max: 10_000n })),
      maxDoubles: fc.nat(mains),
      voidLimit: fc.nat(mains),
      rolloverIn: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 50_000_000n })),
      // Per entry and match: 0-2 one pick (home, draw, away), 3-5 a double leaving out one outcome.
      entries: fc.array(fc.array(fc.nat(5), { minLength: events, maxLength: events }), {
        minLength: 1,
        maxLength: 20,
      }),
      // Per match: 0-2 void, else the winner.
      results: fc.array(fc.nat(19), { minLength: events, maxLength: events }),
    });
  });

/**
 * The rules of the property a pool breaks, each named with what was found: one `expect` a run (an
 * `expect` costs some 10 µs, and 10,000 runs of twenty would take seconds).
 */
class Breaks {
  readonly found: string[] = [];
  same(rule: string, actual: unknown, expected: unknown) {
    const a = String(actual);
    const e = String(expected);
    if (a !== e) this.found.push(`${rule}: ${a}, expected ${e}`);
  }
  holds(rule: string, ok: boolean, detail: unknown = '') {
    if (!ok) this.found.push(`${rule} ${String(detail)}`);
  }
}

describe('conservation of a pool’s money (property)', () => {
  it('over 10,000 random pools: cancelled past the void limit, else stakes + roll-over in + top-up = prizes paid + roll-over out + margin', () => {
    fc.assert(
      fc.property(randomPool, (p) => {
        const breaks = new Breaks();
        const { mains, reserves } = p;
        const matches = pool(mains, reserves);
        const wrongs = [0, ...[...p.lowerTiers].sort((a, b) => a - b)];
        const cuts = [0, ...p.cuts.slice(0, wrongs.length - 1).sort((a, b) => a - b), BASIS_POINTS];
        const rules: JackpotRules = {
          unitStake: p.unitStake,
          maxDoubles: p.maxDoubles,
          maxEntriesPerPlayer: 10,
          marginBasisPoints: p.marginBasisPoints,
          tiers: wrongs.map((wrong, i) => ({ wrong, shareBasisPoints: cuts[i + 1]! - cuts[i]! })),
          guarantee: p.guarantee,
          voidLimit: p.voidLimit,
        };
        breaks.same('rules an operator could mean', jackpotRulesProblems(rules), []);

        // The entries, as booking takes them: complete, within the rules.
        const entries = p.entries.map((codes) => {
          let doubles = 0;
          const picks = new Map<number, number[]>();
          codes.forEach((code, i) => {
            const ordinal = i + 1;
            const double = ordinal <= mains && code >= 3 && doubles < rules.maxDoubles;
            if (double) doubles++;
            const ks = double ? [1, 2, 3].filter((k) => k !== code - 2) : [(code % 3) + 1];
            picks.set(
              ordinal,
              ks.map((k) => ordinal * 10 + k),
            );
          });
          const booking = jackpotBooking(matches, [...picks.values()].flat(), rules);
          breaks.same('a valid entry', [booking.errors, booking.complete], [[], true]);
          return { picks, lines: booking.lines, cost: booking.cost };
        });
        const stakes = entries.reduce((sum, e) => sum + e.cost, 0n);

        const resultOf = (ordinal: number): 'void' | number => {
          const r = p.results[ordinal - 1]!;
          return r < 3 ? 'void' : ordinal * 10 + (r % 3) + 1;
        };
        const results = new Map<number, JackpotMatchResult>(
          matches.map((m) => {
            const r = resultOf(m.ordinal);
            return [m.ordinal, r === 'void' ? 'void' : { winner: r }];
          }),
        );
        const outcome = poolOutcome(matches, results, rules);
        const voids = matches.filter((m) => !m.reserve && resultOf(m.ordinal) === 'void').length;

        if (voids > rules.voidLimit) {
          // Cancelled: no prize is worked out; each entry is refunded its cost (the stakes) and the
          // roll-over in passes on untouched.
          breaks.same('cancelled', JSON.stringify(outcome), JSON.stringify({ state: 'cancelled', voids }));
          expect(breaks.found).toEqual([]);
          return;
        }
        if (outcome.state !== 'decided') throw new Error(`every result is in, yet ${outcome.state}`);

        const byWrong = entries.map((e) => linesByWrong(outcome.counted, e.picks));
        const table = jackpotPrizes(
          { stakes, rolloverIn: p.rolloverIn, winningLines: winningLines(byWrong, rules) },
          rules,
        );

        // Conservation, to the minor unit.
        breaks.same(
          'stakes + roll-over in + top-up = prizes paid + roll-over out + margin',
          table.stakes + table.rolloverIn + table.topUp,
          table.prizesPaid + table.rolloverOut + table.margin,
        );
        breaks.same('stakes', table.stakes, stakes);
        breaks.same('roll-over in', table.rolloverIn, p.rolloverIn);

        // Brute force: every line of every entry, each void main match standing in by the next played
        // reserve (in ordinal order) or counting as right, paid the perLine of the tier of its wrong picks.
        const playedReserves = matches.filter((m) => m.reserve && resultOf(m.ordinal) !== 'void');
        const standIn = new Map<number, number | undefined>();
        for (let m = 1; m <= mains; m++)
          if (resultOf(m) === 'void') standIn.set(m, playedReserves.shift()?.ordinal);
        const perLineOf = new Map(table.tiers.map((t) => [t.wrong, t.perLine]));
        const linesOf = new Map(table.tiers.map((t) => [t.wrong, 0n]));
        let bruteLines = 0;
        const brutePrizes = entries.map((entry) => {
          const wrongAt = (main: number, pick: number): number => {
            if (!standIn.has(main)) return pick === resultOf(main) ? 0 : 1;
            const reserve = standIn.get(main);
            if (reserve === undefined) return 0;
            return entry.picks.get(reserve)![0] === resultOf(reserve) ? 0 : 1;
          };
          let paid = 0n;
          const walk = (main: number, wrong: number): void => {
            if (main > mains) {
              bruteLines++;
              paid += perLineOf.get(wrong) ?? 0n;
              const tierLines = linesOf.get(wrong);
              if (tierLines !== undefined) linesOf.set(wrong, tierLines + 1n);
              return;
            }
            for (const pick of entry.picks.get(main)!) walk(main + 1, wrong + wrongAt(main, pick));
          };
          walk(1, 0);
          return paid;
        });
        breaks.same(
          'lines enumerated = lines staked',
          bruteLines,
          entries.reduce((sum, e) => sum + e.lines, 0),
        );
        breaks.same(
          'winning lines per tier',
          table.tiers.map((t) => t.lines),
          table.tiers.map((t) => linesOf.get(t.wrong)),
        );
        breaks.same(
          'prizes paid = the lines paid one by one',
          table.prizesPaid,
          brutePrizes.reduce((sum, paid) => sum + paid, 0n),
        );
        breaks.same(
          "each entry's prize",
          byWrong.map((lines) => entryPrize(lines, table)),
          brutePrizes,
        );

        // No amount is negative; a tier pays at most what it holds, keeps back less than a line's
        // worth, and rolls over the rest.
        const amounts = [table.margin, table.fund, table.topUp, table.prizesPaid, table.rolloverOut];
        for (const t of table.tiers) amounts.push(t.fund, t.perLine, t.paid, t.rolledOver);
        breaks.same(
          'negative amounts',
          amounts.filter((amount) => amount < 0n),
          [],
        );
        for (const t of table.tiers) {
          breaks.holds(`tier ${t.wrong}: perLine × lines ≤ fund`, t.perLine * t.lines <= t.fund, t.fund);
          breaks.same(`tier ${t.wrong}: paid`, t.paid, t.perLine * t.lines);
          breaks.same(`tier ${t.wrong}: rolled over`, t.rolledOver, t.fund - t.paid);
          breaks.holds(
            `tier ${t.wrong}: breakage under a line each`,
            t.lines === 0n || t.rolledOver < t.lines,
          );
        }

        // The margin is the operator's floored share; each lower tier its floored share of the fund,
        // the top tier the rest (at least its own share), the roll-over in and the top-up.
        breaks.same(
          'margin',
          table.margin,
          (stakes * BigInt(rules.marginBasisPoints)) / BigInt(BASIS_POINTS),
        );
        const shares = rules.tiers.map((t) => table.fund * BigInt(t.shareBasisPoints));
        const lowerFunds = table.tiers.slice(1).map((t) => t.fund);
        breaks.same(
          'lower tier funds',
          lowerFunds,
          shares.slice(1).map((share) => share / BigInt(BASIS_POINTS)),
        );
        const topShare = table.fund - lowerFunds.reduce((sum, f) => sum + f, 0n);
        const top = table.tiers[0]!;
        breaks.holds('top tier at least its share', topShare * BigInt(BASIS_POINTS) >= shares[0]!);
        breaks.same('top tier fund', top.fund, topShare + p.rolloverIn + table.topUp);
        // The guarantee: a won top tier holds at least it; the operator adds only what is missing.
        breaks.holds('guarantee', top.lines === 0n || top.fund >= rules.guarantee, top.fund);
        breaks.holds('top-up only to a won guarantee', table.topUp === 0n || top.lines > 0n);
        breaks.holds('top-up only what is missing', table.topUp === 0n || top.fund === rules.guarantee);

        expect(breaks.found).toEqual([]);
      }),
      { numRuns: 10_000 },
    );
    // About 1.5 s on an idle core; the 5 s default is too close when the suite fills both cores.
  }, 30_000);
});
