import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  AlsIntegrationResponse,
  apiRoutes,
  DemoOtpOutboxQuery,
  HeaderLoginForm,
  HeaderLogoutQuery,
  LoginQuery,
  LoginRequest,
  LogoutQuery,
  OtpValidateForm,
  SecurityAnswerForm,
  type DemoOtpOutboxResponse,
  LoginResponse,
  OtpGenerateResponse,
  RefreshResponse,
  SecurityQuestionResponse,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem, NotFoundError } from '../../errors.ts';
import {
  closeOtp,
  claimFactorAttempt,
  claimOtpAttempt,
  insertOtp,
  latestOtp,
  openOtp,
  putInOutbox,
  readOutbox,
  revokeUnpassedSession,
  updateSession,
  acceptTerms as saveTermsAcceptance,
} from './accounts-repository.ts';
import { bearerToken, callerOf } from './accounts-service.ts';
import { guardRefusals, playerScope } from './player-scope.ts';
import { secondsUntil, sessionData } from './account-views.ts';
import { TERMS_VERSION } from './demo-players.ts';
import { logIn, logOut, passSecondFactor } from './login-service.ts';
import { normaliseAnswer, verifySecret } from './passwords.ts';
import { tokenLoginRoutes } from './token-login-routes.ts';

/** SPEC.md §9 "OTP": a new code only after the lock; a code lives 30 minutes. */
export const OTP_LOCK_SECONDS = 295;
export const OTP_VALID_SECONDS = 30 * 60;
/** Wrong tries before a code (or, for the security answer, the session) is spent. */
export const MAX_FACTOR_ATTEMPTS = 5;

const AuthLocaleParams = z.object({ locale: z.string().check(z.regex(/^[a-z]{2}(-[a-zA-Z]{2})?$/)) });

/** A refused second factor is a 400: the web logs out on any 401 / 403 (SPEC.md §8 Global). */
const wrongFactor = (code: string, message: string) => new ApiProblem(400, code, message);

const attemptsLeft = (left: number) => `${left} attempt${left === 1 ? '' : 's'} left`;

/** The answer of a call that has nothing to say (204). */
const NoContent = z.undefined();

