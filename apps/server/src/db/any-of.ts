import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::type[])`: a list of ids or references as one array parameter. drizzle's
 * `inArray` makes a parameter of each value and checks each one's kind while building the statement;
 * for the page-sized lists of settlement and placement groups (hundreds of values) that building cost
 * the server more than PostgreSQL spent running the statement (docs/decisions/throughput.md).
 */
export function anyOf(column: PgColumn, values: readonly number[], type: 'integer'): SQL;
export function anyOf(column: PgColumn, values: readonly string[], type: 'text'): SQL;
export function anyOf(column: PgColumn, values: readonly (number | string)[], type: 'integer' | 'text'): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}
