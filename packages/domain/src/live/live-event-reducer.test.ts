import type { Clock, FeedUpdate, LiveEvent, OutcomeUpdate } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFeedUpdate, applyFeedUpdates, isGenericScoreSport } from './live-event-reducer.ts';
import { liveEvent, market, outcome } from './test-fixtures.ts';

const clock = (over: Partial<Clock> = {}): Clock => ({
  status: 'RUNNING',
  minutes: 10,
  seconds: 0,
  updatedAt: 1000,
  ...over,
});
const outcomeUpdate = (over: Partial<OutcomeUpdate> = {}): OutcomeUpdate => ({
  type: 'outcome',
  eid: 1,
  mid: 1,
  mtid: 10,
  ptid: 1,
  oid: 11,
  h: false,
  clp: { cp: { d: 3.5 } },
  ...over,
});

describe('applyFeedUpdate (SPEC.md §4 "Live event updates")', () => {
  const base = liveEvent({ clock: clock(), liveOpenMarketCount: 5 });

  it.each<[string, FeedUpdate, Partial<LiveEvent>]>([
    [
      'clock-minutes sets minutes',
      { type: 'clock-minutes', eid: 1, minutes: 33 },
      { clock: clock({ minutes: 33 }) },
    ],
    [
      'open-market-count sets liveOpenMarketCount',
      { type: 'open-market-count', eid: 1, count: 9 },
      { liveOpenMarketCount: 9 },
    ],
    [
      'END_OF_EVENT clock finishes the event',
      { type: 'clock', eid: 1, clock: clock({ status: 'END_OF_EVENT' }) },
      { isFinished: true, clock: clock({ status: 'END_OF_EVENT' }) },
    ],
    [
      'other clocks replace the clock',
      { type: 'clock', eid: 1, clock: clock({ status: 'INTERMISSION', minutes: 45 }) },
      { clock: clock({ status: 'INTERMISSION', minutes: 45 }), isFinished: false },
    ],
    [
      'cricket-outcomes sets cricketOutcomes',
      {
        type: 'cricket-outcomes',
        eid: 1,
        cricketOutcomes: [{ opponentId: 501, runs: 120, wickets: 3, overs: '12.4', batting: true }],
      },
      { cricketOutcomes: [{ opponentId: 501, runs: 120, wickets: 3, overs: '12.4', batting: true }] },
    ],
    [
      'period sets the current period',
      {
        type: 'period',
        eid: 1,
        currentPeriod: 'HALF-2',
        currentPeriodNumber: 2,
        currentPeriodAbbreviation: 'HALF',
      },
      { currentPeriod: 'HALF-2', currentPeriodNumber: 2, currentPeriodAbbreviation: 'HALF' },
    ],
  ])('%s', (_, update, expected) => {
    expect(applyFeedUpdate(base, update)).toMatchObject(expected);
  });

  it('clock-minutes without a clock changes nothing', () => {
    const e = liveEvent();
    expect(applyFeedUpdate(e, { type: 'clock-minutes', eid: 1, minutes: 3 })).toBe(e);
  });

  it('score replaces scores and sets, merges per-period scores', () => {
    const e = liveEvent({
      scores: { score: [{ opponentId: 501, points: 1 }] },
      scoresPerPeriod: [
        { opponentId: 501, periodKey: 'HALF', periodInstance: 1, score: 1 },
        { opponentId: 502, periodKey: 'HALF', periodInstance: 1, score: 0 },
      ],
    });
    const next = applyFeedUpdate(e, {
      type: 'score',
      eid: 1,
      scores: { score: [{ opponentId: 501, points: 2 }] },
      sets: { maxSets: 0, gameSet: [] },
      scoresPerPeriod: [
        { opponentId: 502, periodKey: 'HALF', periodInstance: 1, score: 1 },
        { opponentId: 501, periodKey: 'HALF', periodInstance: 2, score: 1 },
      ],
    });
    expect(next.scores).toStrictEqual({ score: [{ opponentId: 501, points: 2 }] });
    expect(next.sets).toStrictEqual({ maxSets: 0, gameSet: [] });
    expect(next.scoresPerPeriod).toStrictEqual([
      { opponentId: 501, periodKey: 'HALF', periodInstance: 1, score: 1 },
      { opponentId: 502, periodKey: 'HALF', periodInstance: 1, score: 1 },
      { opponentId: 501, periodKey: 'HALF', periodInstance: 2, score: 1 },
    ]);
  });

  it.each([
    ['FOOT', false],
    ['FOOT-india', false],
    ['BASK', false],
    ['TENN', true],
    ['DART', true],
    ['VOLL', true],
  ])('score sets match for %s: %s', (sportCode, sets) => {
    const match = [{ opponentId: 501, points: 2, formattedPoints: '30' }];
    const next = applyFeedUpdate(liveEvent({ sportCode }), { type: 'score', eid: 1, match });
    expect(next.match).toStrictEqual(sets ? match : undefined);
    expect(isGenericScoreSport(sportCode)).toBe(!sets);
  });

  it('markets merge by id, adding new ones', () => {
    const e = liveEvent();
    const replaced = market(2, { description: 'new' });
    const next = applyFeedUpdate(e, { type: 'markets', eid: 1, markets: [replaced, market(9)] });
    expect(next.markets?.map((m) => m.id)).toStrictEqual([1, 2, 3, 9]);
    expect(next.markets?.[1]).toBe(replaced);
  });

  it('outcome sets price and hidden', () => {
    const next = applyFeedUpdate(liveEvent(), outcomeUpdate({ clp: { cp: { d: 1.8, s0: -0.5 } }, h: false }));
    expect(next.markets?.[0]?.outcomes[0]?.consolidatedPrice.currentPrice).toStrictEqual({
      id: 11,
      decimal: 1.8,
      spread: -0.5,
    });
  });

  it('outcome hiding the last visible outcome removes the market', () => {
    const e = liveEvent({
      markets: [market(1, { outcomes: [outcome(11, 1), outcome(12, 1, { hidden: true })] })],
    });
    expect(applyFeedUpdate(e, outcomeUpdate({ h: true })).markets).toStrictEqual([]);
  });

  it.each<[string, FeedUpdate]>([
    ['unknown market', outcomeUpdate({ mid: 99 })],
    ['unknown outcome', outcomeUpdate({ oid: 99 })],
    ['same price', outcomeUpdate({ clp: { cp: { d: 2 } } })],
    ['unknown market status', { type: 'market-status', eid: 1, mid: 99, mtid: 1, s: 'CLOSED' }],
    ['unchanged status', { type: 'market-status', eid: 1, mid: 1, mtid: 1, s: 'OPEN' }],
    ['alert on a feed without markets', { type: 'feed-alert', eid: 1, feedCode: 'ZZ', active: true }],
    ['clearing an alert never raised', { type: 'feed-alert', eid: 1, feedCode: 'F1', active: false }],
    ['empty markets', { type: 'markets', eid: 1, markets: [] }],
    ['same open-market-count', { type: 'open-market-count', eid: 1, count: 3 }],
  ])('returns the same object: %s', (_, update) => {
    const e = liveEvent({ liveOpenMarketCount: 3 });
    expect(applyFeedUpdate(e, update)).toBe(e);
  });

  it.each([
    ['SUSPENDED', 'SUSPENDED'],
    ['CLOSED', undefined],
    ['LTS', undefined],
  ] as const)('market-status %s', (s, status) => {
    const next = applyFeedUpdate(liveEvent(), { type: 'market-status', eid: 1, mid: 1, mtid: 10, s });
    expect(next.markets?.find((m) => m.id === 1)?.status).toBe(status);
  });

  it('feed alert suspends the open markets of that feed and reopens only those', () => {
    const e = liveEvent({
      markets: [market(1), market(2, { status: 'SUSPENDED' }), market(3, { feedCode: 'F2' })],
    });
    const on = applyFeedUpdate(e, { type: 'feed-alert', eid: 1, feedCode: 'F1', active: true });
    expect(on.markets?.map((m) => m.status)).toStrictEqual(['SUSPENDED', 'SUSPENDED', 'OPEN']);
    expect(on.alertSuspendedMarketIds).toStrictEqual([1]);
    const off = applyFeedUpdate(on, { type: 'feed-alert', eid: 1, feedCode: 'F1', active: false });
    expect(off.markets?.map((m) => m.status)).toStrictEqual(['OPEN', 'SUSPENDED', 'OPEN']);
    expect(off).toStrictEqual(e);
  });

  it('an explicit status during an alert is kept when the alert clears', () => {
    const on = applyFeedUpdate(liveEvent(), { type: 'feed-alert', eid: 1, feedCode: 'F1', active: true });
    const told = applyFeedUpdate(on, { type: 'market-status', eid: 1, mid: 1, mtid: 10, s: 'SUSPENDED' });
    const off = applyFeedUpdate(told, { type: 'feed-alert', eid: 1, feedCode: 'F1', active: false });
    expect(off.markets?.map((m) => m.status)).toStrictEqual(['SUSPENDED', 'OPEN', 'OPEN']);
  });

  it('event-live replaces the event', () => {
    const event = liveEvent({ description: 'fresh' });
    expect(applyFeedUpdate(liveEvent(), { type: 'event-live', eid: 1, event })).toBe(event);
  });

  it('does not mutate its input', () => {
    const e = liveEvent({ clock: clock() });
    const copy = JSON.parse(JSON.stringify(e)) as unknown;
    applyFeedUpdates(e, [
      outcomeUpdate({ h: true }),
      { type: 'feed-alert', eid: 1, feedCode: 'F1', active: true },
      { type: 'clock-minutes', eid: 1, minutes: 50 },
      { type: 'market-status', eid: 1, mid: 2, mtid: 10, s: 'CLOSED' },
    ]);
    expect(e).toStrictEqual(copy);
  });
});

