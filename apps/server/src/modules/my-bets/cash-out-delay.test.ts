import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { findPlayerByUsername } from '../accounts/index.ts';
import { session } from '../../test/betslip.ts';
import { createMyBetsService } from './my-bets-service.ts';
import { openBet, placeSingle, setFeedPrice } from '../../test/my-bets.ts';

/*
 * The in-play cash-out delay (CASHOUT_DELAY_SECONDS): a cash-out of a bet with a leg in play waits
 * before it is decided, so a player cannot cash out on a price the feed has already moved. The
 * service's wait is held here, so the test knows the request is waiting when it moves the price.
 */
const ARSENAL = 1010101; // pre-match
const SEVILLA = 1050101; // in play

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

/** A wait that records what it was asked for and ends when the test says so. */
function heldSleep() {
  const asked: number[] = [];
  let release = () => {};
  let reached = () => {};
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  const sleep = (ms: number) => {
    asked.push(ms);
    reached();
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { asked, sleep, waiting, release: () => release() };
}

describe('the in-play cash-out delay', () => {
  it('waits before deciding an in-play cash-out, and a price moved meanwhile refuses it', async () => {
    const held = heldSleep();
    const service = createMyBetsService(app, { cashOutDelaySeconds: 3, sleep: held.sleep });
    const demo = await session(app, 'demo');
    const player = (await findPlayerByUsername(app.db, 'sportsbook', 'demo'))!;
    const betId = await placeSingle(app, demo, SEVILLA, '2');
    const shown = await openBet(app, demo, betId);
    expect(shown.cashOut.available).toBe(true);

    const answer = service.cashOut(player, Number(betId), {
      requestId: randomUUID(),
      value: shown.cashOut.value,
      acceptHigher: false,
    });
    await held.waiting;
    expect(held.asked).toEqual([3000]);
    // While the request waits its delay, the feed lengthens the price: the value shown is gone.
    const moved = await setFeedPrice(app, SEVILLA, shown.legs[0]!.price * 1.5);
    expect(moved.statusCode).toBe(200);
    held.release();

    expect(await answer).toMatchObject({ status: 'refused', reason: 'price-moved', amount: null });
    expect((await openBet(app, demo, betId)).status).toBe('open');
  });

  it('decides a pre-match cash-out at once', async () => {
    const held = heldSleep();
    const service = createMyBetsService(app, { cashOutDelaySeconds: 3, sleep: held.sleep });
    const demo = await session(app, 'demo');
    const player = (await findPlayerByUsername(app.db, 'sportsbook', 'demo'))!;
    const betId = await placeSingle(app, demo, ARSENAL, '2');
    const shown = await openBet(app, demo, betId);
    expect(shown.cashOut.available).toBe(true);

    const answer = await service.cashOut(player, Number(betId), {
      requestId: randomUUID(),
      value: shown.cashOut.value,
      acceptHigher: false,
    });

    expect(held.asked).toEqual([]);
    expect(answer).toMatchObject({ status: 'confirmed', amount: shown.cashOut.value });
  });
});
