import { randomUUID } from 'node:crypto';
import { PlacementResponse } from '@sb/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bets, settings, walletLedger } from '../../db/schema.ts';
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
  app = await buildTestApp({ betDelaySeconds: DELAY }, { now: () => now });
  demo = await session(app, 'demo');
});
afterAll(() => app.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

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
    const flagship = and(eq(settings.brand, 'sportsbook'), eq(settings.channel, 'web'));
    const stored = (await app.db.select().from(settings).where(flagship))[0]!.body;
    const setStale = async (seconds: number) => {
      await app.db
        .update(settings)
        .set({ body: { ...stored, live_feed_stale_seconds: seconds } })
        .where(flagship);
      app.cms.invalidate();
    };
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
        clp: { cp: { d: Number((price - 0.1).toFixed(2)) } },
      },
    ]);
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
