// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import {
  AllCachedSettingsResponse,
  CouponGroupResponse,
  CouponResponse,
  CurrenciesResponse,
  SubmenuResponse,
  TabsResponse,
  TopSportsResponse,
} from '@sb/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { getError, getJson } from '../../test/http.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const settingsOf = async (query: string) =>
  (await getJson(app, `/api/all_cached_settings?${query}`, AllCachedSettingsResponse)).settings;

describe('GET /api/all_cached_settings (SPEC.md §7 Content, §3 Settings)', () => {
  it("serves the web channel's settings with every default of §3 filled in", async () => {
    const settings = await settingsOf('cached=t&all=t');
    expect(settings).toMatchObject({
      channel: 'web',
      bet_stake_max_amount: 10000,
      max_bets_on_betslip: 15,
      currencyCode: 'EUR',
      default_price_format: 'euro',
      odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
    });
    expect(settings.languages.map((l) => l.locale)).toEqual(['en', 'es']);
  });

  it('serves the mobile channel its own settings with mc=mobile', async () => {
    const settings = await settingsOf('cached=t&all=t&mc=mobile&l=en&pub=sportsbook');
    expect(settings.channel).toBe('mobile');
    expect(settings.max_bets_on_betslip).toBe(20);
  });

  it('switches currency and its precision with c', async () => {
    expect(await settingsOf('cached=t&c=gbp')).toMatchObject({ currencyCode: 'GBP', currency_precision: 2 });
    expect(await settingsOf('cached=t&c=KRW')).toMatchObject({ currencyCode: 'KRW', currency_precision: 0 });
  });

  it('falls back to the default for a stored setting of the wrong shape, keeping the rest', async () => {
    const web = sql`(select body from settings where brand = 'sportsbook' and channel = 'web')`;
    const flagshipWeb = sql`brand = 'sportsbook' and channel = 'web'`;
    await app.db.execute(
      sql`update settings set body = ${web} || '{"max_bets_on_betslip": "lots", "bet_stake_min_amount": 2}'::jsonb where ${flagshipWeb}`,
    );
    app.cms.invalidate();
    try {
      expect(await settingsOf('cached=t&all=t')).toMatchObject({
        max_bets_on_betslip: 15,
        bet_stake_min_amount: 2,
      });
    } finally {
      await app.db.execute(
        sql`update settings set body = ${web} - 'max_bets_on_betslip' - 'bet_stake_min_amount' where ${flagshipWeb}`,
      );
      app.cms.invalidate();
    }
  });

  it("serves each brand its own settings: named by pub, else by the page's host, else the first brand's", async () => {
    const second = { brand_name: 'Second Brand', currencyCode: 'GBP', live_chat_excluded: true };
    expect(await settingsOf('cached=t&all=t&pub=second')).toMatchObject(second);
    const byHost = await app.inject({
      url: '/api/all_cached_settings?cached=t',
      headers: { host: 'second.test' },
    });
    expect(AllCachedSettingsResponse.parse(byHost.json()).settings).toMatchObject(second);
    const unknownHost = await app.inject({
      url: '/api/all_cached_settings',
      headers: { host: 'elsewhere.test' },
    });
    expect(AllCachedSettingsResponse.parse(unknownHost.json()).settings.brand_name).toBe('Sportsbook');
    // The flagship's cached answer is not the second brand's, nor the other way round.
    expect((await settingsOf('cached=t&all=t&pub=sportsbook')).currencyCode).toBe('EUR');
  });

  it('refuses a brand it does not serve, whether by pub or by X-SB-Brand', async () => {
    const byPub = await getError(app, '/api/all_cached_settings?pub=nobody', 400);
    expect(byPub.code).toBe('UNKNOWN_BRAND');
    const byHeader = await app.inject({
      url: '/xapi/rest/currencies',
      headers: { 'x-sb-brand': 'Robert"); drop' },
    });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toMatchObject({ code: 'UNKNOWN_BRAND' });
  });

  it('rejects an unknown channel and is cacheable for a minute', async () => {
    expect((await getError(app, '/api/all_cached_settings?mc=tablet', 400)).field).toBe('query.mc');
    const response = await app.inject({ url: '/api/all_cached_settings?cached=t&all=t' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('CMS content (SPEC.md §7 Content)', () => {
  it('serves the four menu sections of the tabs in order', async () => {
    const { sections } = await getJson(app, '/api/tabs', TabsResponse);
    expect(sections.map((s) => s.section_name)).toEqual([
      'menu_top_icons',
      'menu_icons',
      'third_parties',
      'menu_bottom_icons',
    ]);
    expect(sections[0]?.submenu_items[0]?.label).toBe('Item 1');
  });

  it('labels the menu in the language asked for where the CMS has a label, else as the tabs hold it', async () => {
    const first = async (query: string) =>
      (await getJson(app, `/api/tabs${query}`, TabsResponse)).sections.map((s) => s.submenu_items[0]);
    const [es, second] = await first('?l=es');
    expect(es).toMatchObject({
      label: 'Elemento 1',
      logged_in_title: 'Elemento 1',
      logged_out_title: 'Elemento 1',
    });
    expect(second?.label).toBe('Item 2');
    // Asked one after the other, the languages never share a cached answer.
    expect((await first('?l=ja'))[0]?.label).toBe('Item 1');
    expect((await first('?l=es'))[0]?.label).toBe('Elemento 1');
  });

  it('serves the top sports with their codes and names', async () => {
    const { sports } = await getJson(app, '/api/top_sports', TopSportsResponse);
    expect(sports).toEqual([
      { id: 240, code: 'FOOT', name: 'Football', orderNo: 1 },
      { id: 239, code: 'TENN', name: 'Tennis', orderNo: 2 },
    ]);
    const japanese = await getJson(app, '/api/top_sports?l=ja', TopSportsResponse);
    expect(japanese.sports.map((s) => s.name)).toEqual(['サッカー', 'テニス']);
  });

  it("serves a coupon group's coupons in the group's order, and one coupon with coupon_info", async () => {
    const group = await getJson(app, '/api/coupon_groups/1', CouponGroupResponse);
    expect(group.name).toBe('Quick Links');
    expect(group.coupons.map((c) => c.name)).toEqual(['La Liga', "Today's Football"]);
    const { coupon } = await getJson(app, '/api/coupons/2?coupon_info=true', CouponResponse);
    expect(coupon).toEqual({
      id: 2,
      name: 'La Liga',
      sport_id: 240,
      coupon_type: 'group',
      event_path_ids: [2003],
      market_type_ids: [1],
    });
    expect((await getJson(app, '/api/coupons/1', CouponResponse)).coupon.hours).toBe(24);
  });

  it('serves a submenu', async () => {
    const submenu = await getJson(app, '/api/submenus/1', SubmenuResponse);
    expect(submenu.submenu_links).toEqual([{ id: 1, name: 'Promotions', url: '/en/promotions' }]);
  });

  it.each([
    ['/api/coupon_groups/9', 'Coupon group 9 not found'],
    ['/api/coupons/9', 'Coupon 9 not found'],
    ['/api/submenus/9', 'Submenu 9 not found'],
  ])('answers %s with a 404 naming it', async (url, message) => {
    expect(await getError(app, url, 404)).toMatchObject({ code: 'NOT_FOUND', message });
  });
});

describe('GET /xapi/rest/currencies (SPEC.md §7 Account)', () => {
  it('lists the currencies with symbol and precision, cacheable for 15 minutes', async () => {
    const { currencies } = await getJson(app, '/xapi/rest/currencies', CurrenciesResponse);
    expect(currencies).toEqual([
      { isoCode: 'EUR', symbol: '€', precision: 2 },
      { isoCode: 'GBP', symbol: '£', precision: 2 },
      { isoCode: 'KRW', symbol: '₩', precision: 0 },
    ]);
    const response = await app.inject({ url: '/xapi/rest/currencies' });
    expect(response.headers['cache-control']).toBe('public, max-age=900');
  });
});
