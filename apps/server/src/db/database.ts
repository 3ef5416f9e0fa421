import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nameStatements } from './named-statements.ts';
import * as schema from './schema.ts';

interface Rows<T> {
  rows: T[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** One type for both drivers: the embedded PGlite and node-postgres (STACK.md). */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** A transaction handle, accepted wherever a repository method takes an optional `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Closes once; later calls wait for the same close. */
  close(): Promise<void>;
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

/**
 * Opens the database and applies pending migrations: PostgreSQL when `url` is given, else PGlite in
 * `<dataDir>/pglite` (created if missing, persisted) or in memory when `dataDir` is undefined.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this data-directory image (PGlite's dumpDataDir) instead of
   * running initdb, which is most of its start-up: the tests start every app from one migrated image.
   */
  image?: Blob | undefined;
  /** An idle pooled connection broke (server restart, network): reported, and the pool reconnects. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, node-postgres turns such an error into an uncaught exception.
    pool.on('error', options.onConnectionError ?? (() => undefined));
    pool.on('connect', nameStatements);
    const client = drizzlePg(pool, { schema });
    await migratePg(client, { migrationsFolder });
    return { db: client as unknown as Db, driver: 'postgres', close: once(() => pool.end()) };
  }
  let folder: string | undefined;
  if (options.dataDir) {
    folder = join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
  }
  const pglite = await PGlite.create(folder, options.image ? { loadDataDir: options.image } : {});
  const client = drizzlePglite(pglite, { schema });
  await migratePglite(client, { migrationsFolder });
  return { db: client as unknown as Db, driver: 'pglite', close: once(() => pglite.close()) };
}
