import { randomUUID } from 'node:crypto';
import type { FeedUpdate, ServerSettingsInput } from '@sb/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outcomes, settings } from '../../db/schema.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import {
  balanceOf,
  codes,
  ledgerOf,
  place,
  session,
  slipOf,
  slipsOf,
  staked,
  type Player,
} from '../../test/betslip.ts';
import { FIXTURE_RACE } from '../../test/fixture-catalog.ts';
import { insertRace } from '../../test/settlement.ts';
import { demoFeedRoutes } from '../live/index.ts';

/*
 * Every rejection from the real condition behind it (SPEC.md §8 "Bet rejection codes"). Fixture
 * (test/fixture-catalog.ts): 101 Arsenal v Chelsea, 102 Liverpool v Everton (its Double Chance
 * market 10202 is suspended), 103 Leeds v Hull, 105 Sevilla v Betis (kicked off: in play),
 * 106 Spurs v Fulham (finished), 301 Lakers v Celtics (55 markets).
 */
const ARSENAL = 1010101;
const ARSENAL_DOUBLE_CHANCE = 1010201;
const LIVERPOOL = 1020101;
const LIVERPOOL_DOUBLE_CHANCE = 1020201;
const LEEDS = 1030101;
const SEVILLA = 1050101;
const SPURS = 1060101;
const ARSENAL_CORRECT_SCORE = 1010801;
/** Total Goals Over 0.5 (market 10103). */
const ARSENAL_OVER = 1010301;
const CORRECT_SCORE_TYPE = 6;

let app: FastifyInstance;
let demo: Player;
let storedWebSettings: ServerSettingsInput;
/** The web settings of the brand the tests' requests are for (the host localhost). */
const flagshipWeb = and(eq(settings.brand, 'sportsbook'), eq(settings.channel, 'web'));
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
  demo = await session(app, 'demo');
  storedWebSettings = (await app.db.select().from(settings).where(flagshipWeb))[0]!.body;
});
afterAll(() => app.close());
afterEach(async () => {
  await setWebSettings({});
});

async function setWebSettings(change: Partial<ServerSettingsInput>) {
  await app.db
    .update(settings)
    .set({ body: { ...storedWebSettings, ...change } })
    .where(flagshipWeb);
  app.cms.invalidate();
}

async function demoPost(url: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ decimal?: number }>();
}

/** Places and expects a refusal that took nothing: the balance and the ledger are as before. */
async function refused(model: Parameters<typeof place>[2], uuid?: string) {
  const before = await balanceOf(app, demo);
  const ledgerBefore = await ledgerOf(app, demo.id);
  const placed = await place(app, demo, model, uuid);
  expect(placed.status).toBe('rejected');
  expect(placed.bets).toEqual([]);
  expect(placed.totalStake).toBe('0.00');
  expect((await balanceOf(app, demo)).totalBalance).toBe(before.totalBalance);
  expect((await ledgerOf(app, demo.id)).rows).toBe(ledgerBefore.rows);
  return placed;
}

describe('price changed: RES-00152, unless the player accepts higher odds and it rose', () => {
  it('refuses a single whose price moved since the slip was priced', async () => {
    const slip = await slipOf(app, [LEEDS]);
    const shown = slip.singles[0]!.decimal;
    const moved = await demoPost(demoFeedRoutes.outcomePrice.replace(':outcomeId', String(LEEDS)), {
      decimal: shown + 0.5,
    });
    expect(moved.decimal).not.toBe(shown);
    const placed = await refused(staked(slip, { singles: { 0: '2' } }));
    expect(placed.errors).toEqual([expect.objectContaining({ code: 'RES-00152', outcomeId: LEEDS })]);
    // The web re-prices: the slip shows old and new, and places at the new price.
    const repriced = await slipOf(app, [LEEDS]);
    expect(repriced.singles[0]!.decimal).toBe(moved.decimal);
    expect((await place(app, demo, staked(repriced, { singles: { 0: '2' } }))).status).toBe('accepted');
  });

  it('takes a higher price without asking when userAcceptOdds is A, never a lower one', async () => {
    const slip = await slipOf(app, [LIVERPOOL]);
    const shown = slip.singles[0]!.decimal;
    const path = demoFeedRoutes.outcomePrice.replace(':outcomeId', String(LIVERPOOL));
    const higher = (await demoPost(path, { decimal: shown + 1 })).decimal!;
    const accepting = { ...staked(slip, { singles: { 0: '2' } }), userAcceptOdds: 'A' as const };
    const placed = await place(app, demo, accepting);
    expect(placed.status).toBe('accepted');
    expect(placed.bets[0]!.decimal).toBe(higher);
    await demoPost(path, { decimal: shown - 0.2 });
    expect(codes(await refused(accepting))).toEqual(['RES-00152']);
  });
});

