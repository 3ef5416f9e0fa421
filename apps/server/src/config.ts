import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database; unused when databaseUrl is set. Undefined: in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Built web app to serve; missing folder means API only. */
  webDist: string;
  rateLimitMax: number;
  /** Seed the demo catalogue on an empty database. */
  demoSeed: boolean;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? 'data');
  if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: resolve(repoRoot, env.WEB_DIST ?? join('apps', 'web', 'dist')),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 6000),
    demoSeed: env.DEMO_SEED !== 'off',
  };
}

/** The database URL with its password hidden, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
