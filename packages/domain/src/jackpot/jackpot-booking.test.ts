import { JACKPOT_NOTICES, type JackpotNoticeCode } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jackpotBooking, jackpotNotice, toggleJackpotPick } from './jackpot-booking.ts';
import type { JackpotMatch } from './jackpot-pool.ts';

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
const o = (ordinal: number, k: 1 | 2 | 3) => ordinal * 10 + k;

/** The midweek pool: 8 main matches, 2 reserves, 3 doubles, EUR 1.00 a line. */
const MIDWEEK = pool(8, 2);
const MIDWEEK_RULES = { maxDoubles: 3, unitStake: 100n };
/** One pick on every match of the midweek pool: home everywhere. */
const ALL_HOME = MIDWEEK.map((m) => o(m.ordinal, 1));

describe('booking a jackpot entry (SPEC.md §5)', () => {
  it.each<{
    name: string;
    picks: number[];
    errors: JackpotNoticeCode[];
    complete: boolean;
    missing: number[];
    lines: number;
  }>([
    {
      name: 'one pick on every match: complete, 1 line',
      picks: ALL_HOME,
      errors: [],
      complete: true,
      missing: [],
      lines: 1,
    },
    {
      name: 'two doubled matches: 2 × 2 = 4 lines',
      picks: [...ALL_HOME, o(1, 2), o(5, 3)],
      errors: [],
      complete: true,
      missing: [],
      lines: 4,
    },
    {
      name: 'doubles up to the cap (3): 8 lines',
      picks: [...ALL_HOME, o(1, 2), o(2, 2), o(3, 2)],
      errors: [],
      complete: true,
      missing: [],
      lines: 8,
    },
    {
      name: 'a double beyond the cap is refused',
      picks: [...ALL_HOME, o(1, 2), o(2, 2), o(3, 2), o(4, 2)],
      errors: ['jackpot-too-many-doubles'],
      complete: true,
      missing: [],
      lines: 16,
    },
    {
      name: 'all three outcomes of a main match are refused (§8)',
      picks: [...ALL_HOME, o(2, 2), o(2, 3)],
      errors: ['jackpot-all-of-market'],
      complete: true,
      missing: [],
      lines: 3,
    },
    {
      name: 'two picks on a reserve are refused (§8)',
      picks: [...ALL_HOME, o(9, 2)],
      errors: ['jackpot-reserve-double'],
      complete: true,
      missing: [],
      lines: 2,
    },
    {
      name: 'a rule broken twice is named once',
      picks: [...ALL_HOME, o(1, 2), o(1, 3), o(4, 2), o(4, 3)],
      errors: ['jackpot-all-of-market'],
      complete: true,
      missing: [],
      lines: 9,
    },
    {
      name: 'every rule broken at once, in the order a bettor meets them',
      picks: [...ALL_HOME, o(1, 2), o(1, 3), o(2, 2), o(3, 2), o(4, 2), o(10, 2), 999],
      errors: [
        'jackpot-all-of-market',
        'jackpot-reserve-double',
        'jackpot-too-many-doubles',
        'jackpot-not-in-pool',
      ],
      complete: true,
      missing: [],
      lines: 48,
    },
    {
      name: 'a match without a pick: incomplete, its ordinal missing',
      picks: ALL_HOME.filter((id) => id !== o(4, 1)),
      errors: [],
      complete: false,
      missing: [4],
      lines: 1,
    },
    {
      name: 'a reserve needs its pick too (§5: ordinals 1 to N)',
      picks: ALL_HOME.filter((id) => id !== o(9, 1) && id !== o(10, 1)),
      errors: [],
      complete: false,
      missing: [9, 10],
      lines: 1,
    },
    {
      name: 'a few picks: the lines so far, every empty ordinal missing',
      picks: [o(3, 1), o(3, 3), o(7, 2)],
      errors: [],
      complete: false,
      missing: [1, 2, 4, 5, 6, 8, 9, 10],
      lines: 2,
    },
    {
      name: 'an outcome of no match of the pool is refused and makes no line',
      picks: [...ALL_HOME, 999],
      errors: ['jackpot-not-in-pool'],
      complete: true,
      missing: [],
      lines: 1,
    },
    {
      name: 'an outcome picked twice counts once',
      picks: [...ALL_HOME, o(1, 2), o(1, 2), o(1, 1)],
      errors: [],
      complete: true,
      missing: [],
      lines: 2,
    },
  ])('$name', ({ picks, errors, complete, missing, lines }) => {
    const booking = jackpotBooking(MIDWEEK, picks, MIDWEEK_RULES);
    expect(booking.errors).toEqual(errors);
    expect(booking.complete).toBe(complete);
    expect(booking.missing).toEqual(missing);
    expect(booking.lines).toBe(lines);
    expect(booking.cost).toBe(BigInt(lines) * 100n);
  });

  it('lists the outcomes not in the pool, and books the others by match in ordinal order', () => {
    const booking = jackpotBooking(MIDWEEK, [o(2, 3), 999, o(1, 1), 555, o(2, 1)], MIDWEEK_RULES);
    expect(booking.strangers).toEqual([999, 555]);
    expect(booking.booked.map((b) => [b.match.ordinal, b.outcomeIds])).toEqual([
      [1, [o(1, 1)]],
      [2, [o(2, 3), o(2, 1)]],
    ]);
  });

  it.each([
    ['EUR 1.00 a line, 32 lines: EUR 32.00', 100n, 5, 3200n],
    ['KES 50 a line, 8 lines: KES 400', 5000n, 3, 40000n],
  ])('the cost is the lines times the unit stake: %s', (_name, unitStake, doubles, cost) => {
    const weekend = pool(13, 3);
    const picks = [
      ...weekend.map((m) => o(m.ordinal, 1)),
      ...[1, 2, 3, 4, 5].slice(0, doubles).map((d) => o(d, 3)),
    ];
    const booking = jackpotBooking(weekend, picks, { maxDoubles: 5, unitStake });
    expect(booking.errors).toEqual([]);
    expect(booking.cost).toBe(cost);
  });
});

