import {
  AdvertsResponse,
  ApiError,
  contentPaths,
  ExternalHeader,
  GcbSealResponse,
  HtmlWidget,
  LoginResponse,
  NewsPopupsResponse,
  Promotion,
  PromotionsResponse,
  PublicPage,
  type AdvertAudience,
} from '@sb/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, gcbSeals, htmlWidgets, newsPopups } from '../../db/schema.ts';
import { login, postLogin, seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { getError } from '../../test/http.ts';
import { place, session, slipOf, staked } from '../../test/betslip.ts';

/*
 * The operator's content (SPEC.md §7 Content; §3 Advert, Html widget, News popup; §6 advert
 * audiences), served from the demo content the seeder writes for the fixture's brands (sportsbook in
 * en and es, second), plus a few rows of the tests' own, written before any answer is cached.
 */
let app: FastifyInstance;
let now = TEST_NOW;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ARSENAL = 1010101;

/** Each kind of caller §6 tells apart, by their bearer token. */
const tokens: Record<'fresh' | 'thrifty' | 'payer' | 'punter' | 'eager' | 'halfway' | 'rival', string> = {
  fresh: '',
  thrifty: '',
  payer: '',
  punter: '',
  eager: '',
  halfway: '',
  rival: '',
};

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
  const player = (username: string, deposit: number, registeredAt?: Date) =>
    seedBrandPlayer(app, {
      username,
      brand: 'sportsbook',
      currency: 'EUR',
      deposit,
      ...(registeredAt ? { registeredAt } : {}),
    });
  const today = new Date(TEST_NOW.getTime() - 2 * HOUR);
  await player('fresh', 0, today);
  await player('thrifty', 0);
  await player('payer', 100);
  await player('punter', 100);
  await player('eager', 100, today);
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 100 });
  for (const name of ['fresh', 'thrifty', 'payer'] as const)
    tokens[name] = (await login(app, name)).session.jwe_token;
  for (const name of ['punter', 'eager'] as const) {
    const bettor = await session(app, name);
    await place(app, bettor, staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } }));
    tokens[name] = bettor.token;
  }
  // The security-question player before their answer: a token still waiting for its second step.
  tokens.halfway = (await login(app, 'question')).session.jwe_token;
  const rival = await postLogin(app, 'rival', 'rival-pass', { headers: { 'x-sb-brand': 'second' } });
  expect(rival.statusCode, rival.body).toBe(200);
  tokens.rival = LoginResponse.parse(rival.json()).session.jwe_token;

  // A language's own row stands in for the all-languages row of the same key (locale '').
  const advert = {
    brand: 'sportsbook',
    placement: 'fallback',
    audience: 'all' as const,
    showDescription: true,
  };
  const image = { attachmentPath: '/adverts/jackpot.svg', widthInPixels: 300, heightInPixels: 100 };
  await app.db.insert(adverts).values([
    {
      ...advert,
      ...image,
      locale: '',
      orderNo: 0,
      name: 'Everyone first',
      description: '',
      link: '',
      linkName: '',
    },
    {
      ...advert,
      ...image,
      locale: 'es',
      orderNo: 0,
      name: 'Primero',
      description: '',
      link: '',
      linkName: '',
    },
    {
      ...advert,
      ...image,
      locale: '',
      orderNo: 1,
      name: 'Everyone second',
      description: '',
      link: '',
      linkName: '',
    },
    {
      ...advert,
      ...image,
      locale: '',
      orderNo: 2,
      active: false,
      name: 'Switched off',
      description: '',
      link: '',
      linkName: '',
    },
  ]);
  await app.db.insert(htmlWidgets).values([
    { brand: 'sportsbook', id: 40, locale: '', name: 'Draft', content: '<p>Not yet</p>', active: false },
    { brand: 'sportsbook', id: 50, locale: '', name: 'Everyone', content: '<p>All</p>' },
    { brand: 'sportsbook', id: 50, locale: 'es', name: 'Todos', content: '<p>Todos</p>' },
  ]);
  const popup = { brand: 'sportsbook', locale: 'en', pages: [{ title: 'Page', content: '<p>Text</p>' }] };
  await app.db.insert(newsPopups).values([
    { ...popup, orderNo: 10, title: 'Ended', startsAt: new Date(now.getTime() - 9 * DAY), endsAt: now },
    { ...popup, orderNo: 11, title: 'Not yet', startsAt: new Date(now.getTime() + HOUR), endsAt: null },
    {
      ...popup,
      orderNo: 12,
      title: 'Off',
      active: false,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: null,
    },
  ]);
});
afterAll(() => app.close());

