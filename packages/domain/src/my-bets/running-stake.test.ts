import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runningStake, runningUnitStake, type CashedStake } from './running-stake.ts';

const bet = (b: Partial<CashedStake>): CashedStake => ({
  unitStake: 1000n,
  totalStake: 1000n,
  cashedOutStake: 0n,
  noOfBets: 1,
  ...b,
});

describe('the stake still running after partial cash-outs', () => {
  it.each<[string, Partial<CashedStake>, bigint, bigint]>([
    ['nothing cashed out', {}, 1000n, 1000n],
    ['a share of a single', { cashedOutStake: 400n }, 600n, 600n],
    ['all of it', { cashedOutStake: 1000n }, 0n, 0n],
    [
      'nothing cashed: a system keeps its unit',
      { unitStake: 250n, totalStake: 1000n, noOfBets: 4 },
      1000n,
      250n,
    ],
    [
      'several combinations, in proportion',
      { unitStake: 250n, totalStake: 1000n, noOfBets: 4, cashedOutStake: 500n },
      500n,
      125n,
    ],
  ])('%s', (_, b, running, unit) => {
    expect(runningStake(bet(b))).toBe(running);
    expect(runningUnitStake(bet(b))).toBe(unit);
  });

  it('never runs more than was placed, nor per combination more than the unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2047 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (noOfBets, unitStake, cashed) => {
          const totalStake = unitStake * BigInt(noOfBets);
          const b = bet({ unitStake, totalStake, noOfBets, cashedOutStake: cashed % (totalStake + 1n) });
          const running = runningStake(b);
          const unit = runningUnitStake(b);
          expect(running).toBe(totalStake - b.cashedOutStake);
          expect(unit).toBeLessThanOrEqual(unitStake);
          expect(unit * BigInt(noOfBets)).toBeLessThanOrEqual(running);
          if (noOfBets === 1) expect(unit).toBe(running);
        },
      ),
    );
  });
});
