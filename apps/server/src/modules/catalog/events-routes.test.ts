// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { brotliDecompressSync } from 'node:zlib';
import { Event, EventsResponse, Market } from '@sb/contract';
import { applyBrandMargin, ODDS_LADDER, snapToLadder } from '@sb/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { FIXTURE, fixtureCatalog } from '../../test/fixture-catalog.ts';
import { getError, getJson } from '../../test/http.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const list = (query = '') => getJson(app, `/xapi/rest/events${query ? `?${query}` : ''}`, EventsResponse);
const ids = (body: EventsResponse) => body.events.map((e) => e.id);
const event = (body: EventsResponse, id: number): Event => {
  const found = body.events.find((e) => e.id === id);
  expect(found, `event ${id}`).toBeDefined();
  return found!;
};
const hoursFromNow = (hours: number) => new Date(TEST_NOW.getTime() + hours * 3_600_000).toISOString();

describe('GET /xapi/rest/events: which events (SPEC.md §7 common params)', () => {
  it('lists the games not yet started, by date, 20 a page, with totals', async () => {
    const body = await list();
    expect(ids(body)).toEqual(FIXTURE.upcomingGames);
    expect(body).toMatchObject({ page: 1, eventsPerPage: 20, totalEvents: 8, totalPages: 1 });
  });

  it('pages without overlap and reports the totals on every page, also past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`eventsPerPage=3&page=${page}`)));
    expect(pages.map(ids)).toEqual([[104, 101, 401], [201, 301, 102], [103, 202], []]);
    for (const page of pages) expect(page).toMatchObject({ totalEvents: 8, totalPages: 3, eventsPerPage: 3 });
  });

  it.each([
    ['a sport', `${FIXTURE.football}`, [104, 101, 102, 103]],
    ['a country', `${FIXTURE.england}`, [101, 102, 103]],
    ['a league', `${FIXTURE.laLiga}`, [104]],
    ['a league and a sport together', `${FIXTURE.laLiga},${FIXTURE.tennis}`, [104, 201, 202]],
  ])('filters by eventPathIds of %s', async (_level, pathIds, expected) => {
    expect(ids(await list(`eventPathIds=${pathIds}`))).toEqual(expected);
  });

  it('returns the asked ids that are still to come, outrights included', async () => {
    const ask = [202, FIXTURE.outright, 101, FIXTURE.started, 999];
    expect(ids(await list(`ids=${ask.join(',')}`))).toEqual([101, 202, FIXTURE.outright]);
  });

  it('keeps to the date window, both ends included', async () => {
    const body = await list(`dateFrom=${hoursFromNow(2)}&dateTo=${hoursFromNow(5)}`);
    expect(ids(body)).toEqual([101, 401, 201]);
  });

  it('lists outrights only when asked, and the started or finished event never pre-match', async () => {
    expect(ids(await list('eventTypeFilter=RANKEVENT'))).toEqual([FIXTURE.outright]);
    expect(ids(await list('eventTypeFilter=GAMEEVENT,RANKEVENT'))).toContain(FIXTURE.outright);
    expect(ids(await list('periodType=IN_RUNNING'))).toEqual([FIXTURE.started]);
    const all = ids(await list('periodType=ALL'));
    expect(all).toContain(FIXTURE.started);
    expect(all).not.toContain(FIXTURE.finished);
  });

  it('leaves esports out with sportGroups=REGULAR', async () => {
    expect(ids(await list('sportGroups=REGULAR'))).toEqual(FIXTURE.upcomingGames.filter((id) => id !== 401));
  });

  it('orders by sport, country and league order, then date, with sortByEventpath', async () => {
    // Football: England (Premier League 101, 102; Championship 103), Spain (104); Tennis; Basketball; esports.
    expect(ids(await list('sortByEventpath=true'))).toEqual([101, 102, 103, 104, 201, 202, 301, 401]);
  });

  it('orders by kick-off across leagues with sortByEventpath=false (a list sorted by time)', async () => {
    const body = await list('sortByEventpath=false');
    const kickOffs = body.events.map((e) => Date.parse(e.eventDate));
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b));
    // Not the event-path order: some league's event kicks off before an earlier-listed league's.
    expect(ids(body)).not.toEqual([101, 102, 103, 104, 201, 202, 301, 401]);
    expect([...ids(body)].sort()).toEqual([101, 102, 103, 104, 201, 202, 301, 401].sort());
  });

  it('lists only the events offering the asked market types', async () => {
    const body = await list(`marketTypeIds=${FIXTURE.marketTypes.winner}`);
    expect(ids(body)).toEqual([401, 201, 202]);
    for (const e of body.events) expect(e.markets?.map((m) => m.marketTypeId)).toEqual([20]);
  });
});

