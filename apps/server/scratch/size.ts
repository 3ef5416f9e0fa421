import { buildApp } from '../src/app.ts';
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: undefined,
  databaseUrl: undefined,
  logLevel: 'warn',
  webDist: '/nonexist',
  rateLimitMax: 1e9,
  demoSeed: true,
});
for (const url of [
  '/xapi/rest/events?eventsPerPage=20&page=1',
  '/xapi/rest/events?eventsPerPage=20&page=1&lightWeightResponse=true',
  '/xapi/rest/eventpathtree',
]) {
  const t = Date.now();
  const r = await app.inject({ url });
  console.log(url, r.statusCode, r.body.length, Date.now() - t, 'ms');
  const r2 = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  console.log(' gz', r2.rawPayload.length);
}
const r = await app.inject({ url: '/xapi/rest/events?eventsPerPage=20&page=1' });
const b = r.json();
console.log(b.events.map((e: any) => e.sportCode + ':' + e.markets.length + '/' + e.marketCount).join(' '));
const { sql } = await import('drizzle-orm');
console.log(
  (
    await app.database.db.execute(
      sql`select (select count(*) from events) e, (select count(*) from markets) m, (select count(*) from outcomes) o`,
    )
  ).rows,
);
await app.close();
