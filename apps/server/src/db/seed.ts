import { count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DemoCatalog } from '../demo/demo-catalog.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import type { Db, Tx } from './database.ts';
import * as schema from './schema.ts';
import { catalogRows, contentRows } from './seed-rows.ts';

/**
 * Bump when the seeded rows change shape: a database seeded by another version is seeded afresh.
 * 2: normalised catalogue and CMS tables (migration 0001).
 * 4: every market of a match carries the match's feed code (feed alerts suspend them together).
 * 5: brands, and settings per brand (migration 0008).
 * 6: the operator's content: adverts, widgets, news popups, promotions, pages, seals, icons (migration 0010).
 * 7: links of the demo content that open their page in the content popup (data-popup).
 * 8: race cards (horse racing, greyhounds) and the savanna brand without each-way.
 * 9: "SP only" runners of the race cards (migration 0015, docs/decisions/starting-price.md).
 * 10: live streams of the streamed events, and the events' stream ids (migration 0016).
 */
export const SEED_VERSION = 12;

const MARKER = { version: 'seed_version', seededAt: 'seeded_at', catalogFrom: 'catalog_generated_at' };
/** Read by the odds module: GET /xapi/rest/oddsLadderAndMargins/{version}. */
export const LADDER_VERSION_KEY = 'odds_ladder_version';
const SEED_LOCK = ADVISORY_LOCKS.catalogueSeed;
/** About 15 columns a row: 1,000 rows stay far below PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;
/** Rows per JSON batch: one parameter of a few MB. */
const JSON_BATCH = 5000;

export type SeedResult = 'seeded' | 'kept' | 'refreshed';

const CATALOG_TABLES = [
  schema.videoStreams,
  schema.outcomes,
  schema.markets,
  schema.events,
  schema.eventPaths,
  schema.sports,
];
const CONTENT_TABLES = [
  schema.couponGroupCoupons,
  schema.couponGroups,
  schema.coupons,
  schema.tabs,
  schema.menuLabels,
  schema.submenus,
  schema.topSports,
  schema.currencies,
  schema.languages,
  schema.settings,
  schema.brands,
  schema.oddsMargins,
  schema.adverts,
  schema.htmlWidgets,
  schema.newsPopups,
  schema.promotions,
  schema.publicPages,
  schema.externalHeaders,
  schema.gcbSeals,
  schema.svgIcons,
  schema.geoIpRanges,
];

/**
 * Seeds the demo data set, in one transaction, idempotently:
 * - an empty database, or one seeded by another SEED_VERSION, gets the whole data set ('seeded');
 * - a seeded database with pre-match events still to come is left alone ('kept');
 * - a seeded database whose events have all started (left for weeks) gets a fresh catalogue
 *   generated relative to `now`, keeping its content, settings and margins ('refreshed').
 * `makeCatalog` runs only when something is written.
 */
export async function seedDemoData(
  db: Db,
  makeCatalog: (now: Date) => DemoCatalog | Promise<DemoCatalog>,
  now: Date,
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const marker = await tx.select().from(schema.meta).where(eq(schema.meta.key, MARKER.version));
    if (marker[0]?.value === String(SEED_VERSION)) {
      const [upcoming] = await tx
        .select({ n: count() })
        .from(schema.events)
        .where(gt(schema.events.eventDate, now));
      if ((upcoming?.n ?? 0) > 0) return 'kept';
      await replaceCatalog(tx, await makeCatalog(now), now);
      return 'refreshed';
    }
    const catalog = await makeCatalog(now);
    await truncate(tx, CONTENT_TABLES);
    await insertContent(tx, catalog, now);
    await replaceCatalog(tx, catalog, now);
    await setMeta(tx, MARKER.version, String(SEED_VERSION));
    await setMeta(tx, LADDER_VERSION_KEY, String(catalog.ladderVersion));
    return 'seeded';
  });
}

