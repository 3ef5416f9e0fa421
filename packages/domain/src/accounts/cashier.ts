import { toDisplayAmount, toStoredAmount } from '../money/currency.ts';
import { wireDecimals } from '../money/wire-amount.ts';

/**
 * The demo cashier's limits per request in the major unit (docs/ACCOUNTS.md); ×1000 for currencies
 * whose wire amounts are whole (KRW, and the thousand-scaled VND, IDR ...), whose units are worth
 * about a thousandth as much. The server enforces them and the cashier dialog checks them first.
 */
export const CASHIER_LIMITS = { min: 1, max: 10_000 } as const;
const WHOLE_CURRENCY_SCALE = 1000;

/** The smallest and largest amount of one cashier request, on the wire. */
export function cashierWireRange(currencyCode: string): { min: number; max: number } {
  const scale = wireDecimals(currencyCode) === 0 ? WHOLE_CURRENCY_SCALE : 1;
  return { min: CASHIER_LIMITS.min * scale, max: CASHIER_LIMITS.max * scale };
}

export type CashierAmountError =
  'required' | 'invalid' | 'positive' | 'decimals' | 'whole' | 'min' | 'max' | 'withdrawable';

export interface CashierAmountRules {
  currency: string;
  /** The currency's precision from the currency list. */
  precision: number;
  /** Withdrawals only: the wallet's withdrawable amount, on the wire. */
  withdrawable?: number | undefined;
}

/** Decimals the player may type: none for thousand-scaled or zero-precision currencies, else up to 2. */
export function cashierAmountDecimals({ currency, precision }: CashierAmountRules): number {
  return wireDecimals(currency) === 0 ? 0 : Math.min(2, Math.max(0, precision));
}

/** The smallest and largest amount of one request as the player types it, before the withdrawable cap. */
export function cashierLimits(rules: CashierAmountRules): { min: number; max: number } {
  const { min, max } = cashierWireRange(rules.currency);
  return { min: toDisplayAmount(min, rules.currency), max: toDisplayAmount(max, rules.currency) };
}

export type CashierAmountCheck =
  { ok: true; /** On the wire, ready to send. */ amount: number } | { ok: false; error: CashierAmountError };

/**
 * Checks what the player typed into the cashier (display units, commas allowed as grouping):
 * required, a plain number, above zero, at most the currency's decimals, within the limits.
 * A withdrawal above the wallet's withdrawable amount is 'withdrawable'.
 */
export function checkCashierAmount(text: string, rules: CashierAmountRules): CashierAmountCheck {
  const cleaned = text.replaceAll(',', '').trim();
  if (cleaned === '') return { ok: false, error: 'required' };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, error: 'invalid' };
  const value = Number(cleaned);
  if (!(value > 0)) return { ok: false, error: 'positive' };
  const decimals = cleaned.split('.')[1]?.length ?? 0;
  const allowed = cashierAmountDecimals(rules);
  if (decimals > allowed) return { ok: false, error: allowed === 0 ? 'whole' : 'decimals' };
  const { min, max } = cashierLimits(rules);
  if (value < min) return { ok: false, error: 'min' };
  if (value > max) return { ok: false, error: 'max' };
  if (rules.withdrawable !== undefined && value > toDisplayAmount(rules.withdrawable, rules.currency))
    return { ok: false, error: 'withdrawable' };
  return { ok: true, amount: toStoredAmount(value, rules.currency) };
}
