import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessFeedBus, type FeedBus } from './feed-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feed: { bus: FeedBus };
  }
}

/** The feed bus every live module publishes to and reads from; closed on app close. */
export const feedPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const bus = new InProcessFeedBus();
    app.decorate('feed', { bus });
    app.addHook('onClose', () => bus.close());
    done();
  },
  { name: 'feed' },
);
