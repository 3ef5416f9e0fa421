import { apiPaths, ApiError, EsportsSchedule, StreamPlayback, VideoStreamsResponse } from '@sb/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, videoStreams } from '../../db/schema.ts';
import { seedBrandPlayer } from '../../test/accounts.ts';
import { place, session, slipOf, staked, type Player } from '../../test/betslip.ts';
import { flagshipWebSettings } from '../../test/brand-settings.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { WINDOW_SEGMENTS } from './demo-hls.ts';

/*
 * The video paths (SPEC.md §7 Video; docs/decisions/streaming.md): the access rule before a URL is
 * signed, and the demo provider's signed, short-lived HLS. Event 105 (Sevilla v Betis) is in play
 * in the fixture; 101 (Arsenal v Chelsea) is not yet. The clock is the app's, moved by hand.
 */
const SEVILLA = 105;
const ARSENAL = 101;
const ARSENAL_HOME = 1010101;
const GB = { 'cf-ipcountry': 'GB' };
const DE = { 'cf-ipcountry': 'DE' };

let now = TEST_NOW;
let app: FastifyInstance;
let demo: Player;
let empty: Player;
beforeAll(async () => {
  app = await buildTestApp({ trustProxy: true, geoCountryHeader: 'cf-ipcountry' }, { now: () => now });
  await app.db.insert(videoStreams).values([
    {
      streamId: 'pm-105',
      provider: 'perform_v2',
      eventId: SEVILLA,
      allowedCountries: [],
      blockedCountries: ['DE'],
    },
    {
      streamId: 'pm-101',
      provider: 'perform_v2',
      eventId: ARSENAL,
      allowedCountries: [],
      blockedCountries: [],
    },
    { streamId: 'od-401', provider: 'oddin', eventId: 401, allowedCountries: [], blockedCountries: [] },
  ]);
  await app.db.update(events).set({ streamingPMId: 'pm-105' }).where(eq(events.id, SEVILLA));
  await app.db.update(events).set({ streamingPMId: 'pm-101' }).where(eq(events.id, ARSENAL));
  await app.db.update(events).set({ streamingIMGId: 'od-401' }).where(eq(events.id, 401));
  await seedBrandPlayer(app, { username: 'rupee', brand: 'sportsbook', currency: 'PKR', deposit: 100 });
  await seedBrandPlayer(app, { username: 'punter', brand: 'sportsbook', currency: 'EUR', deposit: 5 });
  [demo, empty] = await Promise.all([session(app, 'demo'), session(app, 'empty')]);
});
afterAll(() => app.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

const setWebSettings = flagshipWebSettings(() => app);

function playback(
  player: Player | undefined,
  streamId: string,
  headers: Record<string, string> = GB,
  ip = '198.51.100.4',
) {
  return app.inject({
    method: 'GET',
    url: `/api/video_streams/${streamId}/playback`,
    remoteAddress: ip,
    headers: { ...headers, ...(player ? { authorization: `Bearer ${player.token}` } : {}) },
  });
}

const refusalOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: ApiError.parse(response.json()).code,
});

describe('the stream lists', () => {
  it('lists the streams of the providers the brand turned on, by event', async () => {
    const all = VideoStreamsResponse.parse((await app.inject(apiPaths.videoStreams)).json());
    // Oddin's flag is off by default: its esports stream is not listed.
    expect(all.streams.map((s) => s.stream_id)).toEqual(['pm-101', 'pm-105']);
    const one = await app.inject(`${apiPaths.videoStreams}?eventIds=${SEVILLA}`);
    expect(VideoStreamsResponse.parse(one.json()).streams).toEqual([
      {
        stream_id: 'pm-105',
        provider: 'perform_v2',
        eventId: SEVILLA,
        allowed_countries: [],
        blocked_countries: ['DE'],
      },
    ]);
    expect(one.headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject(`${apiPaths.videoStreams}?eventIds=abc`)).statusCode).toBe(400);
  });

  it("serves the esports schedule once Oddin's flag is on, cached 6,600 s", async () => {
    await setWebSettings({ enable_clem_oddin_streaming: true });
    try {
      const response = await app.inject(apiPaths.esportsSchedule);
      expect(response.headers['cache-control']).toBe('public, max-age=6600');
      expect(EsportsSchedule.parse(response.json()).schedule).toEqual([
        expect.objectContaining({ stream_id: 'od-401', eventId: 401, description: 'NAVI v Vitality' }),
      ]);
    } finally {
      await setWebSettings({});
    }
  });

  it('answers one stream, a 404 for an unknown one, and the request info as the server sees it', async () => {
    expect((await app.inject(apiPaths.videoStream('pm-105'))).json()).toMatchObject({ eventId: SEVILLA });
    expect(refusalOf(await app.inject(apiPaths.videoStream('nope')))).toEqual({
      status: 404,
      code: 'STREAM_UNAVAILABLE',
    });
    const info = await app.inject({ url: apiPaths.requestInfo, remoteAddress: '203.0.113.8', headers: DE });
    expect(info.json()).toEqual({ client_ip: '203.0.113.8', request_country_code: 'DE' });
    expect(info.headers['cache-control']).toBe('private, no-store');
  });
});

