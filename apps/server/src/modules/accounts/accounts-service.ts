import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../errors.ts';
import { RedisChannel } from '../../feed/redis-channel.ts';
import {
  findSessionWithPlayer,
  onAccountChange,
  type AccountChange,
  type PlayerRow,
  type SessionRow,
} from './accounts-repository.ts';
import { seedDemoPlayers, termsAccepted } from './demo-players.ts';
import type { LoginRateLimits } from './login-rate-limit.ts';
import { SessionCache } from './session-cache.ts';
import { createTokens, type SecondFactor, type Tokens } from './tokens.ts';

/** Who an authenticated request comes from (set by the auth guard). */
export interface Caller {
  player: PlayerRow;
  session: SessionRow;
  pendingFactor: SecondFactor | undefined;
  /** The token the request carries, and when it expires (a refresh gives the session a later one). */
  token: string;
  tokenExpiresAt: Date;
}

export interface AccountsService {
  tokens: Tokens;
  demoOutbox: boolean;
  loginRateLimits: LoginRateLimits;
  /**
   * The caller a token stands for: a live session of an active player of the request's brand, its
   * second factor passed or not. A missing, malformed, tampered, expired, revoked or replaced
   * token, and another brand's player's, are refused 401; an inactive player's token 403.
   */
  authenticate: (request: FastifyRequest, token: string | undefined) => Promise<Caller>;
  /**
   * A preHandler admitting a valid bearer token of a live session; with `factor`, only a token
   * still waiting for that second factor (the second-factor calls), with 'any' every token
   * (logout), else only a token past its second factor. A token of another brand's player than
   * the request's is refused 401 as a foreign token; one for another player than the route's
   * :accountId or :username 403. With `{ termsAccepted: true }` (the calls that
   * move money), a player who has not accepted the current terms is refused 403 TERMS_NOT_ACCEPTED.
   */
  guard: (requirement?: GuardRequirement) => (request: FastifyRequest) => Promise<void>;
}

export interface GuardOptions {
  termsAccepted: true;
}

export type GuardRequirement = SecondFactor | 'any' | GuardOptions;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
  interface FastifyRequest {
    caller: Caller | undefined;
  }
}

export interface AccountsServiceOptions {
  secret: string;
  tokenTtlSeconds: number;
  demoOutbox: boolean;
  loginRateLimits: LoginRateLimits;
  /** Add the demo players to the database (demo-players.ts). */
  demoPlayers: boolean;
  /** The Redis that the processes share (WORKERS > 1): a write to an account ends the others' cached reads. */
  redisUrl?: string | undefined;
  /** The accounts channel's name on it (tests give each run its own). */
  redisChannel?: string;
}

/**
 * How long a session read serves the calls after it, at most. Writes made through this module end
 * it at once in every process; this bounds only a write made around it (an operator's SQL).
 */
const SESSION_CACHE_MS = 5000;
/**
 * Sessions kept at most, the oldest going first: about 47 MB of heap (2.3 KB a session and player
 * pair, measured), 20,000 players' calls within the time limit; beyond it, more reads, nothing else.
 */
const SESSION_CACHE_ENTRIES = 20_000;

/** A message of the accounts channel, as this module publishes it (anything else is ignored). */
function accountChangeOf(payload: unknown): AccountChange | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sessionId, playerId } = payload as { sessionId?: unknown; playerId?: unknown };
  if (typeof sessionId === 'string') return { sessionId };
  if (typeof playerId === 'number' && Number.isSafeInteger(playerId)) return { playerId };
  return undefined;
}

/** A session token: a JWE compact (base64url parts and dots), of a bounded length. */
const TOKEN = /^[\w.-]{1,4096}$/;

const INVALID_TOKEN = 'Invalid or expired token';

const unauthorized = (message: string) => new ApiProblem(401, 'UNAUTHORIZED', message);
const forbidden = (message: string) => new ApiProblem(403, 'FORBIDDEN', message);

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export const bearerToken = (request: FastifyRequest) =>
  /^Bearer (.*)$/.exec(request.headers.authorization ?? '')?.[1];

