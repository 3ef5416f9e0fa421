import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/build-test-app.ts';
import { nameStatements, statementName } from './named-statements.ts';

describe('a statement gets its name once it recurs', () => {
  it('runs unnamed twice, then under one name for good', () => {
    const text = `select $1::integer -- ${randomUUID()}`;
    expect([statementName(text), statementName(text)]).toEqual([undefined, undefined]);
    const name = statementName(text);
    expect(name).toMatch(/^sb_\d+$/);
    expect(statementName(text)).toBe(name);
  });

  it('gives two texts two names', () => {
    const [first, second] = [randomUUID(), randomUUID()].map((id) => {
      const text = `select $1::text -- ${id}`;
      statementName(text);
      statementName(text);
      return statementName(text);
    });
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
  });
});

const databaseBase = process.env.TEST_DATABASE_URL;

/** What PostgreSQL holds as parsed on the connection: the statements named by the protocol. */
const preparedOn = async (client: pg.PoolClient) =>
  (
    await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    )
  ).rows;

describe.skipIf(!databaseBase)('named statements on PostgreSQL', () => {
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await freshPostgresDatabase(databaseBase!), max: 1 });
    pool.on('connect', nameStatements);
  });

  afterAll(async () => {
    await pool?.end();
  });

  it('parses a recurring statement once on the connection, and answers each time', async () => {
    const client = await pool.connect();
    try {
      const text = `select $1::integer + 1 as n -- ${randomUUID()}`;
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await client.query<{ n: number }>(text, [i])).rows[0]?.n);
      expect(answers).toEqual([1, 2, 3, 4, 5]);
      expect((await preparedOn(client)).filter((row) => row.statement === text)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('leaves scripts without values to the simple protocol, and a named statement survives an error', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin; create temporary table t (n integer); commit');
      const text = `select 10 / $1::integer as n -- ${randomUUID()}`;
      for (let i = 0; i < 3; i++) await client.query(text, [2]);
      await expect(client.query(text, [0])).rejects.toThrow(/division by zero/);
      expect((await client.query<{ n: number }>(text, [5])).rows[0]?.n).toBe(2);
      // Rolled back, the transaction that ran it leaves the named statement as it was.
      await client.query('begin');
      await client.query(text, [1]);
      await client.query('rollback');
      expect((await client.query<{ n: number }>(text, [10])).rows[0]?.n).toBe(1);
    } finally {
      client.release();
    }
  });
});