describe('GET /xapi/rest/events: which markets (SPEC.md §7 market selection)', () => {
  it('keeps at most 3 markets of a type, the most balanced lines first', async () => {
    const rich = event(await list(), 101);
    expect(rich.marketCount).toBe(8);
    expect(rich.markets?.map((m) => m.description)).toEqual([
      'Match Result',
      'Double Chance',
      'Total Goals Over/Under 2.5',
      'Total Goals Over/Under 3.5',
      'Total Goals Over/Under 1.5',
      'Correct Score',
    ]);
  });

  it('keeps at most 50 markets an event while counting all it offers', async () => {
    const crowded = event(await list(), 301);
    expect(crowded.markets).toHaveLength(50);
    expect(crowded.marketCount).toBe(55);
  });

  it('applies the limits within the asked market types', async () => {
    const body = await list(`marketTypeIds=${FIXTURE.marketTypes.totalGoals}`);
    expect(ids(body)).toEqual([101]);
    expect(event(body, 101).markets?.map((m) => m.description.slice(-3))).toEqual(['2.5', '3.5', '1.5']);
  });

  it('leaves markets out with includeMarkets=false, still counting them', async () => {
    const body = await list('includeMarkets=false');
    expect(body.events.every((e) => e.markets === undefined)).toBe(true);
    expect(event(body, 101).marketCount).toBe(8);
  });

  it('sends only the market a list row shows with lightWeightResponse=true', async () => {
    const body = await list('lightWeightResponse=true');
    expect(body.events.every((e) => e.markets?.length === 1)).toBe(true);
    expect(event(body, 101).markets?.[0]?.description).toBe('Match Result');
    // Within asked market types: the line nearest evens.
    const overUnder = await list(`lightWeightResponse=true&marketTypeIds=${FIXTURE.marketTypes.totalGoals}`);
    expect(event(overUnder, 101).markets?.map((m) => m.description)).toEqual(['Total Goals Over/Under 2.5']);
  });

  it('lists suspended markets unless only open ones are asked for', async () => {
    const descriptions = async (query: string) =>
      event(await list(query), 102).markets?.map((m) => `${m.description}:${m.status}`);
    expect(await descriptions('')).toEqual(['Match Result:OPEN', 'Double Chance:SUSPENDED']);
    expect(await descriptions('marketStatus=OPEN')).toEqual(['Match Result:OPEN']);
    expect(await descriptions('bettable=true')).toEqual(['Match Result:OPEN']);
  });

  it('drops a long-term suspended market everywhere, once the catalogue is told', async () => {
    await app.db.execute(sql`update markets set long_term_suspended = true where id = 10101`);
    app.catalog.invalidate();
    try {
      const rich = event(await list(), 101);
      expect(rich.markets?.map((m) => m.id)).not.toContain(10101);
      expect(rich.marketCount).toBe(7);
      await getError(app, '/xapi/rest/markets/10101', 404);
    } finally {
      await app.db.execute(sql`update markets set long_term_suspended = false where id = 10101`);
      app.catalog.invalidate();
    }
  });
});

