import { PlacementRequest, type BetslipModel } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { BetSlipRow } from './slips-repository.ts';
import { keysSortedHash, requestHash, storedAnswer } from './placement-decision.ts';

/*
 * A slip's request hash is stored with it: a retry of its uuid is the same slip only if it hashes
 * the same (placement-decision.ts `storedAnswer`).
 */
/** A body as the placement route hands it on: parsed by the contract's schema. */
const slip = (fields: Record<string, unknown>): BetslipModel => z.parse(PlacementRequest, fields);

describe('requestHash', () => {
  const stored = slip({
    originId: '11',
    singles: [{ outcomeId: 7, unitStake: '2.50', eachWay: false }],
    multiples: [],
    systems: [{ ref: 'sys004', unitStake: '0', description: 'Trixie "x"' }],
    userAcceptOdds: 'D',
  });

  it('hashes as the slips stored before the upgrade were hashed: their keys-sorted JSON', () => {
    const before = {
      originId: '11',
      singles: [{ outcomeId: 7, unitStake: '2.50', eachWay: false }],
      multiples: [],
      systems: [{ ref: 'S1', unitStake: '0', description: 'Trixie "x"' }],
      userAcceptOdds: 'N',
    } as unknown as BetslipModel;
    expect(keysSortedHash(before)).toBe('c1933dbf6b6a619f302e5e632f57260c8ea32a504d29cc6e9b809aa5ab1aafe1');
  });

  it.each([
    [
      'keys in another order',
      slip({
        userAcceptOdds: 'D',
        systems: [{ description: 'Trixie "x"', unitStake: '0', ref: 'sys004' }],
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
    [
      'a line under another kind',
      slip({
        ...stored,
        systems: [],
        multiples: [{ ref: 'mul1', unitStake: '0', description: 'Trixie "x"' }],
      }),
      false,
    ],
  ])('%s: the same slip is %s', (_, other, same) => {
    expect(requestHash(other) === requestHash(stored)).toBe(same);
  });
});

describe('storedAnswer', () => {
  const model = slip({
    originId: '11',
    singles: [{ outcomeId: 7, unitStake: '2.50', eachWay: false }],
    multiples: [],
    systems: [],
  });
  const response = { betSlipId: '5', status: 'accepted' };
  const storedUnder = (requestHash: string) => ({ requestHash, response }) as unknown as BetSlipRow;
  const retry = { hash: requestHash(model), model };

  it('answers a retry stored under its hash, or under the keys-sorted hash of a slip stored before', () => {
    expect(storedAnswer(storedUnder(requestHash(model)), retry, 'u1')).toBe(response);
    expect(storedAnswer(storedUnder(keysSortedHash(model)), retry, 'u1')).toBe(response);
  });

  it('refuses the uuid sent again with another body (409)', () => {
    const other = slip({ ...model, singles: [{ outcomeId: 7, unitStake: '3', eachWay: false }] });
    expect(() => storedAnswer(storedUnder(requestHash(other)), retry, 'u1')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'BETSLIP_UUID_REUSED' }),
    );
  });
});
