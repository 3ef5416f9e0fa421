import { createHash, createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export type SecondFactor = 'otp' | 'security_question';

export interface TokenClaims {
  playerId: number;
  sessionId: string;
  /** Set until the second factor is passed: the token then opens only that factor's calls. */
  pendingFactor: SecondFactor | undefined;
}

export interface Tokens {
  ttlSeconds: number;
  issue(claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /**
   * The claims of a token this server issued and that has not expired at `now`, with its expiry;
   * else undefined.
   */
  verify(token: string, now: Date): Promise<(TokenClaims & { expiresAt: Date }) | undefined>;
  /** A one-time code as stored: keyed, so the table alone does not give the 10^6 codes away. */
  codeHash(playerId: number, code: string): string;
}

const FACTORS: readonly string[] = ['otp', 'security_question'];

/**
 * Tokens already decrypted, with their claims: every authenticated call verifies its token, and
 * AES-GCM through WebCrypto cost about 150 µs of the server's time a placement (8 % of it at the
 * placement peak, docs/decisions/throughput.md). A token's claims are a pure function of the token
 * and the key, so a token seen before needs only its expiry checked again; revocation is the
 * session row's, read on every call as before. Only tokens that decrypted are kept (a forged one
 * cannot fill it), the oldest dropped first past the bound.
 */
const VERIFIED_TOKENS = 20_000;

/**
 * Session tokens are encrypted JWTs (JWE, `dir` + A256GCM): the browser cannot read or alter the
 * claims, and one symmetric key serves every server process. The key is SHA-256 of the secret, so
 * any secret length gives the 256 bits A256GCM needs.
 */
export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = createHash('sha256').update(`jwe:${secret}`).digest();
  const codeKey = createHash('sha256').update(`otp:${secret}`).digest();
  const verified = new Map<string, TokenClaims & { exp: number }>();
  return {
    ttlSeconds,
    async issue(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expires = issuedAt + ttlSeconds;
      const token = await new EncryptJWT({
        sid: claims.sessionId,
        ...(claims.pendingFactor ? { fac: claims.pendingFactor } : {}),
      })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setSubject(String(claims.playerId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .encrypt(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once `exp` is not after the current second.
        if (known.exp <= Math.floor(now.getTime() / 1000)) return undefined;
        const { exp, ...claims } = known;
        return { ...claims, expiresAt: new Date(exp * 1000) };
      }
      try {
        const { payload } = await jwtDecrypt(token, key, {
          currentDate: now,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const playerId = Number(payload.sub);
        const { sid, fac } = payload;
        if (!Number.isInteger(playerId) || typeof sid !== 'string') return undefined;
        if (fac !== undefined && (typeof fac !== 'string' || !FACTORS.includes(fac))) return undefined;
        const claims = { playerId, sessionId: sid, pendingFactor: fac as SecondFactor | undefined };
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, exp: payload.exp! });
        return { ...claims, expiresAt: new Date(payload.exp! * 1000) };
      } catch {
        // Tampered, expired, another key's, or not a JWE at all: the caller answers 401 alike.
        return undefined;
      }
    },
    codeHash: (playerId, code) =>
      createHmac('sha256', codeKey).update(`${playerId}:${code}`).digest('base64url'),
  };
}
