import type { Stream } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryMayWatch,
  externalStreamUrl,
  streamAccess,
  type StreamAccessFacts,
  streamMatchesEvent,
} from './stream-access.ts';

const stream: Stream = {
  stream_id: 'pm-1',
  provider: 'perform_v2',
  eventId: 1,
  allowed_countries: [],
  blocked_countries: ['US'],
};
const facts = (over: Partial<StreamAccessFacts> = {}): StreamAccessFacts => ({
  settings: {
    enable_clem_live_streaming: true,
    enable_clem_oddin_streaming: false,
    live_streaming_ips: ['10.0.0.7'],
  },
  stream,
  event: { live: true, streamingPMId: 'pm-1' },
  request: { ip: '203.0.113.9', country: 'GB' },
  player: { currency: 'EUR', balancePositive: true, betWithinRecentHours: false },
  ...over,
});

describe('streamAccess', () => {
  it.each([
    ['a funded player in an allowed country', {}, undefined],
    [
      'a player with no money who bet in the last day',
      { player: { currency: 'EUR', balancePositive: false, betWithinRecentHours: true } },
      undefined,
    ],
    [
      'a player with no money and no recent bet',
      { player: { currency: 'EUR', balancePositive: false, betWithinRecentHours: false } },
      'STREAM_FUNDS',
    ],
    ['a visitor who is not logged in', { player: undefined }, 'STREAM_LOGIN'],
    ['a player in a blocked country', { request: { ip: '203.0.113.9', country: 'US' } }, 'STREAM_COUNTRY'],
    [
      'a blocked country from an address on live_streaming_ips',
      { request: { ip: '10.0.0.7', country: 'US' } },
      undefined,
    ],
    [
      'a USDT wallet',
      { player: { currency: 'usdt', balancePositive: true, betWithinRecentHours: true } },
      'STREAM_CURRENCY',
    ],
    [
      'a PKR wallet',
      { player: { currency: 'PKR', balancePositive: true, betWithinRecentHours: true } },
      'STREAM_CURRENCY',
    ],
    ['an event not yet in play', { event: { live: false, streamingPMId: 'pm-1' } }, 'STREAM_NOT_LIVE'],
    [
      'an event whose Perform id is another stream',
      { event: { live: true, streamingPMId: 'pm-2' } },
      'STREAM_UNAVAILABLE',
    ],
    [
      "the provider's flag off",
      {
        settings: {
          enable_clem_live_streaming: false,
          enable_clem_oddin_streaming: true,
          live_streaming_ips: [],
        },
      },
      'STREAM_UNAVAILABLE',
    ],
  ] as const)('%s', (_, over, refusal) => {
    const access = streamAccess(facts(over as Partial<StreamAccessFacts>));
    expect(access).toEqual(refusal === undefined ? { allowed: true } : { allowed: false, refusal });
  });

  it('refuses a visitor to say "log in" before the country, and a country before the funds', () => {
    const blocked = { ip: '203.0.113.9', country: 'US' };
    expect(streamAccess(facts({ request: blocked, player: undefined }))).toMatchObject({
      refusal: 'STREAM_LOGIN',
    });
    const broke = { currency: 'EUR', balancePositive: false, betWithinRecentHours: false };
    expect(streamAccess(facts({ request: blocked, player: broke }))).toMatchObject({
      refusal: 'STREAM_COUNTRY',
    });
  });

  it('never lets anyone in whom a narrower fact set refuses (more money or a bet only helps)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom('GB', 'US', ''), (money, bet, country) => {
        const player = { currency: 'EUR', balancePositive: money, betWithinRecentHours: bet };
        const access = streamAccess(facts({ player, request: { ip: '198.51.100.1', country } }));
        const richer = streamAccess(
          facts({ player: { ...player, balancePositive: true }, request: { ip: '198.51.100.1', country } }),
        );
        if (access.allowed) expect(richer.allowed).toBe(true);
      }),
    );
  });
});

describe('the stream rules of §3 and §6', () => {
  it.each([
    [[], [], 'FR', true],
    [[], [], '', true],
    [['GB', 'IE'], [], 'GB', true],
    [['GB', 'IE'], [], 'FR', false],
    [['GB'], [], '', false],
    [[], ['US'], 'US', false],
    [[], ['US'], 'GB', true],
    [[], ['US'], '', true],
  ])('allowed %j, blocked %j: %s may watch = %s', (allowed, blocked, country, may) => {
    expect(countryMayWatch(country, { allowed_countries: allowed, blocked_countries: blocked })).toBe(may);
  });

  it('matches Perform streams by the Perform id and the others by the image-stream id', () => {
    const event = { streamingPMId: 'a', streamingIMGId: 'b' };
    expect(streamMatchesEvent({ provider: 'perform_mobile', stream_id: 'a' }, event)).toBe(true);
    expect(streamMatchesEvent({ provider: 'perform_desktop', stream_id: 'b' }, event)).toBe(false);
    expect(streamMatchesEvent({ provider: 'oddin', stream_id: 'b' }, event)).toBe(true);
    expect(streamMatchesEvent({ provider: 'betgenius_v3', stream_id: 'a' }, event)).toBe(false);
    expect(streamMatchesEvent({ provider: 'perform_v2', stream_id: 'a' }, {})).toBe(false);
  });

  it('takes an external stream only from a trackerPMId that is an http(s) URL', () => {
    expect(externalStreamUrl({ trackerPMId: 'https://tracker.example/1' })).toBe('https://tracker.example/1');
    expect(externalStreamUrl({ trackerPMId: 'HTTP://t.example' })).toBe('HTTP://t.example');
    expect(externalStreamUrl({ trackerPMId: '12345' })).toBeUndefined();
    expect(externalStreamUrl({ trackerPMId: 'javascript:alert(1)' })).toBeUndefined();
    expect(externalStreamUrl({})).toBeUndefined();
  });
});
