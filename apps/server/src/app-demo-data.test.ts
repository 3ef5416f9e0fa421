import {
  AllCachedSettingsResponse,
  CouponGroupResponse,
  Event,
  EventPathTreeResponse,
  EventsResponse,
  LoginResponse,
  PricingResponse,
  apiPaths,
} from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './demo/generate-catalog.ts';
import { buildTestApp, TEST_NOW } from './test/build-test-app.ts';
import { getJson } from './test/http.ts';
import { postLogin } from './test/accounts.ts';

/** The API over the real demo data set (what `npm start` serves), not the hand-made fixture. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { demoCatalog: (now) => generateDemoCatalog({ now }) });
});
afterAll(() => app.close());

const ladder = new Set(ODDS_LADDER);
const list = (query: string) => getJson(app, `/xapi/rest/events?${query}`, EventsResponse);

describe('the demo catalogue through the API', () => {
  it('serves a first page of 20 pre-match events within the market-selection limits, every price on the ladder', async () => {
    const page = await list('eventsPerPage=20&page=1');
    expect(page.events).toHaveLength(20);
    expect(page.totalPages).toBe(Math.ceil(page.totalEvents / 20));
    for (const event of page.events) {
      expect(Date.parse(event.eventDate)).toBeGreaterThan(TEST_NOW.getTime());
      const markets = event.markets ?? [];
      expect(markets.length).toBeGreaterThan(0);
      expect(markets.length).toBeLessThanOrEqual(Math.min(50, event.marketCount));
      const perType = new Map<number, number>();
      for (const m of markets) perType.set(m.marketTypeId, (perType.get(m.marketTypeId) ?? 0) + 1);
      expect(Math.max(...perType.values())).toBeLessThanOrEqual(3);
      for (const o of markets.flatMap((m) => m.outcomes)) {
        expect(ladder.has(o.consolidatedPrice.currentPrice.decimal)).toBe(true);
      }
    }
  });

  it('agrees with itself: tree counts equal list totals, at sport and league level', async () => {
    const { eventPaths } = await getJson(
      app,
      '/xapi/rest/eventpathtree?periodType=PRE_MATCH',
      EventPathTreeResponse,
    );
    const all = await list('includeMarkets=false&eventsPerPage=1');
    expect(eventPaths.reduce((sum, sport) => sum + sport.eventCount, 0)).toBe(all.totalEvents);
    const football = eventPaths[0]!;
    const league = football.children[0]!.children[0]!;
    for (const node of [football, league]) {
      const byPath = await list(`eventPathIds=${node.id}&includeMarkets=false&eventsPerPage=1`);
      expect(byPath.totalEvents, node.description).toBe(node.eventCount);
    }
  });

  it("lists each quick-link coupon's events with only the coupon's market types", async () => {
    const { settings } = await getJson(
      app,
      '/api/all_cached_settings?cached=t&all=t',
      AllCachedSettingsResponse,
    );
    const group = await getJson(
      app,
      `/api/coupon_groups/${settings.quick_links_coupon_group_id}`,
      CouponGroupResponse,
    );
    for (const coupon of group.coupons) {
      const types = coupon.market_type_ids;
      const page = await list(
        `eventPathIds=${coupon.event_path_ids.join(',')}${types.length ? `&marketTypeIds=${types.join(',')}` : ''}`,
      );
      for (const event of page.events) {
        if (types.length) expect(event.markets?.every((m) => types.includes(m.marketTypeId))).toBe(true);
      }
    }
  });

  it('gives an event page every market the list counted', async () => {
    const [first] = (await list('eventsPerPage=1')).events;
    const event = await getJson(app, `/xapi/rest/events/${first!.id}`, Event);
    expect(event.markets).toHaveLength(first!.marketCount);
  });
});

describe("the demo brands' players (docs/ACCOUNTS.md)", () => {
  const loginAt = (brand: string, username: string) =>
    postLogin(app, username, `${username}-pass`, { headers: { 'x-sb-brand': brand } });

  it('logs each one in at their own brand, in its currency and language, and nowhere else', async () => {
    for (const [brand, username, currency, locale] of [
      ['savanna', 'savanna', 'KES', 'en'],
      ['savanna', 'savanna-otp', 'KES', 'en'],
      ['toro', 'toro', 'EUR', 'es'],
      ['toro', 'toro-question', 'EUR', 'es'],
      ['sportsbook', 'demo', 'EUR', 'en'],
    ] as const) {
      const response = await loginAt(brand, username);
      expect(response.statusCode, `${username} at ${brand}: ${response.body}`).toBe(200);
      expect(LoginResponse.parse(response.json()).session).toMatchObject({ username, currency, locale });
      for (const other of ['sportsbook', 'savanna', 'toro'].filter((b) => b !== brand))
        expect((await loginAt(other, username)).statusCode, `${username} at ${other}`).toBe(401);
    }
  });

  it("prices the Kenya-style brand's player's slip with its stake tax: 5 % of the stake", async () => {
    const login = LoginResponse.parse((await loginAt('savanna', 'savanna')).json());
    const [event] = (await list('eventsPerPage=1')).events;
    const outcomeId = event!.markets![0]!.outcomes[0]!.id;
    const headers = { 'x-sb-brand': 'savanna', authorization: `Bearer ${login.session.jwe_token}` };
    const price = async (payload: object) => {
      const response = await app.inject({ method: 'POST', url: apiPaths.betslipPricing, headers, payload });
      expect(response.statusCode, response.body).toBe(200);
      return PricingResponse.parse(response.json());
    };
    const added = await price({ model: {}, outcomeIds: [outcomeId] });
    const slip = added.model;
    const priced = await price({ model: { ...slip, singles: [{ ...slip.singles[0]!, unitStake: '105' }] } });
    expect(priced.model.currency).toBe('KES');
    // 105 shillings staked: 100 bet, 5 of excise duty (stake_rate_percentage 5).
    expect(priced.model.singles[0]!.stakeAfterTax).toBe('100.00');
  });

  it('offers each-way on a race with its terms at the flagship, win only at the Kenya-style brand', async () => {
    const races = await list('eventPathIds=2118&eventTypeFilter=RANKEVENT&eventsPerPage=5');
    expect(races.events.length).toBeGreaterThan(0);
    const race = races.events[0]!;
    expect(race.markets?.[0]?.description).toBe('Win');
    const outcomeIds = [race.markets![0]!.outcomes[0]!.id];
    const price = async (brand: string) => {
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.betslipPricing,
        headers: { 'x-sb-brand': brand },
        payload: { model: {}, outcomeIds },
      });
      expect(response.statusCode, response.body).toBe(200);
      return PricingResponse.parse(response.json()).model.singles[0]!;
    };
    const flagship = await price('sportsbook');
    expect(flagship.showEachWay).toBe(true);
    expect(flagship.placeTerms?.places).toBeGreaterThanOrEqual(2);
    const savanna = await price('savanna');
    expect([savanna.showEachWay, savanna.eachWay]).toEqual([false, false]);
  });
});
