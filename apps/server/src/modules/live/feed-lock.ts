import pg from 'pg';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';

const FEED_LOCK = ADVISORY_LOCKS.feedSimulator;

/**
 * Only one process on a database runs the feed simulator: the one holding this session-level
 * advisory lock, on a connection of its own (the pool would hand the lock's connection around).
 * The lock goes with the connection: if the holder dies, another process takes it. Without a
 * PostgreSQL URL (the embedded database) this process is the only one, and always holds it.
 */
export interface FeedLock {
  /** Takes the lock if free; true while this process holds it. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

export function feedLock(url: string | undefined, onLost: (error: Error) => void): FeedLock {
  if (!url) return { tryAcquire: () => Promise.resolve(true), release: () => Promise.resolve() };
  let client: pg.Client | undefined;
  let held = false;
  return {
    async tryAcquire() {
      if (held) return true;
      if (!client) {
        const connecting = new pg.Client({ connectionString: url });
        connecting.on('error', (error) => {
          // The lock went with the connection: stop leading, try again later on a new one.
          held = false;
          client = undefined;
          onLost(error);
        });
        await connecting.connect();
        client = connecting;
      }
      const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        FEED_LOCK,
      ]);
      held = result.rows[0]?.ok === true;
      return held;
    },
    async release() {
      held = false;
      const closing = client;
      client = undefined;
      await closing?.end();
    },
  };
}
