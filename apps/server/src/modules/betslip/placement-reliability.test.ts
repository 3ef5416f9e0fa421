// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { randomUUID } from 'node:crypto';
import { ApiError, apiPaths, PlacementResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { playerLike } from '../../test/jackpot.ts';
import {
  balanceOf,
  betsOf,
  codes,
  ledgerOf,
  place,
  postSlip,
  session,
  slipOf,
  slipsOf,
  staked,
  type Player,
} from '../../test/betslip.ts';

/*
 * Reliability (issue 6 part 5): idempotent by uuid, serialised per account, the ledger always
 * equal to the balance. Runs on PGlite and, in the server-pg project, on PostgreSQL, where the
 * placements really run side by side on a pool of connections.
 */
const ARSENAL = 1010101;
const LEEDS = 1030101;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

async function expectLedgerIsBalance(player: Player) {
  const balance = await balanceOf(app, player);
  const ledger = await ledgerOf(app, player.id);
  expect(ledger.sum).toBe(Math.round(balance.totalBalance * 100));
  expect(ledger.last ?? 0).toBe(ledger.sum);
  expect(ledger.negativeRows).toBe(0);
  return balance;
}

describe('the uuid is the idempotency key', () => {
  it('answers the same uuid again with the first result and takes no second stake', async () => {
    const demo = await session(app, 'demo');
    const slip = staked(await slipOf(app, [ARSENAL]), { singles: { 0: '4' } });
    const uuid = randomUUID();
    const first = await place(app, demo, slip, uuid);
    const balance = await balanceOf(app, demo);
    const again = await place(app, demo, slip, uuid);
    expect(again).toEqual(first);
    expect((await balanceOf(app, demo)).totalBalance).toBe(balance.totalBalance);
    expect((await slipsOf(app, demo.id)).filter((s) => s.uuid === uuid)).toHaveLength(1);
    await expectLedgerIsBalance(demo);
  });

  it('refuses the same uuid with another body with a 409 that says so, and takes nothing', async () => {
    const demo = await session(app, 'demo');
    const slip = await slipOf(app, [ARSENAL]);
    const uuid = randomUUID();
    await place(app, demo, staked(slip, { singles: { 0: '4' } }), uuid);
    const balance = await balanceOf(app, demo);
    const response = await postSlip(app, demo, staked(slip, { singles: { 0: '40' } }), uuid);
    expect(response.statusCode).toBe(409);
    const error = ApiError.parse(response.json());
    expect(error.code).toBe('BETSLIP_UUID_REUSED');
    expect(error.message).toContain(uuid);
    expect((await balanceOf(app, demo)).totalBalance).toBe(balance.totalBalance);
  });

  it('processes 50 concurrent requests with one uuid once: one slip, one bet, one stake', async () => {
    const player = await session(app, 'terms');
    // Bets only with the terms accepted (accounts/terms-guard.test.ts).
    await app.inject({
      method: 'POST',
      url: apiPaths.acceptTerms,
      headers: { authorization: `Bearer ${player.token}` },
    });
    const before = await balanceOf(app, player);
    const slip = staked(await slipOf(app, [LEEDS]), { singles: { 0: '2.50' } });
    const uuid = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => postSlip(app, player, slip, uuid)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const answers = responses.map((r) => PlacementResponse.parse(r.json()));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe('accepted');
    expect(await slipsOf(app, player.id)).toHaveLength(1);
    expect(await betsOf(app, player.id)).toHaveLength(1);
    const after = await expectLedgerIsBalance(player);
    expect(after.totalBalance).toBeCloseTo(before.totalBalance - 2.5, 2);
  });
});

describe('placements of one account are serialised', () => {
  it('gives 200 concurrent slips on a balance for 100 exactly 100 bets, a balance of zero, never below', async () => {
    const player = await session(app, 'empty');
    const deposit = await app.inject({
      method: 'POST',
      url: apiPaths.deposits(player.id),
      headers: { authorization: `Bearer ${player.token}` },
      payload: { amount: 100 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const slip = staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } });
    const responses = await Promise.all(Array.from({ length: 200 }, () => postSlip(app, player, slip)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    const answers = responses.map((r) => PlacementResponse.parse(r.json()));
    const accepted = answers.filter((a) => a.status === 'accepted');
    const rejected = answers.filter((a) => a.status === 'rejected');
    expect(accepted).toHaveLength(100);
    expect(rejected).toHaveLength(100);
    expect(new Set(rejected.flatMap(codes))).toEqual(new Set(['RES-00056']));
    // Every accepted answer saw a balance one stake lower than the one before it.
    expect(accepted.map((a) => Number(a.balance)).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 100 }, (_, i) => 99 - i),
    );
    expect(await betsOf(app, player.id)).toHaveLength(100);
    const balance = await expectLedgerIsBalance(player);
    expect(balance.totalBalance).toBe(0);
  });
});

describe('placements of many players at once are committed in groups', () => {
  it('takes each plain slip once, answers a retry, refuses a moved price in the group, and gives a second slip its own turn', async () => {
    const players = await Promise.all(Array.from({ length: 13 }, () => playerLike(app, 'demo')));
    for (const player of players)
      await app.inject({
        method: 'POST',
        url: apiPaths.acceptTerms,
        headers: { authorization: `Bearer ${player.token}` },
      });
    const before = await Promise.all(players.map((p) => balanceOf(app, p)));
    const slip = await slipOf(app, [ARSENAL]);
    const double = await slipOf(app, [ARSENAL, LEEDS]);
    const [retried, twice, broke, moved, ...plain] = players as [Player, Player, Player, Player, ...Player[]];
    const retryUuid = randomUUID();
    const movedUuid = randomUUID();
    // A price the bettor saw that the book no longer offers: refused with RES-00152 by the group.
    const stale = { ...slip, singles: slip.singles.map((s) => ({ ...s, decimal: s.decimal + 0.5 })) };
    // All sent at once: they wait for one another in the queue and commit together.
    const [retryA, retryB, first, second, refused, movedA, movedB, ...taken] = await Promise.all([
      place(app, retried, staked(slip, { singles: { 0: '3' } }), retryUuid),
      place(app, retried, staked(slip, { singles: { 0: '3' } }), retryUuid),
      place(app, twice, staked(slip, { singles: { 0: '1' } })),
      place(app, twice, staked(double, { multiple: '2' })),
      place(app, broke, staked(slip, { singles: { 0: String(before[2]!.totalBalance + 1) } })),
      place(app, moved, staked(stale, { singles: { 0: '2' } }), movedUuid),
      place(app, moved, staked(stale, { singles: { 0: '2' } }), movedUuid),
      ...plain.map((p, i) =>
        place(app, p, i % 2 ? staked(double, { multiple: '2' }) : staked(slip, { singles: { 0: '2' } })),
      ),
    ]);

    expect(retryB).toEqual(retryA);
    expect(retryA.status).toBe('accepted');
    expect(await slipsOf(app, retried.id)).toHaveLength(1);
    expect([first.status, second.status]).toEqual(['accepted', 'accepted']);
    expect(codes(refused)).toEqual(['RES-00056']);
    expect(codes(movedA)).toEqual(['RES-00152']);
    expect(movedB).toEqual(movedA);
    expect(await slipsOf(app, moved.id)).toHaveLength(1);
    expect(taken.map((a) => a.status)).toEqual(plain.map(() => 'accepted'));
    // Each slip its own id, each bet its own; every answer's balance is its own player's.
    const slipIds = [retryA, first, second, ...taken].map((a) => a.betSlipId);
    expect(new Set(slipIds).size).toBe(slipIds.length);
    for (const [i, answer] of taken.entries())
      expect(Number(answer.balance)).toBeCloseTo(before[i + 4]!.totalBalance - 2, 2);

    const stakes = [3, 3, 0, 0, ...plain.map(() => 2)];
    for (const [i, player] of players.entries()) {
      const after = await expectLedgerIsBalance(player);
      expect(after.totalBalance).toBeCloseTo(before[i]!.totalBalance - stakes[i]!, 2);
    }
    expect(await betsOf(app, twice.id)).toHaveLength(2);
    expect(await betsOf(app, broke.id)).toHaveLength(0);
    expect(await betsOf(app, moved.id)).toHaveLength(0);
  });
});
