import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_SESSION_SECONDS, GameCode, GAMES_PROVIDER_PLAY_PATH } from '@sb/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { operatorWallet, type OperatorWallet } from './operator-wallet.ts';
import { cashOut, gameState, liveSession, placeBet, sweep, type ProviderDeps } from './provider-bets.ts';
import { ASSETS_PATH, badRequestPage, expiredPage, playPage } from './play-page.ts';
import { DEMO_OPERATOR_SESSION, insertProviderSession } from './provider-repository.ts';

export interface GamesProviderOptions {
  /** The host name the provider answers on (config.gamesProvider.hostName): another origin than the site's. */
  hostName: string;
  /** Its origin (config.gamesProvider.origin). */
  origin: string;
  /** The key it sends the operator's wallet (header PROVIDER_KEY_HEADER); its rounds' seeds derive from it too. */
  providerKey: string;
  /** The sweep every second (off in tests: they call `sweep` with their clock). */
  timers: boolean;
  /** Tests only: the operator's wallet as another client (one that fails, say); default: `inject` on this app. */
  wallet?: OperatorWallet;
}

/** The header the page sends its provider session in. */
export const GAME_SESSION_HEADER = 'x-game-session';
export const PROVIDER_API = '/games-provider/api';
export const providerApiPaths = {
  state: `${PROVIDER_API}/state`,
  bets: `${PROVIDER_API}/bets`,
  cashOut: `${PROVIDER_API}/bets/:betId/cash-out`,
} as const;

const SWEEP_MS = 1000;
const PUBLIC = join(import.meta.dirname, 'public');

/** An http(s) origin and nothing more (no path, query or credentials). */
const Origin = z.string().check(
  z.maxLength(200),
  z.refine((value) => {
    try {
      // Scheme, host and port only (an explicit default port too: the operator's own spelling).
      return /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(value) && new URL(value).pathname === '/';
    } catch {
      return false;
    }
  }, 'Expected an http(s) origin'),
);
const Lang = z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'Expected a language code'));
const Currency = z.string().check(z.regex(/^[A-Za-z]{3,5}$/, 'Expected a currency code'));
const Token = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,200}$/, 'Expected a launch token'));

const PlayQuery = z.union([
  z.strictObject({ token: Token, lobby: z.optional(Origin) }),
  z.strictObject({
    mode: z.literal('demo'),
    game: GameCode,
    lobby: Origin,
    lang: z.optional(Lang),
    currency: z.optional(Currency),
  }),
]);

