import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { InProcessFeedBus, type FeedBatch, type FeedBus, type FeedHandler } from './feed-bus.ts';

interface Envelope {
  /** The publishing process: it has already applied its own batches and skips them here. */
  origin: string;
  batch: FeedBatch;
}

/**
 * The feed bus across processes, on Redis pub/sub: a batch is applied locally at once, then
 * published; every other process applies it when it arrives. One channel, one publishing process
 * (the simulator's), so every process sees batches in publish order. The channel is internal (only
 * our servers publish to it), so batches are not validated again. Pub/sub keeps nothing: a process
 * starting loads the saved live state, at most a few seconds old, and follows the bus from there.
 */
export class RedisFeedBus implements FeedBus {
  readonly #local = new InProcessFeedBus();
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #onError: (error: Error) => void;

  private constructor(url: string, channel: string, onError: (error: Error) => void) {
    this.#publisher = new Redis(url, { lazyConnect: true });
    this.#subscriber = new Redis(url, { lazyConnect: true });
    this.#channel = channel;
    this.#onError = onError;
    // Without listeners a lost connection is an unhandled error; ioredis reconnects by itself.
    this.#publisher.on('error', onError);
    this.#subscriber.on('error', onError);
    this.#subscriber.on('message', (_channel: string, message: string) => this.#receive(message));
  }

  /** Connected and subscribed: nothing published after this resolves is missed. */
  static async connect(url: string, channel: string, onError: (error: Error) => void): Promise<RedisFeedBus> {
    const bus = new RedisFeedBus(url, channel, onError);
    try {
      await Promise.all([bus.#publisher.connect(), bus.#subscriber.connect()]);
      await bus.#subscriber.subscribe(channel);
    } catch (error) {
      await bus.close();
      throw error;
    }
    return bus;
  }

  publish(batch: FeedBatch): void {
    if (batch.length === 0) return;
    this.#local.publish(batch);
    const envelope: Envelope = { origin: this.#origin, batch };
    this.#publisher.publish(this.#channel, JSON.stringify(envelope)).catch(this.#onError);
  }

  subscribe(handler: FeedHandler): () => void {
    return this.#local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.#local.close();
    this.#subscriber.disconnect();
    this.#publisher.disconnect();
  }

  #receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.#onError(error as Error);
      return;
    }
    if (envelope.origin !== this.#origin) this.#local.publish(envelope.batch);
  }
}
