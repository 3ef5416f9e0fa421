import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { auth, DEMO, isPhone, logInAs, playerLike, type PlayerLogin } from './kit.ts';

/**
 * Live chat (SPEC.md §2, §4 "Chat token", §6; docs/decisions/live-chat.md): the flagship's chat is
 * the demo chat provider this server runs (/demo/chat). A player's chat carries the chat session
 * token the chat-token URL gave for their avaya token, and greets them; an affiliate's is plain.
 */
const AFFILIATE: PlayerLogin = { username: 'affiliate', password: 'affiliate-pass' };
const DESKTOP_ONLY = 'Live chat is a fixed item of the desktop subheader (SPEC.md §2)';

/** Presses Live chat in the subheader; the chat's window, once it has left about:blank. */
async function openLiveChat(page: Page): Promise<Page> {
  await page.goto('/en');
  const chat = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Live chat' });
  const opened = page.context().waitForEvent('page');
  await chat.click();
  const popup = await opened;
  await popup.waitForURL(/\/demo\/chat/);
  return popup;
}

test("a player's Live chat opens the chat with their token, and the chat knows them", async ({ page }) => {
  test.skip(isPhone(page), DESKTOP_ONLY);
  await logInAs(page, await playerLike(page.request, DEMO), 'live-chat-demo');
  const popup = await openLiveChat(page);
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/demo/chat');
  expect(url.searchParams.get('s')).toMatch(/^[\w-]+\.[\w-]+$/);
  await expect(popup.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(popup.getByText('Connected as demo')).toBeVisible();
  await expectNoSeriousA11yViolations(popup);
  await popup.screenshot({ path: test.info().outputPath('live-chat-demo.png') });
  // The player is still logged in on the sportsbook.
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
});

test("a partner-matrix affiliate's Live chat opens the plain chat, as a guest", async ({ page }) => {
  test.skip(isPhone(page), DESKTOP_ONLY);
  await logInAs(page, await playerLike(page.request, AFFILIATE), 'live-chat-affiliate');
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/avaya_tokens')) tokenCalls.push(request.url());
  });
  const popup = await openLiveChat(page);
  expect(new URL(popup.url()).search).toBe('');
  await expect(popup.getByText('Connected as Guest')).toBeVisible();
  expect(tokenCalls).toEqual([]);
});

test('the chat page greets the player whose token the chat-token URL exchanged, at this size', async ({
  page,
}) => {
  // What the web does on a press (§7), step by step: the avaya token, then the chat-token URL.
  const session = await logInAs(page, await playerLike(page.request, DEMO), 'live-chat-exchange');
  const avaya = await page.request.get(`/api/avaya_tokens?playerId=${session.id}&l=en&mc=web`, {
    headers: auth(session),
  });
  expect(avaya.status()).toBe(200);
  const { token } = (await avaya.json()) as { token: string };
  const exchange = await page.request.post('/demo/chat/token', {
    // The demo provider's public client key (apps/server/src/web/demo-chat.ts), as the settings give it.
    headers: { 'content-type': 'text/plain', authorization: 'Bearer demo-chat-client-key' },
    data: token,
  });
  expect(exchange.status()).toBe(200);
  const { s } = (await exchange.json()) as { s: string };
  await page.goto(`/demo/chat?s=${encodeURIComponent(s)}`);
  await expect(page.getByText('Connected as demo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Savanna, a brand excluded from live chat, offers no Live chat', { tag: '@phone' }, async ({ page }) => {
  const base = new URL(test.info().project.use.baseURL ?? page.url());
  await page.goto(`http://savanna.localhost:${base.port}/en`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Savanna Bet', exact: true }),
  ).toBeVisible();
  // The subheader has rendered its fixed items (desktop) before the chat is looked for.
  if (!isPhone(page))
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Promotions' }),
    ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
});
