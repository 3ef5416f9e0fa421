import {
  ApiError,
  PRICE_FORMAT_HEADER,
  apiPaths,
  EpwConfig,
  RetailCodeResponse,
  SelectionsResponse,
  type BetslipModel,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { balanceOf, codes, pricing, session, slipOf, staked, type Player } from '../../test/betslip.ts';

/*
 * The pricing call of SPEC.md §7 and its relatives. Fixture: 101 Arsenal v Chelsea, 102 Liverpool
 * v Everton (Double Chance 10202 suspended), 103 Leeds v Hull, 104 Real Madrid v Barcelona (La
 * Liga: a 5-point brand margin on match results), 106 finished.
 */
const ARSENAL = 1010101;
const LIVERPOOL = 1020101;
const LIVERPOOL_DOUBLE_CHANCE = 1020201;
const LEEDS = 1030101;
const REAL_MADRID = 1040101;
const SPURS = 1060101;

let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await session(app, 'demo');
});
afterAll(() => app.close());

async function servedPrice(outcomeId: number): Promise<number> {
  const eventId = Math.floor(outcomeId / 10_000);
  const response = await app.inject({ method: 'GET', url: apiPaths.event(eventId) });
  const event = response.json<{
    markets: { outcomes: { id: number; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[];
  }>();
  const outcome = event.markets.flatMap((m) => m.outcomes).find((o) => o.id === outcomeId)!;
  return outcome.consolidatedPrice.currentPrice.decimal;
}

describe('pricing: POST with outcome ids adds them, PUT re-prices the slip', () => {
  it("builds a visitor's slip from the catalogue: refs, names, the served prices, the treble", async () => {
    const priced = await pricing(app, { model: {}, outcomeIds: [ARSENAL, LIVERPOOL, LEEDS] });
    expect(priced.availableBalance).toBeNull();
    expect(priced.errors).toEqual([]);
    const { singles, multiples } = priced.model;
    expect(singles.map((s) => [s.ref, s.outcomeId, s.eventDescription, s.marketDescription])).toEqual([
      ['sel1', ARSENAL, 'Arsenal v Chelsea', 'Match Result'],
      ['sel2', LIVERPOOL, 'Liverpool v Everton', 'Match Result'],
      ['sel3', LEEDS, 'Leeds v Hull', 'Match Result'],
    ]);
    for (const single of singles) expect(single.decimal).toBe(await servedPrice(single.outcomeId));
    expect(multiples).toHaveLength(1);
    expect(multiples[0]).toMatchObject({ description: 'Treble', betTypeId: 200002, ref: 'mul1' });
    // The server's limits for the currency replace the front end's placeholder 1250.00 (§3).
    expect(multiples[0]!.minBetStake).toBe('0.00');
    expect(multiples[0]!.maxBetStake).toBe('10000.00');
    expect(priced.model.currency).toBe('EUR');
  });

  it('names the selections in the language of the call, the event by its teams as the feed gives it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${apiPaths.betslipPricing}?l=es`,
      payload: { model: {}, outcomeIds: [ARSENAL + 1] },
    });
    const [single] = response.json<{ model: BetslipModel }>().model.singles;
    expect([single?.outcomeDescription, single?.marketDescription, single?.eventDescription]).toEqual([
      'Empate',
      'Resultado del partido',
      'Arsenal v Chelsea',
    ]);
  });

  it('prices with the brand margin the catalogue serves (La Liga)', async () => {
    const priced = await pricing(app, { model: {}, outcomeIds: [REAL_MADRID] });
    expect(priced.model.singles[0]!.decimal).toBe(await servedPrice(REAL_MADRID));
    expect(priced.model.singles[0]!.decimal).not.toBe(2.137);
  });

  it('offers the system bets of three selections when showSysBets is on, with their counts and returns', async () => {
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL, LEEDS], { showSysBets: true });
    expect(slip.systems.map((s) => [s.ref, s.description, s.noOfBets])).toEqual([
      ['sys002', 'Doubles', 3],
      ['sys058', 'Trixie', 4],
      ['sys057', 'Patent', 7],
    ]);
    const repriced = await pricing(
      app,
      { model: staked(slip, { systems: { sys058: '1' } }), showSysBets: true },
      undefined,
      'PUT',
    );
    const trixie = repriced.model.systems.find((s) => s.ref === 'sys058')!;
    expect(trixie.totalStake).toBe('4.00');
    const [a, b, c] = slip.singles.map((s) => s.decimal) as [number, number, number];
    const returns = a * b + a * c + b * c + a * b * c;
    expect(Number(trixie.potentialReturns)).toBeCloseTo(returns, 1);
    expect(repriced.model.totalCost).toBe('4.00');
  });

  it("answers a player's available balance and refuses a stake above it in the errors", async () => {
    const balance = await balanceOf(app, demo);
    const slip = await slipOf(app, [ARSENAL]);
    const priced = await pricing(
      app,
      { model: staked(slip, { singles: { 0: '5000' } }), accountId: demo.id },
      demo,
      'PUT',
    );
    // Promo cash is spent only when the player uses it: without, real money is what is available.
    expect(priced.availableBalance).toBe(balance.realBalance.toFixed(2));
    expect(codes(priced)).toEqual(['RES-00056']);
    const withPromo = await pricing(
      app,
      { model: { ...staked(slip, { singles: { 0: '5000' } }), usePromoCash: true }, accountId: demo.id },
      demo,
      'PUT',
    );
    expect(withPromo.availableBalance).toBe(balance.totalBalance.toFixed(2));
    expect(withPromo.availablePromoCash).toBe(balance.bonusBalance.toFixed(2));
  });

  it('names each unavailable or suspended selection in the errors, and marks it', async () => {
    const priced = await pricing(app, { model: {}, outcomeIds: [LIVERPOOL_DOUBLE_CHANCE, SPURS] });
    expect(priced.errors).toEqual([
      expect.objectContaining({ code: 'RES-00048', outcomeId: LIVERPOOL_DOUBLE_CHANCE }),
      expect.objectContaining({ code: 'RES-00047', outcomeId: SPURS }),
    ]);
    expect(priced.model.singles.map((s) => s.enabled)).toEqual([false, false]);
  });

  it('shows a changed price as old and new, and asks (RES-00152) unless higher odds are accepted', async () => {
    const slip = await slipOf(app, [ARSENAL]);
    const shown = slip.singles[0]!.decimal;
    const stale: BetslipModel = { ...slip, singles: [{ ...slip.singles[0]!, decimal: shown - 0.05 }] };
    const asked = await pricing(app, { model: stale }, undefined, 'PUT');
    expect(asked.model.singles[0]).toMatchObject({ decimal: shown, previousDecimal: shown - 0.05 });
    expect(codes(asked)).toEqual(['RES-00152']);
    const accepting = await pricing(app, { model: stale, userAcceptOdds: 'A' }, undefined, 'PUT');
    expect(accepting.errors).toEqual([]);
  });

  it("says 'not available anymore' for an outcome nobody offers, and does not add it", async () => {
    const priced = await pricing(app, { model: {}, outcomeIds: [ARSENAL, 99999999] });
    expect(priced.model.singles.map((s) => s.outcomeId)).toEqual([ARSENAL]);
    expect(priced.errors).toEqual([
      expect.objectContaining({ code: 'selection-unavailable', outcomeId: 99999999 }),
    ]);
  });

  it('writes the slip prices in the odds type of the price-format header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.betslipPricing,
      headers: { [PRICE_FORMAT_HEADER]: 'us' },
      payload: { model: {}, outcomeIds: [LIVERPOOL] },
    });
    const single = response.json<{ model: BetslipModel }>().model.singles[0]!;
    // 1.5 decimal is -200 in US odds.
    expect([single.decimal, single.price]).toEqual([1.5, '-200']);
  });

  it('refuses a bad token (401) and an accountId of another player (403)', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: apiPaths.betslipPricing,
      headers: { authorization: 'Bearer not-a-token' },
      payload: { model: {} },
    });
    expect(bad.statusCode).toBe(401);
    const foreign = await app.inject({
      method: 'PUT',
      url: apiPaths.betslipPricing,
      headers: { authorization: `Bearer ${demo.token}` },
      payload: { model: {}, accountId: demo.id + 1 },
    });
    expect(foreign.statusCode).toBe(403);
    const noToken = await app.inject({
      method: 'PUT',
      url: apiPaths.betslipPricing,
      payload: { model: {}, accountId: demo.id },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('validates the body with the contract: a bad stake is a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: apiPaths.betslipPricing,
      payload: { model: { singles: [{ outcomeId: ARSENAL, unitStake: '1.234' }] } },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).field).toBe('body.model.singles.0.unitStake');
  });
});

