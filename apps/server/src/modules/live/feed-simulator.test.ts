import {
  EventPathTreeResponse,
  EventsResponse,
  LiveEventsResponse,
  LivePageEventResponse,
  MarketResult,
  type LiveEvent,
} from '@sb/contract';
import { catalogPlaceTerms, ODDS_LADDER } from '@sb/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../demo/generate-catalog.ts';
import { MARKET_TYPES } from '../../demo/market-types.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { getJson } from '../../test/http.ts';
import { demoFeedRoutes } from './demo-feed-routes.ts';

/**
 * The simulator over the demo data set, seeded and ticked by hand on the tests' fixed clock, at 40
 * price moves a second: these tests play hours of games, and at the default 200 a second most of their
 * time went on prices that no assertion but the first looks at.
 */
const RATE = 40;
let app: FastifyInstance;
/** Every result message the simulator sent, by market. */
const results = new Map<number, MarketResult[]>();
let firstLive: number[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    { feedSimulator: true, feedRate: RATE, demoControls: true },
    { demoCatalog: (now) => generateDemoCatalog({ now }) },
  );
  app.results.bus.subscribe((result) =>
    results.set(result.marketId, [...(results.get(result.marketId) ?? []), result]),
  );
  firstLive = app.live.state.liveEvents().map((e) => e.id);
});
afterAll(() => app.close());

const ladder = new Set(ODDS_LADDER);
const live = () => app.live.state.liveEvents();
const prices = (events: LiveEvent[]) =>
  new Map(
    events.flatMap((e) =>
      (e.markets ?? []).flatMap((m) =>
        m.outcomes.map((o) => [o.id, o.consolidatedPrice.currentPrice.decimal]),
      ),
    ),
  );
/** Ticks the simulator `times` times by `ms` of real time. */
async function play(ms: number, times = 1) {
  for (let i = 0; i < times; i++) await app.live.simulator!.tick(ms);
}