describe('who may watch (the stream-URL template)', () => {
  it('signs a URL for a funded player watching an event in play, to be started within 30 s', async () => {
    const response = await playback(demo, 'pm-105');
    expect(response.statusCode, response.body).toBe(200);
    const body = StreamPlayback.parse(response.json());
    expect(body).toMatchObject({ stream_id: 'pm-105', provider: 'perform_v2', format: 'hls' });
    expect(new Date(body.startBefore).getTime() - now.getTime()).toBeLessThanOrEqual(30_000);
    expect(body.url).toMatch(/^\/video\/pm-105\/live\.m3u8\?token=/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses with the reason the player can act on', async () => {
    expect(refusalOf(await playback(undefined, 'pm-105'))).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(refusalOf(await playback(empty, 'pm-105'))).toEqual({ status: 403, code: 'STREAM_FUNDS' });
    expect(refusalOf(await playback(demo, 'pm-105', DE))).toEqual({ status: 403, code: 'STREAM_COUNTRY' });
    expect(refusalOf(await playback(demo, 'pm-101'))).toEqual({ status: 409, code: 'STREAM_NOT_LIVE' });
    expect(refusalOf(await playback(demo, 'nope'))).toEqual({ status: 404, code: 'STREAM_UNAVAILABLE' });
    const rupee = await session(app, 'rupee');
    expect(refusalOf(await playback(rupee, 'pm-105'))).toEqual({ status: 403, code: 'STREAM_CURRENCY' });
  });

  it('lets an address on live_streaming_ips watch from a blocked country, and a recent bettor with no money', async () => {
    await setWebSettings({ live_streaming_ips: ['10.1.2.3'] });
    try {
      expect((await playback(demo, 'pm-105', DE, '10.1.2.3')).statusCode).toBe(200);
      expect(refusalOf(await playback(demo, 'pm-105', DE, '10.1.2.4'))).toEqual({
        status: 403,
        code: 'STREAM_COUNTRY',
      });
    } finally {
      await setWebSettings({});
    }
    // A player stakes their whole balance: no money left, but a bet within 24 hours.
    const punter = await session(app, 'punter');
    const placed = await place(
      app,
      punter,
      staked(await slipOf(app, [ARSENAL_HOME]), { singles: { 0: '5' } }),
    );
    expect(placed.betSlipId).toBeTruthy();
    expect((await playback(punter, 'pm-105')).statusCode).toBe(200);
    now = new Date(now.getTime() + 25 * 3600_000);
    const nextDay = await session(app, 'punter');
    expect(refusalOf(await playback(nextDay, 'pm-105'))).toEqual({ status: 403, code: 'STREAM_FUNDS' });
  });
});

describe("the demo provider's signed HLS", () => {
  const ip = '198.51.100.4';
  const get = (url: string, from = ip) => app.inject({ method: 'GET', url, remoteAddress: from });
  // The clock moved a day in the tests above: a session of today.
  let viewer: Player;
  beforeAll(async () => {
    viewer = await session(app, 'demo');
  });

  async function startUrl(): Promise<string> {
    const response = await playback(viewer, 'pm-105', GB, ip);
    expect(response.statusCode, response.body).toBe(200);
    return StreamPlayback.parse(response.json()).url;
  }

  it('plays: the start URL gives a session, whose media playlist and segments load', async () => {
    const start = await get(await startUrl());
    expect(start.statusCode, start.body).toBe(200);
    expect(start.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const media = start.body.split('\n').find((line) => line.endsWith('media.m3u8'))!;
    const playlist = await get(`/video/pm-105/${media}`);
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments).toHaveLength(WINDOW_SEGMENTS);
    // Numbered from the broadcast's start (the event's kick-off, a day or so of this file's clock
    // before), not from 1970 (some 900 million).
    expect(Number.parseInt(segments[0]!, 10)).toBeLessThan(100_000);
    const segment = await get(`/video/pm-105/${media.replace('media.m3u8', segments.at(-1)!)}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
    const future = Number.parseInt(segments.at(-1)!, 10) + 5;
    expect((await get(`/video/pm-105/${media.replace('media.m3u8', `${future}.ts`)}`)).statusCode).toBe(404);
  });

  it('refuses with 403 a start URL used late, from another address, tampered, or for another stream', async () => {
    const url = await startUrl();
    expect(refusalOf(await get(url, '198.51.100.99'))).toEqual({ status: 403, code: 'STREAM_URL_REFUSED' });
    expect(refusalOf(await get(url.replace('pm-105', 'pm-101')))).toEqual({
      status: 403,
      code: 'STREAM_URL_REFUSED',
    });
    expect(refusalOf(await get(`${url.slice(0, -3)}AAA`))).toEqual({
      status: 403,
      code: 'STREAM_URL_REFUSED',
    });
    now = new Date(now.getTime() + 31_000);
    expect(refusalOf(await get(url))).toEqual({ status: 403, code: 'STREAM_URL_REFUSED' });
    expect(refusalOf(await get('/video/pm-105/live.m3u8'))).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
  });

  it("refuses a session's paths for another stream, from another address, or after the session ran out", async () => {
    const start = await get(await startUrl());
    const media = start.body.split('\n').find((line) => line.endsWith('media.m3u8'))!;
    expect(refusalOf(await get(`/video/pm-101/${media}`))).toEqual({
      status: 403,
      code: 'STREAM_URL_REFUSED',
    });
    expect(refusalOf(await get(`/video/pm-105/${media}`, '198.51.100.99'))).toEqual({
      status: 403,
      code: 'STREAM_URL_REFUSED',
    });
    now = new Date(now.getTime() + 16 * 60_000);
    expect(refusalOf(await get(`/video/pm-105/${media}`))).toEqual({
      status: 403,
      code: 'STREAM_URL_REFUSED',
    });
  });
});
