import { describe, expect, it } from 'vitest';
import { checkCashierAmount, type CashierAmountRules } from './cashier.ts';

const EUR: CashierAmountRules = { currency: 'EUR', precision: 2 };
const KRW: CashierAmountRules = { currency: 'KRW', precision: 0 };
const VND: CashierAmountRules = { currency: 'VND', precision: 0 };

// Limits per docs/ACCOUNTS.md "Demo cashier": 1 to 10,000, ×1000 without decimals; §9 thousand scaling.
describe('checkCashierAmount', () => {
  it.each([
    ['an empty field is required', '', EUR, { ok: false, error: 'required' }],
    ['letters are not a number', '12a', EUR, { ok: false, error: 'invalid' }],
    ['zero is not above zero', '0', EUR, { ok: false, error: 'positive' }],
    ['a negative amount is not above zero', '-5', EUR, { ok: false, error: 'positive' }],
    ['three decimals are too many', '1.005', EUR, { ok: false, error: 'decimals' }],
    ['grouping commas are read as such', '1,250.50', EUR, { ok: true, amount: 1250.5 }],
    ['below 1 EUR is under the limit', '0.99', EUR, { ok: false, error: 'min' }],
    ['10,000 EUR is the most at once', '10000.01', EUR, { ok: false, error: 'max' }],
    ['KRW takes whole numbers', '5000.5', KRW, { ok: false, error: 'whole' }],
    ['KRW limits are ×1000', '999', KRW, { ok: false, error: 'min' }],
    ['KRW is sent as typed', '500000', KRW, { ok: true, amount: 500_000 }],
    ['VND is typed in thousands and sent whole', '50', VND, { ok: true, amount: 50_000 }],
    ['VND takes no decimals', '1.5', VND, { ok: false, error: 'whole' }],
    ['VND above 10,000 thousand is over the limit', '10001', VND, { ok: false, error: 'max' }],
    [
      'a withdrawal above the withdrawable amount',
      '501',
      { ...EUR, withdrawable: 500 },
      { ok: false, error: 'withdrawable' },
    ],
    [
      'VND withdrawable is compared in thousands',
      '5000',
      { ...VND, withdrawable: 5_000_000 },
      { ok: true, amount: 5_000_000 },
    ],
  ] as const)('%s', (_name, text, rules, expected) => {
    expect(checkCashierAmount(text, rules)).toEqual(expected);
  });
});
