import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** The names of every live price button on the page, e.g. 'Arsenal 2.10' or 'Arsenal 2.10, price up'. */
const priceNames = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .locator('button[aria-pressed][aria-label]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

test('the live page updates prices and clocks without a reload, and recovers when the feed drops', async ({
  page,
}) => {
  // Every feed socket goes through this proxy, so the test can cut the connection like a bad network.
  const proxies: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/xapi\/feed/, (ws) => {
    ws.connectToServer();
    proxies.push(ws);
  });

  await page.goto('/en/live/sport');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(page.getByRole('region', { name: /live events?$/ }).first()).toBeVisible();
  const before = await priceNames(page);
  expect(before.length).toBeGreaterThan(10);
  await expectNoSeriousA11yViolations(page);

  // The feed moves prices: some button changes its price (and says which way) with no reload.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await expect
    .poll(async () => (await priceNames(page)).some((name) => / price (up|down)$/.test(name)), {
      timeout: 20_000,
    })
    .toBe(true);
  // The clocks run (the e2e server plays 20 times faster): minute and period clocks move on.
  const clocks = () =>
    page
      .getByRole('main')
      .getByText(/^(.* )?(\d{1,3}'|\d\d:\d\d)$/)
      .allTextContents();
  const clocksBefore = (await clocks()).join(' ');
  expect(clocksBefore).not.toBe('');
  await expect.poll(async () => (await clocks()).join(' '), { timeout: 20_000 }).not.toBe(clocksBefore);
  expect(navigations).toEqual([]);

  // The feed drops: the page says it is reconnecting, then carries on with fresh prices.
  expect(proxies.length).toBeGreaterThan(0);
  await Promise.all(proxies.splice(0).map((ws) => ws.close({ code: 1012, reason: 'test drop' })));
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeHidden({ timeout: 20_000 });
  expect(proxies.length).toBeGreaterThan(0);
  const afterReconnect = await priceNames(page);
  await expect
    .poll(async () => (await priceNames(page)).join('|') !== afterReconnect.join('|'), { timeout: 20_000 })
    .toBe(true);
});

test('a suspended market locks its prices, and a live event page shows the scoreboard', async ({ page }) => {
  await page.goto('/en/live/sport');
  // The feed suspends markets now and then (goals, feed alerts): a suspended price is disabled.
  await expect
    .poll(
      async () =>
        page
          .getByRole('main')
          .getByRole('button', { name: / suspended$/ })
          .evaluateAll((buttons) => buttons.some((b) => (b as HTMLButtonElement).disabled)),
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);

  await page.getByRole('main').getByRole('link', { name: / v / }).first().click();
  await expect(page).toHaveURL(/\/en\/live\//);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
