import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsDocuments } from '../../db/schema.ts';

/**
 * CMS documents by key, cached in memory: they change when an operator publishes, not per request.
 * `invalidate()` is the publish hook.
 */
export interface CmsRepository {
  get<T>(key: string): Promise<T | undefined>;
  invalidate(): void;
}

const TTL_MS = 60_000;

export function createCmsRepository(db: Db): CmsRepository {
  const cache = new Map<string, { at: number; value: unknown }>();
  return {
    async get<T>(key: string) {
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T | undefined;
      const rows = await db.select().from(cmsDocuments).where(eq(cmsDocuments.key, key));
      const value = rows[0]?.body as T | undefined;
      cache.set(key, { at: Date.now(), value });
      return value;
    },
    invalidate: () => cache.clear(),
  };
}