describe('GET /xapi/rest/events: prices (SPEC.md §4 Odds)', () => {
  const feedPrices = (id: number) =>
    fixtureCatalog(TEST_NOW)
      .events.find((e) => e.id === id)!
      .markets[0]!.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal);
  const served = async (id: number) =>
    event(await list(`ids=${id}`), id).markets![0]!.outcomes.map(
      (o) => o.consolidatedPrice.currentPrice.decimal,
    );

  it('serves every price on the odds ladder', async () => {
    const prices = (await list('eventsPerPage=200')).events.flatMap((e) =>
      (e.markets ?? []).flatMap((m) => m.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal)),
    );
    expect(prices.length).toBeGreaterThan(100);
    expect(prices.filter((p) => !ODDS_LADDER.includes(p))).toEqual([]);
  });

  it("applies the brand's margin to the feed price (odds per brand on)", async () => {
    const margins = fixtureCatalog(TEST_NOW).margins;
    const expected = feedPrices(104).map((feed, i) =>
      applyBrandMargin(
        feed,
        { marketTypeId: 1, leagueId: FIXTURE.laLiga, eventId: 104, marketId: 10401, outcomeId: 1040101 + i },
        margins,
      ),
    );
    const prices = await served(104);
    expect(prices).toEqual(expected);
    // A 5-point margin shortens every price of the three-way market.
    prices.forEach((price, i) => expect(price).toBeLessThan(snapToLadder(feedPrices(104)[i]!)));
  });

  it('serves the feed price snapped to the ladder when the operator turns odds per brand off', async () => {
    const flagshipWeb = sql`brand = 'sportsbook' and channel = 'web'`;
    await app.db.execute(
      sql`update settings set body = body || '{"odds_per_brand_enabled": false}'::jsonb where ${flagshipWeb}`,
    );
    app.cms.invalidate();
    app.catalog.invalidate();
    try {
      expect(await served(104)).toEqual(feedPrices(104).map((p) => snapToLadder(p)));
    } finally {
      await app.db.execute(
        sql`update settings set body = body || '{"odds_per_brand_enabled": true}'::jsonb where ${flagshipWeb}`,
      );
      app.cms.invalidate();
      app.catalog.invalidate();
    }
  });
});

