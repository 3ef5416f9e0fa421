import { ledgerUnits, type LedgerUnits } from '@sb/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  balances,
  ledgerAmount,
  postLedgerEntry,
  walletState,
  wireToLedgerUnits,
  type Balances,
} from '../modules/accounts/index.ts';
import type * as schema from './schema.ts';

/*
 * One money type (docs/decisions/server-modules.md): a type-level test, checked by `tsc -b`. A
 * column or a ledger call that held ledger units in a `number` would not compile.
 */

type Rows = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? (typeof schema)[K]['$inferSelect'] : never;
};
/** What each table's columns named for ledger units (`*Units`) read as. */
type UnitsColumn<Row> = Row[keyof Row & `${string}Units`];
type MoneyReadAs = { [T in keyof Rows]: UnitsColumn<Rows[T]> }[keyof Rows];
/** Columns still named for minor units: none hold them (migration 0011 renamed them). */
type MinorNamed = { [T in keyof Rows]: keyof Rows[T] & `${string}Minor` }[keyof Rows];

describe('one money type from the ledger to the wire', () => {
  it('reads every ledger-units column as LedgerUnits (a numeric one as its exact string), never a number', () => {
    expectTypeOf<MoneyReadAs>().toEqualTypeOf<LedgerUnits | string | null>();
    expectTypeOf<MinorNamed>().toEqualTypeOf<never>();
  });

  it('moves and reads money through the ledger in LedgerUnits', () => {
    expectTypeOf<Parameters<typeof postLedgerEntry>[1]['amountUnits']>().toEqualTypeOf<LedgerUnits>();
    expectTypeOf<Balances>().toEqualTypeOf<{ real: LedgerUnits; bonus: LedgerUnits }>();
    expectTypeOf(balances).returns.resolves.toEqualTypeOf<Balances>();
    expectTypeOf(walletState).returns.resolves.toEqualTypeOf<{
      balances: Balances;
      wageringLeft: LedgerUnits;
    }>();
    expectTypeOf(wireToLedgerUnits).returns.toEqualTypeOf<LedgerUnits>();
    expectTypeOf(ledgerAmount).parameter(0).toEqualTypeOf<LedgerUnits>();
  });

  it('goes back to the wire through the one conversion, truncated to the wire minor unit', () => {
    expect(ledgerAmount(ledgerUnits(1250), 'EUR')).toBe('12.50');
    expect(ledgerAmount(ledgerUnits(250_000_999), 'VND')).toBe('250000');
    expect(wireToLedgerUnits(250_000, 'VND', 'amount')).toBe(250_000_000n);
  });
});
