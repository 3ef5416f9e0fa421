import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOddsApply, type BrandOddsSettings } from './brand-odds.ts';

const settings = (location = '', currency = '', enabled = true): BrandOddsSettings => ({
  odds_per_brand_enabled: enabled,
  odds_per_brand_location_config: location,
  odds_per_brand_currency_config: currency,
});

describe("brandOddsApply: whether a bettor gets the brand's book (SPEC.md §3 odds_per_brand_*)", () => {
  it.each([
    ['no lists: everyone', { currency: 'EUR', countryCode: 'ES' }, settings(), true],
    ['off: nobody', { currency: 'EUR', countryCode: 'ES' }, settings('', '', false), false],
    ['a listed country', { currency: 'EUR', countryCode: 'ES' }, settings('ES, PT'), true],
    ['another country', { currency: 'EUR', countryCode: 'FR' }, settings('ES, PT'), false],
    ['a visitor (no country) under a country list', { currency: 'EUR' }, settings('ES'), true],
    ['a listed currency, any case', { currency: 'kes' }, settings('', 'KES'), true],
    ['another currency', { currency: 'EUR', countryCode: 'KE' }, settings('', 'KES'), false],
    ['both lists must hold', { currency: 'KES', countryCode: 'UG' }, settings('KE', 'KES'), false],
    [
      'blanks between commas are ignored',
      { currency: 'GBP', countryCode: 'GB' },
      settings(' , GB ,', 'GBP,,'),
      true,
    ],
  ])('%s', (_name, bettor, config, expected) => {
    expect(brandOddsApply(bettor, config)).toBe(expected);
  });

  it('never applies when the setting is off, whatever the lists', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ maxLength: 3 }), (location, currency, code) => {
        expect(
          brandOddsApply({ currency: code, countryCode: code }, settings(location, currency, false)),
        ).toBe(false);
      }),
    );
  });
});
