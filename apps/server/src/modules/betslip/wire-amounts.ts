import { ledgerUnitsToAmount, minorPerMajor, wireDecimals, type MinorAmount } from '@sb/domain';

/**
 * The betslip prices in minor units of the wire (cents; whole VND), the wallet ledger counts in
 * its own units (thousandths of VND: docs/ACCOUNTS.md "Money"). One conversion each way, here.
 */
function ledgerPerWireMinor(currency: string): bigint {
  return BigInt(minorPerMajor(currency) / 10 ** wireDecimals(currency));
}

/** A betslip amount (wire minor units) in ledger units. */
export function toLedgerUnits(minor: MinorAmount, currency: string): bigint {
  return minor * ledgerPerWireMinor(currency);
}

/** Ledger units as a wire amount string ('12.50'; VND and KRW whole). */
export function ledgerAmount(units: number | bigint, currency: string): string {
  return ledgerUnitsToAmount(BigInt(units), currency);
}
