import type pg from 'pg';

/** Uses of one statement's text before it gets a name: a statement built for one list's length stays unnamed. */
const USES_BEFORE_NAMING = 3;
/** Names given in a process: each is a parsed statement on every connection that runs it. */
const MAX_NAMES = 300;
/** Texts counted before the counts start again (texts seen too seldom to be named). */
const MAX_COUNTED = 5_000;

const names = new Map<string, string>();
const uses = new Map<string, number>();

/**
 * The name a parameterised statement's text runs under, once it has run often enough to deserve
 * one; undefined before, and once the process has named MAX_NAMES texts.
 *
 * node-postgres sends every unnamed statement to PostgreSQL whole, and PostgreSQL parses, analyses
 * and plans it each time: under the placement peak, planning alone was about a fifth of the
 * cluster's work (docs/decisions/throughput.md, "Thirteenth stop"). A named one is parsed once a
 * connection (node-postgres remembers which it has sent), and PostgreSQL keeps its plan when a
 * generic plan costs no more than the plans made for the values. drizzle's texts hold `$n` for every
 * value, so one text is one statement; a list sent a value an item (`inArray`) makes one text a
 * length, and the lengths that recur get a name like any other.
 */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMES) return known;
  const seen = (uses.get(text) ?? 0) + 1;
  if (seen < USES_BEFORE_NAMING) {
    if (uses.size >= MAX_COUNTED) uses.clear();
    uses.set(text, seen);
    return undefined;
  }
  uses.delete(text);
  const name = `sb_${names.size + 1}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/**
 * Has `client` run its parameterised statements under their names (statementName). Statements
 * without values (begin, commit, a migration's script) go as they came: the simple protocol, which
 * a script of several statements needs.
 */
export function nameStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const unnamed = unnamedWithValues(config, values);
    const name = unnamed && statementName(unnamed.text);
    if (name) return query({ ...unnamed, name }, values, callback);
    return query(config, values, callback);
  }) as typeof client.query;
}

/**
 * The statement as a config (drizzle sends one; `query(text, values)` is the other form), if it has
 * values and no name. A submittable (a cursor, a stream) is its own object and goes as it came.
 */
function unnamedWithValues(config: unknown, values: unknown): QueryConfig | undefined {
  const statement = (typeof config === 'string' ? { text: config } : config) as Partial<QueryConfig> | null;
  if (typeof statement !== 'object' || statement === null || 'submit' in statement) return undefined;
  if (typeof statement.text !== 'string' || statement.name !== undefined) return undefined;
  const given = Array.isArray(values) ? values : statement.values;
  return Array.isArray(given) && given.length > 0 ? (statement as QueryConfig) : undefined;
}
