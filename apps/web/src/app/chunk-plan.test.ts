import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_PLAN, SHELL_PACKAGE_FILES } from '../../chunk-plan.ts';

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

  it("names only package modules that exist, for the shell's chunk", () => {
    expect(SHELL_PACKAGE_FILES.filter((path) => !named(ROOT, path))).toEqual([]);
  });
});
