import { currencyPrecision, formatMoney, toDisplayAmount } from '@sb/domain';
import { useCallback } from 'react';
import { useIntlLocale } from '../format/intl-locale.ts';
import { useCurrencies } from './get-currencies.ts';

export interface Money {
  currency: string;
  /** Decimal places shown (the currency list's precision, 2 until it has loaded). */
  precision: number;
  /** A wire amount as the player reads it: thousand-scaled currencies divided by 1000 (SPEC.md §9). */
  format: (wireAmount: number) => string;
}

/** Money display in the player's currency, grouped the UI locale's way (Intl.NumberFormat). */
export function useMoney(currency: string): Money {
  const locale = useIntlLocale();
  const precision = currencyPrecision(currency, useCurrencies());
  const format = useCallback(
    (wireAmount: number) => formatMoney(toDisplayAmount(wireAmount, currency), currency, locale, precision),
    [currency, locale, precision],
  );
  return { currency, precision, format };
}
