import type { BetslipModel } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { requestHash } from './placement-decision.ts';

/*
 * A slip's request hash is stored with it: a retry of its uuid is the same slip only if it hashes
 * the same (placement-decision.ts `storedAnswer`).
 */
const slip = (fields: Record<string, unknown>) => fields as unknown as BetslipModel;

describe('requestHash', () => {
  const stored = slip({
    originId: '11',
    singles: [{ outcomeId: 7, unitStake: '2.50', eachWay: false }],
    multiples: [],
    systems: [{ ref: 'S1', unitStake: '0', description: 'Trixie "x"' }],
    userAcceptOdds: 'N',
  });

  it('hashes as the slips already stored were hashed', () => {
    // sha256 of the keys-sorted JSON, as every slip stored so far: a retry after an upgrade matches.
    expect(requestHash(stored)).toBe('c1933dbf6b6a619f302e5e632f57260c8ea32a504d29cc6e9b809aa5ab1aafe1');
  });

  it.each([
    [
      'keys in another order',
      slip({
        userAcceptOdds: 'N',
        systems: [{ description: 'Trixie "x"', unitStake: '0', ref: 'S1' }],
        multiples: [],
        singles: [{ eachWay: false, unitStake: '2.50', outcomeId: 7 }],
        originId: '11',
      }),
      true,
    ],
    ['a field left undefined', slip({ ...stored, usePromoCash: undefined }), true],
    [
      'another stake',
      slip({ ...stored, singles: [{ outcomeId: 7, unitStake: '2.51', eachWay: false }] }),
      false,
    ],
    ['a line under another kind', slip({ ...stored, systems: [], multiples: stored.systems }), false],
  ])('%s: the same slip is %s', (_, other, same) => {
    expect(requestHash(other) === requestHash(stored)).toBe(same);
  });
});