describe('the feed simulator in demo mode', () => {
  it('starts with at least 60 live events in at least 8 sports, each with a running clock', () => {
    const events = live();
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(new Set(events.map((e) => e.sportCode)).size).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(Date.parse(event.eventDate)).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(event.clock?.status, `${event.id} ${event.sportCode}`).toMatch(/RUNNING|INTERMISSION/);
    }
  });

  it('drops the started events from the pre-match list', async () => {
    const ids = live().map((e) => e.id);
    const page = await getJson(app, `/xapi/rest/events?ids=${ids.join(',')}`, LiveEventsResponse);
    expect(page.events).toEqual([]);
  });

  it("brings games forward from beyond the coming 36 hours: the next day's slate stays as published", () => {
    const from = TEST_NOW.getTime();
    const soon = new Set(
      generateDemoCatalog({ now: TEST_NOW })
        .events.filter((e) => e.eventType === 'GAMEEVENT')
        .filter((e) => Date.parse(e.eventDate) > from && Date.parse(e.eventDate) <= from + 36 * 3_600_000)
        .map((e) => e.id),
    );
    expect(soon.size).toBeGreaterThan(20);
    expect(live().filter((e) => soon.has(e.id))).toEqual([]);
  });

  it('kicks a pre-match game off now on the demo control, from its first period, and only once', async () => {
    const { events } = await getJson(app, '/xapi/rest/events?eventsPerPage=20', EventsResponse);
    const game = events.find((e) => e.eventType === 'GAMEEVENT')!;
    const kickOff = (id: number) =>
      app.inject({ method: 'POST', url: demoFeedRoutes.kickOff.replace(':eventId', String(id)) });
    const answer = await kickOff(game.id);
    expect(answer.json()).toEqual({ eventId: game.id, inPlay: true });
    const started = app.live.state.event(game.id)!;
    expect([started.isFinished, started.currentPeriodNumber, started.clock?.status]).toEqual([
      false,
      1,
      'RUNNING',
    ]);
    expect(Date.parse(started.eventDate)).toBe(TEST_NOW.getTime());
    const prematch = await getJson(app, `/xapi/rest/events?ids=${game.id}`, EventsResponse);
    expect(prematch.events).toEqual([]);
    expect((await kickOff(game.id)).json()).toMatchObject({ statusCode: 409, code: 'NOT_A_KICKOFF' });
    expect((await kickOff(99_999_999)).statusCode).toBe(404);
  });

  it('moves prices on a tick, every one on the ladder', async () => {
    const before = prices(live());
    await play(1000);
    const after = prices(live());
    const moved = [...after].filter(([id, price]) => before.has(id) && before.get(id) !== price);
    expect(moved.length).toBeGreaterThan(10);
    for (const [, price] of after) expect(ladder.has(price)).toBe(true);
  });

  it('advances football minutes and plays half time', async () => {
    const football = live().find(
      (e) => e.sportCode === 'FOOT' && e.clock?.status === 'RUNNING' && e.currentPeriodNumber === 1,
    );
    expect(football).toBeDefined();
    const id = football!.id;
    const startMinute = football!.clock!.minutes;
    await play(60_000, 2);
    expect(app.live.state.event(id)!.clock!.minutes).toBeGreaterThanOrEqual(startMinute + 2);
    let halfTime = false;
    for (let minute = 0; minute < 60 && !halfTime; minute++) {
      await play(60_000);
      const clock = app.live.state.event(id)!.clock!;
      halfTime = clock.status === 'INTERMISSION' && clock.minutes === 45;
    }
    expect(halfTime).toBe(true);
    await play(60_000, 16);
    const secondHalf = app.live.state.event(id)!;
    expect([secondHalf.currentPeriodNumber, secondHalf.clock?.status]).toEqual([2, 'RUNNING']);
    expect(secondHalf.clock!.minutes).toBeGreaterThanOrEqual(45);
  });

  it('ends events: finished, out of /live/events, still answering on the live page', async () => {
    const startedWith = new Set(live().map((e) => e.id));
    // Three hours of play: every game that was live has finished; new ones keep the count up.
    await play(60_000, 180);
    const list = await getJson(app, '/xapi/rest/live/events?eventsPerPage=200', LiveEventsResponse);
    expect(list.events.some((e) => startedWith.has(e.id))).toBe(false);
    expect(list.totalEvents).toBeGreaterThanOrEqual(60);
    const ended = [...startedWith][0]!;
    const { event } = await getJson(app, `/xapi/marketdata/v1/livepage/${ended}`, LivePageEventResponse);
    expect(event.isFinished).toBe(true);
    expect(event.clock?.status).toBe('END_OF_EVENT');
  });

  it('results every market of an ended event, a full-time result or winner by its final score', () => {
    const ended = firstLive.map((id) => app.live.state.event(id)!).filter((e) => e.isFinished);
    expect(ended.length).toBeGreaterThan(30);
    let byScore = 0;
    const T = MARKET_TYPES;
    const byScoreTypes = new Set([T.matchResult.id, T.moneyline.id, T.matchWinner.id]);
    for (const event of ended) {
      for (const market of event.markets ?? []) {
        const sent = results.get(market.id);
        expect(sent, `market ${market.id} of event ${event.id}`).toHaveLength(1);
        const result = MarketResult.parse(sent![0]);
        expect(result.eventId).toBe(event.id);
        expect(result.outcomes.map((o) => o.outcomeId).sort()).toEqual(
          market.outcomes.map((o) => o.id).sort(),
        );
        const won = result.outcomes.filter((o) => o.result === 'won');
        const voided = result.outcomes.filter((o) => o.result === 'void');
        // One winner, or the whole market void.
        if (voided.length > 0) expect([won.length, voided.length]).toEqual([0, market.outcomes.length]);
        else expect(won).toHaveLength(1);
        // A level two-way market is void (as is 1 % of markets): only a winner is checked.
        if (!byScoreTypes.has(market.marketTypeId) || market.period.abbreviation !== 'FT') continue;
        if (voided.length > 0) continue;
        const [home, away] = event.scores!.score.map((s) => s.points);
        const winner = market.outcomes.find((o) => o.id === won[0]!.outcomeId)!;
        const expected =
          home! > away! ? event.opponents[0]?.id : away! > home! ? event.opponents[1]?.id : undefined;
        expect(winner.opponentId, `${event.id} ${home}-${away}`).toBe(expected);
        byScore++;
      }
    }
    expect(byScore).toBeGreaterThan(10);
  });

  it('saves the live state: a finished event is finished in the database', async () => {
    // A game of the first wave, which the three hours played above finished.
    const ended = firstLive.find((id) => app.live.state.event(id)?.isFinished)!;
    expect(ended).toBeDefined();
    await app.live.save();
    const result = await app.db.execute<{ is_finished: boolean; live: { clock: { status: string } } }>(
      sql`select is_finished, live from events where id = ${ended}`,
    );
    expect(result.rows[0]?.is_finished).toBe(true);
    expect(result.rows[0]?.live.clock.status).toBe('END_OF_EVENT');
  });
});