describe('suspensions', () => {
  it('refuses a suspended market with RES-00048', async () => {
    const slip = await slipOf(app, [LIVERPOOL_DOUBLE_CHANCE]);
    expect(slip.singles[0]!.enabled).toBe(false);
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toEqual(['RES-00048']);
  });

  it('refuses an event whose every market is suspended with RES-00108, and takes it once reopened', async () => {
    const slip = await slipOf(app, [LEEDS]);
    const path = demoFeedRoutes.marketStatus.replace(':marketId', '10301');
    await demoPost(path, { status: 'SUSPENDED' });
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toEqual(['RES-00108']);
    await demoPost(path, { status: 'OPEN' });
    expect((await place(app, demo, staked(slip, { singles: { 0: '1' } }))).status).toBe('accepted');
  });

  it('refuses a market under a feed alert with RES-00249 until the alert clears', async () => {
    const slip = await slipOf(app, [SEVILLA]);
    // The alert names the feed of the market (fixture feed codes: F<event>-M<market>).
    const alert = (active: boolean): FeedUpdate[] => [
      { type: 'feed-alert', eid: 105, feedCode: 'F105-M10501', active },
    ];
    app.feed.bus.publish(alert(true));
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toEqual(['RES-00249']);
    app.feed.bus.publish(alert(false));
    expect((await place(app, demo, staked(slip, { singles: { 0: '1' } }))).status).toBe('accepted');
  });

  it('refuses a finished event with RES-00047', async () => {
    const slip = await slipOf(app, [SPURS]);
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toEqual(['RES-00047']);
  });
});

