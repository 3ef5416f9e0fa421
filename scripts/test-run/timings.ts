/**
 * What the test reporters write for `npm test`'s closing table (scripts/test.ts): one JSON file per
 * runner in the folder TEST_TIMINGS_DIR names. Without that variable the reporters write nothing, so
 * `npx vitest` or `npx playwright test` run by hand behave as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One test file of vitest: its project, its path from the repository's root, its seconds. */
export interface FileTiming {
  project: string;
  file: string;
  seconds: number;
  tests: number;
  failed: number;
}

/** One run of a browser journey: a retry is a run of its own. */
export interface JourneyRun {
  project: string;
  title: string;
  file: string;
  seconds: number;
  retry: number;
  status: string;
}

export interface VitestTimings {
  /** Wall-clock seconds from a project's first file starting to its last one ending. */
  projects: Record<string, { first: number; last: number }>;
  files: FileTiming[];
}

export const VITEST_TIMINGS = 'vitest.json';
export const PLAYWRIGHT_TIMINGS = 'playwright.json';

export function writeTimings(name: string, value: unknown): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), JSON.stringify(value));
}
