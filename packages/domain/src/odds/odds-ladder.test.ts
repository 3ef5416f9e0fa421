import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_LADDER, snapToLadder } from './odds-ladder.ts';

const onLadder = new Set(ODDS_LADDER);

describe('the odds ladder (SPEC.md §4 Odds: prices snap to the nearest ladder value)', () => {
  it.each([
    ['starts at 1.01', ODDS_LADDER[0], 1.01],
    ['ends at 1000', ODDS_LADDER.at(-1), 1000],
    ['steps by 0.01 up to 2.00', ODDS_LADDER[ODDS_LADDER.indexOf(1.5) + 1], 1.51],
    ['steps by 0.02 from 2.00 to 3.00', ODDS_LADDER[ODDS_LADDER.indexOf(2) + 1], 2.02],
    ['steps by 0.05 from 3.00', ODDS_LADDER[ODDS_LADDER.indexOf(3) + 1], 3.05],
    ['steps by 10 from 100', ODDS_LADDER[ODDS_LADDER.indexOf(100) + 1], 110],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('is strictly ascending', () => {
    expect(ODDS_LADDER.every((p, i) => i === 0 || p > ODDS_LADDER[i - 1]!)).toBe(true);
  });
});

describe('snapToLadder', () => {
  it.each([
    ['a ladder price stays', 2.5, 2.5],
    ['between two steps the nearest wins', 2.013, 2.02],
    ['a tie goes to the shorter price (bookmaker-safe)', 2.01, 2.0],
    ['a tie goes to the shorter price despite binary noise', 2.03, 2.02],
    ['a tie in the 0.05 band goes to the shorter price', 3.025, 3.0],
    ['below the ladder clamps to 1.01', 1.0, 1.01],
    ['beyond the ladder clamps to 1000', 5000, 1000],
    ['NaN clamps to the shortest price', Number.NaN, 1.01],
  ])('%s', (_name, price, expected) => {
    expect(snapToLadder(price)).toBe(expected);
  });

  it('snaps to a custom ladder', () => {
    expect(snapToLadder(1.7, [1.5, 2, 3])).toBe(1.5);
  });

  it('leaves the price alone with an empty ladder', () => {
    expect(snapToLadder(1.7, [])).toBe(1.7);
  });

  it('picks a ladder value no farther than any other ladder value (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (price) => {
        const snapped = snapToLadder(price);
        const distance = Math.abs(snapped - price);
        return onLadder.has(snapped) && ODDS_LADDER.every((p) => Math.abs(p - price) >= distance - 1e-9);
      }),
    );
  });

  it('never reorders two prices (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (a, b) => (a <= b ? snapToLadder(a) <= snapToLadder(b) : snapToLadder(a) >= snapToLadder(b)),
      ),
    );
  });
});
