import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import type { DemoCatalog } from '../demo/demo-catalog.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle every repository queries through. */
    db: Db;
    database: Database;
  }
}

export interface DatabasePluginOptions {
  url: string | undefined;
  dataDir: string | undefined;
  /** The image an in-memory PGlite starts from (openDatabase); undefined: a fresh initdb. */
  image?: Blob | undefined;
  /** Seed this data set into an empty database (db/seed.ts); undefined: no seeding. */
  demoCatalog: ((now: Date) => DemoCatalog | Promise<DemoCatalog>) | undefined;
  now: () => Date;
}

/**
 * The database, migrated and (optionally) seeded before any route is registered, and closed last
 * when the app closes.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const database = await openDatabase({
      url: options.url,
      dataDir: options.dataDir,
      image: options.image,
      onConnectionError: (err) => app.log.error({ err }, 'database connection lost'),
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
    app.log.info(
      {
        driver: database.driver,
        database: options.url ? redactUrl(options.url) : (options.dataDir ?? 'memory'),
      },
      'database ready',
    );
    if (options.demoCatalog) {
      const started = Date.now();
      try {
        const result = await seedDemoData(database.db, options.demoCatalog, options.now());
        app.log.info({ result, ms: Date.now() - started }, 'demo data');
      } catch (error) {
        // The app never finishes booting, so onClose would not run: release the files or pool here.
        await database.close();
        throw error;
      }
    }
  },
  { name: 'database' },
);