function get(url: string, token?: string, headers: Record<string, string> = {}) {
  return app.inject({
    url,
    headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
}

function ok<T>(response: LightMyRequestResponse, schema: { parse(data: unknown): T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

async function audiences(placement: string, token?: string): Promise<AdvertAudience[]> {
  const body = ok(await get(`${contentPaths.adverts(placement)}?l=en&mc=web`, token), AdvertsResponse);
  expect(body.placement).toBe(placement);
  return body.adverts.map((a) => a.audience);
}

describe('GET /api/adverts/:placement (SPEC.md §6 audience rules)', () => {
  it('shows each kind of caller their own adverts and no other', async () => {
    // Placement 1: the just-registered tour (a popup), the visitor's welcome, the first deposit,
    // the depositors' boost, responsible gambling for all. Placement 2: first bet, live, cash out.
    expect(await audiences('1')).toEqual(['logged_out', 'all']);
    expect(await audiences('1', tokens.fresh)).toEqual(['just_registered', 'logged_in_not_deposited', 'all']);
    expect(await audiences('1', tokens.thrifty)).toEqual(['logged_in_not_deposited', 'all']);
    expect(await audiences('1', tokens.payer)).toEqual(['logged_in_deposited', 'all']);
    expect(await audiences('1', tokens.punter)).toEqual(['logged_in_deposited', 'all']);
    expect(await audiences('1', tokens.eager)).toEqual(['just_registered', 'logged_in_deposited', 'all']);

    expect(await audiences('2')).toEqual(['logged_out']);
    expect(await audiences('2', tokens.thrifty)).toEqual(['logged_in_not_played', 'logged_in']);
    expect(await audiences('2', tokens.payer)).toEqual(['logged_in_not_played', 'logged_in']);
    expect(await audiences('2', tokens.punter)).toEqual(['logged_in']);
    // Their first day: a bet placed, still "not played" (§6 "or first login within the last day").
    expect(await audiences('2', tokens.eager)).toEqual(['logged_in_not_played', 'logged_in']);

    expect(await audiences('jackpot_banner')).toEqual(['all']);
    expect(await audiences('jackpot_bets')).toEqual([]);
    expect(await audiences('jackpot_bets', tokens.punter)).toEqual(['logged_in']);
  });

  it('serves every field of §3 Advert, the popup with its size', async () => {
    const body = ok(await get(`${contentPaths.adverts('1')}?l=en`, tokens.fresh), AdvertsResponse);
    const [tour, firstDeposit] = body.adverts;
    expect(tour).toMatchObject({
      audience: 'just_registered',
      popup: true,
      popup_width_in_pixels: 400,
      popup_height_in_pixels: 300,
      attachment_path: '/adverts/welcome-tour.svg',
    });
    expect(firstDeposit).toMatchObject({
      name: 'First deposit bonus',
      popup: false,
      link: '/en/account/balances',
    });
    expect(firstDeposit).not.toHaveProperty('popup_width_in_pixels');
  });

  it("lets a visitor's answer be cached by anyone, keyed by the Authorization header too, and a player's by nobody", async () => {
    const visitor = await get(contentPaths.adverts('1'));
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    expect(String(visitor.headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'x-sb-brand', 'accept-encoding']),
    );
    const again = await get(contentPaths.adverts('1'), undefined, {
      'if-none-match': String(visitor.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const player = await get(contentPaths.adverts('1'), tokens.payer);
    expect(player.headers['cache-control']).toBe('private, no-store');
    expect(String(player.headers.vary)).toContain('authorization');
  });

  it('decides by the token alone: player_type and username are checked, never believed', async () => {
    const claimed = `${contentPaths.adverts('1')}?player_type=logged_in&username=punter`;
    const body = ok(await get(claimed), AdvertsResponse);
    expect(body.adverts.map((a) => a.audience)).toEqual(['logged_out', 'all']);
    const refused = refusal(await get(`${contentPaths.adverts('1')}?player_type=admin`), 400);
    expect(refused).toMatchObject({ code: 'VALIDATION', field: 'query.player_type' });
  });

  it('refuses a forged, malformed or ended token and another brand’s player 401, never 500', async () => {
    for (const token of ['not-a-token', 'a.b.c', `${tokens.payer}x`, tokens.rival])
      expect(refusal(await get(contentPaths.adverts('1'), token), 401).code).toBe('UNAUTHORIZED');
    const basic = await app.inject({
      url: contentPaths.adverts('1'),
      headers: { authorization: 'Basic ZGVtbzpkZW1v' },
    });
    expect(refusal(basic, 401).code).toBe('UNAUTHORIZED');
    now = new Date(TEST_NOW.getTime() + 3601 * 1000);
    try {
      expect(refusal(await get(contentPaths.adverts('1'), tokens.payer), 401).code).toBe('UNAUTHORIZED');
    } finally {
      now = TEST_NOW;
    }
  });

  it('answers a player half way through their second login step as a visitor, privately', async () => {
    const response = await get(contentPaths.adverts('1'), tokens.halfway);
    expect(ok(response, AdvertsResponse).adverts.map((a) => a.audience)).toEqual(['logged_out', 'all']);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an unknown placement with an empty list, and refuses a malformed one 400', async () => {
    expect(ok(await get(contentPaths.adverts('99')), AdvertsResponse)).toEqual({
      placement: '99',
      adverts: [],
    });
    for (const placement of ['Home', 'a-b', 'x'.repeat(41)])
      expect(refusal(await get(contentPaths.adverts(placement)), 400).field).toBe('params.placement');
  });

  it("speaks the caller's language if the brand offers it, else the brand's own", async () => {
    const nameIn = async (query: string) =>
      ok(await get(`${contentPaths.adverts('1')}?${query}`), AdvertsResponse).adverts[0]?.name;
    expect(await nameIn('l=es')).toBe('Oferta de bienvenida');
    expect(await nameIn('l=en-GB')).toBe('Welcome offer');
    expect(await nameIn('l=fr')).toBe('Welcome offer');
    expect(await nameIn('')).toBe('Welcome offer');
    expect(refusal(await get(`${contentPaths.adverts('1')}?l=${'x'.repeat(11)}`), 400).field).toBe('query.l');
  });

  it("puts a language's own advert in the place of the all-languages one, and leaves switched-off ones out", async () => {
    const names = async (l: string) =>
      ok(await get(`${contentPaths.adverts('fallback')}?l=${l}`), AdvertsResponse).adverts.map((a) => a.name);
    expect(await names('en')).toEqual(['Everyone first', 'Everyone second']);
    expect(await names('es')).toEqual(['Primero', 'Everyone second']);
  });

  it('serves each brand its own adverts, in its own words', async () => {
    const body = ok(await get(`${contentPaths.adverts('1')}?pub=second`), AdvertsResponse);
    expect(body.adverts[0]?.description).toContain('Second Brand');
    expect(body.adverts[0]?.description).toContain('£');
  });
});

describe('GET /api/html_widgets/:id', () => {
  it('serves a widget, the operator HTML as stored', async () => {
    const widget = ok(await get(`${contentPaths.htmlWidget(1)}?active&l=en`), HtmlWidget);
    expect(widget).toMatchObject({ id: 1, name: 'How betting works' });
    expect(widget.content).toContain('<a href="/public/responsible-gaming" data-popup>');
    // Markup to be made inert where it is shown (the web's sanitiser), not here.
    expect(ok(await get(contentPaths.htmlWidget(3)), HtmlWidget).content).toContain('<script>');
    expect((await get(contentPaths.htmlWidget(1))).headers['cache-control']).toBe('public, max-age=60');
  });

  it('serves an inactive widget only when not asked for an active one', async () => {
    expect(refusal(await get(`${contentPaths.htmlWidget(40)}?active`), 404).code).toBe('NOT_FOUND');
    expect(refusal(await get(`${contentPaths.htmlWidget(40)}?active=true`), 404).code).toBe('NOT_FOUND');
    expect(ok(await get(contentPaths.htmlWidget(40)), HtmlWidget).name).toBe('Draft');
    expect(ok(await get(`${contentPaths.htmlWidget(40)}?active=false`), HtmlWidget).name).toBe('Draft');
  });

  it('answers 404 for a widget that does not exist, in the error format', async () => {
    expect(await getError(app, contentPaths.htmlWidget(999), 404)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'HTML widget 999 not found',
    });
  });

  it("serves the language's own widget, else the one for every language", async () => {
    expect(ok(await get(`${contentPaths.htmlWidget(50)}?l=es`), HtmlWidget).name).toBe('Todos');
    expect(ok(await get(`${contentPaths.htmlWidget(50)}?l=en`), HtmlWidget).name).toBe('Everyone');
    expect(ok(await get(`${contentPaths.htmlWidget(1)}?l=es`), HtmlWidget).name).toBe(
      'Cómo funcionan las apuestas',
    );
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses the id %j with a 400', async (id) => {
    expect(refusal(await get(`/api/html_widgets/${id}`), 400)).toMatchObject({
      code: 'VALIDATION',
      field: 'params.id',
    });
  });
});

describe('GET /api/news_popups', () => {
  it('lists the open popups in order: not ended, not yet to come, not switched off', async () => {
    const { popups } = ok(await get(`${contentPaths.newsPopups}?l=en`), NewsPopupsResponse);
    expect(popups.map((p) => p.title)).toEqual(["What's new at Sportsbook", 'Stay in control']);
    expect(popups[0]?.pages.map((p) => p.title)).toEqual(['Partial cash out', 'Live centre', 'Favourites']);
    const spanish = ok(await get(`${contentPaths.newsPopups}?l=es`), NewsPopupsResponse);
    expect(spanish.popups[0]?.title).toBe('Novedades en Sportsbook');
  });

  it('refuses a malformed common parameter 400', async () => {
    expect(refusal(await get(`${contentPaths.newsPopups}?mc=tablet`), 400).field).toBe('query.mc');
  });
});

describe('GET /api/promotions and /api/promotions/:slug', () => {
  it('lists the open promotions only: an ended one and one still to come are left out', async () => {
    const { promotions } = ok(await get(`${contentPaths.promotions}?l=en`), PromotionsResponse);
    const slugs = promotions.map((p) => p.slug);
    expect(slugs).toContain('welcome-offer');
    expect(slugs).not.toContain('champions-cashback');
    expect(slugs).not.toContain('tennis-early-payout');
    for (const p of promotions) {
      expect(new Date(p.starts_at).getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      if (p.ends_at !== null) expect(new Date(p.ends_at).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    }
  });

  it('serves an open promotion with its body and terms, and 404 for one not open or unknown', async () => {
    const promotion = ok(await get(`${contentPaths.promotion('welcome-offer')}?l=en`), Promotion);
    expect(promotion).toMatchObject({
      slug: 'welcome-offer',
      title: 'Bet €10, get €30 in free bets',
      ends_at: null,
    });
    expect(promotion.terms).toContain('18');
    for (const slug of ['champions-cashback', 'tennis-early-payout', 'no-such-offer'])
      expect(refusal(await get(contentPaths.promotion(slug)), 404).code).toBe('NOT_FOUND');
    expect(refusal(await get('/api/promotions/Bad_Slug'), 400).field).toBe('params.slug');
  });
});

describe('GET /api/public_pages/:slug', () => {
  it("serves the brand's page in the language, and 404 for one it does not have", async () => {
    expect(ok(await get(`${contentPaths.publicPage('help')}?l=en`), PublicPage).title).toBe('Help centre');
    expect(ok(await get(`${contentPaths.publicPage('help')}?l=es`), PublicPage).title).toBe(
      'Centro de ayuda',
    );
    const second = ok(await get(`${contentPaths.publicPage('vip')}?pub=second`), PublicPage);
    expect(second.body).toContain('Second Brand');
    expect(refusal(await get(contentPaths.publicPage('nowhere')), 404).code).toBe('NOT_FOUND');
    expect(refusal(await get('/api/public_pages/..%2Fetc'), 400).field).toBe('params.slug');
  });
});

describe('GET /api/gcb_seals?host=', () => {
  it("answers the host's seal token, on any port, and 404 for a host without one", async () => {
    await app.db.insert(gcbSeals).values({ host: 'seal.test', token: 'GCB-TEST-1' });
    expect(ok(await get(`${contentPaths.gcbSeals}?host=seal.test`), GcbSealResponse)).toEqual({
      token: 'GCB-TEST-1',
    });
    expect(
      ok(await get(`${contentPaths.gcbSeals}?host=SEAL.test:8080&l=en&pub=sportsbook`), GcbSealResponse)
        .token,
    ).toBe('GCB-TEST-1');
    expect(ok(await get(`${contentPaths.gcbSeals}?host=localhost`), GcbSealResponse).token).toMatch(/^GCB-/);
    expect(refusal(await get(`${contentPaths.gcbSeals}?host=elsewhere.test`), 404).code).toBe('NOT_FOUND');
  });

  it.each(['', 'host=', 'host=bad%20host', 'host=a/b'])('refuses %j with a 400', async (query) => {
    expect(refusal(await get(`${contentPaths.gcbSeals}?${query}`), 400).field).toBe('query.host');
  });
});

describe('GET /next/svgs/:type/:file', () => {
  it('serves an icon as inert SVG, cached a day', async () => {
    const response = await get(contentPaths.svg('sports', 'football'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('answers 404 for an icon it does not have, in the error format', async () => {
    expect(refusal(await get(contentPaths.svg('sports', 'curling')), 404).code).toBe('NOT_FOUND');
    expect(refusal(await get(contentPaths.svg('nosuchtype', 'football')), 404).code).toBe('NOT_FOUND');
  });

  it.each([
    '/next/svgs/sports/football.png',
    '/next/svgs/sports/..%2F..%2F..%2Fpackage.json',
    '/next/svgs/sports/..%2F..%2Fdb%2Fschema.svg',
    '/next/svgs/..%2F..%2Fsrc/app.svg',
    '/next/svgs/sports/%2e%2e%2f%2e%2e%2fpackage.svg',
  ])('refuses the path %s 400: no name reaches a file or a query', async (url) => {
    const refused = refusal(await get(url), 400);
    expect(refused.field).toMatch(/^params\.(type|file)$/);
  });

  it('leaves a path with dot segments to the web app: no icon, no file', async () => {
    const response = await get('/next/svgs/../../../package.json');
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('"workspaces"');
  });
});

describe('GET /demo/external-header/:brand', () => {
  it("serves the flagship's external header, and 404 for a brand without one", async () => {
    const header = ok(await get('/demo/external-header/sportsbook'), ExternalHeader);
    expect(header.html).toContain('Sportsbook');
    expect(header.css).toContain('.xh-bar');
    expect(refusal(await get('/demo/external-header/second'), 404).code).toBe('NOT_FOUND');
    expect(refusal(await get('/demo/external-header/NOT%20A%20BRAND'), 400).field).toBe('params.brand');
  });
});
