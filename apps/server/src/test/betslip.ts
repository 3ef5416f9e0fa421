import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  BalanceResponse,
  BetslipModel,
  PlacementResponse,
  PricingResponse,
  type BetslipModelInput,
  type PricingRequestInput,
} from '@sb/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bets, betSlips, walletLedger } from '../db/schema.ts';
import { login, withToken } from './accounts.ts';

/** Test helpers for the betslip: a player's session, the calls as the web makes them, the ledger. */

export interface Player {
  id: number;
  token: string;
}

export async function session(app: FastifyInstance, username: string, password?: string): Promise<Player> {
  const body = await login(app, username, password);
  return { id: body.session.id, token: body.session.jwe_token };
}

export async function pricing(
  app: FastifyInstance,
  request: PricingRequestInput,
  player?: Player,
  method: 'PUT' | 'POST' = 'POST',
): Promise<PricingResponse> {
  const response = await app.inject({
    method,
    url: apiPaths.betslipPricing,
    payload: request,
    ...(player ? { headers: { authorization: `Bearer ${player.token}` } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PricingResponse.parse(response.json());
}

/** A slip of these outcomes at their current prices, as the web has it after a pricing call. */
export async function slipOf(
  app: FastifyInstance,
  outcomeIds: number[],
  extra: Partial<PricingRequestInput> = {},
): Promise<BetslipModel> {
  const priced = await pricing(app, { model: {}, outcomeIds, ...extra });
  return priced.model;
}

/** The slip with stakes on some singles (by index) and on the multiple. */
export function staked(
  model: BetslipModel,
  stakes: { singles?: Record<number, string>; multiple?: string; systems?: Record<string, string> },
): BetslipModelInput {
  return {
    ...model,
    singles: model.singles.map((s, i) => ({ ...s, unitStake: stakes.singles?.[i] ?? '0' })),
    multiples: model.multiples.map((m) => ({ ...m, unitStake: stakes.multiple ?? '0' })),
    systems: model.systems.map((s) => ({ ...s, unitStake: stakes.systems?.[s.ref] ?? '0' })),
  };
}

export function postSlip(
  app: FastifyInstance,
  player: Player,
  model: BetslipModelInput,
  uuid: string = randomUUID(),
  accountId = player.id,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${apiPaths.placeBetslip(accountId)}?withAuth=true&uuid=${uuid}`,
    headers: { authorization: `Bearer ${player.token}` },
    payload: model,
  });
}

export async function place(
  app: FastifyInstance,
  player: Player,
  model: BetslipModelInput,
  uuid?: string,
): Promise<PlacementResponse> {
  const response = await postSlip(app, player, model, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return PlacementResponse.parse(response.json());
}

export async function slipStatus(app: FastifyInstance, player: Player, betSlipId: string) {
  return app.inject({
    method: 'PUT',
    url: apiPaths.betslipStatus(betSlipId),
    headers: { authorization: `Bearer ${player.token}` },
    payload: { model: {} },
  });
}

export async function balanceOf(app: FastifyInstance, player: Player): Promise<BalanceResponse> {
  const response = await withToken(app, player.token, { method: 'GET', url: apiPaths.balance });
  return BalanceResponse.parse(response.json());
}

/** The ledger's own account of the player: the sum of the rows and the last row's balance after. */
export async function ledgerOf(app: FastifyInstance, playerId: number) {
  const [row] = await app.db
    .select({
      sum: sql<string>`coalesce(sum(${walletLedger.amountUnits}), 0)::bigint`,
      rows: sql<number>`count(*)::int`,
      last: sql<
        string | null
      >`(array_agg(${walletLedger.balanceAfterUnits} order by ${walletLedger.id} desc))[1]`,
      negative: sql<number>`count(*) filter (where ${walletLedger.balanceAfterUnits} < 0)::int`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.playerId, playerId));
  return {
    sum: Number(row?.sum ?? 0),
    rows: Number(row?.rows ?? 0),
    last: row?.last === null || row?.last === undefined ? undefined : Number(row.last),
    negativeRows: Number(row?.negative ?? 0),
  };
}

export async function betsOf(app: FastifyInstance, playerId: number): Promise<(typeof bets.$inferSelect)[]> {
  return app.db.select().from(bets).where(eq(bets.playerId, playerId));
}

export async function slipsOf(
  app: FastifyInstance,
  playerId: number,
): Promise<(typeof betSlips.$inferSelect)[]> {
  return app.db.select().from(betSlips).where(eq(betSlips.playerId, playerId));
}

export const codes = (response: { errors: { code: string }[] }) => response.errors.map((e) => e.code);
