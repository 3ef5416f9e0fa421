import type { MinorAmount } from '../betslip/stake-amount.ts';
import { minorPerMajor, wireDecimals } from './wire-amount.ts';

declare const wireMinorUnit: unique symbol;
declare const ledgerUnit: unique symbol;

/**
 * An amount in the wire's minor units: cents, whole units for KRW and for the thousand-scaled
 * currencies (which travel whole). The unit the betslip, settlement and cash-out rules count in
 * (`MinorAmount`); the brand marks one that came back from the ledger.
 */
export type WireMinor = MinorAmount & { readonly [wireMinorUnit]: true };

/**
 * An amount in ledger units: what the wallet ledger and the bet tables store (thousandths for the
 * thousand-scaled currencies, so a balance is an exact sum of rows: docs/ACCOUNTS.md "Money").
 * Only `ledgerUnits` (a column as it is read) and `toLedgerUnits` make one.
 */
export type LedgerUnits = bigint & { readonly [ledgerUnit]: true };

/** Ledger units per wire minor unit: 1, or 1000 for the thousand-scaled currencies. */
export function ledgerPerWireMinor(currencyCode: string): bigint {
  return BigInt(minorPerMajor(currencyCode) / 10 ** wireDecimals(currencyCode));
}

/** A stored amount (a bigint column, a numeric's exact string) as ledger units. */
export function ledgerUnits(column: number | string | bigint): LedgerUnits {
  return BigInt(column) as LedgerUnits;
}

/**
 * A wire minor amount in ledger units. Ledger units are refused (the type says they are not wire
 * minor units): converting twice would scale twice.
 */
export function toLedgerUnits(
  minor: MinorAmount & { readonly [ledgerUnit]?: never },
  currencyCode: string,
): LedgerUnits {
  return (minor * ledgerPerWireMinor(currencyCode)) as LedgerUnits;
}

/** Ledger units in wire minor units, truncated (a part-cashed stake may hold a fraction of one). */
export function toWireMinor(units: LedgerUnits, currencyCode: string): WireMinor {
  return (units / ledgerPerWireMinor(currencyCode)) as WireMinor;
}
