import { minorPerMajor, wireDecimals } from './wire-amount.ts';

declare const wireMinorUnit: unique symbol;
declare const ledgerUnit: unique symbol;

/**
 * A betslip amount in whole minor units of the wire (cents; whole units for KRW and for the
 * thousand-scaled VND, IDR ..., which travel whole). BigInt because an accumulator's returns
 * outgrow 2^53 and because sums of them must be exact: client and server agree to the cent.
 */
export type MinorAmount = bigint;

/**
 * An amount in the wire's minor units: cents, whole units for KRW and for the thousand-scaled
 * currencies (which travel whole). The unit the betslip, settlement and cash-out rules count in
 * (`MinorAmount`); the brand marks one that came back from the ledger.
 */
export type WireMinor = MinorAmount & { readonly [wireMinorUnit]: true };

/**
 * An amount in ledger units: what the wallet ledger and the bet tables store (thousandths for the
 * thousand-scaled currencies, so a balance is an exact sum of rows: docs/ACCOUNTS.md "Money").
 * A branded bigint (docs/decisions/server-modules.md "One money type"): exact at any size, and
 * `units + 1` or `units * 1.5` does not typecheck, so no `number` can slip into a sum of money.
 * Only `ledgerUnits` (a column as it is read), `toLedgerUnits` and `wireAmountToLedgerUnits` make one.
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

/**
 * Ledger units as major units in a JSON number: the form of the balances and cashier amounts of
 * the account calls (SPEC.md §7 sends them as numbers), never computed on.
 */
export function ledgerToMajor(units: LedgerUnits, currencyCode: string): number {
  return Number(units) / minorPerMajor(currencyCode);
}

export type WireAmountError = 'decimals' | 'whole';

/** A finite number's decimal digits as JavaScript writes it (the shortest that reads back): digits × 10^-scale. */
function decimalOf(amount: number): { digits: bigint; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(amount).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - Number.parseInt(exponent, 10);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * A wire amount sent as a JSON number (major units, as a cashier request sends it) in ledger units,
 * computed on its decimal digits, not in floating point: refused when it has more decimals than the
 * currency's wire amounts ('whole' for a currency with none). Binary floating point is allowed its
 * error, a millionth of a wire minor unit: 0.29 + 1 written as 1.2899999999999998 is still 1.29.
 */
export function wireAmountToLedgerUnits(
  amount: number,
  currencyCode: string,
): { ok: true; units: LedgerUnits } | { ok: false; error: WireAmountError } {
  const decimals = wireDecimals(currencyCode);
  const { digits, scale } = decimalOf(Math.abs(amount));
  const sign = amount < 0 ? -1n : 1n;
  if (scale <= decimals)
    return { ok: true, units: toLedgerUnits(sign * digits * 10n ** BigInt(decimals - scale), currencyCode) };
  // More digits than the wire's decimals: `perMinor` of the last ones make one wire minor unit.
  const perMinor = 10n ** BigInt(scale - decimals);
  const minor = (2n * digits + perMinor) / (2n * perMinor);
  const off = digits - minor * perMinor;
  if ((off < 0n ? -off : off) * 1_000_000n > perMinor)
    return { ok: false, error: decimals === 0 ? 'whole' : 'decimals' };
  return { ok: true, units: toLedgerUnits(sign * minor, currencyCode) };
}

/*
 * Sums of ledger units are ledger units. bigint arithmetic drops the brand (`a + b` is a bigint), so
 * a sum or a sign change of money goes through these rather than a cast at each site.
 */
export const addUnits = (...amounts: LedgerUnits[]): LedgerUnits =>
  amounts.reduce<bigint>((sum, amount) => sum + amount, 0n) as LedgerUnits;
export const negateUnits = (units: LedgerUnits): LedgerUnits => (0n - units) as LedgerUnits;
