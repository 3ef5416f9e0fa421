/**
 * A vitest reporter that only records: each test file's project and seconds, and each project's
 * wall-clock span, for `npm test`'s closing table (scripts/test.ts). The console reporter runs beside it.
 */
import { relative, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { VITEST_TIMINGS, writeTimings, type VitestTimings } from './timings.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export default class VitestTimingsReporter implements Reporter {
  private readonly timings: VitestTimings = { projects: {}, files: [] };

  onTestModuleStart(module: TestModule): void {
    const span = (this.timings.projects[module.project.name] ??= { first: Date.now(), last: Date.now() });
    span.first = Math.min(span.first, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const span = (this.timings.projects[module.project.name] ??= { first: Date.now(), last: Date.now() });
    span.last = Math.max(span.last, Date.now());
    const d = module.diagnostic();
    const tests = [...module.children.allTests()];
    this.timings.files.push({
      project: module.project.name,
      file: relative(ROOT, module.moduleId),
      // Everything the file cost its worker: environment, imports, set-up, tests and hooks.
      seconds:
        (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) /
        1000,
      tests: tests.length,
      failed: tests.filter((test) => test.result().state === 'failed').length,
    });
  }

  onTestRunEnd(): void {
    writeTimings(VITEST_TIMINGS, this.timings);
  }
}
