import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { seedDemoPlayers } from '../modules/accounts/index.ts';
import { TEST_NOW } from './test-now.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated in-memory PGlite's data directory (dumpDataDir). */
    pgliteImage: string;
  }
}

/**
 * Once per run of the server suite: an in-memory PGlite with every migration applied and the demo
 * players seeded at the tests' clock, written as a data-directory image. Each test app starts from it
 * instead of running initdb, which is most of PGlite's start-up (seconds per app on a busy 2-core
 * machine), and finds its demo players there instead of hashing some thirty passwords with scrypt
 * (about a second of both cores an app). Made from this run's migrations, so it is never stale; the
 * catalogue's seeding still runs per app.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase({});
  await seedDemoPlayers(database.db, TEST_NOW);
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  const image = await pglite.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'sb-pglite-image-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
