import { CachedJson } from './cached-json.ts';

interface Slot {
  loaded?: { value: CachedJson | undefined; at: number; expiresAt: number };
  pending?: Promise<CachedJson | undefined> | undefined;
}

/**
 * An answer that goes out of date at a known moment (the next kick-off of a pre-match list): the
 * cache keeps it until then at most, even within its TTL.
 */
export class Expiring {
  constructor(
    readonly value: unknown,
    /** Epoch milliseconds, on the cache's clock. */
    readonly expiresAt: number,
  ) {}
}

export interface ResponseCacheOptions {
  /** How long an answer is served as fresh; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** A background refresh failed: the stale answer stays until it expires. */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * In-process cache of serialised answers keyed by a normalised query.
 * - Fresh for `ttlMs`, or until the moment an `Expiring` answer names, if sooner.
 * - Once expired, and up to 2 x `ttlMs` after it was computed, the old answer is still served while
 *   one request recomputes it in the background: an expiry never makes a crowd of pollers wait.
 *   (On PGlite the database runs on the event loop, so a refresh is a pause for everyone anyway.)
 * - One computation per key at a time: a burst of identical misses shares one query.
 * - `invalidate()` (a catalogue write) drops everything at once, including answers being computed.
 * An `undefined` result (an unknown id) is cached too: a flood of lookups for it stays cheap.
 */
export class ResponseCache {
  readonly #slots = new Map<string, Slot>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #onRefreshError: (error: unknown) => void;
  readonly #now: () => number;
  #generation = 0;

  constructor(options: ResponseCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#onRefreshError = options.onRefreshError ?? (() => undefined);
    this.#now = options.now ?? Date.now;
  }

  async get(key: string, compute: () => Promise<unknown>): Promise<CachedJson | undefined> {
    if (this.#ttlMs === 0) return toCached(await compute());
    const slot = this.#slots.get(key);
    if (slot?.loaded) {
      const now = this.#now();
      if (now < slot.loaded.expiresAt) return slot.loaded.value;
      if (now - slot.loaded.at < 2 * this.#ttlMs) {
        if (!slot.pending) this.#load(key, slot, compute).catch(this.#onRefreshError);
        return slot.loaded.value;
      }
    }
    if (slot?.pending) return slot.pending;
    return this.#load(key, slot ?? this.#add(key), compute);
  }

  /**
   * The answer under `key` if it is fresh now, without a promise: a warm request need not wait a turn
   * of the event loop. Undefined otherwise (missing, expired, being computed), and `get` decides.
   */
  peek(key: string): CachedJson | undefined {
    if (this.#ttlMs === 0) return undefined;
    const loaded = this.#slots.get(key)?.loaded;
    return loaded && this.#now() < loaded.expiresAt ? loaded.value : undefined;
  }

  invalidate(): void {
    this.#generation++;
    this.#slots.clear();
  }

  /** Counts the invalidations: what was built from this cache's answers is out of date once it moves. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#slots.size;
  }

  #add(key: string): Slot {
    if (this.#slots.size >= this.#maxEntries) {
      const oldest = this.#slots.keys().next();
      if (!oldest.done) this.#slots.delete(oldest.value);
    }
    const slot: Slot = {};
    this.#slots.set(key, slot);
    return slot;
  }

  #load(key: string, slot: Slot, compute: () => Promise<unknown>): Promise<CachedJson | undefined> {
    const generation = this.#generation;
    const pending = compute().then(
      (result) => {
        const value = toCached(result);
        // An answer computed across an invalidation is handed to its callers but not kept.
        if (generation === this.#generation && this.#slots.get(key) === slot) {
          const at = this.#now();
          const expiresAt = Math.min(
            at + this.#ttlMs,
            result instanceof Expiring ? result.expiresAt : Infinity,
          );
          slot.loaded = { value, at, expiresAt };
        }
        slot.pending = undefined;
        return value;
      },
      (error: unknown) => {
        slot.pending = undefined;
        if (!slot.loaded && this.#slots.get(key) === slot) this.#slots.delete(key);
        throw error;
      },
    );
    slot.pending = pending;
    return pending;
  }
}

function toCached(result: unknown): CachedJson | undefined {
  const value = result instanceof Expiring ? result.value : result;
  return value === undefined ? undefined : new CachedJson(value);
}
