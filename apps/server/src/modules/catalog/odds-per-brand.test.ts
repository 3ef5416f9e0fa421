import {
  apiPaths,
  ApiError,
  Event,
  OddsLadderAndMarginsResponse,
  PricingResponse,
  type SettingsInput,
} from '@sb/contract';
import { applyBrandMargin, snapToLadder, type MarginEntry } from '@sb/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oddsMargins, settings } from '../../db/schema.ts';
import { postLogin, seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FIXTURE } from '../../test/fixture-catalog.ts';
import type { Player } from '../../test/betslip.ts';

/*
 * Odds per brand (SPEC.md §3 Odds margin entry, §4 Odds, §7 oddsLadderAndMargins with overrideBrand):
 * each brand prices from its own margin table. The fixture's flagship has a La Liga margin and one
 * boost (power odds, -3) on Arsenal in 101 Arsenal v Chelsea; this file gives the brand 'second' a
 * 10 % margin on everything. 102's home win is fed at 1.5 (a Premier League match result).
 */
const HOME_102 = 1020101;
const ARSENAL = 1010101;
const SECOND_MARGINS: MarginEntry[] = [{ brandMarginType: 'PPB', margin: 10 }];
const context = (eventId: number, outcomeId: number) => ({
  marketTypeId: FIXTURE.marketTypes.matchResult,
  leagueId: FIXTURE.premierLeague,
  eventId,
  marketId: Math.floor(outcomeId / 100),
  outcomeId,
});

let app: FastifyInstance;
let secondWeb: SettingsInput;
const secondWebRow = and(eq(settings.brand, 'second'), eq(settings.channel, 'web'));

async function get<T>(
  url: string,
  schema: { parse(data: unknown): T },
  brand: string,
  token?: string,
): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'x-sb-brand': brand, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const priceOf = async (brand: string, eventId: number, outcomeId: number) => {
  const event = await get(apiPaths.event(eventId), Event, brand);
  const outcome = event.markets!.flatMap((m) => m.outcomes).find((o) => o.id === outcomeId)!;
  return outcome.consolidatedPrice.currentPrice.decimal;
};

async function setSecond(change: Partial<SettingsInput>) {
  await app.db
    .update(settings)
    .set({ body: { ...secondWeb, ...change } })
    .where(secondWebRow);
  app.cms.invalidate();
  app.catalog.invalidate();
}

async function sessionAt(brand: string, username: string): Promise<Player> {
  const response = await postLogin(app, username, `${username}-pass`, { headers: { 'x-sb-brand': brand } });
  expect(response.statusCode, response.body).toBe(200);
  const { session } = response.json<{ session: { id: number; jwe_token: string } }>();
  return { id: session.id, token: session.jwe_token };
}

/** The decimal of the slip's single on `outcomeId`, priced at `brand` for `player` (or a visitor). */
async function slipPrice(brand: string, outcomeId: number, player?: Player, decimal?: number) {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.betslipPricing,
    headers: { 'x-sb-brand': brand, ...(player ? { authorization: `Bearer ${player.token}` } : {}) },
    // An attacker's slip may name any price: the server's own is what comes back.
    payload: decimal
      ? { model: { singles: [{ outcomeId, decimal, unitStake: '0' }] }, outcomeIds: [] }
      : { model: {}, outcomeIds: [outcomeId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return PricingResponse.parse(response.json()).model.singles[0]!.decimal;
}

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.insert(oddsMargins).values({ brand: 'second', brandMarginType: 'PPB', margin: 10 });
  secondWeb = (await app.db.select().from(settings).where(secondWebRow))[0]!.body;
  app.catalog.invalidate();
  await seedBrandPlayer(app, { username: 'uk-second', brand: 'second', currency: 'GBP', deposit: 50 });
  await seedBrandPlayer(app, {
    username: 'ke-second',
    brand: 'second',
    currency: 'GBP',
    deposit: 50,
    flags: { countryCode: 'KE' },
  });
});
afterAll(() => app.close());
afterEach(() => setSecond({}));

