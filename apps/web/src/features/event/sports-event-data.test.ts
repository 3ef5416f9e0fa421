import type { Event } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLd, sportsEventData } from './sports-event-data.ts';

const match: Event = {
  id: 1000802,
  description: 'Atlanta Hawks v New York Knicks',
  sportId: 227,
  sportCode: 'BASK',
  slug: 'atlanta-hawks-v-new-york-knicks-1000802',
  eventType: 'GAMEEVENT',
  eventDate: '2026-11-26T19:30:00.000Z',
  eventPaths: [
    { id: 227, description: 'Basketball', slug: 'basketball' },
    { id: 5001, description: 'USA', slug: 'usa' },
    { id: 5002, description: 'NBA', slug: 'nba' },
  ],
  opponents: [
    { id: 1, description: 'Atlanta Hawks' },
    { id: 2, description: 'New York Knicks' },
  ],
  feedCode: 'x',
  liveStreaming: false,
  isFinished: false,
  marketCount: 12,
};

describe('sportsEventData', () => {
  it('describes a match with its sport, league and both teams', () => {
    expect(sportsEventData(match, '/en/events/x')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Atlanta Hawks v New York Knicks',
      startDate: '2026-11-26T19:30:00.000Z',
      url: '/en/events/x',
      eventStatus: 'https://schema.org/EventScheduled',
      sport: 'Basketball',
      superEvent: { '@type': 'SportsEvent', name: 'NBA' },
      homeTeam: { '@type': 'SportsTeam', name: 'Atlanta Hawks' },
      awayTeam: { '@type': 'SportsTeam', name: 'New York Knicks' },
    });
  });

  it.each([
    ['a race names no teams', { eventType: 'RANKEVENT' as const }, 'homeTeam', undefined],
    [
      'a finished event is completed',
      { isFinished: true },
      'eventStatus',
      'https://schema.org/EventCompleted',
    ],
  ])('%s', (_name, change, key, expected) => {
    expect(sportsEventData({ ...match, ...change }, '/x')[key]).toEqual(expected);
  });
});

describe('jsonLd', () => {
  it('never lets a name close the script element, and reads back the same data', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const text = jsonLd(sportsEventData({ ...match, description: name }, '/x'));
        expect(text).not.toContain('<');
        expect((JSON.parse(text) as { name: string }).name).toBe(name);
      }),
    );
  });
});
