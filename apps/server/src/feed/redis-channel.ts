import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

interface Envelope {
  /** The publishing process: it has handled its own message already and skips it here. */
  origin: string;
  payload: unknown;
}

/**
 * One Redis pub/sub channel between our processes (the feed bus and the results bus each have
 * one): a publishing and a subscribed connection, every message tagged with the process that
 * published it, which skips its own. Messages arrive in publish order per publisher. Pub/sub keeps
 * nothing: a process that is down misses what is published meanwhile.
 */
export class RedisChannel {
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #name: string;
  readonly #onError: (error: Error) => void;

  private constructor(
    url: string,
    name: string,
    onMessage: (payload: unknown) => void,
    onError: (error: Error) => void,
  ) {
    this.#publisher = new Redis(url, { lazyConnect: true });
    this.#subscriber = new Redis(url, { lazyConnect: true });
    this.#name = name;
    this.#onError = onError;
    // Without listeners a lost connection is an unhandled error; ioredis reconnects by itself.
    this.#publisher.on('error', onError);
    this.#subscriber.on('error', onError);
    this.#subscriber.on('message', (_channel: string, message: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(message) as Envelope;
      } catch (error) {
        onError(error as Error);
        return;
      }
      if (envelope.origin !== this.#origin) onMessage(envelope.payload);
    });
  }

  /** Connected and subscribed: nothing published after this resolves is missed. */
  static async connect(
    url: string,
    name: string,
    onMessage: (payload: unknown) => void,
    onError: (error: Error) => void,
  ): Promise<RedisChannel> {
    const channel = new RedisChannel(url, name, onMessage, onError);
    try {
      await Promise.all([channel.#publisher.connect(), channel.#subscriber.connect()]);
      await channel.#subscriber.subscribe(name);
    } catch (error) {
      channel.close();
      throw error;
    }
    return channel;
  }

  /** To the other processes; a failure goes to `onError` (the local handlers have run already). */
  publish(payload: unknown): void {
    const envelope: Envelope = { origin: this.#origin, payload };
    this.#publisher.publish(this.#name, JSON.stringify(envelope)).catch(this.#onError);
  }

  close(): void {
    this.#subscriber.disconnect();
    this.#publisher.disconnect();
  }
}
