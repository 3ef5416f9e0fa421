import type { Clock, LiveEvent } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockSecondsAt,
  gameAndSet,
  liveClockLabel,
  periodLabel,
  type LiveClockLabel,
} from './live-clock.ts';
import { liveEvent } from './test-fixtures.ts';

const NOW = 1_000_000;
const clock = (over: Partial<Clock> = {}): Clock => ({
  status: 'RUNNING',
  minutes: 10,
  seconds: 0,
  updatedAt: NOW,
  ...over,
});

describe('periodLabel (SPEC.md §4)', () => {
  it.each([
    ['REG-1', 'RT'],
    ['HALF-1', 'H1'],
    ['HALF-2', 'H2'],
    ['ET-1', 'ET'],
    ['PENS-1', 'PENALTIES'],
    ['QTR-1', undefined],
    [undefined, undefined],
  ])('%s -> %s', (p, label) => expect(periodLabel(p)).toBe(label));
});

describe('clockSecondsAt', () => {
  it.each([
    ['running clocks advance from updatedAt', clock(), NOW + 65_000, 665],
    ['stopped clocks stand still', clock({ status: 'STOPPED' }), NOW + 65_000, 600],
    ['countdown clocks count down', clock({ countdown: true }), NOW + 65_000, 535],
    ['countdown stops at zero', clock({ countdown: true }), NOW + 10_000_000, 0],
    ['a device clock behind the server does not go back', clock(), NOW - 5000, 600],
  ])('%s', (_, c, now, seconds) => expect(clockSecondsAt(c, now)).toBe(seconds));
});

const foot = (over: Partial<LiveEvent>) => liveEvent({ sportCode: 'FOOT', ...over });
const bask = (over: Partial<LiveEvent>) => liveEvent({ sportCode: 'BASK', ...over });

