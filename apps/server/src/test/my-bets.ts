import { randomUUID } from 'node:crypto';
import {
  BetCountResponse,
  CashOutResponse,
  myBetsPaths,
  MyBetResponse,
  MyBetsResponse,
  type CashOutRequestInput,
} from '@sb/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { walletLedger } from '../db/schema.ts';
import { withToken } from './accounts.ts';
import { place, slipOf, staked, type Player } from './betslip.ts';
import { demoFeedRoutes } from '../modules/live/index.ts';

/** Test helpers for My Bets: the calls as the web makes them, and a bet placed to look at. */

function ok<T>(response: LightMyRequestResponse, schema: { parse(v: unknown): T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

export const openBets = async (app: FastifyInstance, p: Player) =>
  ok(await withToken(app, p.token, { method: 'GET', url: myBetsPaths.openBets(p.id) }), MyBetsResponse).bets;

export const openBet = async (app: FastifyInstance, p: Player, betId: string) =>
  ok(await withToken(app, p.token, { method: 'GET', url: myBetsPaths.openBet(p.id, betId) }), MyBetResponse)
    .bet;

export const betCount = async (app: FastifyInstance, p: Player) =>
  ok(await withToken(app, p.token, { method: 'GET', url: myBetsPaths.betCount(p.id) }), BetCountResponse);

export const settledResponse = (app: FastifyInstance, p: Player, numberOfBets?: number) =>
  withToken(app, p.token, {
    method: 'GET',
    url: `${myBetsPaths.dailySettledBets}${numberOfBets === undefined ? '' : `?numberOfBets=${numberOfBets}`}`,
  });

export const settledBets = async (app: FastifyInstance, p: Player, numberOfBets?: number) =>
  ok(await settledResponse(app, p, numberOfBets), MyBetsResponse).bets;

export const postCashOut = (
  app: FastifyInstance,
  p: Player,
  betId: string,
  body: Partial<CashOutRequestInput> | Record<string, unknown>,
) =>
  withToken(app, p.token, {
    method: 'POST',
    url: myBetsPaths.cashOut(p.id, betId),
    payload: { requestId: randomUUID(), ...body },
  });

export const cashOut = async (
  app: FastifyInstance,
  p: Player,
  betId: string,
  body: Partial<CashOutRequestInput> & { value: string },
) => ok(await postCashOut(app, p, betId, body), CashOutResponse);

/** A single of `stake` on the outcome at its current price; its bet id. */
export async function placeSingle(app: FastifyInstance, p: Player, outcomeId: number, stake: string) {
  const placed = await place(app, p, staked(await slipOf(app, [outcomeId]), { singles: { 0: stake } }));
  expect(placed.status).toBe('accepted');
  return placed.bets[0]!.betId;
}

/** The ledger rows written for one reference prefix (cashout:, settle:) of a player. */
export async function ledgerRows(
  app: FastifyInstance,
  playerId: number,
  kind: 'CASHOUT' | 'BET_WIN',
): Promise<(typeof walletLedger.$inferSelect)[]> {
  return app.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.playerId, playerId), eq(walletLedger.kind, kind)));
}

/** The feed moves an outcome's price (the demo control; the app needs `demoControls`). */
export const setFeedPrice = (app: FastifyInstance, outcomeId: number, decimal: number) =>
  app.inject({
    method: 'POST',
    url: demoFeedRoutes.outcomePrice.replace(':outcomeId', String(outcomeId)),
    payload: { decimal },
  });

/** The feed opens or suspends a market (the demo control; the app needs `demoControls`). */
export const setFeedMarketStatus = (app: FastifyInstance, marketId: number, status: 'OPEN' | 'SUSPENDED') =>
  app.inject({
    method: 'POST',
    url: demoFeedRoutes.marketStatus.replace(':marketId', String(marketId)),
    payload: { status },
  });
