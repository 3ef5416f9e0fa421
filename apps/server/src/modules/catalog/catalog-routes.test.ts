import {
  CouponGroupResponse,
  CouponResponse,
  CurrenciesResponse,
  Event,
  EventPathTreeResponse,
  EventsResponse,
  Market,
  OddsLadderAndMarginsResponse,
  AllCachedSettingsResponse,
  SubmenuResponse,
  TabsResponse,
  TopSportsResponse,
  type ApiError,
} from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function get<T>(url: string, schema: { parse(data: unknown): T }): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

async function error(url: string, status: number): Promise<ApiError> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  return response.json<ApiError>();
}

const ladder = new Set(ODDS_LADDER);

describe('GET /xapi/rest/events (SPEC.md §7 Odds and events)', () => {
  it('lists pre-match events by date, 20 per page by default, with totals', async () => {
    const body = await get('/xapi/rest/events', EventsResponse);
    expect(body.events).toHaveLength(20);
    expect(body.totalEvents).toBeGreaterThanOrEqual(1500);
    expect(body.totalPages).toBe(Math.ceil(body.totalEvents / 20));
    const dates = body.events.map((e) => Date.parse(e.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((d) => d > TEST_NOW.getTime())).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await get('/xapi/rest/events?eventsPerPage=10&page=1', EventsResponse);
    const second = await get('/xapi/rest/events?eventsPerPage=10&page=2', EventsResponse);
    const ids = new Set(first.events.map((e) => e.id));
    expect(second.events.some((e) => ids.has(e.id))).toBe(false);
  });

  it.each([
    ['a sport', 240, 0],
    ['a country', undefined, 1],
    ['a league', undefined, 2],
  ])('filters by the event path of %s', async (_level, fixed, index) => {
    const sample = await get('/xapi/rest/events?eventPathIds=240&eventsPerPage=1', EventsResponse);
    const pathId = fixed ?? sample.events[0]?.eventPaths[index]?.id;
    const body = await get(`/xapi/rest/events?eventPathIds=${pathId}&eventsPerPage=50`, EventsResponse);
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => e.eventPaths[index]?.id === pathId)).toBe(true);
  });

  it('returns exactly the events asked for by ids', async () => {
    const sample = await get('/xapi/rest/events?eventsPerPage=3', EventsResponse);
    const ids = sample.events.map((e) => e.id);
    const body = await get(`/xapi/rest/events?ids=${ids.join(',')}`, EventsResponse);
    expect(body.events.map((e) => e.id).sort()).toEqual([...ids].sort());
  });

  it('keeps to the date window', async () => {
    const from = new Date(TEST_NOW.getTime() + 2 * 86_400_000).toISOString();
    const to = new Date(TEST_NOW.getTime() + 3 * 86_400_000).toISOString();
    const body = await get(
      `/xapi/rest/events?dateFrom=${from}&dateTo=${to}&eventsPerPage=200`,
      EventsResponse,
    );
    expect(body.events.length).toBeGreaterThan(0);
    for (const event of body.events) {
      expect(event.eventDate >= from && event.eventDate <= to).toBe(true);
    }
  });

  it('limits markets to the requested types, at most 3 per type and 50 per event', async () => {
    const body = await get('/xapi/rest/events?eventPathIds=240&marketTypeIds=4', EventsResponse);
    for (const event of body.events) {
      expect(event.markets?.every((m) => m.marketTypeId === 4)).toBe(true);
      expect(event.markets?.length).toBeLessThanOrEqual(3);
      expect(event.marketCount).toBeGreaterThan(event.markets?.length ?? 0);
    }
    const all = await get('/xapi/rest/events?eventPathIds=240', EventsResponse);
    for (const event of all.events) {
      const perType = new Map<number, number>();
      for (const m of event.markets ?? [])
        perType.set(m.marketTypeId, (perType.get(m.marketTypeId) ?? 0) + 1);
      expect(Math.max(...perType.values())).toBeLessThanOrEqual(3);
      expect(event.markets?.length).toBeLessThanOrEqual(50);
    }
  });

  it('leaves markets out with includeMarkets=false and keeps one with lightWeightResponse', async () => {
    const bare = await get('/xapi/rest/events?includeMarkets=false', EventsResponse);
    expect(bare.events.every((e) => e.markets === undefined)).toBe(true);
    const light = await get('/xapi/rest/events?lightWeightResponse=true', EventsResponse);
    expect(light.events.every((e) => e.markets?.length === 1)).toBe(true);
    const btts = await get(
      '/xapi/rest/events?lightWeightResponse=true&eventPathIds=240&marketTypeIds=3',
      EventsResponse,
    );
    expect(btts.events.every((e) => e.markets?.[0]?.description === 'Both Teams To Score')).toBe(true);
  });

  it('orders by sport, country and league with sortByEventpath', async () => {
    const body = await get('/xapi/rest/events?sortByEventpath=true&eventsPerPage=100', EventsResponse);
    expect(body.events.every((e) => e.sportCode === 'FOOT')).toBe(true);
    const leagues = body.events.map((e) => e.eventPaths[2]?.id);
    // Each league appears in one run: sorting groups it.
    const runs = leagues.filter((id, i) => i === 0 || id !== leagues[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('lists outrights with eventTypeFilter=RANKEVENT', async () => {
    const body = await get('/xapi/rest/events?eventTypeFilter=RANKEVENT&eventsPerPage=50', EventsResponse);
    expect(body.events.length).toBeGreaterThanOrEqual(20);
    expect(body.events.every((e) => e.eventType === 'RANKEVENT')).toBe(true);
  });

  it('answers the POST-with-hash form exactly like GET', async () => {
    const url = '/xapi/rest/events?eventPathIds=240&eventsPerPage=5&page=2';
    const viaGet = await get(url, EventsResponse);
    const viaPost = await app.inject({
      method: 'POST',
      url: '/xapi/rest/events?hash=abc123',
      payload: { eventPathIds: '240', eventsPerPage: '5', page: '2' },
    });
    expect(viaPost.statusCode).toBe(200);
    expect(EventsResponse.parse(viaPost.json())).toEqual(viaGet);
  });

  it('serves every price on the odds ladder', async () => {
    const body = await get('/xapi/rest/events?eventsPerPage=100', EventsResponse);
    const prices = body.events.flatMap((e) =>
      (e.markets ?? []).flatMap((m) => m.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal)),
    );
    expect(prices.length).toBeGreaterThan(100);
    expect(prices.every((p) => ladder.has(p))).toBe(true);
  });

  it.each([
    ['eventsPerPage=abc', 'querystring.eventsPerPage'],
    ['page=0', 'querystring.page'],
    ['ids=1,,2', 'querystring.ids'],
    ['dateFrom=yesterday', 'querystring.dateFrom'],
    ['periodType=SOON', 'querystring.periodType'],
    ['eventsPerPage=100000', 'querystring.eventsPerPage'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const body = await error(`/xapi/rest/events?${query}`, 400);
    expect(body.code).toBe('VALIDATION');
    expect(body.field).toBe(field);
    expect(body.message).toContain(field);
  });

  it('requires the hash on the POST form', async () => {
    const response = await app.inject({ method: 'POST', url: '/xapi/rest/events', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().field).toBe('querystring.hash');
  });
});

describe('GET /xapi/rest/events/{id} and /markets/{id}', () => {
  it('returns an event with all its markets and a market by id', async () => {
    const sample = await get('/xapi/rest/events?eventPathIds=240&eventsPerPage=1', EventsResponse);
    const id = sample.events[0]?.id ?? 0;
    const event = await get(`/xapi/rest/events/${id}`, Event);
    expect(event.markets?.length).toBe(event.marketCount);
    expect(event.markets?.length).toBeGreaterThan(15);
    const market = event.markets?.[0];
    const byId = await get(`/xapi/rest/markets/${market?.id}`, Market);
    expect(byId).toEqual(market);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await error('/xapi/rest/events/999', 404)).message).toBe('Event 999 not found');
    expect((await error('/xapi/rest/markets/999', 404)).code).toBe('NOT_FOUND');
    expect((await error('/xapi/rest/events/abc', 400)).field).toBe('params.id');
  });
});

describe('GET /xapi/rest/eventpathtree', () => {
  it('nests sports, countries and leagues with event counts that add up', async () => {
    const { eventPaths } = await get('/xapi/rest/eventpathtree?periodType=PRE_MATCH', EventPathTreeResponse);
    expect(eventPaths[0]?.code).toBe('FOOT');
    expect(eventPaths.length).toBeGreaterThanOrEqual(15);
    for (const sport of eventPaths) {
      expect(sport.children.reduce((sum, c) => sum + c.eventCount, 0)).toBe(sport.eventCount);
      for (const country of sport.children) {
        expect(country.type).toBe('COUNTRY');
        expect(country.children.every((l) => l.type === 'LEAGUE')).toBe(true);
      }
    }
    const countries = new Set(eventPaths.flatMap((s) => s.children.map((c) => c.code)));
    expect(countries.size).toBeGreaterThanOrEqual(41);
  });

  it('filters by sport code', async () => {
    const { eventPaths } = await get('/xapi/rest/eventpathtree?sportCode=TENN', EventPathTreeResponse);
    expect(eventPaths.map((s) => s.code)).toEqual(['TENN']);
  });
});

describe('content, settings and currencies (SPEC.md §7 Content, Account)', () => {
  it('serves settings with every default filled in, per channel', async () => {
    const { settings } = await get(
      '/api/all_cached_settings?cached=t&all=t&mc=mobile',
      AllCachedSettingsResponse,
    );
    expect(settings.channel).toBe('mobile');
    expect(settings.max_bets_on_betslip).toBe(15);
    expect(settings.odds_types).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(settings.page_layouts.some((l) => l.url === '/*')).toBe(true);
    const withCurrency = await get('/api/all_cached_settings?cached=t&c=gbp', AllCachedSettingsResponse);
    expect(withCurrency.settings.currencyCode).toBe('GBP');
  });

  it('serves tabs with the four menu sections, top sports, coupons and submenus', async () => {
    const tabs = await get('/api/tabs', TabsResponse);
    expect(tabs.sections.map((s) => s.section_name)).toEqual([
      'menu_top_icons',
      'menu_icons',
      'third_parties',
      'menu_bottom_icons',
    ]);
    const top = await get('/api/top_sports', TopSportsResponse);
    expect(top.sports[0]?.code).toBe('FOOT');
    const group = await get('/api/coupon_groups/1', CouponGroupResponse);
    expect(group.coupons.length).toBeGreaterThan(2);
    const coupon = await get(`/api/coupons/${group.coupons[0]?.id}?coupon_info=true`, CouponResponse);
    expect(coupon.coupon.name).toBe(group.coupons[0]?.name);
    const submenu = await get('/api/submenus/1', SubmenuResponse);
    expect(submenu.submenu_links.length).toBeGreaterThan(5);
    expect((await error('/api/coupons/999', 404)).message).toBe('Coupon 999 not found');
  });

  it('serves currencies with their precision', async () => {
    const { currencies } = await get('/xapi/rest/currencies', CurrenciesResponse);
    expect(currencies.find((c) => c.isoCode === 'KRW')?.precision).toBe(0);
    expect(currencies.find((c) => c.isoCode === 'EUR')?.precision).toBe(2);
  });

  it('serves the odds ladder and the brand margins', async () => {
    const body = await get('/xapi/rest/oddsLadderAndMargins/0', OddsLadderAndMarginsResponse);
    expect(body.ladder).toEqual([...ODDS_LADDER]);
    expect(body.margins.length).toBeGreaterThan(0);
    expect(body.margins.every((m) => m.brandMarginType === 'PPB')).toBe(true);
  });

  it('answers unknown API paths with a JSON 404 and a bare ping', async () => {
    expect((await error('/xapi/rest/nothing-here', 404)).code).toBe('NOT_FOUND');
    const ping = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(ping.body).toBe('pong');
  });
});
