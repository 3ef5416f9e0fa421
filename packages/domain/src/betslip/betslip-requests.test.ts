import { describe, expect, it } from 'vitest';
import { betslipOriginId, modelForPricing } from './betslip-requests.ts';
import { single, slip } from './test-slips.ts';

describe('betslip requests (SPEC.md §3 originId, §7 pricing)', () => {
  it.each([
    [undefined, '11'],
    ['', '11'],
    ['web', '11'],
    ['android-app', '20'],
    ['ios-app', '21'],
  ])('betslip-origin %j sends origin id %s', (origin, id) => {
    expect(betslipOriginId(origin)).toBe(id);
  });

  it("the pricing call drops the multiples' decimal and sets the origin", () => {
    const model = slip({
      singles: [single(1, 2), single(2, 3)],
      multiples: [{ decimal: 6, unitStake: '1' }],
    });
    const sent = modelForPricing(model, 'ios-app');
    expect(sent.originId).toBe('21');
    expect(sent.multiples[0]).not.toHaveProperty('decimal');
    expect(sent.multiples[0]!.unitStake).toBe('1');
    expect(model.multiples[0]!.decimal).toBe(6);
  });
});
