import { apiPaths, BalanceResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshPostgresDatabase } from '../../test/build-test-app.ts';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { login, postLogin, withToken } from '../../test/accounts.ts';

/*
 * The demo control that makes a player like a demo player (DEMO_CONTROLS only): browser journeys side
 * by side each log in as their own copy, so none sees another's money or session.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

const copy = (like: unknown) => app.inject({ method: 'POST', url: '/api/demo/players', payload: { like } });

async function balance(username: string, password: string): Promise<number> {
  const { session } = await login(app, username, password);
  const answer = await withToken(app, session.jwe_token, { method: 'GET', url: apiPaths.balance });
  return BalanceResponse.parse(answer.json()).totalBalance;
}

describe('POST /api/demo/players', () => {
  it("makes a new player with the demo player's password and opening money, apart from it", async () => {
    const first = await copy('demo');
    const second = await copy('demo');
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json<{ username: string; password: string }>();
    const b = second.json<{ username: string; password: string }>();
    expect(a.username).toMatch(/^demo~[0-9a-f]{8}$/);
    expect(b.username).not.toBe(a.username);
    expect(a.password).toBe('demo-pass');

    const opening = await balance('demo', 'demo-pass');
    expect(await balance(a.username, a.password)).toBe(opening);
    // The copy's money is its own: a deposit there leaves the demo player's and the other copy's alone.
    const { session } = await login(app, a.username, a.password);
    const deposit = await withToken(app, session.jwe_token, {
      method: 'POST',
      url: apiPaths.deposits(session.id),
      payload: { amount: 10 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(await balance(a.username, a.password)).toBe(opening + 10);
    expect(await balance(b.username, b.password)).toBe(opening);
    expect(await balance('demo', 'demo-pass')).toBe(opening);
  });

  it('makes one player a request, ten at once included', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => copy('empty')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const names = answers.map((answer) => answer.json<{ username: string }>().username);
    expect(new Set(names).size).toBe(10);
    for (const name of names) expect((await postLogin(app, name, 'empty-pass')).statusCode).toBe(200);
  });

  it("holds the demo player's free-bet tokens, its own to spend", async () => {
    const freebet = (await copy('freebet')).json<{ username: string; password: string }>();
    const { session } = await login(app, freebet.username, freebet.password);
    const answer = await withToken(app, session.jwe_token, {
      method: 'GET',
      url: apiPaths.freeBets(session.id),
    });
    const tokens = answer.json<{ freeBets: { status: string; description: string }[] }>().freeBets;
    const available = tokens
      .filter((token) => token.status === 'available')
      .map((token) => token.description);
    expect(available.sort()).toEqual(['Accumulator club free bet', 'Welcome free bet']);
  });

  it("keeps the demo player's second factor and status", async () => {
    const otp = (await copy('otp')).json<{ username: string; password: string }>();
    const answer = await postLogin(app, otp.username, otp.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ session: { pendingFactor?: string } }>()).toMatchObject({ otp: true });

    const suspended = (await copy('suspended')).json<{ username: string; password: string }>();
    expect((await postLogin(app, suspended.username, suspended.password)).statusCode).toBe(402);
  });

  it('refuses a player that is not a demo player, and a body without one (400)', async () => {
    expect((await copy('nobody')).statusCode).toBe(400);
    expect((await copy(undefined)).statusCode).toBe(400);
    expect((await copy({ username: 'demo' })).statusCode).toBe(400);
    expect((await copy('demo\u0000')).statusCode).toBe(400);
    expect((await copy('x'.repeat(100_000))).statusCode).toBe(400);
    expect((await copy(['demo'])).statusCode).toBe(400);
    expect((await copy(42)).statusCode).toBe(400);
  });
});

describe('without DEMO_CONTROLS', () => {
  it('does not exist', async () => {
    const plain = await buildTestApp();
    try {
      const answer = await plain.inject({
        method: 'POST',
        url: '/api/demo/players',
        payload: { like: 'demo' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/demo/players beside the feed simulator', { tags: ['engine'] }, () => {
  // On PostgreSQL the process running the simulator holds its advisory lock for as long as it runs;
  // the copy's own lock once had the same key and waited for ever (db/advisory-locks.ts).
  it('makes a player while another connection holds the feed simulator lock', async () => {
    const base = process.env.DATABASE_URL;
    const databaseUrl = base ? await freshPostgresDatabase(base) : undefined;
    const own = await buildTestApp({ demoControls: true, databaseUrl });
    // The simulator's lock, held on a connection of its own as the simulator holds it.
    const holder = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
    try {
      await holder?.connect();
      await holder?.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.feedSimulator]);
      const answer = await own.inject({
        method: 'POST',
        url: '/api/demo/players',
        payload: { like: 'demo' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    } finally {
      await holder?.end();
      await own.close();
    }
  }, 20_000);
});