/**
 * Login (the OTP flow's and the legacy flow's; the token-based flow's in token-login-routes.ts), its
 * second factors, refresh, terms, logout (SPEC.md §4 "Login", §7 "Session and auth").
 */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { tokens } = app.accounts;

  // SPEC.md §7 names form fields for the header_login form and the second-factor calls; JSON
  // bodies work as well.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, next) => {
      next(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // Sessions and codes are never for a shared cache, nor for the browser's.
  app.addHook('onSend', (_request, reply, payload, next) => {
    reply.header('cache-control', 'no-store');
    next(null, payload);
  });

  app.post(apiRoutes.login, { schema: { body: LoginRequest, querystring: LoginQuery } }, (request) =>
    logIn(app, request, request.body),
  );

  // The legacy brand flow (SPEC.md §4 "Login"): the same login from a form.
  app.post(
    apiRoutes.headerLogin,
    { schema: { params: AuthLocaleParams, body: HeaderLoginForm, response: { 200: LoginResponse } } },
    (request) => logIn(app, request, request.body),
  );

  // One brand's login (§7 "one brand POST {auth}/api/login"): the same form, without a locale.
  app.post(
    apiRoutes.brandLogin,
    { schema: { body: HeaderLoginForm, response: { 200: LoginResponse } } },
    (request) => logIn(app, request, request.body),
  );

  // Its logout: a page may log out with a token that is already gone (expired, or ended by a
  // login elsewhere); there is nothing left to end then, and the logout still succeeds.
  app.get(
    apiRoutes.headerLogout,
    { schema: { params: AuthLocaleParams, querystring: HeaderLogoutQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      const caller = await app.accounts
        .authenticate(request, bearerToken(request))
        .catch((error: unknown) => {
          if (error instanceof ApiProblem) return undefined;
          throw error;
        });
      if (caller) await logOut(app, request, caller.session, request.query.reason ?? 'user');
      return reply.status(204).send();
    },
  );

  // The token-based brand flow's calls, in this scope: no-store, like every login answer.
  app.register(tokenLoginRoutes);

  // The calls of a logged-in session, each with the token its step needs (config.guard).
  app.register(
    playerScope((player, _playerOptions, playerDone) => {
      player.post(
        apiRoutes.otpGenerate,
        {
          schema: { params: AuthLocaleParams, response: { 200: OtpGenerateResponse, ...guardRefusals } },
          config: { guard: 'otp' },
        },
        async (request) => {
          const { player } = callerOf(request);
          const now = app.clock();
          const last = await latestOtp(app.db, player.id);
          const lockedUntil = last ? last.createdAt.getTime() + OTP_LOCK_SECONDS * 1000 : 0;
          if (lockedUntil > now.getTime()) {
            throw new ApiProblem(
              429,
              'OTP_LOCKED',
              'A code was sent recently: wait before asking for another',
              {
                retryAfterSeconds: secondsUntil(new Date(lockedUntil), now),
              },
            );
          }
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          await insertOtp(app.db, {
            playerId: player.id,
            codeHash: tokens.codeHash(player.id, code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000),
          });
          // The demo has no SMS gateway: the outbox stands in for the player's phone.
          if (app.accounts.demoOutbox)
            await putInOutbox(app.db, player.id, { code, destination: player.phoneMasked, sentAt: now });
          request.log.info({ playerId: player.id }, 'one-time code sent');
          const body: OtpGenerateResponse = {
            status: 'SUCCESS',
            destination: player.phoneMasked,
            lockSeconds: OTP_LOCK_SECONDS,
          };
          return body;
        },
      );

      player.post(
        apiRoutes.otpValidate,
        {
          schema: {
            params: AuthLocaleParams,
            body: OtpValidateForm,
            response: { 200: LoginResponse, ...guardRefusals },
          },
          config: { guard: 'otp' },
        },
        async (request) => {
          const caller = callerOf(request);
          const now = app.clock();
          const open = await openOtp(app.db, caller.player.id, now);
          if (!open)
            throw wrongFactor('OTP_EXPIRED', 'This code has expired or was already used: request a new one');
          // The try is counted before the code is compared, so parallel guesses cannot outrun the limit.
          const attempt = await claimOtpAttempt(app.db, open.id, MAX_FACTOR_ATTEMPTS);
          if (attempt === undefined)
            throw wrongFactor(
              'OTP_EXPIRED',
              'This code has no tries left or was already used: request a new one',
            );
          const given = Buffer.from(tokens.codeHash(caller.player.id, request.body.code));
          if (!timingSafeEqual(given, Buffer.from(open.codeHash))) {
            const left = MAX_FACTOR_ATTEMPTS - attempt;
            if (left === 0) await closeOtp(app.db, open.id, now);
            throw wrongFactor(
              'OTP_INVALID',
              left > 0 ? `Wrong code: ${attemptsLeft(left)}` : 'Wrong code too many times: request a new one',
            );
          }
          if (!(await closeOtp(app.db, open.id, now)))
            throw wrongFactor('OTP_EXPIRED', 'This code was already used: request a new one');
          return passSecondFactor(app, request, caller);
        },
      );

      player.post(
        apiRoutes.securityQuestion,
        {
          schema: { params: AuthLocaleParams, response: { 200: SecurityQuestionResponse, ...guardRefusals } },
          config: { guard: 'security_question' },
        },
        (request) => {
          const { player } = callerOf(request);
          const body: SecurityQuestionResponse = { question: player.securityQuestion ?? '' };
          return Promise.resolve(body);
        },
      );

      player.post(
        apiRoutes.securityAnswer,
        {
          schema: {
            params: AuthLocaleParams,
            body: SecurityAnswerForm,
            response: { 200: LoginResponse, ...guardRefusals },
          },
          config: { guard: 'security_question' },
        },
        async (request) => {
          const caller = callerOf(request);
          // The try is counted before the answer is checked, so parallel guesses cannot outrun the limit.
          const attempt = await claimFactorAttempt(app.db, caller.session.id, MAX_FACTOR_ATTEMPTS);
          if (attempt === undefined) throw new ApiProblem(401, 'UNAUTHORIZED', 'Session ended: log in again');
          const stored = caller.player.securityAnswerHash;
          if (stored && (await verifySecret(normaliseAnswer(request.body.answer), stored)))
            return passSecondFactor(app, request, caller);
          if (attempt >= MAX_FACTOR_ATTEMPTS) {
            // Guessing further needs the password again.
            await revokeUnpassedSession(app.db, caller.session.id, app.clock());
            throw wrongFactor('ANSWER_INVALID', 'Wrong answer too many times: log in again');
          }
          throw wrongFactor('ANSWER_INVALID', `Wrong answer: ${attemptsLeft(MAX_FACTOR_ATTEMPTS - attempt)}`);
        },
      );

      player.post(
        apiRoutes.refreshSession,
        { schema: { response: { 200: RefreshResponse, ...guardRefusals } } },
        async (request) => {
          const { player, session } = callerOf(request);
          const now = app.clock();
          const issued = await tokens.issue(
            { playerId: player.id, sessionId: session.id, pendingFactor: undefined },
            now,
          );
          await updateSession(app.db, session.id, { expiresAt: issued.expiresAt });
          const body: RefreshResponse = {
            session: sessionData(player, issued.token),
            expirationTimeInSeconds: secondsUntil(issued.expiresAt, now),
          };
          return body;
        },
      );

      // §7 "POST .../als_integration/integrate": the session as the account layer (ALS) knows it.
      player.post(
        apiRoutes.alsIntegrate,
        { schema: { params: AuthLocaleParams, response: { 200: AlsIntegrationResponse, ...guardRefusals } } },
        (request) => {
          const { player, token, tokenExpiresAt } = callerOf(request);
          const body: AlsIntegrationResponse = {
            alsPlayerId: String(player.id),
            alsToken: token,
            expirationTimeInSeconds: secondsUntil(tokenExpiresAt, app.clock()),
          };
          return Promise.resolve(body);
        },
      );

      player.post(
        apiRoutes.acceptTerms,
        { schema: { response: { 204: NoContent, ...guardRefusals } } },
        async (request, reply) => {
          await saveTermsAcceptance(app.db, callerOf(request).player.id, TERMS_VERSION);
          return reply.status(204).send();
        },
      );

      player.delete(
        apiRoutes.session,
        {
          schema: { querystring: LogoutQuery, response: { 204: NoContent, ...guardRefusals } },
          config: { guard: 'any' },
        },
        async (request, reply) => {
          await logOut(app, request, callerOf(request).session, request.query.reason ?? 'user');
          return reply.status(204).send();
        },
      );
      playerDone();
    }),
  );

  app.get(apiRoutes.demoOtpOutbox, { schema: { querystring: DemoOtpOutboxQuery } }, async (request) => {
    // Off in production (config.ts): there the code goes to the player's phone only.
    if (!app.accounts.demoOutbox) throw new NotFoundError('The demo outbox is off');
    const message = await readOutbox(app.db, request.query.username);
    if (!message) throw new NotFoundError(`No code was sent to ${request.query.username}`);
    const body: DemoOtpOutboxResponse = {
      username: request.query.username,
      code: message.code,
      destination: message.destination,
      sentAt: message.sentAt.toISOString(),
    };
    return body;
  });

  done();
};
