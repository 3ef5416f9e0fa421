import {
  ApiSessionQuery,
  apiRoutes,
  ExternalSessionResponse,
  GAME_TOKEN_HEADER,
  IcoreLoginRequest,
  IcoreLoginResponse,
} from '@sb/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { bearerToken } from './accounts-service.ts';
import { secondsUntil, sessionData } from './account-views.ts';
import { termsAccepted } from './demo-players.ts';
import { logIn } from './login-service.ts';
import { guardRefusals } from './player-scope.ts';

/** GET /api/session's token; without one the answer is the 401 of a missing token. */
const GameTokenHeaders = z.object({ [GAME_TOKEN_HEADER]: z.optional(z.string()) });

/**
 * The token-based brand flow (SPEC.md §4 "Login", §7 "Session and auth"): the platform's login, whose
 * session token (alsToken) the web keeps as its external token and copies to its jwe_token, and the
 * session such a token stands for, which a page loaded with it asks for (§4 "Auth on load").
 */
export const tokenLoginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    apiRoutes.icoreLogin,
    { schema: { body: IcoreLoginRequest, response: { 200: IcoreLoginResponse } } },
    async (request) => {
      const login = await logIn(app, request, request.body);
      const body: IcoreLoginResponse = {
        ...login,
        alsToken: login.session.jwe_token,
        alsPlayerId: String(login.session.id),
      };
      return body;
    },
  );

  /**
   * The session of an external token. One still waiting for its second factor is no session yet:
   * 401, so the page that holds it logs out (a 403 would refuse one call and leave it logged in).
   */
  async function externalSession(request: FastifyRequest, token: string | undefined) {
    const caller = await app.accounts.authenticate(request, token);
    const { player, session } = caller;
    if (caller.pendingFactor)
      throw new ApiProblem(401, 'UNAUTHORIZED', 'Complete the second login step first');
    const body: ExternalSessionResponse = {
      session: {
        ...sessionData(player, caller.token),
        icore_token: caller.token,
        icore_player_id: String(player.id),
        // SPEC.md §6: an affiliate's chat opens without a token.
        is_partner_matrix_affiliate: player.partnerMatrixAffiliate,
      },
      expirationTimeInSeconds: secondsUntil(caller.tokenExpiresAt, app.clock()),
      termsAccepted: termsAccepted(player),
      lastLoginDate: session.previousLoginAt?.toISOString() ?? null,
    };
    return body;
  }

  app.get(
    apiRoutes.checkPlayer,
    { schema: { response: { 200: ExternalSessionResponse, ...guardRefusals } } },
    (request) => externalSession(request, bearerToken(request)),
  );

  app.get(
    apiRoutes.apiSession,
    {
      schema: {
        querystring: ApiSessionQuery,
        headers: GameTokenHeaders,
        response: { 200: ExternalSessionResponse, ...guardRefusals },
      },
    },
    (request) => externalSession(request, request.headers[GAME_TOKEN_HEADER]),
  );

  done();
};