// ---------------------------------------------------------------- properties

const arbUpdate: fc.Arbitrary<FeedUpdate> = fc.oneof(
  fc.record({
    type: fc.constant('outcome' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    mid: fc.integer({ min: 1, max: 4 }),
    mtid: fc.constant(10),
    ptid: fc.constant(1),
    oid: fc.integer({ min: 10, max: 42 }),
    h: fc.boolean(),
    clp: fc.record({ cp: fc.record({ d: fc.double({ min: 1.01, max: 100, noNaN: true }) }) }),
  }),
  fc.record({
    type: fc.constant('market-status' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    mid: fc.integer({ min: 1, max: 4 }),
    mtid: fc.constant(10),
    s: fc.constantFrom('OPEN' as const, 'SUSPENDED' as const, 'LTS' as const, 'CLOSED' as const),
  }),
  fc.record({
    type: fc.constant('feed-alert' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    feedCode: fc.constantFrom('F1', 'F2'),
    active: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('markets' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    markets: fc.array(fc.integer({ min: 1, max: 6 }).map((id) => market(id))),
  }),
  fc.record({
    type: fc.constant('clock-minutes' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    minutes: fc.nat(130),
  }),
  fc.record({
    type: fc.constant('open-market-count' as const),
    eid: fc.integer({ min: 0, max: 2 }),
    count: fc.nat(50),
  }),
);

describe('applyFeedUpdate properties', () => {
  it('an update for another event returns the same object', () => {
    fc.assert(
      fc.property(arbUpdate, (u) => {
        const e = liveEvent({ id: 7 });
        return applyFeedUpdate(e, u) === e;
      }),
    );
  });

  it('applying any update twice returns the same object as applying it once', () => {
    fc.assert(
      fc.property(fc.array(arbUpdate, { maxLength: 8 }), arbUpdate, (history, u) => {
        const e = applyFeedUpdates(liveEvent({ clock: clock() }), history);
        const once = applyFeedUpdate(e, u);
        const twice = applyFeedUpdate(once, u);
        return twice === once;
      }),
    );
  });

  it('markets merge never loses a market', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 6 }), (ids) => {
        const e = liveEvent();
        const next = applyFeedUpdate(e, { type: 'markets', eid: 1, markets: ids.map((id) => market(id)) });
        const have = new Set(next.markets?.map((m) => m.id));
        return [1, 2, 3, ...ids].every((id) => have.has(id)) && have.size === next.markets?.length;
      }),
    );
  });

  it('a feed alert on then off restores every market status', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('OPEN' as const, 'SUSPENDED' as const),
            feed: fc.constantFrom('F1', 'F2'),
          }),
        ),
        fc.constantFrom('F1', 'F2'),
        (ms, feedCode) => {
          const e = liveEvent({
            markets: ms.map((m, i) => market(i + 1, { status: m.status, feedCode: m.feed })),
          });
          const on = applyFeedUpdate(e, { type: 'feed-alert', eid: 1, feedCode, active: true });
          const off = applyFeedUpdate(on, { type: 'feed-alert', eid: 1, feedCode, active: false });
          expect(off).toStrictEqual(e);
        },
      ),
    );
  });

  it('no sequence of updates mutates the input or leaves a fully hidden market', () => {
    fc.assert(
      fc.property(fc.array(arbUpdate, { maxLength: 15 }), (updates) => {
        const e = liveEvent({ clock: clock() });
        const copy = JSON.parse(JSON.stringify(e)) as unknown;
        const next = applyFeedUpdates(e, updates);
        expect(e).toStrictEqual(copy);
        return (next.markets ?? []).every((m) => m.outcomes.some((o) => !o.hidden));
      }),
    );
  });
});
