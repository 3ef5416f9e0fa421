// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { randomUUID } from 'node:crypto';
import { CASH_OUT_REFUSALS, MyBetResponse, myBetsPaths } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withToken } from '../../test/accounts.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { balanceOf, place, session, slipOf, staked, type Player } from '../../test/betslip.ts';
import {
  betCount,
  cashOut,
  ledgerRows,
  openBet,
  openBets,
  placeSingle,
  postCashOut,
  settledBets,
  setFeedMarketStatus,
  setFeedPrice,
  settledResponse,
} from '../../test/my-bets.ts';
import { resultOf } from '../../test/settlement.ts';

/*
 * My Bets over HTTP on the embedded database (issue 7 part 1): open bets, one bet, bet count, the
 * daily settled bets, and cash-out. Event 101 (Arsenal) is pre-match, 105 (Sevilla) in play. Prices
 * and market states move through the demo feed controls, as the browser tests move them.
 */
const ARSENAL = 1010101;
const LEEDS = 1030101;
const SEVILLA = 1050101;
const LIVERPOOL = 1020101;
/** Markets only the settled-history test results (event 101's goals lines). */
const OVERS = [1010401, 1010501, 1010601];

let now = TEST_NOW;
let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true }, { now: () => now });
  demo = await session(app, 'demo');
});
afterAll(() => app.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const setPrice = (outcomeId: number, decimal: number) => setFeedPrice(app, outcomeId, decimal);
const marketOf = (outcomeId: number) => Math.floor(outcomeId / 100);
/** The feed results the market with this outcome won: every bet on it settles (settlement service). */
const resultWon = (outcomeId: number) =>
  app.settlement.settle(resultOf(marketOf(outcomeId), { [outcomeId]: 'won' }));
const setMarket = (marketId: number, status: 'OPEN' | 'SUSPENDED') =>
  setFeedMarketStatus(app, marketId, status);

describe('open bets, one bet, bet count', () => {
  it('lists a placed multiple newest first with its legs, prices and a cash-out below potential returns', async () => {
    const single = await placeSingle(app, demo, ARSENAL, '2');
    now = new Date(now.getTime() + 1000);
    const slip = await slipOf(app, [ARSENAL, LEEDS]);
    const placed = await place(app, demo, staked(slip, { multiple: '10' }));
    const multiple = placed.bets[0]!.betId;
    const bets = await openBets(app, demo);
    expect(bets.slice(0, 2).map((b) => b.betId)).toEqual([multiple, single]);
    const bet = bets[0]!;
    expect(bet).toMatchObject({
      kind: 'multiple',
      status: 'open',
      totalStake: '10.00',
      placedStake: '10.00',
      returns: null,
      cashedOut: '0.00',
      settledAt: null,
    });
    expect(bet.potentialReturns).toBe(placed.bets[0]!.potentialReturns);
    expect(bet.legs.map((l) => [l.outcomeId, l.status, l.marketStatus, l.inPlay])).toEqual([
      [ARSENAL, 'open', 'open', false],
      [LEEDS, 'open', 'open', false],
    ]);
    expect(bet.legs[0]!.price).toBe(slip.singles[0]!.decimal);
    expect(bet.legs[0]!.currentPrice).toBe(slip.singles[0]!.decimal);
    expect(bet.legs[0]!.eventDescription).not.toBe('');
    // Prices unchanged: the fair value is the stake, less the 5 % margin.
    expect(bet.cashOut).toEqual({ available: true, value: '9.50', reason: null });
    expect(cents(bet.cashOut.value)).toBeLessThan(cents(bet.potentialReturns));
    expect(await openBet(app, demo, multiple)).toEqual(bet);
  });

  it("names a leg's market and outcome in the language of the call, the event as placed", async () => {
    const betId = await placeSingle(app, demo, ARSENAL + 1, '1');
    const url = `${myBetsPaths.openBet(demo.id, betId)}?l=es`;
    const response = await withToken(app, demo.token, { method: 'GET', url });
    const spanish = MyBetResponse.parse(response.json()).bet.legs[0];
    expect([spanish?.eventDescription, spanish?.marketDescription, spanish?.outcomeDescription]).toEqual([
      'Arsenal v Chelsea',
      'Resultado del partido',
      'Empate',
    ]);
    expect((await openBet(app, demo, betId)).legs[0]?.outcomeDescription).toBe('Draw');
  });

  it('marks an in-play leg as such', async () => {
    const betId = await placeSingle(app, demo, SEVILLA, '1');
    const bet = await openBet(app, demo, betId);
    expect(bet.legs[0]).toMatchObject({ outcomeId: SEVILLA, inPlay: true, marketStatus: 'open' });
  });

  it('counts open bets and gives the total balance as the wallet does', async () => {
    const before = await betCount(app, demo);
    await placeSingle(app, demo, ARSENAL, '1');
    const after = await betCount(app, demo);
    expect(after.count).toBe(before.count + 1);
    expect(after.count).toBe((await openBets(app, demo)).length);
    expect(after.balance).toBe((await balanceOf(app, demo)).totalBalance);
  });

  it('answers 404 for an unknown bet and for another player bet, without telling them apart', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '1');
    const other = await session(app, 'empty');
    const foreign = await withToken(app, other.token, {
      method: 'GET',
      url: myBetsPaths.openBet(other.id, betId),
    });
    const unknown = await withToken(app, demo.token, {
      method: 'GET',
      url: myBetsPaths.openBet(demo.id, '999999'),
    });
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.body).not.toContain(ARSENAL.toString());
    const cash = await postCashOut(app, other, betId, { value: '0.95' });
    expect(cash.statusCode).toBe(404);
    expect(await openBets(app, other)).toEqual([]);
  });

  it('refuses no token (401) and another account id (403) on every route', async () => {
    const other = await session(app, 'empty');
    const urls = [
      myBetsPaths.openBets(demo.id),
      myBetsPaths.betCount(demo.id),
      myBetsPaths.openBet(demo.id, '1'),
    ];
    for (const url of urls) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await withToken(app, other.token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: myBetsPaths.dailySettledBets })).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: myBetsPaths.cashOut(demo.id, '1'),
      payload: { requestId: randomUUID(), value: '1.00' },
    });
    expect(post.statusCode).toBe(401);
    const foreign = await postCashOut(app, other, '1', {});
    expect(foreign.statusCode).toBe(400); // no value: the body is checked before anything
  });

  it('refuses an expired token (401) on every route', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '1');
    const today = now;
    // A day on: beyond any token's lifetime.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    try {
      const urls = [
        myBetsPaths.openBets(demo.id),
        myBetsPaths.betCount(demo.id),
        myBetsPaths.openBet(demo.id, betId),
        myBetsPaths.dailySettledBets,
      ];
      for (const url of urls)
        expect((await withToken(app, demo.token, { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await postCashOut(app, demo, betId, { value: '0.95' })).statusCode).toBe(401);
    } finally {
      now = today;
    }
    expect((await openBet(app, demo, betId)).status).toBe('open');
  });
});