describe('liveClockLabel (SPEC.md §4 "Live clock display")', () => {
  it.each<[string, LiveEvent, LiveClockLabel]>([
    ['no clock', foot({}), { kind: 'live' }],
    ['not started', foot({ clock: clock({ status: 'NOT_STARTED' }) }), { kind: 'notStarted' }],
    ['end of event', foot({ clock: clock({ status: 'END_OF_EVENT' }) }), { kind: 'ended' }],
    ['finished event', foot({ isFinished: true, clock: clock() }), { kind: 'ended' }],
    ['football minutes', foot({ clock: clock({ minutes: 23 }) }), { kind: 'minutes', minutes: 23 }],
    [
      'football HT at 45 during intermission',
      foot({ clock: clock({ status: 'INTERMISSION', minutes: 45 }) }),
      { kind: 'halfTime' },
    ],
    [
      'football break before extra time',
      foot({ clock: clock({ status: 'INTERMISSION', minutes: 90 }) }),
      { kind: 'intermission' },
    ],
    [
      'football 90+',
      foot({ clock: clock({ minutes: 92 }), currentPeriod: 'HALF-2' }),
      { kind: 'minutes', minutes: 90, added: 2, period: 'H2' },
    ],
    [
      'football 45+ in the first half',
      foot({ clock: clock({ minutes: 46 }), currentPeriod: 'HALF-1' }),
      { kind: 'minutes', minutes: 45, added: 1, period: 'H1' },
    ],
    [
      'football extra time counts to 120',
      foot({ clock: clock({ minutes: 105 }), currentPeriod: 'ET-1', currentPeriodAbbreviation: 'ET' }),
      { kind: 'minutes', minutes: 105, period: 'ET' },
    ],
    [
      'football 120+',
      foot({ clock: clock({ minutes: 121 }), currentPeriod: 'ET-1' }),
      { kind: 'minutes', minutes: 120, added: 1, period: 'ET' },
    ],
    [
      'football penalties',
      foot({ clock: clock({ minutes: 120, status: 'STOPPED' }), currentPeriod: 'PENS-1' }),
      { kind: 'penalties' },
    ],
    [
      'FOOT-india follows football',
      liveEvent({ sportCode: 'FOOT-india', clock: clock({ minutes: 95 }) }),
      { kind: 'minutes', minutes: 90, added: 5 },
    ],
    [
      'esports football bots follow football',
      liveEvent({ sportCode: 'EFOT', clock: clock({ status: 'INTERMISSION', minutes: 45 }) }),
      { kind: 'halfTime' },
    ],
    [
      'basketball quarter with mm:ss',
      bask({
        clock: clock({ minutes: 7, seconds: 12, countdown: true }),
        currentPeriodAbbreviation: 'QTR',
        currentPeriodNumber: 3,
      }),
      { kind: 'periodClock', period: 'Q', n: 3, minutes: 7, seconds: 12 },
    ],
    [
      'basketball HT at the break before Q3',
      bask({
        clock: clock({ status: 'INTERMISSION' }),
        currentPeriodAbbreviation: 'QTR',
        currentPeriodNumber: 3,
      }),
      { kind: 'halfTime' },
    ],
    [
      'basketball HT at the break before H2',
      bask({
        clock: clock({ status: 'INTERMISSION' }),
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 2,
      }),
      { kind: 'halfTime' },
    ],
    [
      'basketball other breaks',
      bask({
        clock: clock({ status: 'INTERMISSION' }),
        currentPeriodAbbreviation: 'QTR',
        currentPeriodNumber: 2,
      }),
      { kind: 'intermission' },
    ],
    [
      'basketball overtime',
      bask({
        clock: clock({ minutes: 2, status: 'STOPPED' }),
        currentPeriodAbbreviation: 'ET',
        currentPeriodNumber: 1,
      }),
      { kind: 'periodClock', period: 'OT', n: 1, minutes: 2, seconds: 0 },
    ],
    [
      'ice hockey periods',
      liveEvent({
        sportCode: 'ICEH',
        clock: clock({ minutes: 5 }),
        currentPeriodAbbreviation: 'PERIOD',
        currentPeriodNumber: 2,
      }),
      { kind: 'periodClock', period: 'P', n: 2, minutes: 5, seconds: 0 },
    ],
    [
      'handball halves',
      liveEvent({
        sportCode: 'HAND',
        clock: clock({ minutes: 5 }),
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 1,
      }),
      { kind: 'periodClock', period: 'H', n: 1, minutes: 5, seconds: 0 },
    ],
    [
      'tennis Game n / Set m',
      liveEvent({
        sportCode: 'TENN',
        sets: {
          maxSets: 3,
          gameSet: [
            { opponentId: 501, set: 1, points: 6, formattedPoints: '6', serving: false },
            { opponentId: 502, set: 1, points: 4, formattedPoints: '4', serving: false },
            { opponentId: 501, set: 2, points: 2, formattedPoints: '2', serving: true },
            { opponentId: 502, set: 2, points: 1, formattedPoints: '1', serving: false },
          ],
        },
      }),
      { kind: 'gameSet', game: 4, set: 2 },
    ],
    [
      'padel Game n / Set m',
      liveEvent({
        sportCode: 'PADE',
        sets: {
          maxSets: 3,
          gameSet: [{ opponentId: 501, set: 1, points: 0, formattedPoints: '0', serving: true }],
        },
      }),
      { kind: 'gameSet', game: 1, set: 1 },
    ],
    [
      'darts legs',
      liveEvent({ sportCode: 'DART', currentPeriodNumber: 4 }),
      { kind: 'progress', unit: 'leg', n: 4 },
    ],
    [
      'snooker frames',
      liveEvent({ sportCode: 'SNOO', currentPeriodNumber: 2 }),
      { kind: 'progress', unit: 'frame', n: 2 },
    ],
    [
      'volleyball sets',
      liveEvent({ sportCode: 'VOLL', currentPeriodNumber: 3 }),
      { kind: 'progress', unit: 'set', n: 3 },
    ],
    [
      'esports maps',
      liveEvent({ sportCode: 'CSGO', currentPeriodNumber: 2 }),
      { kind: 'progress', unit: 'map', n: 2 },
    ],
    [
      'other sports show minutes',
      liveEvent({ sportCode: 'RUGU', clock: clock({ minutes: 61 }) }),
      { kind: 'minutes', minutes: 61 },
    ],
  ])('%s', (_, event, label) => {
    expect(liveClockLabel(event, NOW)).toStrictEqual(label);
  });

  it('a running football clock advances with time', () => {
    expect(liveClockLabel(foot({ clock: clock({ minutes: 10, seconds: 30 }) }), NOW + 30_000)).toStrictEqual({
      kind: 'minutes',
      minutes: 11,
    });
  });

  it('gameAndSet reports the server', () => {
    const e = liveEvent({
      sportCode: 'TENN',
      sets: {
        maxSets: 3,
        gameSet: [{ opponentId: 502, set: 1, points: 1, formattedPoints: '1', serving: true }],
      },
    });
    expect(gameAndSet(e)).toStrictEqual({ game: 2, set: 1, servingOpponentId: 502 });
    expect(gameAndSet(liveEvent({ sportCode: 'TENN' }))).toBeNull();
    expect(gameAndSet({ ...e, sportCode: 'FOOT' })).toBeNull();
  });

  it('property: minutes and seconds are never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FOOT', 'BASK', 'ICEH', 'RUGU', 'EFOT'),
        fc.constantFrom('RUNNING' as const, 'STOPPED' as const, 'INTERMISSION' as const),
        fc.integer({ min: -5, max: 130 }),
        fc.integer({ min: -5, max: 59 }),
        fc.boolean(),
        fc.integer({ min: -1e7, max: 1e7 }),
        (sportCode, status, minutes, seconds, countdown, dt) => {
          const label = liveClockLabel(
            liveEvent({ sportCode, clock: { status, minutes, seconds, updatedAt: NOW, countdown } }),
            NOW + dt,
          );
          if (label.kind === 'minutes') return label.minutes >= 0 && (label.added ?? 0) >= 0;
          if (label.kind === 'periodClock')
            return label.minutes >= 0 && label.seconds >= 0 && label.seconds < 60;
          return true;
        },
      ),
    );
  });
});
