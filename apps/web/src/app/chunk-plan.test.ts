import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_PLAN, START_IMPORTS } from '../../chunk-plan.ts';

const SRC = resolve(import.meta.dirname, '..');
const ROOT = resolve(SRC, '../../..');

/** Whether a path of the plan names something on disk: a folder, a file, or a file by its stem. */
function named(base: string, path: string): boolean {
  const full = join(base, path);
  if (path.endsWith('/')) return existsSync(full) && statSync(full).isDirectory();
  if (/\.(css|tsx?)$/.test(path)) return existsSync(full);
  const dir = dirname(full);
  return (
    existsSync(dir) &&
    readdirSync(dir).some((file) => file.startsWith(`${basename(full)}.`) && !file.includes('.test.'))
  );
}

describe('the bundle plan (chunk-plan.ts)', () => {
  // A file named by the plan that moves would leave its chunk without a word: the build would put it
  // wherever its imports lead, and the first load could change with nobody asking.
  it.each(Object.entries(CHUNK_PLAN))('names only modules that exist: %s', (_name, plan) => {
    const paths = [...plan.holds, ...('except' in plan ? plan.except : [])];
    expect(paths.filter((path) => !named(SRC, path))).toEqual([]);
  });

  // A lazy part that a page starts importing on its own must still be named here, or it preloads again.
  it('names only modules that exist and are imported lazily, for the imports a page starts with', () => {
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(SRC, file), 'utf8'))
      .join('\n');
    // The import names the module by a relative path that ends with its file's name (a folder's or an
    // index's with the folder's).
    const lazilyImported = (path: string) => {
      const parts = path.split('/').filter(Boolean);
      const tail = parts.slice(path.endsWith('/') || /^index\./.test(parts.at(-1)!) ? -2 : -1).join('/');
      return new RegExp(String.raw`import\(['"][^'"]*/${tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(
        sources,
      );
    };
    expect(START_IMPORTS.filter((path) => !named(SRC, path) || !lazilyImported(path))).toEqual([]);
  });

  it.each(Object.entries(CHUNK_PLAN))('names only package modules that exist: %s', (_name, plan) => {
    const packages: readonly string[] = 'packages' in plan ? plan.packages : [];
    expect(packages.filter((path) => !named(ROOT, path))).toEqual([]);
  });
});
