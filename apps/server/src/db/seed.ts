import { eq, gt, sql } from 'drizzle-orm';
import type { DemoCatalog } from '../demo/demo-catalog.ts';
import type { Db } from './database.ts';
import { cmsDocuments, eventPaths, events, markets, meta, outcomes, sports } from './schema.ts';

const SEED_KEY = 'catalog_seeded_at';
const BATCH = 1000;

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Seeds the demo catalogue once. A later start finds the marker and leaves the data alone, unless
 * every pre-match event has already started (a database left for weeks): then the catalogue is
 * replaced by a fresh one relative to now, so the book never shows an empty pre-match list.
 * Returns what it did.
 */
export async function seedCatalog(
  db: Db,
  makeCatalog: () => DemoCatalog,
  now = new Date(),
): Promise<'seeded' | 'kept' | 'refreshed'> {
  const marker = await db.select().from(meta).where(eq(meta.key, SEED_KEY));
  let outcome: 'seeded' | 'refreshed' = 'seeded';
  if (marker.length > 0) {
    const upcoming = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(events)
      .where(gt(events.eventDate, now));
    if ((upcoming[0]?.count ?? 0) > 0) return 'kept';
    outcome = 'refreshed';
  }
  const catalog = makeCatalog();
  await db.transaction(async (tx) => {
    for (const table of [outcomes, markets, events, eventPaths, sports, cmsDocuments]) await tx.delete(table);
    await tx.insert(sports).values(
      catalog.sports.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        sportGroup: s.group,
        orderNo: s.orderNo,
      })),
    );
    await insertBatched(catalog.eventPaths, (chunk) =>
      tx.insert(eventPaths).values(chunk.map((p) => ({ ...p, code: p.code ?? null }))),
    );
    await insertBatched(catalog.events, (chunk) =>
      tx.insert(events).values(
        chunk.map((e) => ({
          id: e.id,
          sportId: e.sportId,
          countryId: e.eventPaths[1]?.id ?? 0,
          leagueId: e.leagueId,
          sportCode: e.sportCode,
          eventType: e.eventType,
          eventDate: new Date(e.eventDate),
          description: e.description,
          slug: e.slug,
          feedCode: e.feedCode,
          liveStreaming: e.liveStreaming,
          isFinished: e.isFinished,
          eventPaths: e.eventPaths,
          opponents: e.opponents,
          marketCount: e.markets.length,
        })),
      ),
    );
    const allMarkets = catalog.events.flatMap((e) => e.markets);
    await insertBatched(allMarkets, (chunk) =>
      tx.insert(markets).values(
        chunk.map((m) => ({
          id: m.id,
          eventId: m.eventId,
          feedCode: m.feedCode,
          status: m.status,
          marketTypeId: m.marketTypeId,
          marketGroupId: m.marketGroupId,
          style: m.marketTypeInfo.style,
          ordinalPosition: m.marketTypeInfo.ordinalPosition,
          period: m.period,
          instance: m.instance,
          description: m.description,
          cutoffTime: new Date(m.cutoffTime),
          opponentId: m.opponentId ?? null,
        })),
      ),
    );
    const allOutcomes = allMarkets.flatMap((m) => m.outcomes.map((o) => ({ o, eventId: m.eventId })));
    await insertBatched(allOutcomes, (chunk) =>
      tx.insert(outcomes).values(
        chunk.map(({ o, eventId }) => ({
          id: o.id,
          marketId: o.marketId,
          eventId,
          description: o.description,
          ordinalPosition: o.ordinalPosition,
          opponentId: o.opponentId ?? null,
          hidden: o.hidden,
          price: o.consolidatedPrice.currentPrice.decimal,
          spread: o.consolidatedPrice.currentPrice.spread ?? null,
          spread2: o.consolidatedPrice.currentPrice.spread2 ?? null,
        })),
      ),
    );
    const documents: { key: string; body: unknown }[] = [
      { key: 'tabs', body: catalog.tabs },
      { key: 'top_sports', body: catalog.topSports },
      { key: 'currencies', body: catalog.currencies },
      { key: 'languages', body: catalog.languages },
      { key: 'settings:web', body: catalog.settings.web },
      { key: 'settings:mobile', body: catalog.settings.mobile },
      { key: 'margins', body: { version: catalog.ladderVersion, margins: catalog.margins } },
      ...catalog.coupons.map((c) => ({ key: `coupon:${c.id}`, body: c })),
      ...catalog.couponGroups.map((g) => ({
        key: `coupon_group:${g.id}`,
        body: { id: g.id, name: g.name, coupons: catalog.coupons.filter((c) => g.couponIds.includes(c.id)) },
      })),
      ...catalog.submenus.map((s) => ({ key: `submenu:${s.id}`, body: s })),
    ];
    await tx.insert(cmsDocuments).values(documents);
    await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: now.toISOString() })
      .onConflictDoUpdate({ target: meta.key, set: { value: now.toISOString() } });
  });
  return outcome;
}