describe('the feed simulator runs the races (each-way, issue 45)', () => {
  const HORSE_RACING = 2118;
  type Race = {
    id: number;
    sportCode: string;
    eventType: string;
    description: string;
    offMs: number;
    marketId: number;
    style: string;
    runners: number;
  };
  let races: Race[] = [];
  beforeAll(async () => {
    const rows = await app.db.execute<Race>(sql`
      select e.id, e.sport_code as "sportCode", e.event_type as "eventType", e.description,
        (extract(epoch from e.event_date) * 1000)::float8 as "offMs", m.id as "marketId", m.style, count(o.id)::int as runners
      from events e join markets m on m.event_id = e.id join outcomes o on o.market_id = m.id
      where e.sport_code in ('HORS', 'GREY')
      group by e.id, m.id order by e.event_date, e.id`);
    races = rows.rows;
  });

  it('results each race off before now: a winner, the rest of the places by its terms placed, the others lost', async () => {
    // The three hours and more played above took the clock past the first afternoon's races.
    const run = races.filter((race) => results.has(race.marketId));
    expect(run.length).toBeGreaterThanOrEqual(5);
    expect(run.some((race) => race.sportCode === 'HORS')).toBe(true);
    for (const race of run) {
      const sent = results.get(race.marketId)!;
      expect(sent).toHaveLength(1);
      const terms = catalogPlaceTerms(race, race, race.runners)!;
      const count = (result: string) => sent[0]!.outcomes.filter((o) => o.result === result).length;
      expect([count('won'), count('placed'), count('lost')]).toEqual([
        1,
        terms.places - 1,
        race.runners - terms.places,
      ]);
      // Three minutes after the off at the earliest (run and weighed in).
      expect(Date.parse(sent[0]!.resultedAt) - race.offMs).toBeGreaterThanOrEqual(3 * 60_000);
    }
    const finished = await app.db.execute<{ id: number }>(
      sql`select id from events where is_finished and sport_code in ('HORS', 'GREY')`,
    );
    expect(finished.rows.map((r) => r.id).sort()).toEqual(run.map((r) => r.id).sort());
  });

  it('lists the races to come in the sports menu and the event lists; a race run leaves them', async () => {
    const tree = await getJson(app, '/xapi/rest/eventpathtree', EventPathTreeResponse);
    const racing = tree.eventPaths.find((p) => p.id === HORSE_RACING);
    expect(racing?.outrightCount).toBeGreaterThan(20);
    expect(racing?.children.map((c) => c.description)).toEqual(
      expect.arrayContaining(['England', 'Ireland']),
    );
    const page = await getJson(
      app,
      `/xapi/rest/events?eventPathIds=${HORSE_RACING}&eventTypeFilter=RANKEVENT&eventsPerPage=200`,
      EventsResponse,
    );
    const listed = new Set(page.events.map((e) => e.id));
    const ran = races.filter((race) => results.has(race.marketId));
    expect(ran.some((race) => listed.has(race.id))).toBe(false);
    const next = races.find((race) => race.sportCode === 'HORS' && !results.has(race.marketId))!;
    expect(listed.has(next.id)).toBe(true);
  });
});