describe('toggling a jackpot pick (SPEC.md §4)', () => {
  const rules = { maxDoubles: 2 };
  const refused = (picks: number[], outcomeId: number, error: JackpotNoticeCode) => ({
    picks,
    outcomeId,
    error,
  });

  it('takes a picked outcome off', () => {
    expect(toggleJackpotPick(MIDWEEK, [o(1, 1), o(1, 2), o(2, 1)], o(1, 1), rules)).toEqual({
      ok: true,
      outcomeIds: [o(1, 2), o(2, 1)],
    });
  });

  it.each([
    ['a first pick on a match', [o(2, 1)], o(1, 3)],
    ['a second pick on a main match', [o(1, 1)], o(1, 3)],
    ['a first pick on a reserve', [o(1, 1)], o(9, 2)],
    ['a double up to the cap', [o(1, 1), o(1, 2), o(2, 1)], o(2, 3)],
  ])('adds %s', (_name, picks, outcomeId) => {
    expect(toggleJackpotPick(MIDWEEK, picks, outcomeId, rules)).toEqual({
      ok: true,
      outcomeIds: [...picks, outcomeId],
    });
  });

  it.each([
    ['a third pick on a 1X2 match', refused([o(3, 1), o(3, 2)], o(3, 3), 'jackpot-all-of-market')],
    ['a second pick on a reserve', refused([o(10, 1)], o(10, 3), 'jackpot-reserve-double')],
    [
      'a double beyond the cap',
      refused([o(1, 1), o(1, 2), o(2, 1), o(2, 2), o(3, 1)], o(3, 3), 'jackpot-too-many-doubles'),
    ],
    ['an outcome not in the pool', refused([o(1, 1)], 999, 'jackpot-not-in-pool')],
  ])('refuses %s, the picks unchanged', (_name, { picks, outcomeId, error }) => {
    const before = [...picks];
    const toggled = toggleJackpotPick(MIDWEEK, picks, outcomeId, rules);
    expect(toggled).toEqual({ ok: false, error, outcomeIds: before });
    expect(picks).toEqual(before);
  });

  it.each<[JackpotNoticeCode, string]>([
    ['jackpot-all-of-market', 'Cannot book all selections on a market'],
    ['jackpot-reserve-double', 'Cannot book more than 1 selection on a reserve market'],
  ])('a refusal reads as §8 says: %s', (code, text) => {
    expect(jackpotNotice(code)).toEqual({ code, message: text });
    expect(jackpotNotice(code, 9)).toEqual({ code, message: text, ordinal: 9 });
    expect(JACKPOT_NOTICES[code].text).toBe(text);
  });

  it('no sequence of toggles breaks a rule, and a toggle is refused only when adding would (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (mains, reserves, maxDoubles, presses) => {
          const matches = pool(mains, reserves);
          // Every outcome of the pool, and two that are in no match of it.
          const offered = [...matches.flatMap((m) => m.outcomeIds), 998, 999];
          let picks: readonly number[] = [];
          for (const press of presses) {
            const id = offered[press % offered.length]!;
            const toggled = toggleJackpotPick(matches, picks, id, { maxDoubles });
            if (picks.includes(id)) {
              expect(toggled).toEqual({ ok: true, outcomeIds: picks.filter((p) => p !== id) });
            } else if (toggled.ok) {
              expect(toggled.outcomeIds).toEqual([...picks, id]);
            } else {
              expect(toggled.outcomeIds).toEqual(picks);
              // Refused: adding it would have broken that very rule.
              const wouldBe = jackpotBooking(matches, [...picks, id], { maxDoubles, unitStake: 1n });
              expect(wouldBe.errors).toContain(toggled.error);
            }
            picks = toggled.outcomeIds;
            const booking = jackpotBooking(matches, picks, { maxDoubles, unitStake: 1n });
            expect(booking.errors).toEqual([]);
            expect(booking.lines).toBeLessThanOrEqual(2 ** maxDoubles);
          }
        },
      ),
    );
  });
});