describe('POST /xapi/rest/events?hash= (queries above 2,000 characters)', () => {
  it('answers exactly like GET, for string and for typed JSON params', async () => {
    const viaGet = await list('eventPathIds=240,239&eventsPerPage=3&page=2&includeMarkets=false');
    for (const payload of [
      { eventPathIds: '240,239', eventsPerPage: '3', page: '2', includeMarkets: 'false' },
      { eventPathIds: [240, 239], eventsPerPage: 3, page: 2, includeMarkets: false },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/xapi/rest/events?hash=k3x9', payload });
      expect(response.statusCode, response.body).toBe(200);
      expect(EventsResponse.parse(response.json())).toEqual(viaGet);
    }
  });

  it('takes a list of ids far beyond what a URL holds', async () => {
    const many = [...Array.from({ length: 600 }, (_, i) => 5000 + i), 101, 202];
    const response = await app.inject({
      method: 'POST',
      url: '/xapi/rest/events?hash=big',
      payload: { ids: many.join(',') },
    });
    expect(ids(EventsResponse.parse(response.json()))).toEqual([101, 202]);
  });

  it("answers the same list under §7's second path, /nextapi/xapi/rest/events, GET and POST", async () => {
    const query = 'eventPathIds=240,239&eventsPerPage=3&page=2&includeMarkets=false';
    const viaGet = await list(query);
    const next = await app.inject({ url: `/nextapi/xapi/rest/events?${query}` });
    expect(EventsResponse.parse(next.json())).toEqual(viaGet);
    const posted = await app.inject({
      method: 'POST',
      url: '/nextapi/xapi/rest/events?hash=k3x9',
      payload: { eventPathIds: '240,239', eventsPerPage: '3', page: '2', includeMarkets: 'false' },
    });
    expect(EventsResponse.parse(posted.json())).toEqual(viaGet);
    // An API path: an unknown one under it is our 404, not the web app's page.
    expect((await app.inject({ url: '/nextapi/xapi/rest/nothing' })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('requires the hash and validates the body with the GET rules', async () => {
    const noHash = await app.inject({ method: 'POST', url: '/xapi/rest/events', payload: {} });
    expect(noHash.statusCode).toBe(400);
    expect(noHash.json()).toMatchObject({ code: 'VALIDATION', field: 'query.hash' });
    const badBody = await app.inject({
      method: 'POST',
      url: '/xapi/rest/events?hash=x',
      payload: { eventsPerPage: 'many' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ code: 'VALIDATION', field: 'body.eventsPerPage' });
  });
});

describe('GET /xapi/rest/events: bad input', () => {
  it.each([
    ['eventsPerPage=abc', 'query.eventsPerPage'],
    ['eventsPerPage=201', 'query.eventsPerPage'],
    ['page=0', 'query.page'],
    ['ids=1,,2', 'query.ids'],
    ['eventPathIds=240;drop', 'query.eventPathIds'],
    ['dateFrom=yesterday', 'query.dateFrom'],
    ['periodType=SOON', 'query.periodType'],
    ['includeMarkets=perhaps', 'query.includeMarkets'],
    [`dateFrom=${hoursFromNow(5)}&dateTo=${hoursFromNow(1)}`, 'query.dateTo'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const body = await getError(app, `/xapi/rest/events?${query}`, 400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field });
    expect(body.message).toContain(field);
    expect(body.issues?.[0]?.path).toBe(field);
  });
});

describe('GET /xapi/rest/events: HTTP caching and compression', () => {
  it('lets browsers and CDNs keep a list for 5 s, and answers 304 to a matching ETag', async () => {
    const first = await app.inject({ url: '/xapi/rest/events?eventsPerPage=2' });
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/xapi/rest/events?eventsPerPage=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli to a browser that accepts it, with the same content', async () => {
    const plain = await list();
    const response = await app.inject({
      url: '/xapi/rest/events',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(EventsResponse.parse(JSON.parse(brotliDecompressSync(response.rawPayload).toString()))).toEqual(
      plain,
    );
  });
});

describe('GET /xapi/rest/events/{id}', () => {
  it('returns the event with every market it offers, no list limits applied', async () => {
    const rich = await getJson(app, '/xapi/rest/events/101', Event);
    expect(rich.markets?.map((m) => m.description.replace('Total Goals Over/Under ', 'O/U '))).toEqual([
      'Match Result',
      'Double Chance',
      'O/U 0.5',
      'O/U 1.5',
      'O/U 2.5',
      'O/U 3.5',
      'O/U 4.5',
      'Correct Score',
    ]);
    expect(rich.marketCount).toBe(8);
    const crowded = await getJson(app, '/xapi/rest/events/301', Event);
    expect(crowded.markets).toHaveLength(55);
  });

  it('still serves an event that has started (its page stays reachable)', async () => {
    const started = await getJson(app, `/xapi/rest/events/${FIXTURE.started}`, Event);
    expect(started.id).toBe(FIXTURE.started);
  });

  it('answers 404 naming an unknown event, 400 naming a malformed id', async () => {
    expect(await getError(app, '/xapi/rest/events/999', 404)).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Event 999 not found',
    });
    expect((await getError(app, '/xapi/rest/events/abc', 400)).field).toBe('params.id');
    expect((await getError(app, '/xapi/rest/events/-4', 400)).field).toBe('params.id');
  });
});

describe('GET /xapi/rest/markets/{id}', () => {
  it('returns the market as the event page shows it', async () => {
    const rich = await getJson(app, '/xapi/rest/events/101', Event);
    const market = await getJson(app, '/xapi/rest/markets/10105', Market);
    expect(market).toEqual(rich.markets?.find((m) => m.id === 10105));
    expect(market.outcomes.map((o) => o.description)).toEqual(['Over 2.5', 'Under 2.5']);
  });

  it('answers 404 naming an unknown market', async () => {
    expect((await getError(app, '/xapi/rest/markets/999', 404)).message).toBe('Market 999 not found');
  });
});

describe('the catalogue in the language asked for (SPEC.md §7 l and X-Accept-Language; names/)', () => {
  const arsenal = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return event(EventsResponse.parse(response.json()), 101);
  };
  const names = (e: Event) => ({
    paths: e.eventPaths.map((p) => p.description),
    opponents: e.opponents.map((o) => o.description),
    markets: e.markets?.map((m) => [
      m.description,
      m.period.description,
      m.outcomes.map((o) => o.description),
    ]),
  });

  it('names sport, country, markets, periods and outcomes in Spanish with l=es, teams as the feed sends them', async () => {
    const spanish = names(await arsenal('/xapi/rest/events?ids=101&l=es'));
    expect(spanish.paths).toEqual(['Fútbol', 'Inglaterra', 'Premier League']);
    expect(spanish.opponents).toEqual(['Arsenal', 'Chelsea']);
    expect(spanish.markets).toContainEqual([
      'Resultado del partido',
      'Tiempo completo',
      ['Home', 'Empate', 'Away'],
    ]);
    expect(spanish.markets).toContainEqual([
      'Total de goles más/menos 2.5',
      'Tiempo completo',
      ['Más de 2.5', 'Menos de 2.5'],
    ]);
  });

  it('reads X-Accept-Language when l is absent, and l before it', async () => {
    const japanese = names(await arsenal('/xapi/rest/events?ids=101', { 'x-accept-language': 'ja-JP' }));
    expect(japanese.paths).toEqual(['サッカー', 'イングランド', 'プレミアリーグ']);
    expect(japanese.markets?.[0]).toEqual(['試合結果', '試合全体', ['Home', '引き分け', 'Away']]);
    const spanish = names(await arsenal('/xapi/rest/events?ids=101&l=es', { 'x-accept-language': 'ja-JP' }));
    expect(spanish.paths[0]).toBe('Fútbol');
  });

  it('never mixes two languages asked one after the other in the cache, nor the English list', async () => {
    const url = '/xapi/rest/events?eventPathIds=2001';
    const [es, ja, en] = [await arsenal(`${url}&l=es`), await arsenal(`${url}&l=ja`), await arsenal(url)];
    expect([es, ja, en].map((e) => e.markets?.[0]?.description)).toEqual([
      'Resultado del partido',
      '試合結果',
      'Match Result',
    ]);
    expect((await arsenal(`${url}&l=es`)).markets?.[0]?.description).toBe('Resultado del partido');
    expect((await arsenal(`${url}&l=ja`)).eventPaths[0]?.description).toBe('サッカー');
  });

  it('answers a language without a dictionary (the pseudo-locale) in English, and refuses a junk l with a 400', async () => {
    expect((await arsenal('/xapi/rest/events?ids=101&l=xx')).markets?.[0]?.description).toBe('Match Result');
    expect((await arsenal('/xapi/rest/events?ids=101&l=xx')).eventPaths[0]?.description).toBe('Football');
    expect((await arsenal('/xapi/rest/events?ids=101&l=de')).eventPaths[0]?.description).toBe('Fußball');
    expect((await getError(app, '/xapi/rest/events?l=%3Cscript%3E', 400)).field).toBe('query.l');
    expect((await getError(app, '/xapi/rest/eventpathtree?l=english', 400)).field).toBe('query.l');
  });

  it('names the event page and a single market too', async () => {
    const page = await getJson(app, '/xapi/rest/events/101?l=es', Event);
    expect(page.markets?.find((m) => m.id === 10105)?.outcomes.map((o) => o.description)).toEqual([
      'Más de 2.5',
      'Menos de 2.5',
    ]);
    const market = await getJson(app, '/xapi/rest/markets/10105?l=ja', Market);
    expect([market.description, market.outcomes[0]?.description]).toEqual([
      '合計ゴール数 オーバー/アンダー 2.5',
      'オーバー 2.5',
    ]);
  });
});
