import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DEMO_PLAYERS, seedDemoPlayers } from './demo-players.ts';

/** The demo control that makes a player of one's own (DEMO_CONTROLS only). */
export const DEMO_PLAYER_COPY_ROUTE = '/api/demo/players';

const Body = z.object({ like: z.enum(DEMO_PLAYERS.map((demo) => demo.player.username)) });

/**
 * A new player made like one of the demo players (docs/ACCOUNTS.md): the same brand, currency, flags,
 * second factor, password, opening money and demo free-bet tokens, under a username of its own.
 * Browser journeys that run side by side each log in as a copy, so none sees another's balance, bets,
 * tokens or session (docs/decisions/test-budget.md). Registered only with DEMO_CONTROLS, never in
 * production.
 */
export const demoPlayerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(DEMO_PLAYER_COPY_ROUTE, { schema: { body: Body } }, async (request, reply) => {
    const like = DEMO_PLAYERS.find((demo) => demo.player.username === request.body.like)!;
    // 'demo~1a2b3c4d': within the 64 characters of a login's username, and no seeded name has a '~'.
    const username = `${like.player.username}~${randomBytes(4).toString('hex')}`;
    await seedDemoPlayers(app.db, app.clock(), [{ ...like, player: { ...like.player, username } }]);
    await app.freeBets.grantDemoTokensLike(username, like.player.username);
    return reply.code(201).send({ username, password: like.password });
  });
  done();
};
