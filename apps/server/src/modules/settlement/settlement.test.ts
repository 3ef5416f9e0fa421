// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { MarketResult, PlacementResponse } from '@sb/contract';
import { ledgerUnits } from '@sb/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, marketResults } from '../../db/schema.ts';
import { postLedgerEntry } from '../accounts/index.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import {
  balanceOf,
  ledgerOf,
  place,
  pricing,
  session,
  slipOf,
  staked,
  type Player,
} from '../../test/betslip.ts';
import { FIXTURE_RACE } from '../../test/fixture-catalog.ts';
import { demoFeedRoutes } from '../live/index.ts';
import { betRow, insertOpenBets, insertRace, legRows, resultOf, winsOf } from '../../test/settlement.ts';

/*
 * Settlement by the feed (issue 7 part 1): bets placed through the API (or, for what the API does
 * not offer yet, such as each-way terms, written through the repositories with their stake taken
 * by the ledger), markets resulted by the service or the demo control, money checked in the ledger.
 * Runs on PGlite and, in the server-pg project, on PostgreSQL.
 */
const OVER_15 = 1010401;
const OVER_25 = 1010501;
const UNDER_25 = 1010502;
const OVER_35 = 1010601;
const LIVERPOOL = 1020101;
const LEEDS = 1030101;
const REAL_MADRID = 1040101;
const SEVILLA = 1050101;
const PL_ARSENAL = 1070101;
const PL_LIVERPOOL = 1070102;
const PL_CHELSEA = 1070103;
const SINNER = 2010101;
const DJOKOVIC = 2020101;
const NAVI = 4010101;
const SPECIAL_YES = 30101_01;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

const settle = (result: MarketResult) => app.settlement.settle(result);
const market = (outcomeId: number) => Math.floor(outcomeId / 100);
const cents = (amount: string | number) => Math.round(Number(amount) * 100);
/** Stake x the product of prices, rounded down to the cent, computed exactly (prices have 3 decimals). */
const returnsOf = (stakeCents: number, ...prices: number[]) =>
  Number(
    prices.reduce((acc, p) => acc * BigInt(Math.round(p * 1000)), BigInt(stakeCents)) /
      1000n ** BigInt(prices.length),
  );

/** The ledger is the balance, to the cent, and never went below zero. */
async function money(player: Player) {
  const balance = await balanceOf(app, player);
  const ledger = await ledgerOf(app, player.id);
  expect(ledger.sum).toBe(cents(balance.totalBalance));
  expect(ledger.last).toBe(ledger.sum);
  expect(ledger.negativeRows).toBe(0);
  return ledger.sum;
}

async function single(player: Player, outcomeId: number, stake: string) {
  const answer = await place(app, player, staked(await slipOf(app, [outcomeId]), { singles: { 0: stake } }));
  expect(answer.status).toBe('accepted');
  return { betId: Number(answer.bets[0]!.betId), decimal: answer.bets[0]!.decimal, answer };
}

/** The demo players bet in euros. */
const playerRow = (player: Player) => ({ id: player.id, currency: 'EUR' });

