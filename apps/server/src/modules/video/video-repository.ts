import type { Stream, StreamProvider } from '@sb/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { videoStreams } from '../../db/schema.ts';

type StreamRow = typeof videoStreams.$inferSelect;

const toStream = (row: StreamRow): Stream => ({
  stream_id: row.streamId,
  provider: row.provider,
  eventId: row.eventId,
  allowed_countries: row.allowedCountries,
  blocked_countries: row.blockedCountries,
});

/** The streams of the given events (all when none are named) from the given providers. */
export async function listStreams(
  db: Db,
  filter: { eventIds?: number[] | undefined; providers: StreamProvider[] },
): Promise<Stream[]> {
  if (filter.providers.length === 0) return [];
  const conditions: SQL[] = [inArray(videoStreams.provider, filter.providers)];
  if (filter.eventIds) conditions.push(inArray(videoStreams.eventId, filter.eventIds));
  const rows = await db
    .select()
    .from(videoStreams)
    .where(and(...conditions))
    .orderBy(asc(videoStreams.eventId), asc(videoStreams.streamId));
  return rows.map(toStream);
}

export async function findStream(db: Db, streamId: string): Promise<Stream | undefined> {
  const [row] = await db.select().from(videoStreams).where(eq(videoStreams.streamId, streamId));
  return row ? toStream(row) : undefined;
}
