import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { balanceOf, session, type Player } from '../../test/betslip.ts';
import { cashOut, openBet, placeSingle, setFeedPrice } from '../../test/my-bets.ts';

/*
 * Cash-out and the operator's settings of §3: a price moving for the player raises the value; the
 * player gets the higher value only when they accept it and allow_higher_odds_and_cashout is on,
 * else exactly what they saw (never less). Event 101 is pre-match; prices move through the demo
 * feed controls.
 */
const ARSENAL = 1010101;

let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
  demo = await session(app, 'demo');
});
afterAll(() => app.close());

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const setPrice = (outcomeId: number, decimal: number) => setFeedPrice(app, outcomeId, decimal);

async function allowHigher(on: boolean) {
  const patch = JSON.stringify({ allow_higher_odds_and_cashout: on });
  await app.db
    .insert(settings)
    .values({ brand: 'sportsbook', channel: 'web', body: { allow_higher_odds_and_cashout: on } })
    .onConflictDoUpdate({
      target: [settings.brand, settings.channel],
      set: { body: sql`${settings.body} || ${patch}::jsonb` },
    });
  app.cms.invalidate();
}

/** A bet whose value rose after the player saw it: the value shown, and the value now. */
async function valueRose() {
  const betId = await placeSingle(app, demo, ARSENAL, '10');
  const seen = await openBet(app, demo, betId);
  // A shorter price: the selection is likelier, the bet worth more.
  const feedPrice = (
    await app.db.execute<{ price: number }>(sql`select price from outcomes where id = ${ARSENAL}`)
  ).rows[0]!.price;
  expect((await setPrice(ARSENAL, feedPrice / 1.4)).statusCode).toBe(200);
  const now = (await openBet(app, demo, betId)).cashOut.value;
  expect(cents(now)).toBeGreaterThan(cents(seen.cashOut.value));
  return { betId, shown: seen.cashOut.value, now, restore: () => setPrice(ARSENAL, feedPrice) };
}

describe('a cash-out value that rose', () => {
  it('pays the higher value when the player accepts it and the operator allows it', async () => {
    await allowHigher(true);
    const { betId, shown, now, restore } = await valueRose();
    try {
      const before = await balanceOf(app, demo);
      // The player saw the older, lower value and accepts a higher one.
      const answer = await cashOut(app, demo, betId, { value: shown, acceptHigher: true });
      expect(answer).toMatchObject({ status: 'confirmed', amount: now });
      expect(cents((await balanceOf(app, demo)).totalBalance)).toBe(cents(before.totalBalance) + cents(now));
    } finally {
      await restore();
    }
  });

  it('pays what the player saw when they do not accept higher', async () => {
    await allowHigher(true);
    const { betId, shown, restore } = await valueRose();
    try {
      const answer = await cashOut(app, demo, betId, { value: shown, requestId: randomUUID() });
      expect(answer).toMatchObject({ status: 'confirmed', amount: shown });
    } finally {
      await restore();
    }
  });

  it('pays what the player saw when allow_higher_odds_and_cashout is off, whatever they accept', async () => {
    await allowHigher(false);
    const { betId, shown, restore } = await valueRose();
    try {
      const answer = await cashOut(app, demo, betId, { value: shown, acceptHigher: true });
      expect(answer).toMatchObject({ status: 'confirmed', amount: shown });
    } finally {
      await restore();
      await allowHigher(true);
    }
  });
});

describe("the operator's cash-out margin (CASHOUT_MARGIN_PERCENT)", () => {
  it('keeps its share of the fair value: on an unmoved price the offer is the stake less the margin', async () => {
    // Offers at the placement price are the stake itself without a margin.
    const margins = [
      [0, '10.00'],
      [0.05, '9.50'],
      [0.125, '8.75'],
    ] as const;
    for (const [cashOutMargin, offer] of margins) {
      const other = await buildTestApp({ cashOutMargin });
      try {
        const player = await session(other, 'demo');
        const betId = await placeSingle(other, player, ARSENAL, '10');
        expect((await openBet(other, player, betId)).cashOut).toMatchObject({
          available: true,
          value: offer,
        });
      } finally {
        await other.close();
      }
    }
  });
});
