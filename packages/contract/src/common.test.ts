import { describe, expect, it } from 'vitest';
import { csvIds, DB_ID_MAX, DbId, DbIdText, IdParams, queryPositiveInt, Text } from './common.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('shared input primitives (docs/decisions/security-hardening.md)', () => {
  it('DbId takes the int4 range of the id columns, 1 to 2,147,483,647, and nothing else', () => {
    expect([1, DB_ID_MAX].map((v) => ok(DbId, v))).toEqual([true, true]);
    expect([0, -1, DB_ID_MAX + 1, 1.5, '1', 2 ** 53].map((v) => ok(DbId, v))).toEqual(Array(6).fill(false));
  });

  it('DbIdText is the digits of a DbId', () => {
    expect(['1', String(DB_ID_MAX)].map((v) => ok(DbIdText, v))).toEqual([true, true]);
    expect(['0', '01', '-1', '2147483648', '9'.repeat(30), '1a', ''].map((v) => ok(DbIdText, v))).toEqual(
      Array(7).fill(false),
    );
  });

  it('queryPositiveInt and IdParams parse path and query values within the same range', () => {
    expect(queryPositiveInt.parse('42')).toBe(42);
    expect(IdParams.parse({ id: String(DB_ID_MAX) })).toEqual({ id: DB_ID_MAX });
    for (const bad of ['0', '2147483648', '1.5', 'x', '9'.repeat(30)]) {
      expect(ok(queryPositiveInt, bad)).toBe(false);
      expect(ok(IdParams, { id: bad })).toBe(false);
    }
  });

  it('csvIds splits ids and refuses any out of range, however long', () => {
    expect(csvIds.parse(`1,2,${DB_ID_MAX}`)).toEqual([1, 2, DB_ID_MAX]);
    for (const bad of ['1,2147483648', '9'.repeat(30), '0', '-1', '1,,2', '1,a', ''])
      expect(ok(csvIds, bad), bad).toBe(false);
  });

  it('Text(max) refuses NUL and lone surrogates, keeps every real character, and bounds the length', () => {
    const text = Text(8);
    expect(['', 'Rex', 'Müller', '😀 ok', 'ß\u00a0'].map((v) => ok(text, v))).toEqual(Array(5).fill(true));
    expect(['a\u0000b', 'a\ud800b', '\udc00', 'x\ud83d', '123456789'].map((v) => ok(text, v))).toEqual(
      Array(5).fill(false),
    );
    expect(text.safeParse('a\u0000').error?.issues[0]?.message).toMatch(/NUL/);
  });
});
