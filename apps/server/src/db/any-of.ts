import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1)`, the values sent as one array parameter. drizzle's `inArray` makes a parameter
 * of each value, and building a statement of hundreds of them cost more than running it
 * (settlement's pages, placement groups: docs/decisions/throughput.md). `type` is the column's
 * PostgreSQL type.
 */
export function anyOf(column: AnyColumn, values: readonly number[], type: 'integer'): SQL;
export function anyOf(column: AnyColumn, values: readonly string[], type: 'text'): SQL;
export function anyOf(
  column: AnyColumn,
  values: readonly (number | string)[],
  type: 'integer' | 'text',
): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}
