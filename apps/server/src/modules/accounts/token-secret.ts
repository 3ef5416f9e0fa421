import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The session-token secret: JWT_SECRET when set (production requires it, config.ts). Otherwise one
 * generated once and kept in `<dataDir>/jwt-secret`, so a development restart keeps everyone logged
 * in; an in-memory database (tests) gets a fresh one, its sessions die with it anyway.
 */
export function tokenSecret(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  if (!dataDir) return fresh;
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together on one data folder keep the first one's secret.
    writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
