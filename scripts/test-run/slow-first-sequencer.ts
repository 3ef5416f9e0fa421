/**
 * Starts the slow test files first, so that neither worker is left with a long file at the end while
 * the other waits (docs/decisions/test-budget.md). The server's files (an app on a database each) go
 * before the web's (jsdom) and the domain's and contract's (milliseconds); within a project, the files
 * the last run on this machine found slowest first, and on a fresh clone, with no such record, the
 * largest first.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['server', 'server-pg', 'server-isolated', 'web', 'web-isolated', 'domain', 'contract'];

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const duration = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${relative(config.root, spec.moduleId)}`)?.duration;
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    const sorted = [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const [durationA, durationB] = [duration(a), duration(b)];
      if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
      return size(b) - size(a);
    });
    return Promise.resolve(sorted);
  }
}
