import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventsResponse } from '@sb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './db/seed.ts';
import { generateDemoCatalog } from './demo/generate-catalog.ts';
import { buildTestApp, tempDir, TEST_NOW } from './test/build-test-app.ts';

const dirs: { remove: () => void }[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));

async function counts(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const { rows } = await app.database.db.execute<{ events: number; outcomes: number }>(
    sql`select (select count(*)::int from events) as events, (select count(*)::int from outcomes) as outcomes`,
  );
  return rows[0];
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database on disk', () => {
  it('keeps its data across a restart and does not seed twice', async () => {
    const data = tempDir('sb-data-');
    dirs.push(data);
    const first = await buildTestApp({ dataDir: data.path });
    const before = await counts(first);
    const page = EventsResponse.parse(
      (await first.inject({ url: '/xapi/rest/events?eventsPerPage=5' })).json(),
    );
    await first.close();

    const second = await buildTestApp({ dataDir: data.path });
    expect(await counts(second)).toEqual(before);
    const again = EventsResponse.parse(
      (await second.inject({ url: '/xapi/rest/events?eventsPerPage=5' })).json(),
    );
    expect(again).toEqual(page);
    await second.close();
  });
});

describe('seeding', () => {
  it('is idempotent, and replaces a catalogue whose events have all started', async () => {
    const app = await buildTestApp();
    const db = app.database.db;
    const before = await counts(app);
    expect(before?.events).toBeGreaterThanOrEqual(1500);
    expect(await seedCatalog(db, () => generateDemoCatalog({ now: TEST_NOW }), TEST_NOW)).toBe('kept');
    expect(await counts(app)).toEqual(before);

    const weeksLater = new Date(TEST_NOW.getTime() + 400 * 86_400_000);
    expect(await seedCatalog(db, () => generateDemoCatalog({ now: weeksLater }), weeksLater)).toBe(
      'refreshed',
    );
    const { rows } = await db.execute<{ upcoming: number }>(
      sql`select count(*)::int as upcoming from events where event_date > ${weeksLater.toISOString()}`,
    );
    expect(rows[0]?.upcoming).toBeGreaterThanOrEqual(1500);
    await app.close();
  });
});

describe('the built web app', () => {
  it('is served at deep links, with the API untouched', async () => {
    const web = tempDir('sb-web-');
    dirs.push(web);
    writeFileSync(
      join(web.path, 'index.html'),
      '<!doctype html><title>Sportsbook</title><div id="root"></div>',
    );
    mkdirSync(join(web.path, 'assets'));
    writeFileSync(join(web.path, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildTestApp({ webDist: web.path, demoSeed: false });

    const deepLink = await app.inject({ url: '/en/sports/240-FOOT', headers: { accept: 'text/html' } });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const unknownApi = await app.inject({ url: '/api/nope' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ url: '/' })).headers['content-security-policy']).toContain(
      "script-src 'self'",
    );
    await app.close();
  });
});
