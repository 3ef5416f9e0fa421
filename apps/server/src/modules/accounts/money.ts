import { minorToAmount, toWireMinor, wireAmountToLedgerUnits, type LedgerUnits } from '@sb/domain';
import { InputError } from '../../errors.ts';

/** A wire amount in ledger units; more decimals than the currency allows is a 400 on `field`. */
export function wireToLedgerUnits(amount: number, currency: string, field: string): LedgerUnits {
  const result = wireAmountToLedgerUnits(amount, currency);
  if (result.ok) return result.units;
  throw new InputError(
    field,
    result.error === 'whole'
      ? `${currency} amounts are whole numbers`
      : `${currency} amounts have at most 2 decimals`,
  );
}

/**
 * Ledger units (a balance, a stored amount) as a wire amount string ('12.50'; VND and KRW whole),
 * through the one conversion: truncated to the wire's minor unit (a VND thousandth is lost).
 */
export function ledgerAmount(units: LedgerUnits, currency: string): string {
  return minorToAmount(toWireMinor(units, currency), currency);
}
