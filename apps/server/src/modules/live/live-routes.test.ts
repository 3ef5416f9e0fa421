import {
  EventsResponse,
  LiveEventsResponse,
  LivePageEventResponse,
  LivePageMarketsResponse,
  LivePageResponse,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FIXTURE } from '../../test/fixture-catalog.ts';
import { getError, getJson } from '../../test/http.ts';

/**
 * The live calls over the fixture catalogue. In demo mode the simulator brings every fixture game
 * forward (fewer than 60): they all play, with 105 (started an hour ago); 106 finished before.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ feedSimulator: true });
});
afterAll(() => app.close());

const allGames = [...FIXTURE.upcomingGames, FIXTURE.started].sort((a, b) => a - b);
const ids = (events: { id: number }[]) => events.map((e) => e.id).sort((a, b) => a - b);
const list = (query = '') => getJson(app, `/xapi/rest/live/events?${query}`, LiveEventsResponse);

describe('GET /xapi/rest/live/events', () => {
  it('lists every game in play, 50 a page, with live fields and a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/xapi/rest/live/events' });
    expect(response.headers['cache-control']).toBe('public, max-age=1');
    const page = LiveEventsResponse.parse(response.json());
    expect(ids(page.events)).toEqual(allGames);
    expect([page.page, page.eventsPerPage, page.totalEvents, page.totalPages]).toEqual([1, 50, 9, 1]);
    for (const event of page.events) {
      expect(event.clock?.status).toMatch(/RUNNING|INTERMISSION/);
      expect(event.scores?.score).toHaveLength(2);
    }
  });

  it('filters by sport code and event path', async () => {
    expect(ids((await list('sportCode=TENN')).events)).toEqual([201, 202]);
    expect(ids((await list(`eventPathIds=${FIXTURE.premierLeague}`)).events)).toEqual([101, 102]);
    expect(ids((await list(`eventPathIds=${FIXTURE.spain},${FIXTURE.nba}`)).events)).toEqual([104, 105, 301]);
  });

  it('keeps the row market only with lightWeightResponse, none without includeMarkets', async () => {
    const light = await list('ids=101&lightWeightResponse=true');
    expect(light.events[0]!.markets?.map((m) => m.marketTypeId)).toEqual([FIXTURE.marketTypes.matchResult]);
    expect(light.events[0]!.marketCount).toBeGreaterThan(1);
    const bare = await list('ids=101&includeMarkets=false');
    expect(bare.events[0]!.markets).toBeUndefined();
  });

  it('pages', async () => {
    const second = await list('eventsPerPage=4&page=2');
    expect([second.events.length, second.totalEvents, second.totalPages]).toEqual([4, 9, 3]);
  });

  it.each([
    ['sportCode=football', 'query.sportCode'],
    ['eventsPerPage=500', 'query.eventsPerPage'],
    ['marketStatus=CLOSED', 'query.marketStatus'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const body = await getError(app, `/xapi/rest/live/events?${query}`, 400);
    expect(body).toMatchObject({ code: 'VALIDATION', field });
  });

  it('takes the started games off the pre-match list', async () => {
    const prematch = await getJson(app, '/xapi/rest/events?includeMarkets=false', EventsResponse);
    expect(prematch.events).toEqual([]);
  });
});

describe('GET /xapi/marketdata/v1/livepage', () => {
  it('groups the live events by sport, in sport order, with their counts', async () => {
    const { sports } = await getJson(app, '/xapi/marketdata/v1/livepage', LivePageResponse);
    expect(sports.map((s) => [s.code, s.eventCount])).toEqual([
      ['FOOT', 5],
      ['TENN', 2],
      ['BASK', 1],
      ['CSGO', 1],
    ]);
    expect(sports[0]).toMatchObject({ id: FIXTURE.football, name: 'Football', description: 'Football' });
    for (const event of sports.flatMap((s) => s.events)) expect(event.markets?.length).toBe(1);
  });

  it('filters by sport, still counting all its live events', async () => {
    const { sports } = await getJson(
      app,
      `/xapi/marketdata/v1/livepage?sportCode=FOOT&eventPathIds=${FIXTURE.laLiga}&includeMarkets=false`,
      LivePageResponse,
    );
    expect(sports).toHaveLength(1);
    expect(sports[0]!.eventCount).toBe(5);
    expect(ids(sports[0]!.events)).toEqual([104, 105]);
    expect(sports[0]!.events[0]!.markets).toBeUndefined();
  });
});

describe('GET /xapi/marketdata/v1/livepage/{id} and /livepage/markets/{id}', () => {
  it('answers one live event with all its markets', async () => {
    const { event } = await getJson(app, '/xapi/marketdata/v1/livepage/101', LivePageEventResponse);
    expect(event.markets!.length).toBe(event.marketCount);
    expect(event.marketCount).toBe(app.live.state.event(101)!.markets!.length);
    expect(event.isFinished).toBe(false);
    const markets = await getJson(
      app,
      '/xapi/marketdata/v1/livepage/markets/101?cmsSettingId=abc',
      LivePageMarketsResponse,
    );
    expect(markets.eventId).toBe(101);
    expect(markets.markets.map((m) => m.id)).toEqual(event.markets!.map((m) => m.id));
  });

  it('says a finished event is finished', async () => {
    const { event } = await getJson(
      app,
      `/xapi/marketdata/v1/livepage/${FIXTURE.finished}`,
      LivePageEventResponse,
    );
    expect(event.isFinished).toBe(true);
  });

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    await getError(app, '/xapi/marketdata/v1/livepage/999999', 404);
    await getError(app, '/xapi/marketdata/v1/livepage/markets/999999', 404);
    const bad = await getError(app, '/xapi/marketdata/v1/livepage/abc', 400);
    expect(bad.field).toBe('params.id');
  });
});

describe('the live calls in the language asked for (names/ of modules/catalog)', () => {
  it('names the live list, the live page and an event page in Spanish with l=es, teams unchanged', async () => {
    const spanish = (await list('ids=101&l=es')).events[0]!;
    expect(spanish.eventPaths.map((p) => p.description)).toEqual(['Fútbol', 'Inglaterra', 'Premier League']);
    expect(spanish.opponents.map((o) => o.description)).toEqual(['Arsenal', 'Chelsea']);
    const result = spanish.markets?.find((m) => m.marketTypeId === FIXTURE.marketTypes.matchResult);
    expect([result?.description, result?.outcomes[1]?.description]).toEqual([
      'Resultado del partido',
      'Empate',
    ]);

    const page = await getJson(app, '/xapi/marketdata/v1/livepage?l=es', LivePageResponse);
    expect(page.sports.find((s) => s.code === 'FOOT')?.name).toBe('Fútbol');
    const eventPage = await getJson(app, '/xapi/marketdata/v1/livepage/101?l=es', LivePageEventResponse);
    expect(eventPage.event.markets?.map((m) => m.period.description)).toContain('Tiempo completo');
  });

  it('names them in Japanese by X-Accept-Language, and English again without either', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/xapi/marketdata/v1/livepage/markets/101`,
      headers: { 'x-accept-language': 'ja-JP' },
    });
    const { markets } = LivePageMarketsResponse.parse(response.json());
    expect(markets.map((m) => m.description)).toContain('試合結果');
    expect((await list('ids=101')).events[0]!.eventPaths[0]?.description).toBe('Football');
    expect((await getError(app, '/xapi/rest/live/events?l=%25%25', 400)).field).toBe('query.l');
  });
});
