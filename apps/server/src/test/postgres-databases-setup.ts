import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every PostgreSQL database of this run starts with (build-test-app.ts). */
    postgresDatabasePrefix: string;
  }
}

/**
 * The PostgreSQL databases the tests create (a database per test app, build-test-app.ts) are dropped
 * once the run is over, by the prefix this run gave them. A file's own `afterAll` cannot do it: the
 * server's test files share their modules (vitest.config.ts, `isolate: false`), so a hook a helper
 * module registers runs only with the first file that loaded it.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `sb_test_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresDatabasePrefix', prefix);
  return async () => {
    const bases = new Set([process.env.TEST_DATABASE_URL, project.config.env?.DATABASE_URL]);
    for (const base of bases) {
      if (!base) continue;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    }
  };
}
