import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerUnits as u } from '../money/units.ts';
import { spendable, stakeSplit, wageringOfStake, wageringRequirement } from './promo-cash.ts';

describe('promo cash (issue 14, SPEC.md §3 Wallet)', () => {
  // Ledger units, written as numbers here and made ledger units below.
  it.each<
    [string, number, { real: number; promo: number }, boolean, { promo: number; real: number } | undefined]
  >([
    [
      'real money only, without promo cash asked',
      1000,
      { real: 5000, promo: 2500 },
      false,
      { promo: 0, real: 1000 },
    ],
    ['promo cash first when asked', 1000, { real: 5000, promo: 2500 }, true, { promo: 1000, real: 0 }],
    ['then real money', 3000, { real: 5000, promo: 2500 }, true, { promo: 2500, real: 500 }],
    [
      'promo cash is not spent unless asked: above real money is refused',
      6000,
      { real: 5000, promo: 2500 },
      false,
      undefined,
    ],
    ['asked, up to both pots', 7500, { real: 5000, promo: 2500 }, true, { promo: 2500, real: 5000 }],
    ['above both pots is refused', 7501, { real: 5000, promo: 2500 }, true, undefined],
    [
      'no promo cash held: asking spends none',
      1000,
      { real: 5000, promo: 0 },
      true,
      { promo: 0, real: 1000 },
    ],
  ])('%s', (_name, stake, pots, use, split) => {
    expect(stakeSplit(u(stake), { real: u(pots.real), promo: u(pots.promo) }, use)).toEqual(
      split && { promo: u(split.promo), real: u(split.real) },
    );
  });

  it('a grant asks its amount times three to be wagered', () => {
    expect(wageringRequirement(u(2500))).toBe(7500n);
  });

  it.each<[string, number, number, { change: number; met: boolean }]>([
    ['a stake works off its amount', 1000, 7500, { change: -1000, met: false }],
    ['the stake that reaches the requirement meets it', 2000, 2000, { change: -2000, met: true }],
    ['a larger stake works off only what is left', 5000, 2000, { change: -2000, met: true }],
    ['nothing left to wager: no change', 5000, 0, { change: 0, met: false }],
  ])('%s', (_name, stake, left, expected) => {
    expect(wageringOfStake(u(stake), u(left))).toEqual({ ...expected, change: u(expected.change) });
  });

  it('property: a split pays the stake exactly, never from a pot beyond what it holds or promo unasked', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.record({
          real: fc.integer({ min: -100, max: 1_000_000 }),
          promo: fc.integer({ min: -100, max: 1_000_000 }),
        }),
        fc.boolean(),
        (stakeNumber, potNumbers, use) => {
          const stake = u(stakeNumber);
          const pots = { real: u(potNumbers.real), promo: u(potNumbers.promo) };
          const split = stakeSplit(stake, pots, use);
          if (!split) {
            expect(stake > spendable(pots, use)).toBe(true);
            return;
          }
          expect(split.promo + split.real).toBe(stake);
          expect(split.real <= (pots.real > 0n ? pots.real : 0n)).toBe(true);
          expect(split.promo <= (use && pots.promo > 0n ? pots.promo : 0n)).toBe(true);
          expect(split.promo >= 0n).toBe(true);
        },
      ),
    );
  });
});
