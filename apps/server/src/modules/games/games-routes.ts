import { randomBytes, randomUUID } from 'node:crypto';
import {
  ApiError,
  GAME_LAUNCH_TOKEN_SECONDS,
  GAME_SESSION_SECONDS,
  GameErrorCode,
  GameLaunchRequest,
  GameLaunchResponse,
  gamePaths,
  GAMES_PROVIDER_PLAY_PATH,
  gameWalletPaths,
  PROVIDER_KEY_HEADER,
  WalletAnswer,
  WalletBalanceRequest,
  WalletCreditRequest,
  WalletDebitRequest,
  WalletRollbackRequest,
  WalletSessionRequest,
  WalletSessionResponse,
} from '@sb/contract';
import { gameSection, gameSectionAccess } from '@sb/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiProblem } from '../../errors.ts';
import { noStore } from '../../http/no-store.ts';
import { callerOf, guardRefusals, playerScope } from '../accounts/index.ts';
import {
  walletBalance,
  walletCredit,
  walletDebit,
  walletRollback,
  type GameWalletDeps,
} from './game-wallet.ts';
import { insertLaunchToken, insertSession, spendLaunchToken } from './games-repository.ts';
import { sameKey } from './provider-key.ts';

export interface GamesRoutesOptions {
  /** The provider's origin and its name and key (config.gamesProvider); undefined: no games here. */
  provider: { name: string; origin: string; key: string } | undefined;
}

const REFUSAL_WORDS = {
  settings: 'This section is not offered on this site',
  currency: 'This section is not available in your account currency',
  account: 'This section is not available for your account',
} as const;

/**
 * The page's origin a launch is for: the request's own (the web app calls from its origin). A
 * browser names it in Origin; a page of another origin is refused, so a launch URL is only ever
 * posted back to the sportsbook's pages.
 */
function lobbyOriginOf(request: FastifyRequest): string {
  const own = `${request.protocol}://${request.host}`;
  const sent = request.headers.origin;
  if (sent !== undefined && sent !== own)
    throw new ApiProblem(
      403,
      GameErrorCode.sectionUnavailable,
      'Games open only from the sportsbook’s own pages',
    );
  return own;
}

/**
 * §7 POST {api}/accounts/me/game-launch-url, and the wallet a provider calls
 * (docs/decisions/games.md): a launch token bound to the player, the currency and the game, spent
 * once within GAME_LAUNCH_TOKEN_SECONDS by the provider's session call; then debits, credits and
 * rollbacks keyed by the provider's transaction ids.
 */
