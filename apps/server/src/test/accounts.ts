import { apiPaths, LoginResponse } from '@sb/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { players } from '../db/schema.ts';
import { DEMO_PLAYERS, seedDemoPlayers, type DemoPlayer } from '../modules/accounts/index.ts';
import { TEST_NOW } from './build-test-app.ts';

export const DEVICE = { clientType: 'Browser', deviceId: 'test-device-0001', deviceType: 'Desktop' } as const;

/** POST the login of SPEC.md §3 "Login request" as the browser sends it. */
export function postLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${apiPaths.login}?l=en&mc=web`,
    payload: { username, password, device: DEVICE },
    ...extra,
  });
}

/** Logs in (password `<username>-pass`, docs/ACCOUNTS.md) and returns the parsed answer. */
export async function login(app: FastifyInstance, username: string, password = `${username}-pass`) {
  const response = await postLogin(app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return LoginResponse.parse(response.json());
}

/** A call with the bearer token, as the web's authenticated requests make it. */
export function withToken(
  app: FastifyInstance,
  token: string,
  options: Pick<InjectOptions, 'method' | 'url' | 'payload'>,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
}

/** The security-question player past both steps (answer 'Rex', docs/ACCOUNTS.md). */
export async function loginWithAnswer(app: FastifyInstance, username = 'question') {
  const first = await login(app, username);
  const response = await withToken(app, first.session.jwe_token, {
    method: 'POST',
    url: apiPaths.securityAnswer('en'),
    payload: { answer: 'Rex' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return LoginResponse.parse(response.json());
}

/**
 * Adds a player of `brand` (password `<username>-pass`, opening deposit in the major unit), as
 * the demo players are seeded: the demo list's plain player with another name, brand and currency.
 */
export async function seedBrandPlayer(
  app: FastifyInstance,
  player: {
    username: string;
    brand: string;
    currency: string;
    deposit: number;
    /** What the operator set on the player: risk group, partner-matrix affiliate, promotions. */
    flags?: Partial<
      Pick<
        DemoPlayer['player'],
        'riskGroup' | 'partnerMatrixAffiliate' | 'excludedFromPromotions' | 'countryCode'
      >
    >;
    /** When they registered; by default long ago, as the demo players (400 days before TEST_NOW). */
    registeredAt?: Date;
  },
): Promise<void> {
  const { username, brand, currency, deposit, flags, registeredAt } = player;
  const plain = DEMO_PLAYERS.find((d) => d.player.username === 'demo')!.player;
  const added = await seedDemoPlayers(app.db, TEST_NOW, [
    { player: { ...plain, ...flags, username, brand, currency }, password: `${username}-pass`, deposit },
  ]);
  expect(added).toBe(1);
  if (registeredAt) await app.db.update(players).set({ registeredAt }).where(eq(players.username, username));
}