describe('stakes and the wallet', () => {
  it('refuses a stake above the balance with RES-00056', async () => {
    const { totalBalance } = await balanceOf(app, demo);
    const slip = await slipOf(app, [ARSENAL]);
    const placed = await refused(staked(slip, { singles: { 0: (totalBalance + 0.01).toFixed(2) } }));
    expect(codes(placed)).toEqual(['RES-00056']);
  });

  it('refuses a stake above bet_stake_max_amount with RES-00034', async () => {
    await setWebSettings({ bet_stake_max_amount: 50 });
    const slip = await slipOf(app, [ARSENAL]);
    // Up to 5x the maximum goes to a trader (placement-referrals.test.ts); above, refused.
    expect(codes(await refused(staked(slip, { singles: { 0: '250.01' } })))).toEqual(['RES-00034']);
    expect((await place(app, demo, staked(slip, { singles: { 0: '50' } }))).status).toBe('accepted');
  });

  it('refuses a stake below bet_stake_min_amount with RES-00140', async () => {
    await setWebSettings({ bet_stake_min_amount: 2 });
    const slip = await slipOf(app, [ARSENAL]);
    expect(codes(await refused(staked(slip, { singles: { 0: '1.99' } })))).toEqual(['RES-00140']);
  });

  it('refuses more selections than max_bets_on_betslip with RES-00247', async () => {
    await setWebSettings({ max_bets_on_betslip: 2 });
    // Priced before the limit would stop the web adding them.
    await setWebSettings({});
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL, LEEDS]);
    await setWebSettings({ max_bets_on_betslip: 2 });
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toContain('RES-00247');
  });

  it('refuses a multiple of two outcomes of one event with RES-00218', async () => {
    const slip = await slipOf(app, [ARSENAL, LEEDS]);
    // The player's double, then a second Arsenal outcome in place of Leeds: one event twice.
    const sameEvent = await slipOf(app, [ARSENAL, ARSENAL_DOUBLE_CHANCE]);
    const model = {
      ...staked(sameEvent, {}),
      multiples: slip.multiples.map((m) => ({ ...m, unitStake: '3' })),
    };
    const placed = await refused(model);
    expect(codes(placed)).toEqual(['RES-00218']);
    expect(placed.errors[0]!.ref).toBe('mul1');
  });

  it('refuses a handicap whose line moved with RES-00153', async () => {
    // The feed writes a total's line on its outcomes (spread); the slip carries the line it priced.
    const setLine = (spread: number) =>
      app.db.update(outcomes).set({ spread }).where(eq(outcomes.id, ARSENAL_OVER));
    await setLine(2.5);
    const slip = await slipOf(app, [ARSENAL_OVER]);
    expect(slip.singles[0]!.spread).toBe(2.5);
    await setLine(3.5);
    try {
      const placed = await refused(staked(slip, { singles: { 0: '1' } }));
      expect(placed.errors).toEqual([
        expect.objectContaining({ code: 'RES-00153', outcomeId: ARSENAL_OVER }),
      ]);
      // Priced again, the slip shows the new line and is taken on it.
      const repriced = await slipOf(app, [ARSENAL_OVER]);
      expect(repriced.singles[0]!.spread).toBe(3.5);
      expect((await place(app, demo, staked(repriced, { singles: { 0: '1' } }))).status).toBe('accepted');
    } finally {
      await app.db.update(outcomes).set({ spread: null }).where(eq(outcomes.id, ARSENAL_OVER));
    }
  });

  // Its SQL (every player's multiples on exactly these legs) runs on PostgreSQL too.
  it(
    "refuses a multiple that takes the book's liability on its legs above the limit with RES-00233",
    { tags: ['engine'] },
    async () => {
      const double = await slipOf(app, [LEEDS, ARSENAL]);
      const first = await place(app, demo, staked(double, { multiple: '10' }));
      expect(first.status).toBe('accepted');
      const owed = Number(first.bets[0]!.potentialReturns) - 10;
      // The book may owe one and a half times that on this combination: a second copy is too much.
      await setWebSettings({ combination_liability_limit: Math.floor(owed * 1.5) });
      const other = await session(app, 'cashout');
      const copy = await place(app, other, staked(await slipOf(app, [ARSENAL, LEEDS]), { multiple: '10' }));
      expect(copy.status).toBe('rejected');
      expect(copy.errors).toEqual([expect.objectContaining({ code: 'RES-00233', ref: 'mul1' })]);
      // A smaller copy fits; another combination, even one containing these legs, is not concerned.
      expect((await place(app, other, staked(double, { multiple: '2' }))).status).toBe('accepted');
      const treble = await slipOf(app, [ARSENAL, LEEDS, LIVERPOOL]);
      expect((await place(app, other, staked(treble, { multiple: '1' }))).status).toBe('accepted');
    },
  );

  it('refuses a single on a combination-only market with RES-00103', async () => {
    await setWebSettings({ combination_only_market_type_ids: [CORRECT_SCORE_TYPE] });
    const slip = await slipOf(app, [ARSENAL_CORRECT_SCORE, LEEDS]);
    // Pricing tells the web before the player stakes anything.
    expect(slip.singles.map((s) => s.singleEnabled)).toEqual([false, true]);
    expect(codes(await refused(staked(slip, { singles: { 0: '1' } })))).toEqual(['RES-00103']);
    // As a leg of a double it is taken.
    expect((await place(app, demo, staked(slip, { multiple: '1' }))).status).toBe('accepted');
  });

  it('answers an unexpected error inside placement with RES-00049 and its reference, taking nothing', async () => {
    const slip = staked(await slipOf(app, [SEVILLA]), { singles: { 0: '1' } });
    const live = app.live.state;
    const event = live.event.bind(live);
    // A step inside the placement's transaction breaks (reading the live state, after the lock).
    live.event = () => {
      throw new Error('the live state broke');
    };
    const uuid = randomUUID();
    try {
      const placed = await refused(slip, uuid);
      expect(placed).toMatchObject({ reference: uuid, betSlipId: '0' });
      expect(codes(placed)).toEqual(['RES-00049']);
    } finally {
      live.event = event;
    }
    // Nothing was recorded under the uuid: the same press may be tried again, and is taken.
    expect((await slipsOf(app, demo.id)).some((s) => s.uuid === uuid)).toBe(false);
    expect((await place(app, demo, slip, uuid)).status).toBe('accepted');
  });

  it('refuses a starting price where SP is not offered (a football match) with RES-00100', async () => {
    const slip = await slipOf(app, [ARSENAL]);
    expect(slip.singles[0]).toMatchObject({ startingPriceAvailable: false, fixedPriceAvailable: true });
    const atSp = staked(slip, { singles: { 0: '1' } });
    const model = { ...atSp, singles: atSp.singles!.map((s) => ({ ...s, startingPrice: true })) };
    expect(codes(await refused(model))).toEqual(['RES-00100']);
  });

  it('refuses a fixed price on an SP-only runner with RES-00098, and takes it at SP', async () => {
    await insertRace(app, TEST_NOW);
    // The last runner has no fixed price yet ("SP only": docs/decisions/starting-price.md).
    const spOnly = FIXTURE_RACE.market * 100 + FIXTURE_RACE.runners.length;
    await app.db.update(outcomes).set({ startingPriceOnly: true }).where(eq(outcomes.id, spOnly));
    app.catalog.invalidate();
    const slip = await slipOf(app, [spOnly]);
    // Pricing tells the web before the player stakes anything: SP, and no fixed price.
    expect(slip.singles[0]).toMatchObject({ startingPriceAvailable: true, fixedPriceAvailable: false });
    const fixed = staked(slip, { singles: { 0: '1' } });
    expect(codes(await refused(fixed))).toEqual(['RES-00098']);
    const atSp = {
      ...fixed,
      singles: fixed.singles!.map((s) => ({ ...s, startingPrice: true, decimal: 500 })),
    };
    const placed = await place(app, demo, atSp);
    // The stake is taken; the returns are unknown until the race is resulted, whatever price the slip said.
    expect(placed).toMatchObject({ status: 'accepted', totalStake: '1.00', potentialReturns: '0.00' });
    expect(placed.bets[0]).toMatchObject({ startingPrice: true, potentialReturns: '0.00' });
  });

  it('stores each refusal under its uuid with its code', async () => {
    const slips = await slipsOf(app, demo.id);
    const rejected = new Set(slips.filter((s) => s.status === 'REJECTED').map((s) => s.rejectionCode));
    expect(rejected).toEqual(
      new Set([
        'RES-00152',
        'RES-00048',
        'RES-00108',
        'RES-00249',
        'RES-00047',
        'RES-00056',
        'RES-00034',
        'RES-00140',
        'RES-00247',
        'RES-00218',
        'RES-00103',
        'RES-00153',
        'RES-00100',
        'RES-00098',
      ]),
    );
  });
});