describe('stake limits per currency (§5, §9)', () => {
  it('multiplies the stake bounds by 1000 for a thousand-scaled currency (VND)', async () => {
    const vnd = await session(app, 'vnd');
    const priced = await pricing(app, { model: {}, outcomeIds: [ARSENAL, LEEDS], accountId: vnd.id }, vnd);
    expect(priced.model.currency).toBe('VND');
    expect(priced.model.multiples[0]!.maxBetStake).toBe('10000000');
    expect(priced.availableBalance).toBe('5000000');
  });
});

describe('selections, retail codes, epw', () => {
  it('brings a stored slip up to date (selections call)', async () => {
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL_DOUBLE_CHANCE]);
    const stale = { ...slip, singles: slip.singles.map((s) => ({ ...s, outcomeDescription: 'old name' })) };
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.betslipSelections,
      payload: { model: stale },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = SelectionsResponse.parse(response.json());
    expect(refreshed.model.singles.map((s) => s.outcomeDescription)).toEqual(['Home', 'Home or Draw']);
    expect(codes(refreshed)).toEqual(['RES-00048']);
  });

  it("keeps a visitor's slip under a short code that reads back the same slip", async () => {
    const slip = staked(await slipOf(app, [ARSENAL, LEEDS]), { multiple: '3' });
    const created = await app.inject({
      method: 'POST',
      url: apiPaths.betslipRetailCodes,
      payload: { model: slip },
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = RetailCodeResponse.parse(created.json());
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const read = await app.inject({ method: 'GET', url: `${apiPaths.betslipRetailCodes}/${code.code}` });
    expect(read.statusCode).toBe(200);
    const back = RetailCodeResponse.parse(read.json());
    expect(back.model.singles.map((s) => s.outcomeId)).toEqual([ARSENAL, LEEDS]);
    expect(back.model.multiples[0]!.unitStake).toBe('3.00');
    expect(
      (await app.inject({ method: 'GET', url: `${apiPaths.betslipRetailCodes}/ABCDEFGH` })).statusCode,
    ).toBe(404);
    const empty = await app.inject({
      method: 'POST',
      url: apiPaths.betslipRetailCodes,
      payload: { model: {} },
    });
    expect(empty.statusCode).toBe(422);
  });

  it('serves the epw config', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.epwConfig });
    expect(response.statusCode).toBe(200);
    expect(EpwConfig.parse(response.json()).epwPromoFilterValues.betSize).toContain(3);
  });

  it('has no demo feed controls unless DEMO_CONTROLS is on', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/demo/feed/outcomes/${ARSENAL}/price`,
      payload: { decimal: 3 },
    });
    expect(response.statusCode).toBe(404);
  });
});
