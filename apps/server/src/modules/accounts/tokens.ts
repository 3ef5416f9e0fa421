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
 * Session tokens are encrypted JWTs (JWE, `dir` + A256GCM): the browser cannot read or alter the
 * claims, and one symmetric key serves every server process. The key is SHA-256 of the secret, so
 * any secret length gives the 256 bits A256GCM needs.
 */
export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = createHash('sha256').update(`jwe:${secret}`).digest();
  const codeKey = createHash('sha256').update(`otp:${secret}`).digest();
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
        return {
          playerId,
          sessionId: sid,
          pendingFactor: fac as SecondFactor | undefined,
          expiresAt: new Date(payload.exp! * 1000),
        };
      } catch {
        // Tampered, expired, another key's, or not a JWE at all: the caller answers 401 alike.
        return undefined;
      }
    },
    codeHash: (playerId, code) =>
      createHmac('sha256', codeKey).update(`${playerId}:${code}`).digest('base64url'),
  };
}
