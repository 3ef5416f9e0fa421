import type { ServerSettingsInput } from '@sb/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settings } from '../db/schema.ts';

/**
 * The flagship brand's web settings as an operator edits them: each call writes the settings as
 * first read plus `change` (so `{}` puts them back) and ends the settings cache.
 */
export function flagshipWebSettings(app: () => FastifyInstance) {
  let stored: ServerSettingsInput | undefined;
  const flagship = and(eq(settings.brand, 'sportsbook'), eq(settings.channel, 'web'));
  return async function setWebSettings(change: Partial<ServerSettingsInput>): Promise<void> {
    const db = app().db;
    stored ??= (await db.select().from(settings).where(flagship))[0]!.body;
    await db
      .update(settings)
      .set({ body: { ...stored, ...change } })
      .where(flagship);
    app().cms.invalidate();
  };
}
