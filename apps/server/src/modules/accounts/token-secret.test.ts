import { statSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths } from '@sb/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../../test/build-test-app.ts';
import { login, withToken } from '../../test/accounts.ts';
import { tokenSecret } from './token-secret.ts';

const dir = tempDir('sb-secret-');
afterAll(() => dir.remove());

describe('the development token secret', () => {
  it('is generated once, kept in DATA_DIR readable by the owner only, and reused', () => {
    const first = tokenSecret(undefined, dir.path);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(tokenSecret(undefined, dir.path)).toBe(first);
    expect(statSync(join(dir.path, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(tokenSecret('configured-secret', dir.path)).toBe('configured-secret');
  });

  it('keeps a player logged in across a server restart on the same data folder', async () => {
    const data = tempDir('sb-restart-');
    try {
      // No JWT_SECRET, as in development: the secret comes from the data folder.
      const first = await buildTestApp({ dataDir: data.path, jwtSecret: undefined });
      const token = (await login(first, 'demo')).session.jwe_token;
      await first.close();
      const second = await buildTestApp({ dataDir: data.path, jwtSecret: undefined });
      try {
        expect((await withToken(second, token, { url: apiPaths.balance })).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      data.remove();
    }
  });
});