const BetRequest = z.object({
  roundId: z.string().check(z.regex(/^[a-z-]{4,20}-\d{1,12}$/, 'Expected a round id')),
  selection: z.string().check(z.regex(/^[A-Z0-9_:.]{1,20}$/, 'Expected a selection')),
  stake: z.number().check(z.positive(), z.maximum(1_000_000_000)),
});
const BetParams = z.object({ betId: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Expected a bet id')) });

/**
 * The page's own headers: its CSP lets only the lobby frame it (helmet's X-Frame-Options goes: it
 * knows SAMEORIGIN only), and nothing is cached (a page holds its session).
 */
function pageHeaders(reply: FastifyReply, frameAncestors: string): FastifyReply {
  reply.raw.removeHeader('x-frame-options');
  reply.raw.removeHeader('content-security-policy');
  reply.removeHeader('x-frame-options');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
    );
}

/** The query's first problem, in words. */
const problemOf = (error: z.core.$ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Bad query';
};

/**
 * The demo games provider (docs/decisions/games-provider.md): another company's server in real
 * life, answering here only for `hostName`, under /games-provider/. Its page plays the games of
 * packages/domain/src/games with the operator's wallet (real play) or play money (fun play).
 */
export const gamesProviderPlugin = fp(
  (app: FastifyInstance, options: GamesProviderOptions, done) => {
    const host = new RegExp(`^${options.hostName.replaceAll('.', '\\.')}(:\\d+)?$`);
    const constraints = { host };
    const deps = providerDeps(app, options);
    const assets = {
      'game.js': {
        type: 'text/javascript; charset=utf-8',
        body: readFileSync(join(PUBLIC, 'game.js'), 'utf8'),
      },
      'game.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(PUBLIC, 'game.css'), 'utf8') },
    };

    app.get(GAMES_PROVIDER_PLAY_PATH, { constraints }, async (request, reply) => {
      const query = PlayQuery.safeParse(request.query);
      if (!query.success)
        return pageHeaders(reply.status(400), "'none'").send(badRequestPage(problemOf(query.error)));
      const now = app.clock();
      const sessionId = randomBytes(32).toString('base64url');
      if ('token' in query.data) {
        const { lobby } = query.data;
        const opened = await deps.wallet.session(query.data.token);
        if (opened.kind !== 'ok') {
          if (opened.kind === 'failed') request.log.warn({ reason: opened.reason }, 'games wallet session');
          // Nothing to protect on this page: any page may frame it when the launch named no lobby.
          return pageHeaders(
            reply.status(opened.kind === 'failed' ? 503 : 401),
            lobby ?? 'http: https:',
          ).send(expiredPage(lobby));
        }
        const answer = opened.answer;
        const lobbyOrigin = Origin.safeParse(answer.lobbyOrigin);
        if (!lobbyOrigin.success)
          return pageHeaders(reply.status(400), "'none'").send(badRequestPage('The lobby is not an origin'));
        await insertProviderSession(app.db, {
          id: sessionId,
          operatorSessionId: answer.sessionId,
          playerRef: answer.playerRef,
          currency: answer.currency,
          gameCode: answer.gameCode,
          lobbyOrigin: lobbyOrigin.data,
          locale: answer.locale,
          expiresAt: new Date(answer.expiresAt),
        });
        return pageHeaders(reply, lobbyOrigin.data).send(
          playPage({
            sessionId,
            gameCode: answer.gameCode,
            currency: answer.currency,
            lobbyOrigin: lobbyOrigin.data,
            lang: Lang.safeParse(answer.locale).success ? answer.locale : 'en',
            demo: false,
          }),
        );
      }
      const { game, lobby, lang = 'en', currency = 'EUR' } = query.data;
      await insertProviderSession(app.db, {
        id: sessionId,
        operatorSessionId: DEMO_OPERATOR_SESSION,
        playerRef: 'demo',
        currency: currency.toUpperCase(),
        gameCode: game,
        lobbyOrigin: lobby,
        locale: lang,
        expiresAt: new Date(now.getTime() + GAME_SESSION_SECONDS * 1000),
      });
      return pageHeaders(reply, lobby).send(
        playPage({
          sessionId,
          gameCode: game,
          currency: currency.toUpperCase(),
          lobbyOrigin: lobby,
          lang,
          demo: true,
        }),
      );
    });

    app.get(`${ASSETS_PATH}/:file`, { constraints }, (request, reply) => {
      const file = (request.params as { file: string }).file;
      const asset = Object.hasOwn(assets, file) ? assets[file as keyof typeof assets] : undefined;
      if (!asset) throw new ApiProblem(404, 'NOT_FOUND', 'No such file');
      return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
    });

    // The page's API: the session in a header, answers never cached.
    const session = (headers: Record<string, unknown>) => {
      const sent = headers[GAME_SESSION_HEADER];
      return liveSession(deps, typeof sent === 'string' && sent.length <= 100 ? sent : '');
    };
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    app.get(providerApiPaths.state, { constraints }, async (request, reply) => {
      noStore(reply);
      return gameState(deps, await session(request.headers));
    });

    app.post(providerApiPaths.bets, { constraints, schema: { body: BetRequest } }, async (request, reply) => {
      noStore(reply);
      return placeBet(deps, await session(request.headers), request.body as z.infer<typeof BetRequest>);
    });

    app.post(
      providerApiPaths.cashOut,
      { constraints, schema: { params: BetParams } },
      async (request, reply) => {
        noStore(reply);
        const { betId } = request.params as z.infer<typeof BetParams>;
        return cashOut(deps, await session(request.headers), betId);
      },
    );

    if (options.timers) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        sweep(deps)
          .catch((error: unknown) => app.log.warn({ err: error }, 'games provider sweep'))
          .finally(() => {
            running = false;
          });
      }, SWEEP_MS);
      timer.unref();
      app.addHook('onClose', (_instance, closed) => {
        clearInterval(timer);
        closed();
      });
    }
    done();
  },
  { name: 'games-provider' },
);

/** The provider's money calls and sweep, for tests that drive them with their own clock and wallet. */
export function providerDeps(
  app: FastifyInstance,
  options: Pick<GamesProviderOptions, 'providerKey'> & { wallet?: OperatorWallet },
): ProviderDeps {
  const seedKey = createHmac('sha256', options.providerKey).update('games-provider:seeds').digest();
  return {
    db: app.db,
    clock: app.clock,
    wallet: options.wallet ?? operatorWallet(app, options.providerKey),
    seedOf: (roundId) => createHmac('sha256', seedKey).update(roundId).digest('hex'),
  };
}
