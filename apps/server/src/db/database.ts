import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

interface Rows<T> {
  rows: T[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** One type for both drivers: the embedded PGlite and node-postgres (STACK.md). */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

/**
 * Opens the database and applies pending migrations: PostgreSQL when `url` is given, else PGlite in
 * `dataDir` (persisted) or in memory when `dataDir` is undefined. `searchPath` isolates a test
 * file's tables in its own schema on a shared PostgreSQL.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  searchPath?: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    if (options.searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath}"`);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), {
      migrationsFolder,
      ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
    });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}
