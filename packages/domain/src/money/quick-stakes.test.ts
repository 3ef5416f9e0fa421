import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_STAKE_PRESETS, quickStakes } from './quick-stakes.ts';

describe('quickStakes (SPEC.md §9 presets, §5 invalid JSON falls back)', () => {
  it.each([
    ['EUR, GBP and USD get 5/25/100/500', 'USD', undefined, [5, 25, 100, 500]],
    ['IDR gets 50/250/1000/5000', 'IDR', undefined, [50, 250, 1000, 5000]],
    ['KRW gets 5000/25000/100000/500000', 'KRW', '', [5000, 25000, 100000, 500000]],
    ['THB and VND get 100/500/2500/10000', 'VND', '', [100, 500, 2500, 10000]],
    ['KES gets 5/25/100/500', 'KES', '', [5, 25, 100, 500]],
    ['a code in lower case finds its presets', 'inr', '', [250, 1000, 5000, 25000]],
    ['an unknown currency gets the defaults 10/25/100/500', 'CHF', '', [10, 25, 100, 500]],
    ['settings JSON overrides a currency', 'EUR', '{"EUR":[1,2,3,4]}', [1, 2, 3, 4]],
    ['numbers written as text are read', 'EUR', '{"EUR":["1","2","3","4"]}', [1, 2, 3, 4]],
    ['settings JSON for another currency leaves the presets', 'GBP', '{"EUR":[1,2,3,4]}', [5, 25, 100, 500]],
    ['invalid JSON falls back to the presets', 'INR', '{not json', [250, 1000, 5000, 25000]],
    ['an entry of the wrong length falls back', 'EUR', '{"EUR":[1,2]}', [5, 25, 100, 500]],
    ['an entry with a zero falls back', 'EUR', '{"EUR":[0,2,3,4]}', [5, 25, 100, 500]],
    ['JSON that is not an object falls back', 'EUR', '[1,2,3,4]', [5, 25, 100, 500]],
  ] as const)('%s', (_name, currency, json, expected) => {
    expect(quickStakes(currency, json)).toEqual(expected);
  });

  it('always gives four positive amounts, whatever the settings hold (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('EUR', 'KRW', 'XYZ', ...Object.keys(QUICK_STAKE_PRESETS)),
        fc.oneof(fc.string(), fc.json()),
        (currency, json) => {
          const stakes = quickStakes(currency, json);
          return stakes.length === 4 && stakes.every((s) => s > 0 && Number.isFinite(s));
        },
      ),
    );
  });
});
