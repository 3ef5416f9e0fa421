import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';

/** A brand as the back end knows it (SPEC.md §1): its code, name, portal id and host names. */
export interface Brand {
  code: string;
  name: string;
  portalId: string;
  hosts: readonly string[];
}

/** The brands table, in the operator's order (the first serves hosts no brand names). */
export async function listBrands(db: Db): Promise<Brand[]> {
  const rows = await db.select().from(schema.brands).orderBy(asc(schema.brands.orderNo));
  return rows.map(({ code, name, portalId, hosts }) => ({ code, name, portalId, hosts }));
}