describe('daily settled bets', () => {
  it('returns at most numberOfBets, newest settled first, and only the last 24 hours', async () => {
    const ids: string[] = [];
    for (const outcomeId of OVERS) {
      ids.push(await placeSingle(app, demo, outcomeId, '1'));
      now = new Date(now.getTime() + 1000);
      expect((await resultWon(outcomeId)).decided).toBe(1);
    }
    const two = await settledBets(app, demo, 2);
    expect(two.map((b) => b.betId)).toEqual([ids[2], ids[1]]);
    expect(two[0]).toMatchObject({ status: 'won', legs: [expect.objectContaining({ status: 'won' })] });
    expect(two[0]!.returns).toBe(two[0]!.potentialReturns);
    const all = await settledBets(app, demo);
    expect(all.map((b) => b.betId)).toEqual(expect.arrayContaining(ids));
    expect(all.length).toBeLessThanOrEqual(50);
    // A day later they have left the daily list.
    const today = { now, demo };
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    demo = await session(app, 'demo'); // the token of a day ago has expired
    expect((await settledBets(app, demo)).map((b) => b.betId)).not.toContain(ids[2]);
    // Back to today: the pre-match events the other tests bet on have not started.
    ({ now, demo } = today);
  });

  it('refuses numberOfBets of 0 or 51 with a clear message', async () => {
    for (const n of [0, 51]) {
      const response = await settledResponse(app, demo, n);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/numberOfBets/);
    }
  });
});

