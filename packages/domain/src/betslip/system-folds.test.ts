import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_TYPE_ID_BASE, foldSystem, MAX_SYSTEM_FOLD, NAMED_SYSTEM_BETS } from './system-bets.ts';
import { systemFolds } from './system-folds.ts';

describe('systemFolds', () => {
  it.each([
    [200_058, [2, 3]], // Trixie
    [200_057, [1, 2, 3]], // Patent
    [200_019, [2, 3, 4]], // Yankee
    [200_046, [2, 3, 4, 5, 6, 7, 8]], // Goliath
    [200_002, [2]], // Doubles
    [200_012, [12]], // 12-Folds
  ])('bet type %i has folds %j', (betTypeId, folds) => {
    expect(systemFolds(betTypeId)).toEqual(folds);
  });

  it.each([200_001, 200_013, 200_000, 0])('bet type %i is not a system bet', (betTypeId) => {
    expect(() => systemFolds(betTypeId)).toThrow(/not a system bet/);
  });

  it('gives back the folds of every system the betslip offers', () => {
    const offered = [
      ...NAMED_SYSTEM_BETS,
      ...Array.from({ length: MAX_SYSTEM_FOLD - 1 }, (_, i) => foldSystem(i + 2)),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...offered), (system) => {
        expect(systemFolds(system.betTypeId)).toEqual(system.folds);
      }),
    );
  });

  it('every fold it answers is a combination size the slip can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: BET_TYPE_ID_BASE, max: BET_TYPE_ID_BASE + 999 }), (betTypeId) => {
        let folds: readonly number[];
        try {
          folds = systemFolds(betTypeId);
        } catch {
          return;
        }
        expect(folds.length).toBeGreaterThan(0);
        for (const fold of folds) expect(fold).toBeGreaterThanOrEqual(1);
        for (const fold of folds) expect(fold).toBeLessThanOrEqual(MAX_SYSTEM_FOLD);
      }),
    );
  });
});