async function replaceCatalog(tx: Tx, catalog: DemoCatalog, now: Date): Promise<void> {
  const rows = catalogRows(catalog);
  await truncate(tx, CATALOG_TABLES);
  await insertJsonBatches(tx, schema.sports, rows.sports);
  await insertJsonBatches(tx, schema.eventPaths, rows.eventPaths);
  await insertJsonBatches(tx, schema.events, rows.events);
  await insertJsonBatches(tx, schema.markets, rows.markets);
  await insertJsonBatches(tx, schema.outcomes, rows.outcomes);
  await insertBatched(tx, schema.videoStreams, rows.videoStreams);
  await setMeta(tx, MARKER.seededAt, new Date().toISOString());
  await setMeta(tx, MARKER.catalogFrom, now.toISOString());
  // Fresh statistics, or the planner scans all outcomes for a page of 20 events (PGlite runs no
  // autovacuum to gather them later).
  await tx.execute(sql`analyze ${sql.join(CATALOG_TABLES, sql`, `)}`);
}

async function insertContent(tx: Tx, catalog: DemoCatalog, now: Date): Promise<void> {
  const rows = contentRows(catalog, now);
  await insertBatched(tx, schema.coupons, rows.coupons);
  await insertBatched(tx, schema.couponGroups, rows.couponGroups);
  await insertBatched(tx, schema.couponGroupCoupons, rows.couponGroupCoupons);
  await insertBatched(tx, schema.tabs, rows.tabs);
  await insertBatched(tx, schema.menuLabels, rows.menuLabels);
  await insertBatched(tx, schema.submenus, rows.submenus);
  await insertBatched(tx, schema.topSports, rows.topSports);
  await insertBatched(tx, schema.currencies, rows.currencies);
  await insertBatched(tx, schema.languages, rows.languages);
  await insertBatched(tx, schema.brands, rows.brands);
  await insertBatched(tx, schema.settings, rows.settings);
  await insertBatched(tx, schema.oddsMargins, rows.oddsMargins);
  await insertBatched(tx, schema.adverts, rows.adverts);
  await insertBatched(tx, schema.htmlWidgets, rows.htmlWidgets);
  await insertBatched(tx, schema.newsPopups, rows.newsPopups);
  await insertBatched(tx, schema.promotions, rows.promotions);
  await insertBatched(tx, schema.publicPages, rows.publicPages);
  await insertBatched(tx, schema.externalHeaders, rows.externalHeaders);
  await insertBatched(tx, schema.gcbSeals, rows.gcbSeals);
  await insertBatched(tx, schema.svgIcons, rows.svgIcons);
  await insertBatched(tx, schema.geoIpRanges, rows.geoIpRanges);
}

async function insertBatched<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

/**
 * The big catalogue tables (~90,000 rows): each batch goes as ONE JSON parameter that PostgreSQL
 * unpacks into rows (`jsonb_populate_recordset`). On PGlite this seeds the demo catalogue in ~2 s
 * where drizzle's multi-row VALUES took ~6 s (building and binding 15 parameters a row dominated).
 * Keys become column names; a missing value takes the column's JS-side default, else NULL.
 */
async function insertJsonBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const records = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = row[key] ?? (column.hasDefault ? column.default : undefined) ?? null;
        return [column.name, value instanceof Date ? value.toISOString() : value];
      }),
    ),
  );
  for (let i = 0; i < records.length; i += JSON_BATCH) {
    const batch = JSON.stringify(records.slice(i, i + JSON_BATCH));
    await tx.execute(
      sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${batch}::jsonb)`,
    );
  }
}

/**
 * No CASCADE on purpose: should a later table (bets) reference catalogue rows, a refresh fails
 * loudly instead of silently emptying that table too.
 */
async function truncate(tx: Tx, tables: PgTable[]): Promise<void> {
  await tx.execute(sql`truncate ${sql.join(tables, sql`, `)} restart identity`);
}

async function setMeta(tx: Tx, key: string, value: string): Promise<void> {
  await tx
    .insert(schema.meta)
    .values({ key, value })
    .onConflictDoUpdate({ target: schema.meta.key, set: { value } });
}
