// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { ApiError, apiPaths, BalanceResponse, CashierResponse, TransactionsResponse } from '@sb/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { login, loginWithAnswer, withToken } from '../../test/accounts.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function session(username: string) {
  const body = username === 'question' ? await loginWithAnswer(app) : await login(app, username);
  return { id: body.session.id, token: body.session.jwe_token };
}

const cashier = (
  player: { id: number; token: string },
  kind: 'deposits' | 'withdrawals',
  amount: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: kind === 'deposits' ? apiPaths.deposits(player.id) : apiPaths.withdrawals(player.id),
    headers: { authorization: `Bearer ${player.token}`, ...headers },
    payload: { amount },
  });

async function balanceOf(player: { token: string }) {
  return BalanceResponse.parse((await withToken(app, player.token, { url: apiPaths.balance })).json());
}

/** The balance as the ledger states it: the sum of the player's rows, in ledger units. */
async function ledgerSum(playerId: number): Promise<number> {
  const [row] = await app.db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountUnits}), 0)::bigint` })
    .from(walletLedger)
    .where(eq(walletLedger.playerId, playerId));
  return Number(row?.sum);
}

describe('demo cashier and the wallet ledger', () => {
  it('records a deposit and a withdrawal as ledger rows whose sum is the balance', async () => {
    const player = await session('krw');
    const before = await balanceOf(player);
    const deposit = await cashier(player, 'deposits', 2500);
    expect(deposit.statusCode, deposit.body).toBe(200);
    const body = CashierResponse.parse(deposit.json());
    expect(body.transaction).toMatchObject({
      kind: 'DEPOSIT',
      amount: 2500,
      balanceAfter: before.totalBalance + 2500,
    });
    expect(body.balance.totalBalance).toBe(before.totalBalance + 2500);
    expect((await cashier(player, 'withdrawals', 1000)).statusCode).toBe(200);
    const after = await balanceOf(player);
    expect(after.totalBalance).toBe(before.totalBalance + 1500);
    expect(await ledgerSum(player.id)).toBe(after.totalBalance);
  });

  it('refuses a withdrawal above the withdrawable amount with 422 and says how much is withdrawable', async () => {
    const player = await session('demo');
    // 885 in the wallet of which 25 is bonus money: 860 withdrawable.
    const response = await cashier(player, 'withdrawals', 870);
    expect(response.statusCode).toBe(422);
    expect(ApiError.parse(response.json())).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Withdrawal of 870.00 EUR is above the withdrawable amount of 860.00 EUR',
    });
    expect((await balanceOf(player)).totalBalance).toBe(885);
  });

  it('never overdraws under concurrent withdrawals: exactly as many pass as the money covers', async () => {
    const player = await session('terms');
    // Money moves only with the terms accepted (terms-guard.test.ts).
    await withToken(app, player.token, { method: 'POST', url: apiPaths.acceptTerms });
    expect((await balanceOf(player)).realBalance).toBe(50);
    const results = await Promise.all(Array.from({ length: 8 }, () => cashier(player, 'withdrawals', 20)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422, 422, 422, 422]);
    expect((await balanceOf(player)).realBalance).toBe(10);
    expect(await ledgerSum(player.id)).toBe(1000);
  });

  it('records a retried request with the same Idempotency-Key once', async () => {
    const player = await session('empty');
    const key = { 'idempotency-key': 'deposit-retry-0001' };
    const first = CashierResponse.parse((await cashier(player, 'deposits', 40, key)).json());
    const second = CashierResponse.parse((await cashier(player, 'deposits', 40, key)).json());
    expect(second.transaction.id).toBe(first.transaction.id);
    expect((await balanceOf(player)).totalBalance).toBe(40);
  });

  it('refuses an Idempotency-Key reused for another amount or another operation with 409, moving nothing', async () => {
    const player = await session('empty');
    const key = { 'idempotency-key': 'cashier-reuse-0001' };
    const before = (await balanceOf(player)).totalBalance;
    expect((await cashier(player, 'deposits', 30)).statusCode).toBe(200);
    const first = CashierResponse.parse((await cashier(player, 'withdrawals', 10, key)).json());
    expect(first.transaction.kind).toBe('WITHDRAWAL');
    for (const [kind, amount] of [
      ['deposits', 10],
      ['withdrawals', 11],
    ] as const) {
      const reused = await cashier(player, kind, amount, key);
      expect(reused.statusCode, reused.body).toBe(409);
      expect(ApiError.parse(reused.json())).toMatchObject({
        statusCode: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    // The same request again answers the first result; the money moved once.
    const again = CashierResponse.parse((await cashier(player, 'withdrawals', 10, key)).json());
    expect(again.transaction).toEqual(first.transaction);
    expect((await balanceOf(player)).totalBalance).toBe(before + 20);
  });

  it('refuses a malformed Idempotency-Key with a 400 naming the header', async () => {
    const player = await session('empty');
    const response = await cashier(player, 'deposits', 5, { 'idempotency-key': 'x' });
    expect(ApiError.parse(response.json()).field).toBe('headers.idempotency-key');
  });

  it('refuses amounts out of range or with too many decimals, naming the rule', async () => {
    const eur = await session('demo');
    expect(ApiError.parse((await cashier(eur, 'deposits', 0)).json()).field).toBe('body.amount');
    expect(ApiError.parse((await cashier(eur, 'deposits', 10.005)).json())).toMatchObject({
      statusCode: 400,
      field: 'body.amount',
      message: 'body.amount: EUR amounts have at most 2 decimals',
    });
    expect(ApiError.parse((await cashier(eur, 'deposits', 0.5)).json())).toMatchObject({
      statusCode: 422,
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'Deposits are from 1 to 10000 EUR',
    });
    expect((await cashier(eur, 'deposits', 10_000.01)).statusCode).toBe(422);
    expect((await cashier(eur, 'deposits', 0.29 + 1)).statusCode).toBe(200);
    expect((await cashier(eur, 'deposits', '10')).statusCode).toBe(400);
  });

  it('takes whole amounts only in a thousand-scaled currency, stored in thousandths', async () => {
    const vnd = await session('vnd');
    const refused = ApiError.parse((await cashier(vnd, 'deposits', 1500.5)).json());
    expect(refused.message).toBe('body.amount: VND amounts are whole numbers');
    const deposit = CashierResponse.parse((await cashier(vnd, 'deposits', 250_000)).json());
    expect(deposit.balance.totalBalance).toBe(5_250_000);
    const [row] = await app.db
      .select({ minor: walletLedger.amountUnits })
      .from(walletLedger)
      .where(eq(walletLedger.id, deposit.transaction.id));
    expect(row?.minor).toBe(250_000_000n);
  });
});

describe('GET transactions (paging, newest first)', () => {
  it('pages through the history newest first with the total', async () => {
    const player = await session('question');
    for (const amount of [1, 2, 3]) expect((await cashier(player, 'deposits', amount)).statusCode).toBe(200);
    const url = (page: number) => `${apiPaths.transactions(player.id)}?page=${page}&pageSize=2`;
    const first = TransactionsResponse.parse((await withToken(app, player.token, { url: url(1) })).json());
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(first.transactions.map((t) => t.amount)).toEqual([3, 2]);
    const last = TransactionsResponse.parse((await withToken(app, player.token, { url: url(2) })).json());
    expect(last.transactions.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
      ['DEPOSIT', 1, 151],
      ['DEPOSIT', 150, 150],
    ]);
  });

  it('refuses a page size above 100', async () => {
    const player = await session('demo');
    const response = await withToken(app, player.token, {
      url: `${apiPaths.transactions(player.id)}?pageSize=500`,
    });
    expect(ApiError.parse(response.json()).field).toBe('query.pageSize');
  });
});
