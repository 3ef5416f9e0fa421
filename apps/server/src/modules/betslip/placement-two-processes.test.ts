// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { randomUUID } from 'node:crypto';
import { apiPaths, PlacementResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshPostgresDatabase } from '../../test/build-test-app.ts';
import { balanceOf, betsOf, ledgerOf, postSlip, session, slipOf, staked } from '../../test/betslip.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: one account's
 * placements through both at once are still serialised (the lock is the database's row lock), and
 * one uuid sent to both places once. Runs where CI gives PostgreSQL (TEST_DATABASE_URL).
 */
const databaseBase = process.env.TEST_DATABASE_URL;
const ARSENAL = 1010101;

describe.skipIf(!databaseBase)('placement through two processes on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const url = await freshPostgresDatabase(databaseBase!);
    first = await buildTestApp({ databaseUrl: url });
    second = await buildTestApp({ databaseUrl: url });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('never overdraws one account placing through both: 60 slips on a balance for 30', async () => {
    const player = await session(first, 'empty');
    const deposit = await first.inject({
      method: 'POST',
      url: apiPaths.deposits(player.id),
      headers: { authorization: `Bearer ${player.token}` },
      payload: { amount: 30 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const slip = staked(await slipOf(first, [ARSENAL]), { singles: { 0: '1' } });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postSlip(i % 2 === 0 ? first : second, player, slip)),
    );
    const answers = responses.map((r) => PlacementResponse.parse(r.json()));
    expect(answers.filter((a) => a.status === 'accepted')).toHaveLength(30);
    expect(await betsOf(first, player.id)).toHaveLength(30);
    expect((await balanceOf(second, player)).totalBalance).toBe(0);
    const ledger = await ledgerOf(first, player.id);
    expect([ledger.sum, ledger.last, ledger.negativeRows]).toEqual([0, 0, 0]);
  });

  it('places one uuid sent to both processes at once exactly once', async () => {
    const player = await session(second, 'demo');
    const before = await balanceOf(first, player);
    const slip = staked(await slipOf(second, [ARSENAL]), { singles: { 0: '3' } });
    const uuid = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postSlip(i % 2 === 0 ? first : second, player, slip, uuid)),
    );
    const answers = responses.map((r) => r.body);
    expect(new Set(answers).size).toBe(1);
    expect((await balanceOf(first, player)).totalBalance).toBeCloseTo(before.totalBalance - 3, 2);
  });
});
