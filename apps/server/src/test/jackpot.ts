import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  Jackpot,
  JackpotBetslipResponse,
  JackpotBetsResponse,
  JackpotPricingResponse,
  type JackpotSingle,
} from '@sb/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { demoJackpotRoutes } from '../modules/jackpot/index.ts';
import { session, type Player } from './betslip.ts';
import { withToken } from './accounts.ts';

/** Test helpers for the jackpot: a pool of the test's own, and the calls as the web makes them. */

/** A pool over these pre-match games (the last `reserves` of them reserves), through the demo control. */
export async function openTestPool(app: FastifyInstance, eventIds: number[], reserves = 0): Promise<Jackpot> {
  const response = await app.inject({
    method: 'POST',
    url: demoJackpotRoutes.pools,
    payload: { eventIds, reserves },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Jackpot.parse(response.json());
}

/** A new player like a demo one (its money, currency and brand), through the demo control. */
export async function playerLike(app: FastifyInstance, like: string): Promise<Player> {
  const response = await app.inject({ method: 'POST', url: '/api/demo/players', payload: { like } });
  expect(response.statusCode, response.body).toBe(201);
  const { username } = response.json<{ username: string }>();
  return session(app, username, `${like}-pass`);
}

/** Picks: for each match of the pool, the outcome at these indexes (0 home, 1 draw, 2 away). */
export function picksOf(pool: Jackpot, choose: (ordinal: number) => number[]): JackpotSingle[] {
  return pool.events.flatMap((e) =>
    choose(e.ordinal).map((i) => ({ ordinal: e.ordinal, outcomeId: e.outcomes[i]!.outcomeId })),
  );
}

export function postEntry(
  app: FastifyInstance,
  player: Player,
  jackpotId: number,
  singles: JackpotSingle[],
  uuid: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return withToken(app, player.token, {
    method: 'POST',
    url: `${apiPaths.placeJackpotBetslip(player.id)}?uuid=${uuid}`,
    payload: { model: { jackpotId, singles } },
  });
}

export async function placeEntry(
  app: FastifyInstance,
  player: Player,
  jackpotId: number,
  singles: JackpotSingle[],
  uuid?: string,
): Promise<JackpotBetslipResponse> {
  const response = await postEntry(app, player, jackpotId, singles, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return JackpotBetslipResponse.parse(response.json());
}

export async function priceEntry(
  app: FastifyInstance,
  jackpotId: number,
  outcomeIds: number[],
): Promise<JackpotPricingResponse> {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.jackpotBets,
    payload: { model: { jackpotId, outcomeIds: outcomeIds.join(',') } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return JackpotPricingResponse.parse(response.json());
}

export async function entriesOf(app: FastifyInstance, player: Player, settled = false) {
  const response = await withToken(app, player.token, {
    method: 'GET',
    url: `${apiPaths.playerJackpotBets(player.id)}${settled ? '?settled=true' : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return JackpotBetsResponse.parse(response.json()).entries;
}