describe('cash-out', () => {
  it('pays the value shown: the balance rises by it, the bet leaves open bets for the settled list', async () => {
    const betId = await placeSingle(app, demo, LIVERPOOL, '10');
    const shown = (await openBet(app, demo, betId)).cashOut.value;
    const before = await balanceOf(app, demo);
    const answer = await cashOut(app, demo, betId, { value: shown });
    expect(answer).toMatchObject({ status: 'confirmed', amount: shown, reason: null, message: null });
    expect(cents(answer.balance!)).toBe(cents(before.totalBalance) + cents(shown));
    expect(cents((await balanceOf(app, demo)).totalBalance)).toBe(cents(before.totalBalance) + cents(shown));
    expect(answer.bet).toMatchObject({ status: 'cashed-out', cashedOut: shown, returns: null });
    expect(answer.bet.cashOut).toMatchObject({ available: false, reason: 'settled' });
    expect((await openBets(app, demo)).map((b) => b.betId)).not.toContain(betId);
    const settled = await settledBets(app, demo);
    expect(settled.find((b) => b.betId === betId)).toMatchObject({ status: 'cashed-out', cashedOut: shown });
    // The feed results its market as won: a cashed-out bet is settled once, never again.
    const after = await balanceOf(app, demo);
    const settlement = await resultWon(LIVERPOOL);
    expect(settlement).toMatchObject({ decided: 0, done: true });
    expect((await openBet(app, demo, betId)).status).toBe('cashed-out');
    expect((await ledgerRows(app, demo.id, 'BET_WIN')).map((r) => r.reference)).not.toContain(
      `settle:${betId}`,
    );
    expect((await balanceOf(app, demo)).totalBalance).toBe(after.totalBalance);
  });

  it('pays once for the same request id; another body under it is a 409', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '4');
    const shown = (await openBet(app, demo, betId)).cashOut.value;
    const requestId = randomUUID();
    const first = await cashOut(app, demo, betId, { requestId, value: shown });
    const again = await cashOut(app, demo, betId, { requestId, value: shown });
    expect(again).toEqual(first);
    const paid = (await ledgerRows(app, demo.id, 'CASHOUT')).filter(
      (r) => r.reference === `cashout:${first.cashOutId}`,
    );
    expect(paid).toHaveLength(1);
    const other = await postCashOut(app, demo, betId, { requestId, value: '1.00' });
    expect(other.statusCode).toBe(409);
  });

  it('refuses after a price move against the player with the new value, paying nothing', async () => {
    const betId = await placeSingle(app, demo, LEEDS, '10');
    const shown = (await openBet(app, demo, betId)).cashOut.value;
    const leg = (await openBet(app, demo, betId)).legs[0]!;
    // A longer price: the selection is less likely, the bet worth less.
    expect((await setPrice(LEEDS, leg.price * 1.5)).statusCode).toBe(200);
    const before = await balanceOf(app, demo);
    const answer = await cashOut(app, demo, betId, { value: shown });
    expect(answer).toMatchObject({
      status: 'refused',
      reason: 'price-moved',
      message: CASH_OUT_REFUSALS['price-moved'],
      amount: null,
      balance: null,
    });
    expect(cents(answer.bet.cashOut.value)).toBeLessThan(cents(shown));
    expect(answer.bet.status).toBe('open');
    expect((await balanceOf(app, demo)).totalBalance).toBe(before.totalBalance);
    // At the new value it goes through.
    const retried = await cashOut(app, demo, betId, { value: answer.bet.cashOut.value });
    expect(retried).toMatchObject({ status: 'confirmed', amount: answer.bet.cashOut.value });
    await setPrice(LEEDS, leg.price);
  });

  it('refuses while a market is suspended', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '10');
    const bet = await openBet(app, demo, betId);
    expect((await setMarket(bet.legs[0]!.marketId, 'SUSPENDED')).statusCode).toBe(200);
    try {
      const shownNow = await openBet(app, demo, betId);
      expect(shownNow.cashOut).toEqual({ available: false, value: '0.00', reason: 'market-suspended' });
      expect(shownNow.legs[0]).toMatchObject({ marketStatus: 'suspended', currentPrice: null });
      const answer = await cashOut(app, demo, betId, { value: bet.cashOut.value });
      expect(answer).toMatchObject({
        status: 'refused',
        reason: 'market-suspended',
        message: CASH_OUT_REFUSALS['market-suspended'],
      });
    } finally {
      await setMarket(bet.legs[0]!.marketId, 'OPEN');
    }
  });

  it('cashes out half the stake for half the value; the bet runs on the other half', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '10');
    const whole = await openBet(app, demo, betId);
    const half = (cents(whole.cashOut.value) / 2 / 100).toFixed(2);
    const before = await balanceOf(app, demo);
    const answer = await cashOut(app, demo, betId, { value: half, stake: '5' });
    expect(answer).toMatchObject({ status: 'confirmed', amount: half });
    expect(cents((await balanceOf(app, demo)).totalBalance)).toBe(cents(before.totalBalance) + cents(half));
    expect(answer.bet).toMatchObject({
      status: 'open',
      totalStake: '5.00',
      placedStake: '10.00',
      cashedOut: half,
    });
    expect(cents(answer.bet.potentialReturns)).toBe(Math.floor(cents(whole.potentialReturns) / 2));
    expect(answer.bet.cashOut).toMatchObject({ available: true, value: half });
    expect((await openBets(app, demo)).map((b) => b.betId)).toContain(betId);
    // More than runs is bad input.
    const above = await postCashOut(app, demo, betId, { value: half, stake: '6' });
    expect(above.statusCode).toBe(400);
  });

  it('cashes out an in-play single too', async () => {
    const betId = await placeSingle(app, demo, SEVILLA, '2');
    const shown = (await openBet(app, demo, betId)).cashOut.value;
    expect(await cashOut(app, demo, betId, { value: shown })).toMatchObject({
      status: 'confirmed',
      amount: shown,
    });
  });

  it('refuses a bad body with a 400', async () => {
    const betId = await placeSingle(app, demo, ARSENAL, '1');
    for (const body of [
      { value: 'lots' },
      { value: '1.00', requestId: 'not-a-uuid' },
      { value: '9'.repeat(5000) },
      { value: '1.00', stake: '-1' },
      { value: '1.00', stake: 'half' },
      { value: 1 },
    ]) {
      expect((await postCashOut(app, demo, betId, body)).statusCode).toBe(400);
    }
  });
});

