import { MarketResult } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../config.ts';
import { RedisChannel } from './redis-channel.ts';

export type ResultHandler = (result: MarketResult) => void;

/**
 * Carries the feed's result messages (contract MarketResult) from the process that receives them
 * (the simulator's, or a demo control) to every process that settles bets. Apart from the feed bus:
 * a result moves money, and its consumers (settlement) differ from the live state's.
 *
 * Delivery is at least once and settlement is exactly once on its own (market_results keeps the
 * first message, the locking protocol and the ledger reference keep each bet's credit single), so
 * every process may receive and settle the same message.
 */
export interface ResultsBus {
  /** The publishing process's handlers run synchronously, before `publish` returns. */
  publish(result: MarketResult): void;
  /** Returns the unsubscribe. */
  subscribe(handler: ResultHandler): () => void;
  close(): Promise<void>;
}

export class InProcessResultsBus implements ResultsBus {
  readonly #handlers = new Set<ResultHandler>();

  publish(result: MarketResult): void {
    for (const handler of this.#handlers) handler(result);
  }

  subscribe(handler: ResultHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  close(): Promise<void> {
    this.#handlers.clear();
    return Promise.resolve();
  }
}

/**
 * The results bus across processes on Redis pub/sub (its own channel), as RedisFeedBus does for
 * the feed. Pub/sub keeps nothing: a process that was down misses messages, but a result is
 * recorded in market_results by whoever received it, and every process resumes unsettled markets
 * from there. A message is validated against the contract before it reaches settlement: it moves
 * money, and anything on the channel could have written it.
 */
export class RedisResultsBus implements ResultsBus {
  private constructor(
    private readonly local: InProcessResultsBus,
    private readonly channel: RedisChannel,
  ) {}

  /** Connected and subscribed: nothing published after this resolves is missed. */
  static async connect(
    url: string,
    channel: string,
    onError: (error: Error) => void,
  ): Promise<RedisResultsBus> {
    const local = new InProcessResultsBus();
    const receive = (payload: unknown) => {
      const parsed = MarketResult.safeParse(payload);
      if (parsed.success) local.publish(parsed.data);
      else onError(new Error(`results bus: not a MarketResult: ${parsed.error.message}`));
    };
    return new RedisResultsBus(local, await RedisChannel.connect(url, channel, receive, onError));
  }

  publish(result: MarketResult): void {
    this.local.publish(result);
    this.channel.publish(result);
  }

  subscribe(handler: ResultHandler): () => void {
    return this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.channel.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    results: { bus: ResultsBus };
  }
}

export interface ResultsPluginOptions {
  /** Redis pub/sub carries results across processes; undefined: this process only. */
  redisUrl: string | undefined;
  redisChannel: string;
}

/** The results bus the simulator and the demo control publish to and settlement follows. */
export const resultsPlugin = fp(
  async (app: FastifyInstance, options: ResultsPluginOptions) => {
    let bus: ResultsBus;
    if (options.redisUrl) {
      bus = await RedisResultsBus.connect(options.redisUrl, options.redisChannel, (err) =>
        app.log.error({ err }, 'results bus (redis) error'),
      );
      app.log.info(
        { redis: redactUrl(options.redisUrl), channel: options.redisChannel },
        'results bus on redis',
      );
    } else {
      bus = new InProcessResultsBus();
    }
    app.decorate('results', { bus });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'results' },
);
