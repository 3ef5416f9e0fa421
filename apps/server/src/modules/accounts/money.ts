import { ledgerUnitsToAmount, minorPerMajor, wireDecimals } from '@sb/domain';
import { InputError } from '../../errors.ts';

/** A wire amount in ledger units; more decimals than the currency allows is a 400 on `field`. */
export function toMinor(amount: number, currency: string, field: string): number {
  const decimals = wireDecimals(currency);
  const scaled = amount * 10 ** decimals;
  // Binary floating point: 0.29 * 100 is 28.999999999999996, still a valid two-decimal amount.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw new InputError(
      field,
      decimals === 0
        ? `${currency} amounts are whole numbers`
        : `${currency} amounts have at most 2 decimals`,
    );
  }
  return Math.round(amount * minorPerMajor(currency));
}

/** Ledger units (a balance, a stored amount) as a wire amount string ('12.50'; VND and KRW whole). */
export function ledgerAmount(units: number | bigint, currency: string): string {
  return ledgerUnitsToAmount(BigInt(units), currency);
}
