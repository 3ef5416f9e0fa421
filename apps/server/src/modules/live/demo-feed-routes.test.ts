import { apiPaths, PlacementResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { pricing, session } from '../../test/betslip.ts';
import { demoFeedRoutes } from './demo-feed-routes.ts';

/* The demo feed controls browser tests use (DEMO_CONTROLS=on): event 105 is in play, 101 pre-match. */
const SEVILLA = 1050101;
/** The draw of 101 Arsenal v Chelsea: no margin entry and no boost on it. */
const DRAW = 1010102;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
const pricePath = (id: number) => demoFeedRoutes.outcomePrice.replace(':outcomeId', String(id));
const statusPath = (id: number) => demoFeedRoutes.marketStatus.replace(':marketId', String(id));

describe('demo feed controls', () => {
  it('moves an in-play price through the feed bus: the live state and pricing follow', async () => {
    const response = await post(pricePath(SEVILLA), { decimal: 3.5 });
    expect(response.statusCode, response.body).toBe(200);
    // In play every brand gets the house book: the feed price on the ladder, without the La Liga
    // margin the flagship's pre-match book carries (docs/decisions/odds-per-brand.md).
    const { decimal } = response.json<{ decimal: number }>();
    expect(response.json()).toMatchObject({ outcomeId: SEVILLA, eventId: 105, inPlay: true });
    expect(decimal).toBe(3.5);
    const live = app.live.state.event(105)!.markets![0]!.outcomes[0]!;
    expect(live.consolidatedPrice.currentPrice.decimal).toBe(decimal);
    expect((await pricing(app, { model: {}, outcomeIds: [SEVILLA] })).model.singles[0]!.decimal).toBe(
      decimal,
    );
  });

  it('moves a pre-match price in the database: the event answer and pricing follow at once', async () => {
    const response = await post(pricePath(DRAW), { decimal: 2.6 });
    expect(response.json()).toMatchObject({ inPlay: false, decimal: 2.6 });
    const event = await app.inject({ method: 'GET', url: apiPaths.event(101) });
    expect(event.body).toContain('"decimal":2.6');
    expect((await pricing(app, { model: {}, outcomeIds: [DRAW] })).model.singles[0]!.decimal).toBe(2.6);
  });

  it('suspends and reopens an in-play market through the bus, and placement sees it', async () => {
    const demo = await session(app, 'demo');
    await post(statusPath(10501), { status: 'SUSPENDED' });
    expect(app.live.state.event(105)!.markets![0]!.status).toBe('SUSPENDED');
    const slip = (await pricing(app, { model: {}, outcomeIds: [SEVILLA] })).model;
    const staked = { ...slip, singles: slip.singles.map((s) => ({ ...s, unitStake: '1' })) };
    const place = () =>
      app.inject({
        method: 'POST',
        url: `${apiPaths.placeBetslip(demo.id)}?uuid=${crypto.randomUUID()}`,
        headers: { authorization: `Bearer ${demo.token}` },
        payload: staked,
      });
    expect(PlacementResponse.parse((await place()).json()).status).toBe('rejected');
    await post(statusPath(10501), { status: 'OPEN' });
    expect(PlacementResponse.parse((await place()).json()).status).toBe('accepted');
  });

  it('validates its input: an unknown outcome is a 404, a price below 1.001 a 400', async () => {
    expect((await post(pricePath(99999999), { decimal: 2 })).statusCode).toBe(404);
    expect((await post(pricePath(DRAW), { decimal: 1 })).statusCode).toBe(400);
    expect((await post(statusPath(10101), { status: 'CLOSED' })).statusCode).toBe(400);
  });

  it('kicks a game off only on the process that runs the simulator; a bad id is a 400', async () => {
    const kickOff = (id: string) =>
      app.inject({ method: 'POST', url: demoFeedRoutes.kickOff.replace(':eventId', id) });
    expect((await kickOff('101')).json()).toMatchObject({ statusCode: 409, code: 'FEED_ELSEWHERE' });
    expect((await kickOff('abc')).statusCode).toBe(400);
    expect((await kickOff('99999999')).statusCode).toBe(404);
  });

  it('is off by default and never on in production', () => {
    expect(configFromEnv({}).demoControls).toBe(false);
    expect(configFromEnv({ DEMO_CONTROLS: 'on' }).demoControls).toBe(true);
    expect(
      configFromEnv({ DEMO_CONTROLS: 'on', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).demoControls,
    ).toBe(false);
    expect(configFromEnv({ BET_DELAY_SECONDS: '0' }).betDelaySeconds).toBe(0);
    expect(() => configFromEnv({ BET_DELAY_SECONDS: '-1' })).toThrow(/BET_DELAY_SECONDS/);
  });
});
