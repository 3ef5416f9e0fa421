import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { apiRoutes, AvayaTokenQuery, AvayaTokenResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { callerOf } from './accounts-service.ts';
import { guardRefusals, playerScope } from './player-scope.ts';

/**
 * A signed token: `base64url(JSON claims with exp).base64url(HMAC-SHA256)`. Signed, not encrypted:
 * what it says is meant for the party it is handed to (the chat provider learns whom it chats
 * with); only this server's key makes one.
 */
export interface SignedTokens<T> {
  sign(claims: T, expiresAt: Date): string;
  /** The claims of a token signed with this key and not expired at `now`; else undefined. */
  verify(token: string, now: Date): T | undefined;
}

/**
 * Signed tokens under a key of their own: SHA-256 of `label` and the secret, so a token of one
 * kind (label) is never valid as another, nor as a session token (tokens.ts derives its keys alike).
 */
export function signedTokens<T extends object>(
  label: string,
  secret: string,
  claims: z.ZodMiniType<T>,
): SignedTokens<T> {
  const key = createHash('sha256').update(`${label}:${secret}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const Payload = z.object({ claims, exp: z.int() });
  return {
    sign(value, expiresAt) {
      const payload = Buffer.from(
        JSON.stringify({ claims: value, exp: Math.floor(expiresAt.getTime() / 1000) }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = Payload.safeParse(decoded);
      if (!parsed.success || parsed.data.exp * 1000 <= now.getTime()) return undefined;
      return parsed.data.claims;
    },
  };
}

/** Whom an avaya token stands for: the player, by id and name, of a brand. */
export const AvayaClaims = z.object({
  playerId: z.int().check(z.minimum(1)),
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  brand: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type AvayaClaims = z.infer<typeof AvayaClaims>;

/**
 * An avaya token lives long enough for the web to hand it to the chat-token URL right away, and
 * no longer: it is no session, only the player's introduction to the chat provider.
 */
export const AVAYA_TOKEN_TTL_SECONDS = 120;

declare module 'fastify' {
  interface FastifyInstance {
    /** The avaya tokens this server signs; a chat provider of this server (the demo's) verifies them. */
    avayaTokens: SignedTokens<AvayaClaims>;
  }
}

export interface AvayaTokenOptions {
  /** The session tokens' key material (token-secret.ts); the avaya key is derived from it. */
  secret: string;
}

/**
 * GET /api/avaya_tokens?playerId= (SPEC.md §7 "Account", §4 "Chat token"): the logged-in player's
 * avaya token, which the web exchanges at the chat-token URL for the chat's session token. The
 * player's own id only (another's is 403); the guard's 401 for no or an ended session.
 */
export const avayaTokenRoutes = fp(
  async (app: FastifyInstance, options: AvayaTokenOptions) => {
    const tokens = signedTokens('avaya', options.secret, AvayaClaims);
    app.decorate('avayaTokens', tokens);
    await app.register(
      playerScope((scope, _options, done) => {
        scope.get(
          apiRoutes.avayaTokens,
          {
            schema: {
              querystring: AvayaTokenQuery,
              response: { 200: AvayaTokenResponse, ...guardRefusals },
            },
          },
          (request) => {
            const { player } = callerOf(request);
            if (request.query.playerId !== player.id)
              throw new ApiProblem(403, 'FORBIDDEN', 'This token belongs to another player');
            const now = app.clock();
            const expiresAt = new Date(now.getTime() + AVAYA_TOKEN_TTL_SECONDS * 1000);
            const claims = { playerId: player.id, username: player.username, brand: player.brand };
            const body: AvayaTokenResponse = { token: tokens.sign(claims, expiresAt) };
            return Promise.resolve(body);
          },
        );
        done();
      }),
    );
  },
  { name: 'avaya-tokens', dependencies: ['accounts'] },
);
