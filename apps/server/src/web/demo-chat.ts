import { AvayaToken, ChatSessionTokenResponse, Text } from '@sb/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../errors.ts';
import { signedTokens } from '../modules/accounts/index.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * A demo chat provider (docs/decisions/live-chat.md), so the demo's Live chat works offline: what
 * an operator's Avaya chat does, served by this server. The demo settings (demo/settings.ts) point
 * the brands' avaya_live_chat_url, avaya_chat_token_url and avaya_chat_bearer_token here.
 */
export const DEMO_CHAT_PATHS = { page: '/demo/chat', token: '/demo/chat/token' } as const;

/**
 * The provider's client key, which the web sends as bearer to the chat-token URL. A real provider's
 * is public too: it names the operator's chat client to the provider, it grants nothing (the avaya
 * token does), and every visitor's browser holds it.
 */
export const DEMO_CHAT_CLIENT_KEY = 'demo-chat-client-key';

/** How long a chat session token opens the chat page: one conversation's while. */
const CHAT_SESSION_SECONDS = 30 * 60;

/** Whom a chat session is with. */
const ChatClaims = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  brand: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** The chat page's query: the session token, if any; anything else opens it as a guest. */
const ChatPageQuery = z.object({ s: z.optional(Text(2048)) });

export interface DemoChatOptions {
  /** The session tokens' key material: the chat sessions' key is derived from it (no other process state). */
  secret: string;
}

const PAGE_STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .message { background: #fff; border-radius: 0.75rem; padding: 0.75rem 1rem; margin: 0 0 0.75rem; }
  .note { color: #4a5561; font-size: 0.875rem; }
`;

function chatPage(who: string | undefined): string {
  const name = who === undefined ? 'Guest' : escapeHtml(who);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Live chat</title>
    <style>${PAGE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>Live chat</h1>
      <p class="message">Connected as <strong>${name}</strong></p>
      <p class="message">Hello! An agent will be with you shortly.</p>
      <p class="note">A demo chat provider: no agent will answer.</p>
    </main>
  </body>
</html>
`;
}

/**
 * POST /demo/chat/token: the chat-token URL (SPEC.md §7): bearer the client key, body the avaya
 * token as text/plain; answers `{ s }`. A wrong key is 401, a token this server did not sign or that
 * expired 400. GET /demo/chat: the chat page, connected as the player a valid `s` names, else as a
 * guest. No script: the page is rendered whole here.
 */
const demoChatRoutes: FastifyPluginCallbackZod<DemoChatOptions> = (app, options, done) => {
  const sessions = signedTokens('demo-chat', options.secret, ChatClaims);

  app.post(
    DEMO_CHAT_PATHS.token,
    {
      // A token is a few hundred bytes; nothing bigger is read.
      bodyLimit: 4096,
      schema: { body: AvayaToken },
      // The key before the body: a caller without it learns nothing about tokens.
      preValidation: (request) => {
        if (request.headers.authorization !== `Bearer ${DEMO_CHAT_CLIENT_KEY}`)
          throw new ApiProblem(401, 'UNAUTHORIZED', 'Unknown chat client');
        return Promise.resolve();
      },
    },
    (request, reply) => {
      const player = app.avayaTokens.verify(request.body, app.clock());
      if (!player) throw new ApiProblem(400, 'BAD_TOKEN', 'Invalid or expired avaya token');
      const expiresAt = new Date(app.clock().getTime() + CHAT_SESSION_SECONDS * 1000);
      const body: ChatSessionTokenResponse = {
        s: sessions.sign({ username: player.username, brand: player.brand }, expiresAt),
      };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  app.get(DEMO_CHAT_PATHS.page, (request, reply) => {
    const query = ChatPageQuery.safeParse(request.query);
    const s = query.success ? query.data.s : undefined;
    const session = s === undefined ? undefined : sessions.verify(s, app.clock());
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(chatPage(session?.username));
  });
  done();
};

export const demoChat = fp(demoChatRoutes, { name: 'demo-chat', dependencies: ['avaya-tokens'] });
