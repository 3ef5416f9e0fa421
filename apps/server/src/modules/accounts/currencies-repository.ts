import type { Currency } from '@sb/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { currencies } from '../../db/schema.ts';

/** The brand's currencies in display order (SPEC.md §3 "Currency"). */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.orderNo));
  return rows.map((c) => ({ isoCode: c.isoCode, symbol: c.symbol, precision: c.precision }));
}
