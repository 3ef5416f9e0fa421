import { StreamRefusal, type PageLayout, type Stream } from '@sb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from '../../api/http.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { aliceDetails } from '../../test/fixtures.ts';
import { installFakeFeed, type FakeFeed } from '../../test/live-feed.ts';
import { liveFootballEvent } from '../../test/live-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { givenSession } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { hlsErrorKind, mediaErrorKind, refusalOf } from './stream-errors.ts';
import { useStreamStore } from './stream-store.ts';

/*
 * The stream under a live event's scoreboard (SPEC.md §6 livestream rule, §8 Livestream errors;
 * docs/decisions/streaming.md). jsdom has no MediaSource: the player takes the browser's own HLS
 * path, which is enough to see its controls; the playing itself is the browser journey's.
 */
const arsenal = { ...liveFootballEvent(7, 'Arsenal', 'Chelsea'), liveStreaming: true, streamingPMId: 'pm-7' };
const stream: Stream = {
  stream_id: 'pm-7',
  provider: 'perform_v2',
  eventId: 7,
  allowed_countries: [],
  blocked_countries: [],
};
const PLAYBACK = '/api/video_streams/pm-7/playback';

let feed: FakeFeed & { dispose(): void };
beforeEach(() => {
  feed = installFakeFeed();
});
afterEach(() => {
  feed.dispose();
  useSessionStore.getState().clearSession();
  setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
  useStreamStore.setState({ watching: null });
});

/** A logged-in player, as the auth feature would set the session up; `onUnauthorized` is its logout. */
function loggedIn() {
  givenSession();
  const onUnauthorized = vi.fn();
  setAuthHooks({ token: () => 'token-1', onUnauthorized });
  return onUnauthorized;
}

function api(playback: unknown, streams: Stream[] = [stream], details = aliceDetails()) {
  return mockApi({
    '/xapi/marketdata/v1/livepage/7': { event: arsenal },
    '/api/video_streams': { streams },
    '/xapi/icore/players/alice/details': details,
    [PLAYBACK]: playback,
  });
}

