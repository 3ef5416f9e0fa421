import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: about 16 MB and tens of milliseconds a hash, the usual interactive-login setting. */
const PARAMS = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url: the parameters travel with the hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Stands in for the hash of a player who does not exist (no password matches it: the check below
 * refuses it anyway), with the same scrypt parameters as real hashes, so checking it costs as much.
 */
const DUMMY_HASH = 'scrypt$16384$8$1$LGfyeNV3Bh-c-4Me0uVCrw$Gk9JZ02rmapIbG1_HtdQZ1TNHFUO2SNiVt0jL070cpU';

/**
 * Checks a password against a player's hash, or against a fixed dummy hash when there is no such
 * player, so that an unknown username answers as slowly as a wrong password (no username probing).
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifySecret(password, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}

/** Security answers compare trimmed and case-insensitively (docs/ACCOUNTS.md). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
