import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_FREE_BETS, seedDemoFreeBets } from './demo-free-bets.ts';

export interface FreeBetsService {
  /** Grants `username` the demo tokens the demo player `like` holds (none when it holds none). */
  grantDemoTokensLike(username: string, like: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    freeBets: FreeBetsService;
  }
}

export interface FreeBetsServiceOptions {
  /** Grant the demo players their demo tokens (demo-free-bets.ts), with DEMO_PLAYERS. */
  demoGrants: boolean;
}

/** Free-bet tokens (issue 14): this module owns the free_bets table; placement consumes tokens. */
export const freeBetsService = fp(
  async (app: FastifyInstance, options: FreeBetsServiceOptions) => {
    if (options.demoGrants) await seedDemoFreeBets(app.db, app.clock());
    app.decorate('freeBets', {
      // A copy of a demo player (the demo control of accounts/demo-player-routes.ts) holds its tokens too.
      grantDemoTokensLike: async (username, like) => {
        const grants = DEMO_FREE_BETS[like];
        if (grants) await seedDemoFreeBets(app.db, app.clock(), { [username]: grants });
      },
    } satisfies FreeBetsService);
  },
  { name: 'free-bets', dependencies: ['database', 'accounts'] },
);
