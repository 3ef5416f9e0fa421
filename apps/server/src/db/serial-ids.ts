import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database.ts';

/**
 * `count` ids of a table's serial `id`, taken from its sequence now, for rows written later with
 * them. A sequence is outside transactions: the ids are this caller's whether or not its own
 * transaction commits (one that rolls back leaves a gap, as a failed insert does), so they may be
 * taken on another connection while a transaction waits for its locks. A group of placements takes
 * its slips' and bets' ids that way and writes each slip with its answer, which names them, in one
 * insert (docs/decisions/throughput.md, "Twelfth stop").
 */
export async function reserveIds(db: Db | Tx, table: PgTable, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db.execute<{ id: number }>(
    sql`select ${nextId(table)}::integer as id from generate_series(1, ${count}::integer)`,
  );
  return rows.rows.map((row) => Number(row.id));
}

/** The next id of a table's serial `id`, as its column default takes it. */
export const nextId = (table: PgTable): SQL =>
  sql`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))`;
