/**
 * `npm run content:check`: the demo's operator content for every brand and language, parsed with
 * the contract's schemas and checked against the brands' settings (layouts, links, seals, images):
 * apps/server/src/demo/operator-content-check.ts. Exits 1 with the list of problems.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkOperatorContent,
  demoContentCheckInput,
} from '../apps/server/src/demo/operator-content-check.ts';

const webPublic = join(import.meta.dirname, '..', 'apps', 'web', 'public');
const problems = checkOperatorContent(demoContentCheckInput((path) => existsSync(join(webPublic, path))));

if (problems.length > 0) {
  console.error(`Demo content: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Demo content: every brand and language checked, no problems.');
