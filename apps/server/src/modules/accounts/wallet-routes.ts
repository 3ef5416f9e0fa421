import { cashierWireRange, ledgerToMajor, negateUnits, wireDecimals, type LedgerUnits } from '@sb/domain';
import { randomUUID } from 'node:crypto';
import {
  AccountIdParams,
  apiRoutes,
  CashierRequest,
  TransactionsQuery,
  CashierResponse,
  TransactionsResponse,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import type { PlayerRow } from './accounts-repository.ts';
import { callerOf } from './accounts-service.ts';
import { conflict, guardRefusals, playerScope } from './player-scope.ts';
import { balanceResponse, transaction, withdrawableUnits } from './account-views.ts';
import { wireToLedgerUnits } from './money.ts';
import { LEDGER_DESCRIPTIONS, ledgerPage, postLedgerEntry } from './wallet-repository.ts';

/**
 * Optional: a client retrying a request sends the same key and is charged once; the key with
 * another body or operation is a 409. Loose: the other headers (Authorization) stay on the request.
 */
const CashierHeaders = z.looseObject({
  'idempotency-key': z.optional(
    z.string().check(z.regex(/^[\w-]{8,64}$/, 'Expected 8 to 64 letters, digits, - or _')),
  ),
});

function formatAmount(units: LedgerUnits, currency: string): string {
  return `${ledgerToMajor(units, currency).toFixed(wireDecimals(currency))} ${currency}`;
}

/** A cashier call's answers: the guard's refusals, and an Idempotency-Key reused for another request. */
const answers = { 200: CashierResponse, ...guardRefusals, ...conflict };

/** The wallet's history and the demo cashier (SPEC.md §1 "cashier"; docs/ACCOUNTS.md). */
export const walletRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  app.get(
    apiRoutes.transactions,
    {
      schema: {
        params: AccountIdParams,
        querystring: TransactionsQuery,
        response: { 200: TransactionsResponse, ...guardRefusals },
      },
    },
    async (request) => {
      const { player } = callerOf(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await ledgerPage(app.db, player.id, page, pageSize);
      const body: TransactionsResponse = {
        transactions: rows.map((row) => transaction(row, player.currency)),
        page,
        pageSize,
        total,
      };
      return body;
    },
  );

  async function cashier(
    player: PlayerRow,
    kind: 'DEPOSIT' | 'WITHDRAWAL',
    amount: number,
    idempotencyKey: string | undefined,
  ): Promise<CashierResponse> {
    const { currency } = player;
    const { min, max } = cashierWireRange(currency);
    if (amount < min || amount > max) {
      throw new ApiProblem(
        422,
        'AMOUNT_OUT_OF_RANGE',
        `${kind === 'DEPOSIT' ? 'Deposits' : 'Withdrawals'} are from ${min} to ${max} ${currency}`,
      );
    }
    const minor = wireToLedgerUnits(amount, currency, 'body.amount');
    const amountUnits = kind === 'DEPOSIT' ? minor : negateUnits(minor);
    const { row, balances, replayed } = await postLedgerEntry(
      app.db,
      {
        playerId: player.id,
        kind,
        pot: 'real',
        amountUnits,
        reference: `cashier:${player.id}:${idempotencyKey ?? randomUUID()}`,
        description: LEDGER_DESCRIPTIONS[kind],
        createdAt: app.clock(),
      },
      (current) => {
        const withdrawable = withdrawableUnits(player, current);
        if (kind === 'WITHDRAWAL' && minor > withdrawable) {
          throw new ApiProblem(
            422,
            'INSUFFICIENT_FUNDS',
            `Withdrawal of ${formatAmount(minor, currency)} is above the withdrawable amount of ${formatAmount(withdrawable, currency)}`,
          );
        }
      },
    );
    // A key answers only the request it was first sent with (as a bet's uuid does): a retry of
    // another operation or amount under it is a client bug, not the first result.
    if (replayed && (row.kind !== kind || row.amountUnits !== amountUnits)) {
      throw new ApiProblem(
        409,
        'IDEMPOTENCY_KEY_REUSED',
        `Idempotency-Key ${idempotencyKey} was already used for another request`,
      );
    }
    return { transaction: transaction(row, currency), balance: balanceResponse(player, balances) };
  }

  app.post(
    apiRoutes.deposits,
    {
      schema: { params: AccountIdParams, body: CashierRequest, headers: CashierHeaders, response: answers },
      config: { guard: { termsAccepted: true } },
    },
    async (request) =>
      cashier(callerOf(request).player, 'DEPOSIT', request.body.amount, request.headers['idempotency-key']),
  );

  app.post(
    apiRoutes.withdrawals,
    {
      schema: { params: AccountIdParams, body: CashierRequest, headers: CashierHeaders, response: answers },
      config: { guard: { termsAccepted: true } },
    },
    async (request) =>
      cashier(
        callerOf(request).player,
        'WITHDRAWAL',
        request.body.amount,
        request.headers['idempotency-key'],
      ),
  );

  done();
});
