/**
 * Starts the product for browser tests: builds the web app, then runs the API server on PORT with a
 * fresh embedded database in a temporary folder (deleted on exit), so every run sees the same demo data.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'sb-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

await import('../apps/server/src/main.ts');
