import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';

/** A fixed clock, so every test file sees the same demo catalogue. */
export const TEST_NOW = new Date('2026-11-23T10:07:00Z');

let schemaCounter = 0;

/**
 * The whole app on a real database: in-memory PGlite (or a folder when `dataDir` is given), or the
 * PostgreSQL of DATABASE_URL in a schema of its own, so files never see each other's rows.
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    logLevel: 'warn',
    webDist: join(tmpdir(), 'sb-no-web'),
    rateLimitMax: 1_000_000,
    demoSeed: true,
    ...overrides,
  };
  const searchPath = config.databaseUrl ? `t_${process.pid}_${Date.now()}_${schemaCounter++}` : undefined;
  return buildApp(config, { now: () => TEST_NOW, ...(searchPath ? { searchPath } : {}) });
}

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
