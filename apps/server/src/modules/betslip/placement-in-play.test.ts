import { randomUUID } from 'node:crypto';
import { apiPaths, PlacementResponse, ReferralQueue } from '@sb/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betSlips, bets, markets, walletLedger } from '../../db/schema.ts';
import { playerLike } from '../../test/jackpot.ts';
import { flagshipWebSettings } from '../../test/brand-settings.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import {
  balanceOf,
  codes,
  ledgerOf,
  place,
  postSlip,
  session,
  slipOf,
  slipStatus,
  staked,
  type Player,
} from '../../test/betslip.ts';

/*
 * The in-play bet delay (SPEC.md §7 status call; docs/decisions/betslip-server.md). Event 105
 * (Sevilla v Betis) kicked off an hour before the fixture's now: it is in play. The clock is the
 * app's, moved by hand: no test waits for real time.
 */
const SEVILLA = 1050101;
const ARSENAL = 1010101;
const DELAY = 3;

let now = TEST_NOW;
let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp({ betDelaySeconds: DELAY, demoControls: true }, { now: () => now });
  demo = await session(app, 'demo');
});
afterAll(() => app.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

/** The flagship's web settings with `change` (the brand the tests' requests are for). */
const setWebSettings = flagshipWebSettings(() => app);

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

async function statusOf(player: Player, betSlipId: string) {
  const response = await slipStatus(app, player, betSlipId);
  expect(response.statusCode, response.body).toBe(200);
  return PlacementResponse.parse(response.json());
}

async function betStatuses(betSlipId: string) {
  const rows = await app.db
    .select()
    .from(bets)
    .where(eq(bets.betSlipId, Number(betSlipId)));
  return rows.map((r) => r.status);
}

/** The feed moves Sevilla's price (the in-play event's home win) by `by`. */
function moveSevillaPrice(by: number) {
  const event = app.live.state.event(105)!;
  const price = event.markets![0]!.outcomes[0]!.consolidatedPrice.currentPrice.decimal;
  app.feed.bus.publish([
    {
      type: 'outcome',
      eid: 105,
      mid: 10501,
      mtid: 1,
      ptid: 1,
      oid: SEVILLA,
      h: false,
      clp: { cp: { d: Number((price + by).toFixed(2)) } },
    },
  ]);
}

async function pendingSlip(stake = '5') {
  const slip = staked(await slipOf(app, [SEVILLA]), { singles: { 0: stake } });
  const placed = await place(app, demo, slip);
  expect(placed).toMatchObject({ status: 'pending', delay: DELAY, balance: null, errors: [] });
  return placed;
}

describe('an in-play slip waits the delay, then is decided', () => {
  it('holds the stake while pending, counts the delay down, then accepts the bet', async () => {
    const before = await balanceOf(app, demo);
    const placed = await pendingSlip('5');
    expect(placed.bets).toHaveLength(1);
    expect(await betStatuses(placed.betSlipId)).toEqual(['PENDING']);
    // The stake is held at once: another bet cannot spend it meanwhile.
    expect((await balanceOf(app, demo)).totalBalance).toBeCloseTo(before.totalBalance - 5, 2);
    later(1);
    expect(await statusOf(demo, placed.betSlipId)).toMatchObject({ status: 'pending', delay: 2 });
    later(2);
    const decided = await statusOf(demo, placed.betSlipId);
    expect(decided).toMatchObject({ status: 'accepted', delay: 0, errors: [] });
    expect(decided.balance).toBe((before.totalBalance - 5).toFixed(2));
    expect(await betStatuses(placed.betSlipId)).toEqual(['OPEN']);
    // Polling again changes nothing.
    expect(await statusOf(demo, placed.betSlipId)).toEqual(decided);
    expect((await balanceOf(app, demo)).totalBalance).toBeCloseTo(before.totalBalance - 5, 2);
  });

  it('refuses a second slip while one is pending with RES-00246, and takes the next once decided', async () => {
    const first = await pendingSlip('1');
    const other = staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } });
    const refused = await place(app, demo, other);
    expect(refused.status).toBe('rejected');
    expect(codes(refused)).toEqual(['RES-00246']);
    later(DELAY);
    // The pending slip's delay is over: the next placement decides it first, then goes ahead.
    expect((await place(app, demo, other)).status).toBe('accepted');
    expect((await statusOf(demo, first.betSlipId)).status).toBe('accepted');
  });

  it('refuses with RES-00057 a slip whose stake and the held stakes exceed the balance', async () => {
    const waiter = await session(app, 'refused'); // 100.00
    const held = await place(app, waiter, staked(await slipOf(app, [SEVILLA]), { singles: { 0: '60' } }));
    expect(held.status).toBe('pending');
    const arsenal = await slipOf(app, [ARSENAL]);
    // 50 is more than the 40 left, but not more than the wallet with the 60 held: the running bet is why.
    expect(codes(await place(app, waiter, staked(arsenal, { singles: { 0: '50' } })))).toEqual(['RES-00057']);
    later(DELAY);
    expect((await statusOf(waiter, held.betSlipId)).status).toBe('accepted');
    // Nothing held any more: the stake is simply above the balance.
    expect(codes(await place(app, waiter, staked(arsenal, { singles: { 0: '50' } })))).toEqual(['RES-00056']);
    expect((await balanceOf(app, waiter)).totalBalance).toBe(40);
  });

  it('refuses in-play bets on an event whose feed went quiet with RES-00046', async () => {
    const setStale = (seconds: number) => setWebSettings({ live_feed_stale_seconds: seconds });
    await setStale(30);
    try {
      const heard = () =>
        app.feed.bus.publish([{ type: 'market-status', eid: 105, mid: 10501, mtid: 1, s: 'OPEN' }]);
      heard();
      later(31);
      const priced = await slipOf(app, [SEVILLA]);
      expect(priced.singles[0]!.enabled).toBe(false);
      const slip = staked(priced, { singles: { 0: '1' } });
      expect(codes(await place(app, demo, slip))).toEqual(['RES-00046']);
      // The feed speaks again (even to say nothing changed): bets are taken.
      heard();
      expect((await place(app, demo, slip)).status).toBe('pending');
      later(DELAY);
      await app.betslip.decideDue();
    } finally {
      await setStale(0);
    }
  });

  it('refuses with RES-00109 a slip whose market was suspended during its delay', async () => {
    // At placement the same suspension is RES-00108 / RES-00048 (placement-rejections.test.ts); the
    // stake held meanwhile goes back once.
    const before = await balanceOf(app, demo);
    const ledgerBefore = await ledgerOf(app, demo.id);
    const placed = await pendingSlip('7');
    app.feed.bus.publish([{ type: 'market-status', eid: 105, mid: 10501, mtid: 1, s: 'SUSPENDED' }]);
    later(DELAY);
    const decided = await statusOf(demo, placed.betSlipId);
    expect(decided.status).toBe('rejected');
    expect(codes(decided)).toEqual(['RES-00109']);
    expect(decided.bets).toEqual([]);
    expect(decided.balance).toBe(before.totalBalance.toFixed(2));
    expect(await betStatuses(placed.betSlipId)).toEqual(['REFUSED']);
    expect(await statusOf(demo, placed.betSlipId)).toEqual(decided);
    // Nothing lost, nothing taken twice: one stake row and one refund row, summing to nothing.
    const rows = await app.db.select().from(walletLedger).where(eq(walletLedger.playerId, demo.id));
    const ofSlip = rows.filter((r) => r.reference.split(':')[1] === placed.betSlipId);
    expect(ofSlip.map((r) => [r.kind, r.amountUnits])).toEqual([
      ['BET_STAKE', -700n],
      ['BET_REFUND', 700n],
    ]);
    const ledger = await ledgerOf(app, demo.id);
    expect(ledger.sum).toBe(ledgerBefore.sum);
    expect(ledger.last).toBe(ledger.sum);
    app.feed.bus.publish([{ type: 'market-status', eid: 105, mid: 10501, mtid: 1, s: 'OPEN' }]);
  });

  it('refuses the slip when the price moves during the delay (RES-00152)', async () => {
    const placed = await pendingSlip('2');
    moveSevillaPrice(-0.1);
    later(DELAY);
    expect(codes(await statusOf(demo, placed.betSlipId))).toEqual(['RES-00152']);
  });

  it('decides a due slip nobody polls: the sweeper', async () => {
    const placed = await pendingSlip('1');
    expect(await app.betslip.decideDue()).toBe(0);
    later(DELAY);
    expect(await app.betslip.decideDue()).toBe(1);
    expect(await betStatuses(placed.betSlipId)).toEqual(['OPEN']);
    expect((await statusOf(demo, placed.betSlipId)).status).toBe('accepted');
  });

  // On both engines: the sweep's statements take their rows as arrays and JSON.
  it(
    "decides several players' due slips in one sweep, each as a poll would",
    { tags: ['engine'] },
    async () => {
      await app.betslip.decideDue();
      const first = await playerLike(app, 'demo');
      const second = await playerLike(app, 'demo');
      const firstBefore = await balanceOf(app, first);
      const secondBefore = await balanceOf(app, second);
      const onSevilla = await place(
        app,
        first,
        staked(await slipOf(app, [SEVILLA]), { singles: { 0: '4' } }),
      );
      const onDraw = await place(
        app,
        second,
        staked(await slipOf(app, [SEVILLA + 1]), { singles: { 0: '6' } }),
      );
      expect([onSevilla.status, onDraw.status]).toEqual(['pending', 'pending']);
      // Sevilla's price moves during the delay: that slip is refused, the draw's is taken.
      moveSevillaPrice(0.2);
      later(DELAY);
      expect(await app.betslip.decideDue()).toBe(2);
      expect(await betStatuses(onSevilla.betSlipId)).toEqual(['REFUSED']);
      expect(await betStatuses(onDraw.betSlipId)).toEqual(['OPEN']);
      const [decided] = await app.db
        .select()
        .from(betSlips)
        .where(eq(betSlips.id, Number(onDraw.betSlipId)));
      expect(decided).toMatchObject({ status: 'ACCEPTED', decidedAt: now });
      // What the players' polls find afterwards: the refusal with the stake back, the bet with its balance.
      const refused = await statusOf(first, onSevilla.betSlipId);
      expect(codes(refused)).toEqual(['RES-00152']);
      expect(refused.balance).toBe(firstBefore.totalBalance.toFixed(2));
      expect(await statusOf(second, onDraw.betSlipId)).toMatchObject({
        status: 'accepted',
        balance: (secondBefore.totalBalance - 6).toFixed(2),
      });
      expect(await app.betslip.decideDue()).toBe(0);
    },
  );

  it(
    'decides a due slip once while its player polls it five times and the sweep runs',
    { tags: ['engine'] },
    async () => {
      await app.betslip.decideDue();
      const player = await playerLike(app, 'demo');
      const before = await balanceOf(app, player);
      const placed = await place(app, player, staked(await slipOf(app, [SEVILLA]), { singles: { 0: '3' } }));
      moveSevillaPrice(0.3);
      later(DELAY);
      const [, ...polls] = await Promise.all([
        app.betslip.decideDue(),
        ...Array.from({ length: 5 }, () => statusOf(player, placed.betSlipId)),
      ]);
      expect(new Set(polls.map((poll) => JSON.stringify(poll))).size).toBe(1);
      expect(codes(polls[0]!)).toEqual(['RES-00152']);
      // One stake row and one refund: the stake back once, whoever decided.
      const rows = await app.db.select().from(walletLedger).where(eq(walletLedger.playerId, player.id));
      const ofSlip = rows.filter((r) => r.reference.split(':')[1] === placed.betSlipId);
      expect(ofSlip.map((r) => [r.kind, r.amountUnits])).toEqual([
        ['BET_STAKE', -300n],
        ['BET_REFUND', 300n],
      ]);
      expect((await balanceOf(app, player)).totalBalance).toBe(before.totalBalance);
    },
  );

  it('decides the other due slips of a sweep when one of them cannot be decided', async () => {
    await app.betslip.decideDue();
    const broken = await playerLike(app, 'demo');
    const fine = await playerLike(app, 'demo');
    const unreadable = await place(
      app,
      broken,
      staked(await slipOf(app, [SEVILLA + 2]), { singles: { 0: '1' } }),
    );
    later(1); // due first: the sweep takes the oldest first
    const readable = await place(
      app,
      fine,
      staked(await slipOf(app, [SEVILLA + 2]), { singles: { 0: '1' } }),
    );
    // A stored slip whose model no longer reads (a bug, a bad migration) throws when decided.
    await app.db
      .update(betSlips)
      .set({ model: {} })
      .where(eq(betSlips.id, Number(unreadable.betSlipId)));
    later(DELAY);
    await app.betslip.decideDue();
    expect(await betStatuses(readable.betSlipId)).toEqual(['OPEN']);
    expect(await betStatuses(unreadable.betSlipId)).toEqual(['PENDING']);
    // Left for a later look, its stake still held: nothing taken twice, nothing lost.
    await app.db.delete(bets).where(eq(bets.betSlipId, Number(unreadable.betSlipId)));
    await app.db
      .update(betSlips)
      .set({ status: 'REJECTED' })
      .where(eq(betSlips.id, Number(unreadable.betSlipId)));
  });

  it('accepts a pre-match slip at once, whatever the delay', async () => {
    const placed = await place(app, demo, staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } }));
    expect(placed).toMatchObject({ status: 'accepted', delay: 0 });
  });

  it("answers another player's slip like an unknown one (404: no hint that it exists), and a call without a token 401", async () => {
    const placed = await pendingSlip('1');
    const other = await session(app, 'terms');
    const foreign = await slipStatus(app, other, placed.betSlipId);
    const unknown = await slipStatus(app, demo, '999999');
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual({ ...unknown.json(), message: `Betslip ${placed.betSlipId} not found` });
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/xapi/rest/betslips/${placed.betSlipId}/status`,
      payload: { model: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    later(DELAY);
    await statusOf(demo, placed.betSlipId);
  });

  it('refuses an expired token with a 401 and places nothing', async () => {
    const player = await session(app, 'terms');
    const slip = staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } });
    later(3600 + 1);
    const response = await postSlip(app, player, slip, randomUUID());
    expect(response.statusCode).toBe(401);
  });
});

/*
 * Trader referral (docs/decisions/bet-refusals.md): a single above its maximum (50 here) and at most
 * 5x it is held for a trader, its stake taken; the trader's queue and answers are operator controls
 * (DEMO_CONTROLS); the player answers a counter-offer through the status call.
 */
describe('a stake above the maximum, within 5x, goes to a trader', () => {
  // A session of its own: the tests above moved the clock past the first one's expiry.
  let bettor: Player;
  beforeAll(async () => {
    bettor = await session(app, 'demo');
    await setWebSettings({ bet_stake_max_amount: 50 });
  });
  afterAll(() => setWebSettings({}));

  async function referred(stake = '120') {
    const slip = staked(await slipOf(app, [ARSENAL]), { singles: { 0: stake } });
    const placed = await place(app, bettor, slip);
    expect(placed).toMatchObject({ status: 'pending', delay: 120, balance: null, errors: [] });
    expect(placed.referral).toMatchObject({ state: 'trader', ref: 'sel1' });
    return placed;
  }

  async function trader(betSlipId: string, payload: object) {
    return app.inject({ method: 'POST', url: apiPaths.demoReferral(betSlipId), payload });
  }

  async function answer(betSlipId: string, reply: 'accept' | 'decline') {
    const response = await app.inject({
      method: 'PUT',
      url: apiPaths.betslipStatus(betSlipId),
      headers: { authorization: `Bearer ${bettor.token}` },
      payload: { model: {}, answer: reply },
    });
    expect(response.statusCode, response.body).toBe(200);
    return PlacementResponse.parse(response.json());
  }

  /** The slip's ledger rows: [kind, amount] in order. */
  async function moneyOf(betSlipId: string) {
    const rows = await app.db.select().from(walletLedger).where(eq(walletLedger.playerId, bettor.id));
    return rows.filter((r) => r.reference.split(':')[1] === betSlipId).map((r) => [r.kind, r.amountUnits]);
  }

  it('holds the stake for the trader, lists it in the queue, and opens the bet when accepted', async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    expect((await balanceOf(app, bettor)).totalBalance).toBeCloseTo(before.totalBalance - 120, 2);
    const queue = ReferralQueue.parse((await app.inject({ url: apiPaths.demoReferrals })).json());
    expect(queue.referrals).toContainEqual(
      expect.objectContaining({
        betSlipId: placed.betSlipId,
        username: 'demo',
        unitStake: '120.00',
        maxStake: '50.00',
      }),
    );
    later(10);
    expect(await statusOf(bettor, placed.betSlipId)).toMatchObject({ status: 'pending', delay: 110 });
    expect((await trader(placed.betSlipId, { action: 'accept' })).json()).toMatchObject({
      status: 'accepted',
    });
    expect(await betStatuses(placed.betSlipId)).toEqual(['OPEN']);
    expect((await statusOf(bettor, placed.betSlipId)).balance).toBe((before.totalBalance - 120).toFixed(2));
  });

  it('a trader rejects a referred slip: RES-00195 and the stake back once', async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    const rejected = PlacementResponse.parse((await trader(placed.betSlipId, { action: 'reject' })).json());
    expect(codes(rejected)).toEqual(['RES-00195']);
    expect(await statusOf(bettor, placed.betSlipId)).toEqual(rejected);
    expect(rejected.balance).toBe(before.totalBalance.toFixed(2));
    // A second answer changes nothing: 409, one stake row and one refund row.
    expect((await trader(placed.betSlipId, { action: 'accept' })).statusCode).toBe(409);
    expect(await moneyOf(placed.betSlipId)).toEqual([
      ['BET_STAKE', -12000n],
      ['BET_REFUND', 12000n],
    ]);
    expect(await betStatuses(placed.betSlipId)).toEqual(['REFUSED']);
  });

  it("a trader's accept after the market was suspended refuses the slip: RES-00048 and the stake back once", async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    const marketId = (await slipOf(app, [ARSENAL])).singles[0]!.marketId;
    await app.db.update(markets).set({ status: 'SUSPENDED' }).where(eq(markets.id, marketId));
    try {
      const late = PlacementResponse.parse((await trader(placed.betSlipId, { action: 'accept' })).json());
      expect(codes(late)).toEqual(['RES-00048']);
      expect(late.balance).toBe(before.totalBalance.toFixed(2));
      // Given back once: one refund, and the slip's rows (a promo release too, if promo cash paid) net nothing.
      const rows = await moneyOf(placed.betSlipId);
      expect(rows.filter(([kind]) => kind === 'BET_REFUND')).toEqual([['BET_REFUND', 12000n]]);
      expect(rows.reduce((sum, [, amount]) => sum + (amount as bigint), 0n)).toBe(0n);
      expect(await betStatuses(placed.betSlipId)).toEqual(['REFUSED']);
    } finally {
      await app.db.update(markets).set({ status: 'OPEN' }).where(eq(markets.id, marketId));
    }
  });

  it('no trader answer in time: RES-00199', async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    later(119);
    expect((await statusOf(bettor, placed.betSlipId)).status).toBe('pending');
    later(1);
    // The sweep finds it (a status poll would too); a late trader answer is too late.
    expect(await app.betslip.decideDue()).toBeGreaterThan(0);
    const timedOut = await statusOf(bettor, placed.betSlipId);
    expect(codes(timedOut)).toEqual(['RES-00199']);
    expect(timedOut.balance).toBe(before.totalBalance.toFixed(2));
    expect((await trader(placed.betSlipId, { action: 'accept' })).statusCode).toBe(409);
  });

  it('a counter-offer the player takes: the bet at the offered stake, the rest of the stake back', async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    const offered = PlacementResponse.parse(
      (await trader(placed.betSlipId, { action: 'offer', unitStake: '60' })).json(),
    );
    expect(offered).toMatchObject({ status: 'pending', delay: 30 });
    expect(offered.referral).toMatchObject({
      state: 'offer',
      offer: { unitStake: '60.00', totalStake: '60.00' },
    });
    const taken = await answer(placed.betSlipId, 'accept');
    expect(taken).toMatchObject({ status: 'accepted', betSlipId: placed.betSlipId, totalStake: '60.00' });
    expect(taken.bets).toEqual([expect.objectContaining({ unitStake: '60.00', outcomeIds: [ARSENAL] })]);
    expect(taken.balance).toBe((before.totalBalance - 60).toFixed(2));
    expect((await balanceOf(app, bettor)).totalBalance).toBeCloseTo(before.totalBalance - 60, 2);
  });

  it('no player answer to a counter-offer in time: RES-00196', async () => {
    const before = await balanceOf(app, bettor);
    const placed = await referred();
    await trader(placed.betSlipId, { action: 'offer', unitStake: '60' });
    later(30);
    const timedOut = await answer(placed.betSlipId, 'accept');
    expect(codes(timedOut)).toEqual(['RES-00196']);
    expect(timedOut.balance).toBe(before.totalBalance.toFixed(2));
    // A decline in time is the player's own refusal, the stake back.
    const again = await referred();
    await trader(again.betSlipId, { action: 'offer', unitStake: '60' });
    expect(codes(await answer(again.betSlipId, 'decline'))).toEqual(['referral-declined']);
    expect((await balanceOf(app, bettor)).totalBalance).toBe(before.totalBalance);
  });

  it('above 5x the maximum the stake is refused (RES-00034)', async () => {
    const slip = await slipOf(app, [ARSENAL]);
    expect(codes(await place(app, bettor, staked(slip, { singles: { 0: '250.01' } })))).toEqual([
      'RES-00034',
    ]);
  });
});