describe("each brand's book (SPEC.md §4 Odds: adjusted by brand margins, snapped to the ladder)", () => {
  it("serves the same match at each brand's own price", async () => {
    const flagship = await priceOf('sportsbook', 102, HOME_102);
    const second = await priceOf('second', 102, HOME_102);
    expect(flagship).toBe(snapToLadder(1.5));
    expect(second).toBe(applyBrandMargin(1.5, context(102, HOME_102), SECOND_MARGINS));
    expect(second).toBeLessThan(flagship);
  });

  it('prices a slip at the book of the brand, whatever price the request names', async () => {
    const expected = applyBrandMargin(1.5, context(102, HOME_102), SECOND_MARGINS);
    expect(await slipPrice('second', HOME_102)).toBe(expected);
    expect(await slipPrice('second', HOME_102, undefined, 9.99)).toBe(expected);
    const player = await sessionAt('second', 'uk-second');
    expect(await slipPrice('second', HOME_102, player, 9.99)).toBe(expected);
  });

  it('gives the house book to a currency the brand does not list (odds_per_brand_currency_config)', async () => {
    await setSecond({ odds_per_brand_currency_config: 'EUR, USD' });
    expect(await priceOf('second', 102, HOME_102)).toBe(snapToLadder(1.5));
    await setSecond({ odds_per_brand_currency_config: 'gbp' });
    expect(await priceOf('second', 102, HOME_102)).toBe(
      applyBrandMargin(1.5, context(102, HOME_102), SECOND_MARGINS),
    );
  });

  it("prices a player from outside the brand's countries at the house book (odds_per_brand_location_config)", async () => {
    await setSecond({ odds_per_brand_location_config: 'KE' });
    const brandPrice = applyBrandMargin(1.5, context(102, HOME_102), SECOND_MARGINS);
    expect(await slipPrice('second', HOME_102, await sessionAt('second', 'uk-second'))).toBe(
      snapToLadder(1.5),
    );
    expect(await slipPrice('second', HOME_102, await sessionAt('second', 'ke-second'))).toBe(brandPrice);
    // A visitor's country is not known: the brand's book.
    expect(await slipPrice('second', HOME_102)).toBe(brandPrice);
  });

  it('serves the house book everywhere when odds per brand are off', async () => {
    await setSecond({ odds_per_brand_enabled: false });
    expect(await priceOf('second', 102, HOME_102)).toBe(snapToLadder(1.5));
  });
});

describe('GET /xapi/rest/oddsLadderAndMargins/{version} per brand (SPEC.md §7)', () => {
  const url = (query: string) => `/xapi/rest/oddsLadderAndMargins/0?${query}`;

  it("answers the brand's own margins, or those of the brand overrideBrand names", async () => {
    const own = await get(url(''), OddsLadderAndMarginsResponse, 'second');
    expect(own.margins).toEqual(SECOND_MARGINS);
    const flagship = await get(url('overrideBrand=sportsbook'), OddsLadderAndMarginsResponse, 'second');
    expect(flagship.margins).toEqual([
      { brandMarginType: 'PPB', leagueId: FIXTURE.laLiga, marketTypeId: 1, margin: FIXTURE.laLigaMargin },
    ]);
  });

  it('refuses a brand it does not serve with 400 UNKNOWN_BRAND', async () => {
    const response = await app.inject({ method: 'GET', url: url('overrideBrand=nobody') });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).code).toBe('UNKNOWN_BRAND');
  });

  it("lists the brand's boosts with their regular and boosted prices, the boosted one being what the event serves", async () => {
    const body = await get(url('type=POWER_ODDS'), OddsLadderAndMarginsResponse, 'sportsbook');
    expect(body.powerOdds).toEqual({ 101: { 10101: [ARSENAL] } });
    const boost: MarginEntry = {
      brandMarginType: 'POWER_ODDS',
      eventId: 101,
      marketId: 10101,
      outcomeId: ARSENAL,
      margin: -3,
    };
    expect(body.odds[ARSENAL]).toEqual({
      regular: snapToLadder(2.1),
      boosted: applyBrandMargin(2.1, context(101, ARSENAL), [boost]),
    });
    expect(body.odds[ARSENAL]!.boosted).toBeGreaterThan(body.odds[ARSENAL]!.regular);
    expect(await priceOf('sportsbook', 101, ARSENAL)).toBe(body.odds[ARSENAL]!.boosted);
    // Another brand's book has no such boost: Arsenal at its own margin.
    expect((await get(url('type=POWER_ODDS'), OddsLadderAndMarginsResponse, 'second')).odds).toEqual({});
    expect(await priceOf('second', 101, ARSENAL)).toBe(
      applyBrandMargin(2.1, context(101, ARSENAL), SECOND_MARGINS),
    );
  });

  it('keeps brands apart in shared caches (Vary: x-sb-brand)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: apiPaths.event(102),
      headers: { 'x-sb-brand': 'second' },
    });
    expect(response.headers.vary).toContain('x-sb-brand');
  });

  it('prices a slip of the boosted outcome at the boost for a player of the brand', async () => {
    const body = await get(url('type=POWER_ODDS&eventId=101'), OddsLadderAndMarginsResponse, 'sportsbook');
    expect(await slipPrice('sportsbook', ARSENAL)).toBe(body.odds[ARSENAL]!.boosted);
  });
});
