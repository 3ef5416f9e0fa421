/**
 * A Playwright reporter that only records each run of each journey (its project, title, seconds,
 * retry and status) for `npm test`'s closing table (scripts/test.ts), where a retry is printed as a
 * failure to look into. The list reporter runs beside it.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { PLAYWRIGHT_TIMINGS, writeTimings, type JourneyRun } from '../scripts/test-run/timings.ts';

export default class TimingsReporter implements Reporter {
  private readonly runs: JourneyRun[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.runs.push({
      project: test.parent.project()?.name ?? '',
      // The describe blocks and the title, without the project and file Playwright puts first.
      title: test.titlePath().slice(3).join(' › '),
      file: relative(import.meta.dirname, test.location.file),
      seconds: result.duration / 1000,
      retry: result.retry,
      status: result.status,
    });
  }

  onEnd(): void {
    writeTimings(PLAYWRIGHT_TIMINGS, this.runs);
  }
}
