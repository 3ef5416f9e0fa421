/**
 * Builds the web app and its server renderer into `<dir>/web` and `<dir>/web-ssr`, for the journeys'
 * server (serve.ts) and the bench. `npm test` runs it beside eslint, on the core the typecheck leaves
 * idle, and hands the folder to the journeys' server through E2E_PREBUILT_DIR
 * (docs/decisions/test-budget.md, issue 45's stop).
 *
 *   node --import tsx e2e/build-web.ts <dir>
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export function buildWeb(dir: string): { web: string; ssr: string } {
  const web = join(dir, 'web');
  const ssr = join(dir, 'web-ssr');
  const vite = (args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
      cwd: join(root, 'apps', 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  vite(['--outDir', web]);
  // The server renderer (apps/web/src/entry-server.tsx): public pages arrive rendered.
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', ssr]);
  return { web, ssr };
}

if (import.meta.filename === process.argv[1]) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: build-web.ts <dir>');
  buildWeb(dir);
}
