import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  CashOutResponse,
  LoginResponse,
  myBetsPaths,
  MyBetResponse,
  PlacementResponse,
  PricingResponse,
  type BetslipModel,
  type PricingRequestInput,
} from '@sb/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin, seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { resultOf, winsOf } from '../../test/settlement.ts';
import { staked, type Player } from '../../test/betslip.ts';

/*
 * Money follows the player's brand (SPEC.md §1, §5 tax): the fixture's brand 'second' runs the
 * African slip with a 10 % stake tax and 20 % on winnings, the flagship none. `rival` is second's
 * player, `pound` the flagship's in the same currency (GBP), so only the brand tells them apart.
 * Outcomes of 101 Arsenal v Chelsea: Over 4.5 at 5, Under 4.5, Correct Score 1-0 at 7.
 */
const OVER_45 = 1010701;
const UNDER_45 = 1010702;
const ONE_NIL = 1010801;
const market = (outcomeId: number) => Math.floor(outcomeId / 100);

let app: FastifyInstance;
let rival: Player;
let pound: Player;

/** A call at `brand` (X-SB-Brand), as the player's token when given. */
async function at<T>(
  brand: string,
  schema: { parse(data: unknown): T },
  options: Pick<InjectOptions, 'method' | 'url' | 'payload'>,
  player?: Player,
): Promise<T> {
  const response = await app.inject({
    ...options,
    headers: { 'x-sb-brand': brand, ...(player ? { authorization: `Bearer ${player.token}` } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const price = (brand: string, request: PricingRequestInput, player?: Player) =>
  at(brand, PricingResponse, { method: 'POST', url: apiPaths.betslipPricing, payload: request }, player);

/** The slip of one outcome with 10 on it, priced at `brand`. */
async function tenOn(brand: string, outcomeId: number, player?: Player): Promise<PricingResponse> {
  const added = await price(brand, { model: {}, outcomeIds: [outcomeId] }, player);
  return price(brand, { model: staked(added.model, { singles: { 0: '10' } }) }, player);
}

async function placeTenOn(brand: string, outcomeId: number, player: Player): Promise<PlacementResponse> {
  const { model } = await tenOn(brand, outcomeId, player);
  return at(
    brand,
    PlacementResponse,
    { method: 'POST', url: `${apiPaths.placeBetslip(player.id)}?uuid=${randomUUID()}`, payload: model },
    player,
  );
}

async function sessionAt(brand: string, username: string): Promise<Player> {
  const response = await postLogin(app, username, `${username}-pass`, { headers: { 'x-sb-brand': brand } });
  expect(response.statusCode, response.body).toBe(200);
  const { session } = LoginResponse.parse(response.json());
  return { id: session.id, token: session.jwe_token };
}

beforeAll(async () => {
  app = await buildTestApp();
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 100 });
  await seedBrandPlayer(app, { username: 'pound', brand: 'sportsbook', currency: 'GBP', deposit: 100 });
  rival = await sessionAt('second', 'rival');
  pound = await sessionAt('sportsbook', 'pound');
});
afterAll(() => app.close());

const single = (priced: { model: BetslipModel }) => priced.model.singles[0]!;

describe('pricing by the brand (SPEC.md §5 "Tax deduction applies only with the African betslip ...")', () => {
  it("prices a visitor's slip by the request's brand: taxed in its currency at second, untaxed at the flagship", async () => {
    const taxed = await tenOn('second', OVER_45);
    expect(taxed.model.currency).toBe('GBP');
    // 10.00 staked is 9.09 bet; 9.09 x 5 = 45.45; winnings 36.36, 20 % withheld rounded up: 7.28.
    expect(single(taxed)).toMatchObject({
      decimal: 5,
      stakeAfterTax: '9.09',
      potentialTaxDeduction: '7.28',
      potentialReturns: '38.17',
    });
    const flagship = await tenOn('sportsbook', OVER_45);
    expect(flagship.model.currency).toBe('EUR');
    expect(single(flagship)).toMatchObject({ potentialTaxDeduction: '0.00', potentialReturns: '50.00' });
  });

  it("prices a player's slip by their brand's rules, with their balance", async () => {
    const taxed = await tenOn('second', OVER_45, rival);
    expect(taxed.availableBalance).toBe('100.00');
    expect(single(taxed)).toMatchObject({ potentialTaxDeduction: '7.28', potentialReturns: '38.17' });
    const untaxed = await tenOn('sportsbook', OVER_45, pound);
    expect(untaxed.model.currency).toBe('GBP');
    expect(single(untaxed)).toMatchObject({ potentialTaxDeduction: '0.00', potentialReturns: '50.00' });
  });
});

describe("placement, settlement and cash-out by the player's brand", () => {
  it("places and settles each player's bet by their own brand's tax, on one market in one currency", async () => {
    const taxed = await placeTenOn('second', OVER_45, rival);
    expect(taxed).toMatchObject({
      status: 'accepted',
      totalStake: '10.00',
      potentialReturns: '38.17',
      balance: '90.00',
    });
    // The receipt's tax lines (§5): what was bet after the duty, what the winnings' tax withholds.
    expect(taxed.bets[0]).toMatchObject({ stakeAfterTax: '9.09', potentialTaxDeduction: '7.28' });
    const untaxed = await placeTenOn('sportsbook', OVER_45, pound);
    expect(untaxed).toMatchObject({ status: 'accepted', potentialReturns: '50.00', balance: '90.00' });
    expect(untaxed.bets[0]).not.toHaveProperty('stakeAfterTax');

    await app.settlement.settle(resultOf(market(OVER_45), { [OVER_45]: 'won', [UNDER_45]: 'lost' }));

    // 45.45 gross less 7.28 tax; the flagship's player is paid 10 x 5 whole.
    const rivalBet = Number(taxed.bets[0]!.betId);
    const poundBet = Number(untaxed.bets[0]!.betId);
    expect((await winsOf(app.db, rival.id)).get(rivalBet)).toEqual({ rows: 1, amount: 3817 });
    expect((await winsOf(app.db, pound.id)).get(poundBet)).toEqual({ rows: 1, amount: 5000 });
  });

  it("cashes a second-brand player's bet out at their brand", async () => {
    const placed = await placeTenOn('second', ONE_NIL, rival);
    const betId = placed.bets[0]!.betId;
    const { bet } = await at(
      'second',
      MyBetResponse,
      { method: 'GET', url: myBetsPaths.openBet(rival.id, betId) },
      rival,
    );
    const answer = await at(
      'second',
      CashOutResponse,
      {
        method: 'POST',
        url: myBetsPaths.cashOut(rival.id, betId),
        payload: { requestId: randomUUID(), value: bet.cashOut.value },
      },
      rival,
    );
    expect(answer).toMatchObject({ status: 'confirmed', amount: bet.cashOut.value });
  });
});
