import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, isPhone, logInAs, playerLike } from './kit.ts';

/*
 * Live streaming (issue 46; docs/decisions/streaming.md): the demo provider's HLS played by hls.js
 * under the scoreboard. Each journey has its own player and kicks off its own streamed game through
 * the demo feed control, so it neither depends on how far the simulator has played the others nor
 * on another journey.
 */

interface StreamedGame {
  id: number;
  slug: string;
  description: string;
}

/**
 * A streamed pre-match game kicked off now, in its first period for the length of a journey. From
 * beyond the next 40 hours: the simulator brings those forward anyway, so no journey counts on their
 * staying pre-match (docs/decisions/betslip-server.md "A stable outcome for a test").
 */
async function streamedLiveEvent(page: Page): Promise<StreamedGame> {
  const streams = (await (await page.request.get('/api/video_streams?l=en')).json()) as {
    streams: { eventId: number }[];
  };
  const dateFrom = new Date(Date.now() + 40 * 3_600_000).toISOString();
  const ids = streams.streams.map((s) => s.eventId).join(',');
  const prematch = (await (
    await page.request.get(
      `/xapi/rest/events?ids=${ids}&dateFrom=${dateFrom}&eventsPerPage=200&includeMarkets=false&l=en`,
    )
  ).json()) as { events: StreamedGame[] };
  // Another journey may have kicked one off a moment ago: the control says so, the next one is taken.
  for (const game of prematch.events) {
    const kickOff = await page.request.post(`/api/demo/feed/events/${game.id}/kick-off`);
    if (kickOff.ok()) return game;
    expect(kickOff.status(), await kickOff.text()).toBe(409);
  }
  throw new Error(`No streamed game left to kick off among ${prematch.events.length}`);
}

const video = (page: Page) => page.getByLabel(/^Live video of /);
const playedSeconds = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** The picture moves: the video's time goes on by more than `seconds` from now. */
async function expectPlaying(page: Page, seconds = 1): Promise<void> {
  const from = await playedSeconds(page);
  await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(from + seconds);
}

test('a funded player watches a live event: muted at first, sound by a button, every control by keyboard @both-sizes', async ({
  page,
}) => {
  const player = await playerLike(page.request, DEMO);
  const event = await streamedLiveEvent(page);
  await logInAs(page, player, `stream-${test.info().project.name}`);
  await page.goto(`/en/live/${event.slug}`);
  const panel = page.getByRole('region', { name: `Live stream of ${event.description}` });
  await panel.getByRole('button', { name: 'Watch live' }).click();
  await expectPlaying(page);
  await expect(panel.getByRole('status')).toHaveText('Live');
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // The scoreboard stays in sight beside the picture.
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeInViewport();

  // Every control by keyboard, from the button that opened the player.
  const controls = [
    'Pause',
    'Turn the sound on',
    ...(isPhone(page) ? [] : ['Picture in picture']),
    'Full screen',
  ];
  await panel.getByRole('button', { name: 'Hide the stream' }).focus();
  for (const name of controls) {
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name })).toBeFocused();
  }
  for (let back = controls.length - 1; back > 1; back -= 1) await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Turn the sound on' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Turn the sound off' })).toBeFocused();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expectNoSeriousA11yViolations(page, { within: panel });
});

test('the player gets over a 10-second cut and a broken segment by itself, without reloading the page', async ({
  page,
}) => {
  const player = await playerLike(page.request, DEMO);
  const event = await streamedLiveEvent(page);
  await logInAs(page, player, 'stream-resilience');
  await page.goto(`/en/live/${event.slug}`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const panel = page.getByRole('region', { name: `Live stream of ${event.description}` });
  await panel.getByRole('button', { name: 'Watch live' }).click();
  await expectPlaying(page);

  // The network goes for 10 s: playlists and segments fail, the picture stops and says so, then the
  // network comes back and the picture moves again, said "Live".
  const status = panel.getByRole('status');
  await page.route('**/video/**', (route) => route.abort('internetdisconnected'));
  await expect(status).toHaveText('The picture stopped: reconnecting…', { timeout: 10_000 });
  await page.waitForTimeout(10_000);
  await page.unroute('**/video/**');
  await expectPlaying(page, 2);
  await expect(status).toHaveText('Live');

  // One segment arrives as garbage: the decoder fails on it, the player goes on.
  let broken = false;
  await page.route(/\/video\/.*\/\d+\.ts$/, async (route) => {
    if (broken) return route.continue();
    broken = true;
    await route.fulfill({ status: 200, contentType: 'video/mp2t', body: Buffer.alloc(188 * 50, 0x47) });
  });
  await expect.poll(() => broken).toBe(true);
  await expectPlaying(page, 2);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a visitor is asked to log in, and a player from a country without the rights is told so @phone', async ({
  page,
}) => {
  const event = await streamedLiveEvent(page);
  await page.goto(`/en/live/${event.slug}`);
  const panel = page.getByRole('region', { name: `Live stream of ${event.description}` });
  await panel.getByRole('button', { name: 'Watch live' }).click();
  await expect(panel.getByText('Log in to watch this event live.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Log in' })).toBeVisible();

  // The demo streams are not sold in the German-speaking markets (server/demo/streams.ts).
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
  const player = await playerLike(page.request, DEMO);
  await logInAs(page, player, 'stream-abroad');
  await page.goto(`/en/live/${event.slug}`);
  await panel.getByRole('button', { name: 'Watch live' }).click();
  await expect(panel.getByText('This stream is not available in your country.')).toBeVisible();
  // The refusal is the stream's, not the session's: the player is still logged in.
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
});