describe('singles', () => {
  it('pays a won single stake x price, pays nothing on a lost one, and the balance rises by exactly that', async () => {
    const demo = await session(app, 'demo');
    const won = await single(demo, OVER_25, '10');
    const lost = await single(demo, UNDER_25, '4');
    const before = await money(demo);
    const report = await settle(resultOf(market(OVER_25), { [OVER_25]: 'won', [UNDER_25]: 'lost' }));
    expect(report).toMatchObject({ bets: 2, decided: 2, done: true });

    const credit = returnsOf(1000, won.decimal);
    expect(credit).toBe(cents(won.answer.bets[0]!.potentialReturns));
    expect(await money(demo)).toBe(before + credit);
    expect(await betRow(app.db, won.betId)).toMatchObject({ status: 'WON', returnsUnits: String(credit) });
    expect((await betRow(app.db, won.betId)).settledAt).toEqual(TEST_NOW);
    expect(await betRow(app.db, lost.betId)).toMatchObject({ status: 'LOST', returnsUnits: '0' });
    expect((await legRows(app.db, lost.betId))[0]!.result).toBe('LOST');
    const wins = await winsOf(app.db, demo.id);
    expect(wins.get(won.betId)).toEqual({ rows: 1, amount: credit });
    expect(wins.has(lost.betId)).toBe(false);
  });

  it('applies the same result twice, or a different second message, once: the first message wins', async () => {
    const demo = await session(app, 'demo');
    const before = await money(demo);
    const repeat = await settle(resultOf(market(OVER_25), { [OVER_25]: 'won', [UNDER_25]: 'lost' }));
    const contrary = await settle(resultOf(market(OVER_25), { [OVER_25]: 'lost', [UNDER_25]: 'won' }));
    expect([repeat.decided, contrary.decided]).toEqual([0, 0]);
    await app.settlement.resume();
    expect(await money(demo)).toBe(before);
    const [stored] = await app.db
      .select()
      .from(marketResults)
      .where(eq(marketResults.marketId, market(OVER_25)));
    expect(stored!.outcomes).toContainEqual({ outcomeId: OVER_25, result: 'won' });
  });

  it('returns the stake of a void single (the demo control results the market void)', async () => {
    const demo = await session(app, 'demo');
    const bet = await single(demo, OVER_15, '5');
    const before = await money(demo);
    const response = await app.inject({
      method: 'POST',
      url: demoFeedRoutes.marketResult.replace(':marketId', String(market(OVER_15))),
      payload: { winners: [], void: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ bets: 1, decided: 1, settled: true, inPlay: false });
    expect(await money(demo)).toBe(before + 500);
    expect(await betRow(app.db, bet.betId)).toMatchObject({ status: 'VOID', returnsUnits: '500' });
    // Off the offer: nothing more is placed on a resulted market.
    const slip = await slipOf(app, [OVER_15]);
    expect([slip.singles[0]!.outcomeState, slip.singles[0]!.enabled]).toEqual(['C', false]);
  });

  it('results an in-play market through the demo control: off the live event, the bet settled on return', async () => {
    const terms = await session(app, 'demo');
    const bet = await single(terms, SEVILLA, '2');
    const before = await money(terms);
    const response = await app.inject({
      method: 'POST',
      url: demoFeedRoutes.marketResult.replace(':marketId', String(market(SEVILLA))),
      payload: { winners: [SEVILLA] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ inPlay: true, decided: 1, settled: true });
    expect(app.live.state.event(105)!.markets!.some((m) => m.id === market(SEVILLA))).toBe(false);
    expect(await betRow(app.db, bet.betId)).toMatchObject({ status: 'WON' });
    expect(await money(terms)).toBe(before + returnsOf(200, bet.decimal));
  });

  it('refuses a demo result naming an outcome of another market', async () => {
    const response = await app.inject({
      method: 'POST',
      url: demoFeedRoutes.marketResult.replace(':marketId', String(market(LEEDS))),
      payload: { winners: [LIVERPOOL] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(String(LIVERPOOL));
  });

  it('settles only the running stake of a part-cashed-out bet, and never a cashed-out one', async () => {
    const demo = await session(app, 'demo');
    const [part, whole] = await insertOpenBets(
      app.db,
      playerRow(demo),
      [
        { unitStakeUnits: 1000, legs: [{ outcomeId: OVER_35, marketId: market(OVER_35), price: 2.9 }] },
        { unitStakeUnits: 1000, legs: [{ outcomeId: OVER_35, marketId: market(OVER_35), price: 2.9 }] },
      ],
      TEST_NOW,
    );
    // As the cash-out route leaves them: 4.00 of the first cashed out, the second cashed out whole.
    await app.db
      .update(bets)
      .set({ cashedOutStakeUnits: ledgerUnits(400), cashedOutUnits: ledgerUnits(300) })
      .where(eq(bets.id, part!));
    await app.db
      .update(bets)
      .set({ status: 'CASHED_OUT', cashedOutStakeUnits: ledgerUnits(1000), cashedOutUnits: ledgerUnits(900) })
      .where(eq(bets.id, whole!));
    const before = await money(demo);
    await settle(resultOf(market(OVER_35), { [OVER_35]: 'won' }));
    expect(await money(demo)).toBe(before + 1740);
    expect(await betRow(app.db, part!)).toMatchObject({ status: 'WON', returnsUnits: '1740' });
    expect(await betRow(app.db, whole!)).toMatchObject({ status: 'CASHED_OUT', returnsUnits: null });
    expect((await winsOf(app.db, demo.id)).has(whole!)).toBe(false);
  });
});

describe('multiples and systems', () => {
  it('keeps a treble open while legs are open, then pays a treble with a void leg as the double', async () => {
    const demo = await session(app, 'demo');
    const answer: PlacementResponse = await place(
      app,
      demo,
      staked(await slipOf(app, [LIVERPOOL, LEEDS, REAL_MADRID]), { multiple: '2' }),
    );
    const treble = answer.bets.find((b) => b.outcomeIds.length === 3)!;
    const betId = Number(treble.betId);
    const price = async (outcomeId: number) =>
      (await legRows(app.db, betId)).find((l) => l.outcomeId === outcomeId)!.price;
    const before = await money(demo);

    await settle(resultOf(market(LIVERPOOL), { [LIVERPOOL]: 'won' }));
    await settle(resultOf(market(LEEDS), { [LEEDS]: 'void' }));
    expect(await betRow(app.db, betId)).toMatchObject({ status: 'OPEN', returnsUnits: null });
    expect((await legRows(app.db, betId)).map((l) => l.result)).toEqual(['WON', 'VOID', 'OPEN']);
    expect(await money(demo)).toBe(before);

    await settle(resultOf(market(REAL_MADRID), { [REAL_MADRID]: 'won' }));
    const credit = returnsOf(200, await price(LIVERPOOL), await price(REAL_MADRID));
    expect(await betRow(app.db, betId)).toMatchObject({ status: 'WON', returnsUnits: String(credit) });
    expect(await money(demo)).toBe(before + credit);
  });

  it('settles a Trixie combination by combination: two winners of three pay their double only', async () => {
    const demo = await session(app, 'demo');
    const slip = await slipOf(app, [SINNER, DJOKOVIC, NAVI], { showSysBets: true });
    const answer = await place(app, demo, {
      ...staked(slip, { systems: { sys058: '1' } }),
      showSysBets: true,
    });
    const trixie = answer.bets.find((b) => b.ref === 'sys058')!;
    const betId = Number(trixie.betId);
    const legs = await legRows(app.db, betId);
    const price = (id: number) => legs.find((l) => l.outcomeId === id)!.price;
    const before = await money(demo);
    await settle(resultOf(market(SINNER), { [SINNER]: 'won' }));
    await settle(resultOf(market(DJOKOVIC), { [DJOKOVIC]: 'won' }));
    expect((await betRow(app.db, betId)).status).toBe('OPEN');
    await settle(resultOf(market(NAVI), { [NAVI]: 'lost' }));
    const credit = returnsOf(100, price(SINNER), price(DJOKOVIC));
    expect(await betRow(app.db, betId)).toMatchObject({ status: 'PARTLY_WON', returnsUnits: String(credit) });
    expect(await money(demo)).toBe(before + credit);
  });
});

describe('an outright with a tie for first and each-way terms', () => {
  let deadHeat: { betId: number; decimal: number };
  let eachWay: number | undefined;
  let player: Player;
  let before: number;
  beforeAll(async () => {
    player = await session(app, 'demo');
    deadHeat = await single(player, PL_ARSENAL, '10');
    // The API offers no place terms yet (no selection carries them): written as placement would.
    [eachWay] = await insertOpenBets(
      app.db,
      playerRow(player),
      [
        {
          unitStakeUnits: 1000,
          eachWay: true,
          legs: [
            {
              outcomeId: PL_CHELSEA,
              marketId: market(PL_CHELSEA),
              price: 8,
              placeTerms: { numerator: 1, denominator: 4, places: 3 },
              deadHeatAllowed: true,
            },
          ],
        },
      ],
      TEST_NOW,
    );
    before = await money(player);
    const half = { deadHeat: { num: 1, den: 2 } };
    await settle(
      resultOf(
        market(PL_ARSENAL),
        { [PL_ARSENAL]: 'won', [PL_LIVERPOOL]: 'won', [PL_CHELSEA]: 'placed' },
        { [PL_ARSENAL]: half, [PL_LIVERPOOL]: half },
      ),
    );
  });

  it('halves a tied winner where the market allows dead heat (stored at placement for an outright)', async () => {
    expect((await legRows(app.db, deadHeat.betId))[0]).toMatchObject({
      deadHeatAllowed: true,
      result: 'WON',
      deadHeatNum: 1,
      deadHeatDen: 2,
    });
    const credit = returnsOf(1000, deadHeat.decimal) / 2;
    expect(await betRow(app.db, deadHeat.betId)).toMatchObject({
      status: 'WON',
      returnsUnits: String(credit),
    });
  });

  it('pays an each-way bet that placed its place part only: stake x (1 + (8 - 1) x 1/4)', async () => {
    expect(await betRow(app.db, eachWay!)).toMatchObject({ status: 'PARTLY_WON', returnsUnits: '2750' });
    const halfWin = returnsOf(1000, deadHeat.decimal) / 2;
    expect(await money(player)).toBe(before + halfWin + 2750);
  });

  it('settles the rest of a page when one bet cannot be settled, which stays open for the next run', async () => {
    const demo = await session(app, 'demo');
    const [OVER_05, UNDER_05] = [1010301, 1010302];
    const [won, lost, broken] = await insertOpenBets(
      app.db,
      playerRow(demo),
      [
        { unitStakeUnits: 100, legs: [{ outcomeId: OVER_05, marketId: 10103, price: 1.05 }] },
        { unitStakeUnits: 100, legs: [{ outcomeId: UNDER_05, marketId: 10103, price: 9 }] },
        // Stored as a system of a type no system bet has: the domain refuses to settle it.
        {
          kind: 'SYSTEM',
          betTypeId: 1,
          unitStakeUnits: 100,
          legs: [{ outcomeId: OVER_05, marketId: 10103, price: 1.05 }],
        },
      ],
      TEST_NOW,
    );
    const report = await settle(resultOf(10103, { [OVER_05]: 'won', [UNDER_05]: 'lost' }));
    expect(await betRow(app.db, won!)).toMatchObject({ status: 'WON', returnsUnits: '105' });
    expect(await betRow(app.db, lost!)).toMatchObject({ status: 'LOST', returnsUnits: '0' });
    expect(await betRow(app.db, broken!)).toMatchObject({ status: 'OPEN' });
    expect((await winsOf(app.db, demo.id)).get(won!)).toEqual({ rows: 1, amount: 105 });
    // The market stays unsettled: a resume tries the open bet again.
    expect(report).toMatchObject({ decided: 2, done: false });
  });

  it('pays a credit already in the ledger once: its page is settled bet by bet', async () => {
    const demo = await session(app, 'demo');
    // A market of its own (no catalogue needed: the bets name it, the result settles it).
    const [MARKET, YES, NO] = [10199, 1019901, 1019902];
    const [paid, unpaid, lost] = await insertOpenBets(
      app.db,
      playerRow(demo),
      [
        { unitStakeUnits: 200, legs: [{ outcomeId: YES, marketId: MARKET, price: 2 }] },
        { unitStakeUnits: 100, legs: [{ outcomeId: YES, marketId: MARKET, price: 2 }] },
        { unitStakeUnits: 100, legs: [{ outcomeId: NO, marketId: MARKET, price: 2 }] },
      ],
      TEST_NOW,
    );
    // The first bet's winnings are in the ledger already (as a run that died between the credit
    // and the bet's status would leave them, if they were not one transaction).
    await postLedgerEntry(
      app.db,
      {
        playerId: demo.id,
        kind: 'BET_WIN',
        pot: 'real',
        amountUnits: ledgerUnits(400),
        reference: `settle:${paid}`,
        description: 'Bet winnings',
        createdAt: TEST_NOW,
      },
      () => undefined,
    );
    const before = await money(demo);
    const report = await settle(resultOf(MARKET, { [YES]: 'won', [NO]: 'lost' }));
    expect(report).toMatchObject({ decided: 3, done: true });
    expect(await betRow(app.db, paid!)).toMatchObject({ status: 'WON', returnsUnits: '400' });
    expect(await betRow(app.db, unpaid!)).toMatchObject({ status: 'WON', returnsUnits: '200' });
    expect(await betRow(app.db, lost!)).toMatchObject({ status: 'LOST' });
    const wins = await winsOf(app.db, demo.id);
    expect(wins.get(paid!)).toEqual({ rows: 1, amount: 400 });
    expect(wins.get(unpaid!)).toEqual({ rows: 1, amount: 200 });
    expect(await money(demo)).toBe(before + 200);
  });

  it('ignores a dead-heat reduction on a market without dead-heat rules', async () => {
    const demo = await session(app, 'demo');
    const [betId] = await insertOpenBets(
      app.db,
      playerRow(demo),
      [
        {
          unitStakeUnits: 500,
          legs: [{ outcomeId: SPECIAL_YES, marketId: market(SPECIAL_YES), price: 1.8 }],
        },
      ],
      TEST_NOW,
    );
    await settle(
      resultOf(
        market(SPECIAL_YES),
        { [SPECIAL_YES]: 'won' },
        { [SPECIAL_YES]: { deadHeat: { num: 1, den: 2 } } },
      ),
    );
    expect(await betRow(app.db, betId!)).toMatchObject({ status: 'WON', returnsUnits: '900' });
  });
});

describe('an each-way single on a race, through the API (issue 45)', () => {
  /** Runners of the fixture's race by their place in the card: 1 Golden Meadow 3.0 ... 5 Noble Spirit 11.0. */
  const runner = (n: number) => FIXTURE_RACE.market * 100 + n;
  const resultPath = demoFeedRoutes.marketResult.replace(':marketId', String(FIXTURE_RACE.market));
  beforeAll(() => insertRace(app, TEST_NOW));

  /** An SP single on the favourite, placed before the race is resulted (the next test results it). */
  let spBet: { player: Player; betId: number; before: number };
  it('takes an SP single on a runner with a fixed price: the stake now, the returns unknown', async () => {
    const player = await session(app, 'cashout');
    const slip = await slipOf(app, [runner(1)]);
    expect(slip.singles[0]).toMatchObject({
      decimal: 3,
      startingPriceAvailable: true,
      fixedPriceAvailable: true,
    });
    const stakedSlip = staked(slip, { singles: { 0: '4' } });
    const atSp = { ...stakedSlip, singles: stakedSlip.singles?.map((s) => ({ ...s, startingPrice: true })) };
    const priced = (await pricing(app, { model: atSp }, player)).model;
    expect(priced).toMatchObject({
      totalCost: '4.00',
      potentialReturns: '0.00',
      returnsAtStartingPrice: true,
    });
    const before = await money(player);
    const answer = await place(app, player, priced);
    expect(answer).toMatchObject({ status: 'accepted', potentialReturns: '0.00' });
    expect(await money(player)).toBe(before - 400);
    spBet = { player, betId: Number(answer.bets[0]!.betId), before };
  });

  it("offers the race's terms, takes two stakes, and pays the place part of a placed runner only", async () => {
    const player = await session(app, 'demo');
    const slip = await slipOf(app, [runner(5)]);
    // Eight runners, not a handicap: 3 places at 1/5 (docs/decisions/each-way.md).
    expect(slip.singles[0]).toMatchObject({
      decimal: 11,
      showEachWay: true,
      placeTerms: { numerator: 1, denominator: 5, places: 3 },
    });
    const stakedSlip = staked(slip, { singles: { 0: '5' } });
    const eachWay = { ...stakedSlip, singles: stakedSlip.singles?.map((s) => ({ ...s, eachWay: true })) };
    const priced = (await pricing(app, { model: eachWay }, player)).model;
    // 5 to win at 11 (55) and 5 to place at 1 + 10 x 1/5 = 3 (15): 10 staked, 70 back at best.
    expect(priced.singles[0]).toMatchObject({ eachWay: true });
    expect([cents(priced.totalCost), cents(priced.singles[0]!.potentialReturns)]).toEqual([1000, 7000]);

    const before = await money(player);
    const answer = await place(app, player, priced);
    expect(answer.status).toBe('accepted');
    const betId = Number(answer.bets[0]!.betId);
    expect(await money(player)).toBe(before - 1000);

    const response = await app.inject({
      method: 'POST',
      url: resultPath,
      // The favourite returned an SP of 4.5 (its fixed price was 3.0); the others get the demo's.
      payload: {
        winners: [runner(1)],
        placed: [runner(3), runner(5)],
        startingPrices: [{ outcomeId: runner(1), decimal: 4.5 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ bets: 2, decided: 2, settled: true });
    // The win part lost, the place part paid 5 x 3: one credit of 15.
    expect(await betRow(app.db, betId)).toMatchObject({ status: 'PARTLY_WON', returnsUnits: '1500' });
    expect((await legRows(app.db, betId))[0]!.result).toBe('PLACED');
    expect((await winsOf(app.db, player.id)).get(betId)).toEqual({ rows: 1, amount: 1500 });
    expect(await money(player)).toBe(before - 1000 + 1500);
  });

  it('credits the SP single once at the starting price stored with the result', async () => {
    const { player, betId, before } = spBet;
    // 4 at SP 4.5: 18.00, not the 12.00 the fixed price 3.0 would have paid.
    expect(await betRow(app.db, betId)).toMatchObject({ status: 'WON', returnsUnits: '1800' });
    expect((await winsOf(app.db, player.id)).get(betId)).toEqual({ rows: 1, amount: 1800 });
    expect(await money(player)).toBe(before - 400 + 1800);
    const [stored] = await app.db
      .select()
      .from(marketResults)
      .where(eq(marketResults.marketId, FIXTURE_RACE.market));
    const outcomes = stored!.outcomes as MarketResult['outcomes'];
    expect(outcomes.find((o) => o.outcomeId === runner(1))?.startingPrice).toBe(4.5);
    // Every other runner has its SP too (the demo's seeded rule), the non-runners none.
    expect(outcomes.every((o) => (o.startingPrice ?? 0) > 1)).toBe(true);
    // A repeat of the result with another SP changes nothing: the first message wins.
    await settle({
      ...resultOf(FIXTURE_RACE.market, { [runner(1)]: 'won' }),
      outcomes: [{ outcomeId: runner(1), result: 'won', startingPrice: 10 }],
    });
    expect((await winsOf(app.db, player.id)).get(betId)).toEqual({ rows: 1, amount: 1800 });
    // The leg keeps its SP with its result, for My Bets ("SP 4.50").
    expect((await legRows(app.db, betId))[0]).toMatchObject({
      startingPrice: true,
      startingPriceDecimal: 4.5,
    });
  });

  it.each([
    ['a placed runner named twice', { winners: [runner(1)], placed: [runner(2), runner(2)] }],
    ['a winner also placed', { winners: [runner(1)], placed: [runner(1)] }],
    ['a placed outcome of another market', { winners: [runner(1)], placed: [LEEDS] }],
  ])('refuses a demo result with %s (400)', async (_name, payload) => {
    const response = await app.inject({ method: 'POST', url: resultPath, payload });
    expect(response.statusCode, response.body).toBe(400);
  });
});
