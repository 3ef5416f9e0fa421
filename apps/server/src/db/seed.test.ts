// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { EventsResponse } from '@sb/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, TEST_NOW } from '../test/build-test-app.ts';
import { FIXTURE, fixtureCatalog } from '../test/fixture-catalog.ts';
import { getJson } from '../test/http.ts';
import type { Db } from './database.ts';
import { coupons, meta } from './schema.ts';
import { seedDemoData } from './seed.ts';

async function counts(db: Db) {
  const { rows } = await db.execute<Record<string, number>>(sql`select
    (select count(*)::int from sports) as sports, (select count(*)::int from event_paths) as paths,
    (select count(*)::int from events) as events, (select count(*)::int from markets) as markets,
    (select count(*)::int from outcomes) as outcomes, (select count(*)::int from coupons) as coupons,
    (select count(*)::int from coupon_group_coupons) as "couponLinks", (select count(*)::int from tabs) as tabs,
    (select count(*)::int from currencies) as currencies, (select count(*)::int from odds_margins) as margins,
    (select count(*)::int from brands) as brands, (select count(*)::int from settings) as settings`);
  return rows[0];
}
const DAY = 86_400_000;

describe('seeding the demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('writes every table once, and a second seed changes nothing', async () => {
    const before = await counts(app.db);
    const catalog = fixtureCatalog(TEST_NOW);
    const markets = catalog.events.flatMap((e) => e.markets);
    expect(before).toEqual({
      sports: catalog.sports.length,
      paths: catalog.eventPaths.length,
      events: catalog.events.length,
      markets: markets.length,
      outcomes: markets.flatMap((m) => m.outcomes).length,
      coupons: catalog.coupons.length,
      couponLinks: catalog.couponGroups.flatMap((g) => g.couponIds).length,
      tabs: catalog.tabs.length,
      currencies: catalog.currencies.length,
      margins: catalog.margins.length,
      brands: catalog.brands.length,
      // web and mobile, per brand
      settings: 2 * catalog.brands.length,
    });
    expect(await seedDemoData(app.db, fixtureCatalog, TEST_NOW)).toBe('kept');
    expect(await counts(app.db)).toEqual(before);
  });

  it("replaces only the catalogue, relative to now, once every event has started; the operator's content stays", async () => {
    await app.db.update(coupons).set({ name: 'Renamed by the operator' }).where(eq(coupons.id, 1));
    const later = new Date(TEST_NOW.getTime() + 30 * DAY);
    expect(await seedDemoData(app.db, fixtureCatalog, later)).toBe('refreshed');
    const { rows } = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from events where event_date > ${later.toISOString()}`,
    );
    expect(rows[0]?.n).toBe(FIXTURE.upcomingGames.length + 1);
    const kept = await app.db.select().from(coupons).where(eq(coupons.id, 1));
    expect(kept[0]?.name).toBe('Renamed by the operator');
  });

  it('seeds everything afresh when the data was seeded by another seed version', async () => {
    await app.db.update(meta).set({ value: '1' }).where(eq(meta.key, 'seed_version'));
    expect(await seedDemoData(app.db, fixtureCatalog, TEST_NOW)).toBe('seeded');
    const restored = await app.db.select().from(coupons).where(eq(coupons.id, 1));
    expect(restored[0]?.name).toBe("Today's Football");
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database on disk', () => {
  const data = tempDir('sb-data-');
  afterAll(() => data.remove());

  it('keeps its data across a restart, without seeding again', async () => {
    const first = await buildTestApp({ dataDir: data.path });
    const before = await counts(first.db);
    const page = await getJson(first, '/xapi/rest/events?eventsPerPage=5', EventsResponse);
    await first.close();

    // A different catalogue on the second start proves the first one's rows are what is served.
    const second = await buildTestApp(
      { dataDir: data.path },
      { demoCatalog: () => ({ ...fixtureCatalog(TEST_NOW), events: [] }) },
    );
    try {
      expect(await counts(second.db)).toEqual(before);
      expect(await getJson(second, '/xapi/rest/events?eventsPerPage=5', EventsResponse)).toEqual(page);
    } finally {
      await second.close();
    }
  });
});
