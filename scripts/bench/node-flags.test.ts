import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe("the bench's server flags", () => {
  it('are the ones `npm start` gives the server, so the bench measures the server an operator runs', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'apps', 'server', 'package.json'), 'utf8'),
    ) as { scripts: { start: string } };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/main.ts`);
  });
});
