import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The borders of eslint.config.js, run the way `npm run lint` runs them, on files that are not on
// disk (no-restricted-paths reads only the importing file's path and resolves the import).
const ROOT = resolve(import.meta.dirname, '../../../..');
const SRC = join(ROOT, 'apps/web/src');
const { webBorders } = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
  webBorders: Linter.Config[];
};

const eslint = (cwd: string, borders = webBorders) =>
  new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...borders],
  });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint(ROOT).lintText(code, { filePath: join(SRC, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the web borders', () => {
  it("refuse a feature importing another feature's internals", async () => {
    const found = await problems(
      'features/my-bets/probe.ts',
      "export { useEvents } from '../events/list/get-events.ts';",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*public entry/)]);
  });

  it("let a feature import another's public entry, its own modules and the shared layer", async () => {
    const found = await problems(
      'features/my-bets/probe.ts',
      [
        "export { useEvents } from '../events/index.ts';",
        "export { useBetCount } from './use-bet-count.ts';",
        "export { useSessionStore } from '../../lib/session/session-store.ts';",
        "export { Badge } from '../../ui/badge.tsx';",
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuse features and the shared layer importing app/ or routes/, and the shared layer a feature', async () => {
    expect(
      await problems('features/live/probe.ts', "export { Component } from '../../routes/home.tsx';"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*compose features/)]);
    expect(await problems('ui/probe.ts', "export { bootstrap } from '../app/bootstrap.ts';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*compose features/),
    ]);
    expect(
      await problems('lib/probe.ts', "export { LiveAnnouncer } from '../features/live/index.ts';"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*knows no feature/)]);
  });

  it('let the shared folders import only those below them (i18n <- ui <- hooks <- api <- lib)', async () => {
    const upward = /^import-x\/no-restricted-paths: .*The shared folders import one way/;
    expect(await problems('ui/probe.ts', "export { useLocale } from '../hooks/use-locale.ts';")).toEqual([
      expect.stringMatching(upward),
    ]);
    expect(await problems('api/probe.ts', "export { useMoney } from '../lib/money/use-money.ts';")).toEqual([
      expect.stringMatching(upward),
    ]);
    expect(
      await problems(
        'lib/probe.ts',
        [
          "export { request } from '../api/http.ts';",
          "export { useLocale } from '../hooks/use-locale.ts';",
          "export { Badge } from '../ui/badge.tsx';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('let only tests import the test kits', async () => {
    const kit = "export { renderApp } from '../../../test/render.tsx';";
    expect(await problems('features/live/components/probe.tsx', kit)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*test kits/),
    ]);
    expect(await problems('features/live/components/probe.test.tsx', kit)).toEqual([]);
  });

  describe('cycles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'borders-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuse two modules that import each other', async () => {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      // The same rules, for files outside apps/web.
      const [result] = await eslint(dir, [{ ...webBorders[0], files: ['**/*.ts'] }]).lintFiles(['a.ts']);
      expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    });
  });
});
