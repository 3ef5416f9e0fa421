import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../http/api-path.ts';
import { hashSecret, verifyPassword, verifySecret } from './passwords.ts';

describe('passwords (scrypt)', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = [await hashSecret('correct horse'), await hashSecret('correct horse')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifySecret('correct horse', a)).toBe(true);
    expect(await verifySecret('correct horsE', a)).toBe(false);
    expect(await verifySecret('correct horse', 'md5$abc')).toBe(false);
  });

  it('refuses an unknown user after doing the same work as for a known one', async () => {
    const hash = await hashSecret('pw');
    const timed = async (stored: string | undefined) => {
      const started = performance.now();
      const result = await verifyPassword('pw', stored);
      return { result, ms: performance.now() - started };
    };
    await timed(undefined); // warm-up: the first scrypt call of a process is slower
    const known = await timed(hash);
    const unknown = await timed(undefined);
    expect([known.result, unknown.result]).toEqual([true, false]);
    // An unknown user costs a full scrypt too, not a fast early return (scrypt takes milliseconds).
    expect(unknown.ms).toBeGreaterThan(known.ms / 4);
  });
});

describe('isApiPath', () => {
  it('covers /api, /xapi and the /auth login steps, not the pages of the web app', () => {
    expect(isApiPath('/auth/en/api/plugins/component/route/otp/generate')).toBe(true);
    expect(isApiPath('/xapi/rest/accounts/me/balance')).toBe(true);
    expect(isApiPath('/en/sports')).toBe(false);
    expect(isApiPath('/authors')).toBe(false);
  });
});
