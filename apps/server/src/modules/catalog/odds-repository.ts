import type { OddsMarginEntry } from '@sb/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { meta, oddsMargins } from '../../db/schema.ts';
import { LADDER_VERSION_KEY } from '../../db/seed.ts';

/** Every brand's margin entries (SPEC.md §3 "Odds margin entry") by brand, null keys dropped ("any"). */
export async function loadMargins(db: Db): Promise<Map<string, OddsMarginEntry[]>> {
  const rows = await db.select().from(oddsMargins).orderBy(asc(oddsMargins.id));
  const byBrand = new Map<string, OddsMarginEntry[]>();
  for (const row of rows) {
    const entry: OddsMarginEntry = { brandMarginType: row.brandMarginType, margin: row.margin };
    if (row.leagueId !== null) entry.leagueId = row.leagueId;
    if (row.marketTypeId !== null) entry.marketTypeId = row.marketTypeId;
    if (row.outcomeId !== null) entry.outcomeId = row.outcomeId;
    if (row.eventId !== null) entry.eventId = row.eventId;
    if (row.marketId !== null) entry.marketId = row.marketId;
    const entries = byBrand.get(row.brand) ?? [];
    entries.push(entry);
    byBrand.set(row.brand, entries);
  }
  return byBrand;
}

export async function loadLadderVersion(db: Db): Promise<number> {
  const rows = await db.select().from(meta).where(eq(meta.key, LADDER_VERSION_KEY));
  return Number(rows[0]?.value ?? 0);
}