export const accountsService = fp(
  async (app: FastifyInstance, options: AccountsServiceOptions) => {
    const tokens = createTokens(options.secret, options.tokenTtlSeconds);
    if (options.demoPlayers) {
      const added = await seedDemoPlayers(app.db, app.clock());
      if (added > 0) app.log.info({ added }, 'demo players');
    }
    app.decorateRequest('caller', undefined);

    const cache = new SessionCache(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);
    const channel =
      options.redisUrl === undefined
        ? undefined
        : await RedisChannel.connect(
            options.redisUrl,
            options.redisChannel ?? 'sb:accounts',
            (payload) => {
              const change = accountChangeOf(payload);
              if (change) cache.forget(change);
              else app.log.error({ payload }, 'accounts channel: not an account change');
            },
            (error) => app.log.error({ err: error }, 'accounts channel'),
          );
    const stopHearing = onAccountChange((change) => {
      cache.forget(change);
      channel?.publish(change);
    });
    app.addHook('onClose', () => {
      stopHearing();
      channel?.close();
    });

    /** The session and its player: kept from a recent read, or read now. */
    const sessionWithPlayer = async (sessionId: string) => {
      const kept = cache.get(sessionId);
      if (kept) return kept;
      const since = cache.generation();
      const found = await findSessionWithPlayer(app.db, sessionId);
      return found && cache.keep(sessionId, found, since);
    };

    const authenticate: AccountsService['authenticate'] = async (request, token) => {
      if (token === undefined || !TOKEN.test(token)) throw unauthorized('Missing or malformed token');
      const now = app.clock();
      const claims = await tokens.verify(token, now);
      if (!claims) throw unauthorized(INVALID_TOKEN);
      const found = await sessionWithPlayer(claims.sessionId);
      // Another brand's player's token is foreign here (SPEC.md §1: they log in with their brand
      // only): the same answer as another key's token, before anything tells the account apart.
      if (found && found.player.brand !== request.brand.code) throw unauthorized(INVALID_TOKEN);
      if (
        !found ||
        found.player.id !== claims.playerId ||
        found.session.revokedAt ||
        found.session.expiresAt <= now
      )
        throw unauthorized('Session ended: log in again');
      const { player, session } = found;
      // The second step issued a full token for this session; the limited one is spent.
      if (claims.pendingFactor && session.factorPassed)
        throw unauthorized('Token replaced: use the latest one');
      if (player.status !== 'ACTIVE') throw forbidden('This account is not active');
      return {
        player,
        session,
        pendingFactor: claims.pendingFactor,
        token,
        tokenExpiresAt: claims.expiresAt,
      };
    };

    const guard: AccountsService['guard'] = (requirement) => async (request) => {
      const factor = typeof requirement === 'object' ? undefined : requirement;
      const caller = await authenticate(request, bearerToken(request));
      const { player, pendingFactor } = caller;
      if (factor !== 'any' && pendingFactor !== factor) {
        throw forbidden(
          pendingFactor
            ? 'Complete the second login step first'
            : 'This session has no second login step pending',
        );
      }
      const params = request.params as { accountId?: number; username?: string };
      if (params.accountId !== undefined && params.accountId !== player.id)
        throw forbidden('This token belongs to another account');
      if (params.username !== undefined && params.username.toLowerCase() !== player.username.toLowerCase())
        throw forbidden('This token belongs to another player');
      // The web shows the terms popup first (SPEC.md §4); a caller of the API alone meets this.
      if (typeof requirement === 'object' && requirement.termsAccepted && !termsAccepted(player))
        throw new ApiProblem(403, 'TERMS_NOT_ACCEPTED', 'Accept the terms of use before moving money');
      request.caller = caller;
    };

    app.decorate('accounts', {
      tokens,
      demoOutbox: options.demoOutbox,
      loginRateLimits: options.loginRateLimits,
      authenticate,
      guard,
    } satisfies AccountsService);
  },
  { name: 'accounts', dependencies: ['database', 'brands'] },
);

/** The caller of a guarded route (the guard has run, so there is one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.url}: route has no auth guard`);
  return request.caller;
}
