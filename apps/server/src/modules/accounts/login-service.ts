import { randomUUID } from 'node:crypto';
import { LOGIN_RESPONSE_CODES, type LoginResponse } from '@sb/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../../errors.ts';
import {
  createSession,
  endOtherSessions,
  findPlayerByUsername,
  passSessionFactor,
  updateSession,
  type PlayerRow,
  type SessionRow,
} from './accounts-repository.ts';
import type { Caller } from './accounts-service.ts';
import { loginResponse } from './account-views.ts';
import { beginLoginAttempt, loginSucceeded } from './login-rate-limit.ts';
import { verifyPassword } from './passwords.ts';

/*
 * The login of every brand flow (SPEC.md §4 "Login": the OTP flow's POST .../accounts/sessions, the
 * token-based flow's POST /xapi/icore/players/login, the legacy flow's header_login form), its
 * second factor and the logout: each flow's route only reads its own input and shapes its answer.
 */

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The password step: the rate limits before the password, one answer (and one hash's time) for an
 * unknown username, another brand's player and a wrong password, then the account's status, then a
 * session: full, or waiting for the player's second factor (its token opens only that factor's calls).
 */
export async function logIn(
  app: FastifyInstance,
  request: FastifyRequest,
  { username, password }: Credentials,
): Promise<LoginResponse> {
  const { tokens } = app.accounts;
  const now = app.clock();
  const usernameKey = username.toLowerCase();
  const attempt = await beginLoginAttempt(app.db, app.accounts.loginRateLimits, {
    usernameKey,
    address: request.ip || 'unknown',
    now,
  });
  // Another brand's player is not found here: to this brand they are an unknown username.
  const player = await findPlayerByUsername(app.db, request.brand.code, username);
  // Checked whether or not the player exists: an unknown username costs the same hash.
  const passwordMatches = await verifyPassword(password, player?.passwordHash);
  if (!player || !passwordMatches) {
    request.log.info(
      { username: usernameKey, brand: request.brand.code },
      'login refused: invalid credentials',
    );
    // One answer for an unknown username, another brand's player and a wrong password: it does
    // not tell which.
    throw new ApiProblem(401, 'INVALID_CREDENTIALS', 'Invalid username or password', {
      reasonJson: { responseCode: LOGIN_RESPONSE_CODES.invalidCredentials },
    });
  }
  await loginSucceeded(app.db, attempt, usernameKey);
  if (player.status === 'SUSPENDED') {
    throw new ApiProblem(402, 'ACCOUNT_SUSPENDED', 'This account is suspended', {
      reasonJson: { responseCode: LOGIN_RESPONSE_CODES.suspended },
    });
  }
  if (player.status === 'LOCKED') {
    throw new ApiProblem(403, 'ACCOUNT_LOCKED', 'This account is locked', {
      reasonJson: { responseCode: LOGIN_RESPONSE_CODES.locked },
    });
  }
  const pendingFactor = player.secondFactor === 'none' ? undefined : player.secondFactor;
  const session = await createSession(app.db, {
    id: randomUUID(),
    playerId: player.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + tokens.ttlSeconds * 1000),
    factorPassed: pendingFactor === undefined,
    previousLoginAt: player.lastLoginAt,
  });
  const issued = await tokens.issue({ playerId: player.id, sessionId: session.id, pendingFactor }, now);
  request.log.info({ playerId: player.id, sessionId: session.id, pendingFactor }, 'login');
  if (pendingFactor === undefined) await loggedIn(app, request, player, session, now);
  return loginResponse(player, session, issued, pendingFactor, now);
}

/** The second factor passed: the same session, now with a full token. */
export async function passSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller,
): Promise<LoginResponse> {
  const { tokens } = app.accounts;
  const now = app.clock();
  const expiresAt = new Date(now.getTime() + tokens.ttlSeconds * 1000);
  // A racing request may have ended the session (too many tries) or passed it: then no pass here.
  if (!(await passSessionFactor(app.db, caller.session.id, expiresAt)))
    throw new ApiProblem(401, 'UNAUTHORIZED', 'Session ended: log in again');
  await loggedIn(app, request, caller.player, caller.session, now);
  const issued = await tokens.issue(
    { playerId: caller.player.id, sessionId: caller.session.id, pendingFactor: undefined },
    now,
  );
  return loginResponse(caller.player, caller.session, issued, undefined, now);
}

/**
 * The login is done (password, and the second factor if the player has one). A brand allowing one
 * session (single_session_login, SPEC.md §2) ends the player's others here, not at the password
 * step: whoever knows the password but not the second factor cannot log the player out.
 */
async function loggedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  player: PlayerRow,
  session: SessionRow,
  now: Date,
): Promise<void> {
  // A brand's rule, not a channel's: the web channel's settings carry the brand's flags.
  const { single_session_login } = await app.cms.settings(player.brand, 'web');
  if (!single_session_login) return;
  await endOtherSessions(app.db, player.id, session.id, now);
  request.log.info({ playerId: player.id, sessionId: session.id }, 'single session: the others ended');
}

/** SPEC.md §4 "Logout": the session ends on the server; every token of it is refused from then on. */
export async function logOut(
  app: FastifyInstance,
  request: FastifyRequest,
  session: SessionRow,
  reason: string,
): Promise<void> {
  await updateSession(app.db, session.id, { revokedAt: app.clock() });
  request.log.info({ sessionId: session.id, reason }, 'logout');
}
