import { InProcessFeedBus, type FeedBatch, type FeedBus, type FeedHandler } from './feed-bus.ts';
import { RedisChannel } from './redis-channel.ts';

/**
 * The feed bus across processes, on Redis pub/sub: a batch is applied locally at once, then
 * published; every other process applies it when it arrives. One channel, one publishing process
 * (the simulator's), so every process sees batches in publish order. The channel is internal (only
 * our servers publish to it), so batches are not validated again. Pub/sub keeps nothing: a process
 * starting loads the saved live state, at most a few seconds old, and follows the bus from there.
 */
export class RedisFeedBus implements FeedBus {
  private constructor(
    private readonly local: InProcessFeedBus,
    private readonly channel: RedisChannel,
  ) {}

  /** Connected and subscribed: nothing published after this resolves is missed. */
  static async connect(url: string, channel: string, onError: (error: Error) => void): Promise<RedisFeedBus> {
    const local = new InProcessFeedBus();
    const redis = await RedisChannel.connect(
      url,
      channel,
      (batch) => local.publish(batch as FeedBatch),
      onError,
    );
    return new RedisFeedBus(local, redis);
  }

  publish(batch: FeedBatch): void {
    if (batch.length === 0) return;
    this.local.publish(batch);
    this.channel.publish(batch);
  }

  subscribe(handler: FeedHandler): () => void {
    return this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.channel.close();
  }
}
