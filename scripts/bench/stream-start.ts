import type { Browser } from 'playwright-core';

/**
 * Issue 46: playback starts within 3 s of the press on this machine class. Each run is a fresh
 * player (the demo control makes one like the demo player) logged in through the API, on the page
 * of an event in play that has a stream; the time runs from the press of "Watch live" to the video's
 * player playing (its status says Live, the video not paused and with data to play): the signed URL, hls.js's chunk, the playlists,
 * the first segments and the decoder, all in it. A timed figure, so the bench's, not the suite's.
 */
export const STREAM_START_BUDGET_MS = 3000;

export async function streamStartTimes(browser: Browser, base: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const page = await context.newPage();
      const event = await streamedLiveEvent(base);
      const player = (await (
        await fetch(`${base}/api/demo/players`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ like: 'demo' }),
        })
      ).json()) as { username: string; password: string };
      const deviceId = `bench-stream-${i}-device`;
      const answer = await fetch(`${base}/xapi/rest/accounts/sessions?l=en&mc=web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...player,
          device: { clientType: 'Browser', deviceId, deviceType: 'Desktop' },
        }),
      });
      const login = (await answer.json()) as { session: object; expirationTimeInSeconds: number };
      // The web app's stored session (lib/session/session-store.ts), as the browser journeys set it.
      const stored = JSON.stringify({
        state: {
          session: {
            ...login.session,
            expiresAt: Date.now() + login.expirationTimeInSeconds * 1000,
            pendingFactor: null,
            loggedInAt: Date.now(),
          },
          savedUsername: null,
          deviceId,
        },
        version: 1,
      });
      await page.addInitScript((value) => localStorage.setItem('sb-session', value), stored);
      await context.addCookies([{ name: 'pToU', value: 'accept', url: base }]);
      await page.goto(`${base}/en/live/${event.slug}`, { waitUntil: 'networkidle' });
      const watch = page.getByRole('button', { name: 'Watch live' });
      await watch.waitFor();
      const started = Date.now();
      await watch.click();
      // The player's 'playing' (its status says Live) with the picture moving: a seek to the live
      // edge moves currentTime before any frame plays, so currentTime alone would start the clock early.
      await page.waitForFunction(
        () => {
          const video = document.querySelector<HTMLVideoElement>('video[aria-label^="Live video of"]');
          const status = video?.parentElement?.querySelector('[role="status"]')?.textContent;
          return video !== null && status === 'Live' && !video.paused && video.readyState >= 3;
        },
        undefined,
        { timeout: 30_000, polling: 20 },
      );
      times.push(Date.now() - started);
    } finally {
      await context.close();
    }
  }
  return times;
}

async function streamedLiveEvent(base: string): Promise<{ slug: string }> {
  const { streams } = (await (await fetch(`${base}/api/video_streams?l=en`)).json()) as {
    streams: { eventId: number }[];
  };
  const { events } = (await (await fetch(`${base}/xapi/rest/live/events?eventsPerPage=200&l=en`)).json()) as {
    events: { id: number; slug: string; isFinished: boolean }[];
  };
  const streamed = new Set(streams.map((s) => s.eventId));
  const event = events.find((e) => streamed.has(e.id) && !e.isFinished);
  if (!event) throw new Error('no event in play has a stream');
  return event;
}
