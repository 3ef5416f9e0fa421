import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The server's borders of eslint.config.js, run the way `npm run lint` runs them, on files that are
// not on disk (no-restricted-paths reads only the importing file's path and resolves the import).
const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'apps/server');
const { serverBorders } = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
  serverBorders: Linter.Config[];
};

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...serverBorders],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(SERVER, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const crossing = (pattern: RegExp): unknown =>
  expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${pattern.source}`));

describe('the server borders', () => {
  it("refuse a module importing another module's internals", async () => {
    const found = await problems(
      'src/modules/settlement/probe.ts',
      "export { postLedgerEntry } from '../accounts/wallet-repository.ts';",
    );
    expect(found).toEqual([crossing(/public entry/)]);
  });

  it("let a module import another's public entry and its own modules", async () => {
    const found = await problems(
      'src/modules/settlement/probe.ts',
      [
        "export { postLedgerEntry } from '../accounts/index.ts';",
        "export { settleMarket } from './settlement-service.ts';",
        "export { ResultsBus } from '../../feed/results-bus.ts';",
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuse app.ts, web/, demo/, test/ and bench/ reaching past a public entry', async () => {
    for (const file of ['src/app.ts', 'src/web/probe.ts', 'src/demo/probe.ts', 'src/test/probe.ts']) {
      const from = file.split('/').length === 2 ? './modules' : '../modules';
      expect(await problems(file, `export { liveService } from '${from}/live/live-service.ts';`)).toEqual([
        crossing(/public entry/),
      ]);
      expect(await problems(file, `export { liveService } from '${from}/live/index.ts';`)).toEqual([]);
    }
    expect(
      await problems(
        'bench/probe.ts',
        "export { balances } from '../src/modules/accounts/wallet-repository.ts';",
      ),
    ).toEqual([crossing(/public entry/)]);
  });

  it('refuse feed/ importing a module, even through its public entry', async () => {
    expect(
      await problems('src/feed/probe.ts', "export type { LiveState } from '../modules/live/index.ts';"),
    ).toEqual([crossing(/feed\/ is the transport/)]);
  });

  it('let only tests import the test kits', async () => {
    const kit = "export { place } from '../../test/betslip.ts';";
    expect(await problems('src/modules/betslip/probe.ts', kit)).toEqual([crossing(/test kits/)]);
    expect(await problems('src/modules/betslip/probe.test.ts', kit)).toEqual([]);
  });
});
