import type { FeedUpdate } from '@sb/contract';

/** A batch of feed updates, in the order they happened. */
export type FeedBatch = readonly FeedUpdate[];
export type FeedHandler = (batch: FeedBatch) => void;

/**
 * Carries feed updates from the one process that produces them (the simulator, or a real feed) to
 * every process serving them. Each subscriber applies every batch once, in publish order; the
 * publishing process gets its own batches synchronously, so its live state is current as soon as
 * `publish` returns.
 */
export interface FeedBus {
  publish(batch: FeedBatch): void;
  /** Returns the unsubscribe. */
  subscribe(handler: FeedHandler): () => void;
  close(): Promise<void>;
}

/** Delivers to the handlers of this process only: one process, or the local leg of another bus. */
export class InProcessFeedBus implements FeedBus {
  readonly #handlers = new Set<FeedHandler>();

  publish(batch: FeedBatch): void {
    if (batch.length === 0) return;
    for (const handler of this.#handlers) handler(batch);
  }

  subscribe(handler: FeedHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  close(): Promise<void> {
    this.#handlers.clear();
    return Promise.resolve();
  }
}
