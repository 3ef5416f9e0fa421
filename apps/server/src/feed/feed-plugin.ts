import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../config.ts';
import { InProcessFeedBus, type FeedBus } from './feed-bus.ts';
import { RedisFeedBus } from './redis-feed-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feed: { bus: FeedBus };
  }
}

export interface FeedPluginOptions {
  /** Redis pub/sub carries the bus across processes; undefined: this process only. */
  redisUrl: string | undefined;
  redisChannel: string;
}

/** The feed bus every live module publishes to and reads from; closed on app close. */
export const feedPlugin = fp(
  async (app: FastifyInstance, options: FeedPluginOptions) => {
    let bus: FeedBus;
    if (options.redisUrl) {
      bus = await RedisFeedBus.connect(options.redisUrl, options.redisChannel, (err) =>
        app.log.error({ err }, 'feed bus (redis) error'),
      );
      app.log.info(
        { redis: redactUrl(options.redisUrl), channel: options.redisChannel },
        'feed bus on redis',
      );
    } else {
      bus = new InProcessFeedBus();
    }
    app.decorate('feed', { bus });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'feed' },
);
