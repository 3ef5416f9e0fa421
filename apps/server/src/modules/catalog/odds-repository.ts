import type { OddsMarginEntry } from '@sb/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { meta, oddsMargins } from '../../db/schema.ts';
import { LADDER_VERSION_KEY } from '../../db/seed.ts';

/** The brand's margin entries (SPEC.md §3 "Odds margin entry"), null keys dropped ("any"). */
export async function loadMargins(db: Db): Promise<OddsMarginEntry[]> {
  const rows = await db.select().from(oddsMargins).orderBy(asc(oddsMargins.id));
  return rows.map((row) => {
    const entry: OddsMarginEntry = { brandMarginType: row.brandMarginType, margin: row.margin };
    if (row.leagueId !== null) entry.leagueId = row.leagueId;
    if (row.marketTypeId !== null) entry.marketTypeId = row.marketTypeId;
    if (row.outcomeId !== null) entry.outcomeId = row.outcomeId;
    if (row.eventId !== null) entry.eventId = row.eventId;
    if (row.marketId !== null) entry.marketId = row.marketId;
    return entry;
  });
}

export async function loadLadderVersion(db: Db): Promise<number> {
  const rows = await db.select().from(meta).where(eq(meta.key, LADDER_VERSION_KEY));
  return Number(rows[0]?.value ?? 0);
}
