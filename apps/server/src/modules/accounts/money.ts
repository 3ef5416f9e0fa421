import { ledgerUnitsToAmount, wireAmountToLedger } from '@sb/domain';
import { InputError } from '../../errors.ts';

/** A wire amount in ledger units; more decimals than the currency allows is a 400 on `field`. */
export function toMinor(amount: number, currency: string, field: string): number {
  const result = wireAmountToLedger(amount, currency);
  if (result.ok) return result.units;
  throw new InputError(
    field,
    result.error === 'whole'
      ? `${currency} amounts are whole numbers`
      : `${currency} amounts have at most 2 decimals`,
  );
}

/** Ledger units (a balance, a stored amount) as a wire amount string ('12.50'; VND and KRW whole). */
export function ledgerAmount(units: number | bigint, currency: string): string {
  return ledgerUnitsToAmount(BigInt(units), currency);
}