async function pressWatch() {
  const panel = await screen.findByRole('region', { name: 'Live stream of Arsenal v Chelsea' });
  const watch = within(panel).getByRole('button', { name: 'Watch live' });
  expect(watch.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(watch);
  expect(within(panel).getByRole('button', { name: 'Hide the stream' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  return panel;
}

describe('the stream of a live event', () => {
  it('asks a visitor to log in, without asking the server for a stream URL', async () => {
    const fetchMock = api({ status: 500, body: undefined });
    renderApp('/en/live/arsenal-v-chelsea-7');
    const panel = await pressWatch();
    expect(within(panel).getByText('Log in to watch this event live.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).not.toContain(PLAYBACK);
  });

  it('says why the server refuses a player, and keeps them logged in', async () => {
    const logOut = loggedIn();
    api({ status: 403, body: { statusCode: 403, code: 'STREAM_FUNDS', message: 'Fund your account' } });
    renderApp('/en/live/arsenal-v-chelsea-7');
    const panel = await pressWatch();
    expect(await within(panel).findByText(/To watch, fund your account or place a bet/)).toBeTruthy();
    expect(logOut).not.toHaveBeenCalled();
  });

  it.each([
    [true, 'offers full screen to a player whose details allow it'],
    [false, 'offers no full screen to a player whose details forbid it'],
  ])('plays a granted stream muted with named controls, and %s: %s', async (allowed) => {
    loggedIn();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const fetchMock = api(
      {
        stream_id: 'pm-7',
        provider: 'perform_v2',
        format: 'hls',
        url: '/video/pm-7/live.m3u8?token=abc',
        startBefore: new Date(Date.now() + 30_000).toISOString(),
      },
      [stream],
      aliceDetails({ enableStreamFullScreen: allowed }),
    );
    renderApp('/en/live/arsenal-v-chelsea-7');
    const panel = await pressWatch();
    const video = await within(panel).findByLabelText<HTMLVideoElement>('Live video of Arsenal v Chelsea');
    // The details answered (the button would show by now if they allowed it).
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/xapi/icore/players/alice/details'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await waitFor(() => expect(video.src).toBe('http://localhost:3000/video/pm-7/live.m3u8?token=abc'));
    expect(video.muted).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Turn the sound on' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Play' })).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Full screen' }) !== null).toBe(allowed),
    );
    // jsdom has no picture in picture: not offered.
    expect(within(panel).queryByRole('button', { name: 'Picture in picture' })).toBeNull();
    expect(requestedPaths(fetchMock).filter((p) => p === PLAYBACK)).toHaveLength(1);
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });

  it('shows no stream control for an event without a stream of its own', async () => {
    api({ status: 500, body: undefined }, [{ ...stream, stream_id: 'pm-8' }]);
    renderApp('/en/live/arsenal-v-chelsea-7');
    await screen.findByRole('region', { name: 'Scoreboard' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Watch live' })).toBeNull());
  });
});

describe("the layout's stream column", () => {
  const layouts: PageLayout[] = [
    {
      name: 'Live',
      url: '/*/live/*',
      column_type: 'triple',
      left_column: [{ name: 'navigation_menu', id: 1 }],
      right_column: [
        { name: 'live_stream_video_player', id: 1 },
        { name: 'betslip', id: 2 },
      ],
      central_bottom: [],
    },
  ];

  it('lists the events in play with a stream, plays one there, and moves it to the page when the page asks', async () => {
    setViewportWidth(1366);
    loggedIn();
    const spurs = { ...liveFootballEvent(8, 'Spurs', 'Everton'), liveStreaming: true, streamingPMId: 'pm-8' };
    const quiet = { ...liveFootballEvent(9, 'Leeds', 'Burnley'), liveStreaming: false };
    mockApi(
      {
        '/xapi/marketdata/v1/livepage/7': { event: arsenal },
        '/xapi/marketdata/v1/livepage': {
          sports: [
            {
              id: 240,
              code: 'FOOT',
              name: 'Football',
              description: 'Football',
              eventCount: 3,
              events: [arsenal, spurs, quiet],
            },
          ],
        },
        '/api/video_streams': { streams: [stream, { ...stream, stream_id: 'pm-8', eventId: 8 }] },
        '/xapi/icore/players/alice/details': aliceDetails(),
        '/api/video_streams/pm-8/playback': {
          status: 403,
          body: { statusCode: 403, code: 'STREAM_COUNTRY', message: 'No' },
        },
        [PLAYBACK]: { status: 403, body: { statusCode: 403, code: 'STREAM_FUNDS', message: 'No' } },
      },
      { page_layouts: layouts },
    );
    renderApp('/en/live/arsenal-v-chelsea-7');
    const column = await screen.findByRole('region', { name: 'Live streams' });
    await within(column).findByRole('link', { name: 'Spurs v Everton' });
    expect(
      within(column)
        .getByRole('link', { name: /Arsenal v Chelsea/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(column).queryByRole('link', { name: 'Leeds v Burnley' })).toBeNull();

    await userEvent.click(within(column).getByRole('button', { name: 'Watch Spurs v Everton here' }));
    // The column asked for Spurs' stream (refused here: its reason shows in the column).
    expect(await within(column).findByText('This stream is not available in your country.')).toBeTruthy();

    await pressWatch();
    const panel = screen.getByRole('region', { name: 'Live stream of Arsenal v Chelsea' });
    expect(await within(panel).findByText(/To watch, fund your account/)).toBeTruthy();
    // One stream at a time: the column's stopped when the page's started.
    expect(within(column).queryByText('This stream is not available in your country.')).toBeNull();
    expect(
      within(column).getByRole('button', { name: 'Watch Spurs v Everton here' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });
});

describe('§8 livestream errors', () => {
  it.each([
    [{ type: 'networkError', details: 'fragLoadError' }, 'network'],
    [{ type: 'mediaError', details: 'bufferStalledError' }, 'media'],
    [{ type: 'mediaError', details: 'fragParsingError' }, 'decode'],
    [{ type: 'mediaError', details: 'manifestIncompatibleCodecsError' }, 'decode'],
    [{ type: 'keySystemError', details: 'keySystemNoKeys' }, 'key-system'],
    [{ type: 'muxError', details: 'remuxAllocError' }, 'key-system'],
    [{ type: 'otherError', details: 'internalException' }, 'unknown'],
  ])('hls.js %j is a %s error', (error, kind) => {
    expect(hlsErrorKind(error)).toBe(kind);
  });

  it.each([
    [1, 'media'],
    [2, 'network'],
    [3, 'decode'],
    [4, 'decode'],
    [undefined, 'unknown'],
  ])("the browser's MediaError %s is a %s error", (code, kind) => {
    expect(mediaErrorKind(code)).toBe(kind);
  });

  it("knows every refusal the contract names, and takes a bare 401 for 'log in'", () => {
    for (const code of StreamRefusal.options) expect(refusalOf(code, 403)).toBe(code);
    expect(refusalOf('UNAUTHORIZED', 401)).toBe('STREAM_LOGIN');
    expect(refusalOf('SOMETHING_ELSE', 500)).toBeUndefined();
  });
});
