import type { LiveClockLabel } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/i18n.ts';
import { clockText, translateClockLabel } from './clock-text.ts';
import { liveFootballEvent } from '../../test/live-fixtures.ts';

const t = i18next.getFixedT('en', 'live');

describe('live clock label in words (SPEC.md §4 Live clock display)', () => {
  it.each<[string, LiveClockLabel, string]>([
    ['football minutes', { kind: 'minutes', minutes: 23 }, "23'"],
    ['stoppage time', { kind: 'minutes', minutes: 90, added: 2 }, "90+2'"],
    ['minutes in a named period', { kind: 'minutes', minutes: 12, period: 'H1' }, "H1 12'"],
    ['half time', { kind: 'halfTime' }, 'HT'],
    [
      'basketball quarter clock',
      { kind: 'periodClock', period: 'Q', n: 3, minutes: 7, seconds: 5 },
      'Q3 07:05',
    ],
    ['overtime', { kind: 'periodClock', period: 'OT', n: 1, minutes: 2, seconds: 0 }, 'OT 02:00'],
    ['tennis', { kind: 'gameSet', game: 4, set: 2 }, 'Game 4 / Set 2'],
    ['darts legs', { kind: 'progress', unit: 'leg', n: 5 }, 'Leg 5'],
    ['penalties', { kind: 'penalties' }, 'Penalties'],
  ])('%s', (_name, label, text) => {
    expect(translateClockLabel(label, t)).toBe(text);
  });

  it('counts a running clock on from the feed time', () => {
    const event = liveFootballEvent(1, 'A', 'B', undefined, {
      clock: { status: 'RUNNING', minutes: 23, seconds: 30, updatedAt: 1_000_000 },
    });
    expect(clockText(event, 1_000_000 + 45_000, t)).toBe("24'");
  });
});
