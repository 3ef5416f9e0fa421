import { isThousandScaled, toDisplayAmount, toStoredAmount } from '@sb/domain';

/**
 * The demo cashier's limits per request as the server documents them (docs/ACCOUNTS.md, server
 * CASHIER_LIMITS): 1 to 10,000 in the major unit, times 1000 for currencies without decimals
 * (KRW, and the thousand-scaled VND, IDR ...). Checked here first so the player learns at once;
 * the server checks again and its refusal is shown as it comes.
 */
const LIMITS = { min: 1, max: 10_000 } as const;
const NO_DECIMALS_SCALE = 1000;

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
export function amountDecimals({ currency, precision }: CashierAmountRules): number {
  return isThousandScaled(currency) ? 0 : Math.min(2, Math.max(0, precision));
}

/** The smallest and largest amount of one request (display units), before the withdrawable cap. */
export function cashierLimits(rules: CashierAmountRules): { min: number; max: number } {
  const wireScale = amountDecimals(rules) === 0 ? NO_DECIMALS_SCALE : 1;
  return {
    min: toDisplayAmount(LIMITS.min * wireScale, rules.currency),
    max: toDisplayAmount(LIMITS.max * wireScale, rules.currency),
  };
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
  const allowed = amountDecimals(rules);
  if (decimals > allowed) return { ok: false, error: allowed === 0 ? 'whole' : 'decimals' };
  const { min, max } = cashierLimits(rules);
  if (value < min) return { ok: false, error: 'min' };
  if (value > max) return { ok: false, error: 'max' };
  if (rules.withdrawable !== undefined && value > toDisplayAmount(rules.withdrawable, rules.currency))
    return { ok: false, error: 'withdrawable' };
  return { ok: true, amount: toStoredAmount(value, rules.currency) };
}