describe('the feed simulator at a demo speed-up', () => {
  let fast: FastifyInstance;
  // Every market suspension the feed publishes, with the tick it came at: the 20 minutes of the first
  // test serve the second too (each used to play its own, 20 s of this file's 90).
  let tick = 0;
  const suspendedAt = new Map<number, { eventId: number; tick: number }>();
  beforeAll(async () => {
    fast = await buildTestApp(
      { feedSimulator: true, feedSpeed: 20, feedRate: RATE },
      { demoCatalog: (now) => generateDemoCatalog({ now }) },
    );
    fast.feed.bus.subscribe((batch) => {
      for (const update of batch) {
        if (update.type !== 'market-status') continue;
        if (update.s === 'SUSPENDED') suspendedAt.set(update.mid, { eventId: update.eid, tick });
        else suspendedAt.delete(update.mid);
      }
    });
  });
  afterAll(() => fast.close());

  it('keeps 60 games in play as games end, none of them already over', async () => {
    // 20 real minutes at 20x: every first-wave game has ended and been replaced.
    for (; tick < 120; tick++) await fast.live.simulator!.tick(10_000);
    const events = fast.live.state.liveEvents();
    expect(events.length).toBeGreaterThanOrEqual(60);
    for (const event of events) expect(event.clock?.status, `${event.id}`).not.toBe('END_OF_EVENT');
  });

  it('reopens every market it suspended, also when a feed alert was on at the time set to reopen', async () => {
    // A suspension lasts 45 s of play at most and an alert 30 s, so 1.5 s of real time at 20x: two
    // ticks of 10 s later, a market of a game still on is open again, whatever else happened. Over the
    // 120 ticks above and a few more.
    const played = tick;
    for (; tick < played + 5; tick++) await fast.live.simulator!.tick(10_000);
    expect(played).toBeGreaterThanOrEqual(90);
    const stuck = [...suspendedAt]
      .filter(([, at]) => at.tick < tick - 2)
      .filter(([, at]) => fast.live.state.event(at.eventId)?.isFinished === false);
    expect(stuck).toEqual([]);
  });

  it("never brings a boosted game forward, though it brings later ones: the brands' boosts stay on offer", async () => {
    const catalog = generateDemoCatalog({ now: TEST_NOW });
    const scheduled = new Map(catalog.events.map((e) => [e.id, Date.parse(e.eventDate)]));
    const boosted = catalog.margins.filter((m) => m.brandMarginType === 'POWER_ODDS').map((m) => m.eventId!);
    expect(boosted).toHaveLength(3);
    const lastBoosted = Math.max(...boosted.map((id) => scheduled.get(id)!));
    const football = catalog.events.find((e) => e.id === boosted[0])!.sportId;
    // Football's games are brought forward in the order of their kick-offs (the far end of the
    // schedule first): once one from after the last boosted game has gone in play, the simulator has
    // passed the boosted ones.
    const later = new Set(
      catalog.events
        .filter((e) => e.sportId === football && scheduled.get(e.id)! > lastBoosted)
        .map((e) => e.id),
    );
    const wentLive = new Set<number>();
    const passedThem = () => [...wentLive].some((id) => later.has(id));
    for (let tick = 0; tick < 1_000 && !passedThem(); tick++) {
      await fast.live.simulator!.tick(10_000);
      for (const event of fast.live.state.liveEvents()) wentLive.add(event.id);
    }
    expect(passedThem()).toBe(true);
    expect(boosted.filter((id) => wentLive.has(id))).toEqual([]);
    const page = await getJson(fast, `/xapi/rest/events?ids=${boosted.join(',')}`, LiveEventsResponse);
    expect(page.events.map((e) => e.id).sort()).toEqual([...boosted].sort());
  });
});
