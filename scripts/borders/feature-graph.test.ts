import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { partGraph, report, type PartTree } from './feature-graph.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A source tree on disk from path -> text. */
function tree(files: Record<string, string>): PartTree {
  const srcDir = mkdtempSync(join(tmpdir(), 'feature-graph-'));
  made.push(srcDir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(srcDir, path)), { recursive: true });
    writeFileSync(join(srcDir, path), text);
  }
  return { name: 'fixture features', srcDir, partsDir: 'features' };
}

const check = (parts: PartTree) => report(parts, partGraph(parts));

describe('the feature graph', () => {
  it('fails a loop of features that each import the next one through its public entry', () => {
    const result = check(
      tree({
        'features/betslip/index.ts': "export { x } from './x.ts';",
        'features/betslip/x.ts': "import { y } from '../live/index.ts'; export const x = y;",
        'features/live/index.ts': "export { y } from './y.tsx';",
        'features/live/y.tsx': "export { z as y } from '../events/index.ts';",
        'features/events/index.ts': "export const z = () => import('../betslip/index.ts');",
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.lines).toContain('  cycle: betslip, events, live');
    // Each edge of the loop is named by the import that makes it.
    expect(result.lines).toContain('    betslip -> live: features/betslip/x.ts -> ../live/index.ts');
    expect(result.lines).toContain('    events -> betslip: features/events/index.ts -> ../betslip/index.ts');
  });

  it('names a two-way pair, a type-only import included', () => {
    const result = check(
      tree({
        'features/live/index.ts': "import type { Leg } from '../my-bets/index.ts'; export type L = Leg;",
        'features/my-bets/index.ts': "export { t } from '../live/index.ts'; export type Leg = 1;",
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.lines).toContain('  two-way pair: live <-> my-bets');
  });

  it('passes a graph without a cycle and prints each feature after what it imports', () => {
    const result = check(
      tree({
        'features/events/index.ts': "export { ui } from '../../ui/button.tsx';",
        'ui/button.tsx': "export { e } from '../features/events/index.ts';",
        'features/live/index.ts': "export * from '../events/index.ts';",
        // Tests compose features to set a scene, as the routes do: their imports are no edge.
        'features/events/list.test.ts': "import '../live/index.ts';",
      }),
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        'fixture features (features/<name>), each after what it imports:',
        '  0 events',
        '  1 live -> events',
      ],
    });
  });
});