describe('cash-out within cashout_timeout', () => {
  it('decides an in-play cash-out after its delay, on the price of then', async () => {
    const delayed = await buildTestApp({ cashOutDelaySeconds: 1, demoControls: true });
    try {
      const player = await session(delayed, 'demo');
      const first = await placeSingle(delayed, player, SEVILLA, '2');
      const second = await placeSingle(delayed, player, SEVILLA, '2');
      const seen = await openBet(delayed, player, first);
      // No move: confirmed at the value shown, after the delay.
      expect(await cashOut(delayed, player, first, { value: seen.cashOut.value })).toMatchObject({
        status: 'confirmed',
        amount: seen.cashOut.value,
      });
      // The price lengthens while the request is under way (with the delay, while it waits): the
      // value shown is gone. This does not prove the wait; it proves the decision reads prices late.
      const shown = (await openBet(delayed, player, second)).cashOut.value;
      const answer = cashOut(delayed, player, second, { value: shown });
      const moved = await setFeedPrice(delayed, SEVILLA, seen.legs[0]!.price * 1.5);
      expect(moved.statusCode).toBe(200);
      expect(await answer).toMatchObject({ status: 'refused', reason: 'price-moved', amount: null });
      expect((await openBet(delayed, player, second)).status).toBe('open');
    } finally {
      await delayed.close();
    }
  });

  it('refuses an in-play cash-out with timeout when the delay is longer than the timeout', async () => {
    const slow = await buildTestApp({ cashOutDelaySeconds: 10 });
    try {
      const player = await session(slow, 'demo');
      const betId = await placeSingle(slow, player, SEVILLA, '2');
      const shown = (await openBet(slow, player, betId)).cashOut.value;
      const before = await balanceOf(slow, player);
      const answer = await cashOut(slow, player, betId, { value: shown });
      expect(answer).toMatchObject({
        status: 'refused',
        reason: 'timeout',
        message: CASH_OUT_REFUSALS.timeout,
      });
      expect(answer.bet.status).toBe('open');
      expect((await balanceOf(slow, player)).totalBalance).toBe(before.totalBalance);
    } finally {
      await slow.close();
    }
  });
});