export function gamesRoutes(options: GamesRoutesOptions): FastifyPluginCallbackZod {
  return (app, _o, done) => {
    const deps: GameWalletDeps = { db: app.db, clock: app.clock };

    app.register(
      playerScope((scope, _so, next) => {
        scope.post(
          gamePaths.gameLaunchUrl,
          {
            config: { guard: { termsAccepted: true } },
            schema: {
              body: GameLaunchRequest,
              response: { 200: GameLaunchResponse, 400: ApiError, ...guardRefusals },
            },
          },
          async (request) => {
            const { flashClient, gameCode, integrationChannelCode } = request.body;
            if (flashClient)
              throw new ApiProblem(400, GameErrorCode.flashUnsupported, 'Flash clients are not served');
            const section = gameSection(integrationChannelCode);
            if (!section.games.includes(gameCode))
              throw new ApiProblem(
                400,
                GameErrorCode.gameNotInSection,
                `${gameCode} is not a game of ${section.id}`,
              );
            const { player } = callerOf(request);
            const settings = await app.cms.settings(request.brand.code, 'web');
            const access = gameSectionAccess(section, settings, {
              loggedIn: true,
              currency: player.currency,
              thirdPartyAccounts: player.thirdPartyAccounts,
              isPartnerMatrixAffiliate: player.partnerMatrixAffiliate,
            });
            if (access.kind === 'unavailable')
              throw new ApiProblem(403, GameErrorCode.sectionUnavailable, REFUSAL_WORDS[access.reason]);
            if (!options.provider)
              throw new ApiProblem(403, GameErrorCode.sectionUnavailable, REFUSAL_WORDS.settings);
            const lobbyOrigin = lobbyOriginOf(request);
            const now = app.clock();
            const expiresAt = new Date(now.getTime() + GAME_LAUNCH_TOKEN_SECONDS * 1000);
            const token = randomBytes(32).toString('base64url');
            await insertLaunchToken(app.db, {
              token,
              playerId: player.id,
              currency: player.currency,
              gameCode,
              sectionId: section.id,
              lobbyOrigin,
              locale: player.locale,
              expiresAt,
            });
            // The lobby rides along (not secret) so that the provider's "link expired" page, which has
            // no session to read it from, may still be framed by the sportsbook and tell it.
            const url = `${options.provider.origin}${GAMES_PROVIDER_PLAY_PATH}?token=${token}&lobby=${encodeURIComponent(lobbyOrigin)}`;
            return { url, expiresAt: expiresAt.toISOString() };
          },
        );
        next();
      }),
    );

    // The provider's calls: its key on every one, answers never cached.
    const walletRoutes: FastifyPluginCallbackZod = (wallet, _wo, next) => {
      wallet.addHook('onSend', noStore);
      wallet.addHook('preHandler', (request, _reply, hookDone) => {
        const sent = request.headers[PROVIDER_KEY_HEADER];
        if (!options.provider || !sameKey(typeof sent === 'string' ? sent : undefined, options.provider.key))
          hookDone(new ApiProblem(401, GameErrorCode.providerRefused, 'Unknown games provider'));
        else hookDone();
      });
      const provider = () => options.provider!.name;
      const refusals = { 400: ApiError, 401: ApiError, 409: ApiError };

      wallet.post(
        gameWalletPaths.session,
        { schema: { body: WalletSessionRequest, response: { 200: WalletSessionResponse, ...refusals } } },
        async (request) => {
          const now = app.clock();
          const launch = await spendLaunchToken(app.db, request.body.launchToken, now);
          if (!launch)
            throw new ApiProblem(
              401,
              GameErrorCode.launchTokenRefused,
              'This game link was used or has expired',
            );
          const session = {
            id: randomUUID(),
            playerId: launch.playerId,
            currency: launch.currency,
            gameCode: launch.gameCode,
            sectionId: launch.sectionId,
            provider: provider(),
            createdAt: now,
            expiresAt: new Date(now.getTime() + GAME_SESSION_SECONDS * 1000),
          };
          await insertSession(app.db, session);
          const { balance } = await walletBalance(deps, provider(), session.id);
          return {
            sessionId: session.id,
            // Opaque to the provider: the session's id stands for the player (no username leaves us).
            playerRef: `p-${session.id}`,
            currency: session.currency,
            gameCode: session.gameCode,
            lobbyOrigin: launch.lobbyOrigin,
            locale: launch.locale,
            balance,
            expiresAt: session.expiresAt.toISOString(),
          };
        },
      );
      wallet.post(
        gameWalletPaths.balance,
        { schema: { body: WalletBalanceRequest, response: { 200: WalletAnswer, ...refusals } } },
        (request) => walletBalance(deps, provider(), request.body.sessionId),
      );
      wallet.post(
        gameWalletPaths.debit,
        { schema: { body: WalletDebitRequest, response: { 200: WalletAnswer, ...refusals } } },
        (request) => walletDebit(deps, provider(), request.body),
      );
      wallet.post(
        gameWalletPaths.credit,
        { schema: { body: WalletCreditRequest, response: { 200: WalletAnswer, ...refusals } } },
        (request) => walletCredit(deps, provider(), request.body),
      );
      wallet.post(
        gameWalletPaths.rollback,
        { schema: { body: WalletRollbackRequest, response: { 200: WalletAnswer, ...refusals } } },
        (request) => walletRollback(deps, provider(), request.body),
      );
      next();
    };
    app.register(walletRoutes);
    done();
  };
}
