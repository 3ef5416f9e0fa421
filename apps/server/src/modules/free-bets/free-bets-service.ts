import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoFreeBets } from './demo-free-bets.ts';

export interface FreeBetsServiceOptions {
  /** Grant the demo players their demo tokens (demo-free-bets.ts), with DEMO_PLAYERS. */
  demoGrants: boolean;
}

/** Free-bet tokens (issue 14): this module owns the free_bets table; placement consumes tokens. */
export const freeBetsService = fp(
  async (app: FastifyInstance, options: FreeBetsServiceOptions) => {
    if (options.demoGrants) await seedDemoFreeBets(app.db, app.clock());
  },
  { name: 'free-bets', dependencies: ['database', 'accounts'] },
);
