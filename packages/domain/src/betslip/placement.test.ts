import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES } from './betslip-rules.ts';
import { blockingErrors, placementBlocker } from './placement.ts';
import { priceBetslip } from './price-betslip.ts';
import { quote, quotes, single, slip } from './test-slips.ts';

const rules = DEFAULT_BETSLIP_RULES;
const free = { isFreeBet: true, freeMoneyUnitStake: '5', maxFreeMoneyStake: '5' };

describe('placementBlocker (SPEC.md §5 placement disabled)', () => {
  it.each([
    ['an empty slip', slip({}), 'no-stakes'],
    ['selections without stakes', slip({ singles: [single(1, 2), single(2, 3)] }), 'no-stakes'],
    ['stakes of zero', slip({ singles: [single(1, 2, { unitStake: '0.00' })] }), 'no-stakes'],
    ['a staked single', slip({ singles: [single(1, 2, { unitStake: '1' })] }), undefined],
    [
      'only a staked multiple',
      slip({ singles: [single(1, 2), single(2, 3)], multiples: [{ unitStake: '2' }] }),
      undefined,
    ],
    ['a free bet alone', slip({ singles: [single(1, 2, free)] }), undefined],
    [
      'a free bet mixed with a cash stake',
      slip({ singles: [single(1, 2, free), single(2, 3, { unitStake: '1' })] }),
      'free-bet-mixed',
    ],
    [
      'a free bet mixed with a staked multiple',
      slip({ singles: [single(1, 2, free), single(2, 3)], multiples: [{ unitStake: '1' }] }),
      'free-bet-mixed',
    ],
  ])('%s: %s', (_name, model, expected) => {
    expect(placementBlocker(model, rules)).toBe(expected);
  });
});

describe('blockingErrors: what stops a placement', () => {
  const model = slip({
    singles: [single(1, 2, { unitStake: '5' }), single(2, 3), single(3, 4)],
    multiples: [{ unitStake: '0' }],
  });

  it('a suspended selection nobody staked on does not stop the others', () => {
    const priced = priceBetslip({
      model,
      rules,
      mode: 'server',
      quotes: quotes(quote(1, 2), quote(2, 3, { marketStatus: 'SUSPENDED' }), quote(3, 4)),
    });
    expect(priced.errors.map((e) => e.code)).toEqual(['RES-00048']);
    expect(blockingErrors(priced)).toEqual([]);
  });

  it('a suspended leg of a staked multiple stops it', () => {
    const staked = slip({ ...model, multiples: [{ unitStake: '1' }] });
    const priced = priceBetslip({
      model: staked,
      rules,
      mode: 'server',
      quotes: quotes(quote(1, 2), quote(2, 3, { marketStatus: 'SUSPENDED' }), quote(3, 4)),
    });
    expect(blockingErrors(priced).map((e) => e.code)).toEqual(['RES-00048']);
  });

  it('a price change on a staked single stops it', () => {
    const priced = priceBetslip({ model, rules, mode: 'server', quotes: quotes(quote(1, 1.9)) });
    expect(blockingErrors(priced).map((e) => `${e.code}@${e.ref}`)).toEqual(['RES-00152@sel1']);
  });

  it('slip-wide errors always stop it', () => {
    const priced = priceBetslip({ model, rules, mode: 'server', balance: '1' });
    expect(blockingErrors(priced).map((e) => e.code)).toEqual(['RES-00056']);
  });
});
