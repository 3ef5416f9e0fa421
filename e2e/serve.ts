/**
 * Starts the product for browser tests and the bench: builds the web app and its server renderer into a temporary folder
 * (or takes them from E2E_PREBUILT_DIR, where `npm test` built them),
 * then runs the API server on PORT with a fresh embedded database there too (both deleted on exit),
 * so every run sees the same demo data and no other build can swap files under it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from './build-web.ts';

const work = mkdtempSync(join(tmpdir(), 'sb-e2e-'));
// `npm test` builds the app beside eslint and says where (E2E_PREBUILT_DIR); else it is built here.
const prebuilt = process.env.E2E_PREBUILT_DIR;
const { web: webDist, ssr: webSsrDist } = prebuilt
  ? { web: join(prebuilt, 'web'), ssr: join(prebuilt, 'web-ssr') }
  : buildWeb(work);

process.env.DATA_DIR = join(work, 'data');
process.env.WEB_DIST = webDist;
process.env.WEB_SSR_DIST = webSsrDist;
process.env.HOST ??= '127.0.0.1';
process.env.RATE_LIMIT_MAX ??= '1000000';
// Every browser test logs in from 127.0.0.1, some with wrong passwords on purpose.
process.env.LOGIN_RATE_PER_USERNAME ??= '1000000';
process.env.LOGIN_RATE_PER_ADDRESS ??= '1000000';
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

await import('../apps/server/src/main.ts');
