import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { isPhone, logInAs, playerLike, type PlayerLogin } from './kit.ts';

/**
 * The operator's content (issue 19; docs/decisions/operator-content.md): adverts for each audience
 * of SPEC.md §6, decided by the server; an HTML widget whose script stays inert; promotions; the
 * news popup; and the §8 redirects to /maintenance and /blocked.
 */

/** The home page's adverts: the right column on a desktop, under the page on a phone. */
async function homeAdverts(page: Page) {
  const slot = page.getByRole('region', { name: 'Advertisement' }).first();
  await expect(slot).toBeVisible();
  return slot;
}

/**
 * Scrolls to the end of the page until `target` shows: widgets under the page are cleaned (and so
 * shown) as they come near the viewport, and the page grows as its lists arrive.
 */
async function scrollToEndUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}

const NEWCOMER: PlayerLogin = { username: 'newcomer', password: 'newcomer-pass' };
const SAVER: PlayerLogin = { username: 'saver', password: 'saver-pass' };

test(
  'a visitor sees the adverts for visitors and for everyone, and no player’s',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/en');
    const slot = await homeAdverts(page);
    await expect(slot.getByRole('link', { name: /Welcome offer/ })).toBeVisible();
    await expect(slot.getByRole('link', { name: /Play responsibly/ })).toBeAttached();
    await expect(slot.getByRole('link', { name: /First deposit bonus/ })).toHaveCount(0);
    await expect(slot.getByRole('link', { name: /Acca boost/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { within: slot });
    await page.screenshot({ path: test.info().outputPath('adverts-visitor.png'), fullPage: true });
  },
);

test('a player registered today gets the welcome popup once, and the adverts of a player who has not deposited', async ({
  page,
}) => {
  await logInAs(page, await playerLike(page.request, NEWCOMER), 'content-newcomer');
  await page.goto('/en');
  // A popup advert waits for a quiet moment (the page left alone for 2 s), like the news.
  const popup = page.getByRole('dialog', { name: 'Welcome aboard' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toBeHidden();
  const slot = await homeAdverts(page);
  await expect(slot.getByRole('link', { name: /First deposit bonus/ })).toBeVisible();
  await expect(slot.getByRole('link', { name: /Welcome offer/ })).toHaveCount(0);
  await expect(slot.getByRole('link', { name: /Acca boost/ })).toHaveCount(0);

  await page.reload();
  await homeAdverts(page);
  await expect(page.getByRole('dialog', { name: 'Welcome aboard' })).toHaveCount(0);
});

test(
  'a depositor who has not bet yet sees the acca boost, not the deposit bonus',
  { tag: '@phone' },
  async ({ page }) => {
    await logInAs(page, await playerLike(page.request, SAVER), 'content-saver');
    await page.goto('/en');
    const slot = await homeAdverts(page);
    await expect(slot.getByRole('link', { name: /Acca boost/ })).toBeVisible();
    await expect(slot.getByRole('link', { name: /First deposit bonus/ })).toHaveCount(0);
    await expect(slot.getByRole('link', { name: /Welcome offer/ })).toHaveCount(0);
  },
);

test("an imported widget's script and handler never run; its text shows", async ({ page }) => {
  await page.goto('/en/sports');
  await scrollToEndUntilVisible(page, page.getByRole('heading', { name: 'Spring specials' }));
  await expect(page.getByText('Boosted prices on every weekend match.')).toBeVisible();
  // The widget's markup would mark the body if any of it ran.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.body.dataset.widgetScript)).toBeUndefined();
  expect(await page.locator('main script, main [onerror]').count()).toBe(0);
});

test("a widget's link marked data-popup opens its page in the content popup, 400 wide and 348 high at most", async ({
  page,
}) => {
  await page.goto('/en');
  const link = page.getByRole('link', { name: 'Limits, time-outs and self-exclusion' });
  await scrollToEndUntilVisible(page, link);
  await link.click();
  const popup = page.getByRole('dialog', { name: 'Responsible gaming' });
  await expect(popup.getByText('Betting should be fun.')).toBeVisible();
  const box = (await popup.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(400);
  expect(box.height).toBeLessThanOrEqual(348);
  await expect(page).toHaveURL(/\/en$/);
  await expectNoSeriousA11yViolations(page, { within: popup });
  await page.screenshot({ path: test.info().outputPath('content-popup.png') });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(link).toBeFocused();
});

test("the operator's header replaces ours on desktop; its script runs but cannot reach the player's session", async ({
  page,
}) => {
  test.skip(isPhone(page), 'SPEC.md §2: the external header replaces the desktop header only');
  await page.goto('/en');
  const banner = page.getByRole('banner');
  await expect(banner.locator('iframe[title="Sportsbook site header"]')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  const header = page.frameLocator('iframe[title="Sportsbook site header"]');
  // Its own script ran (it marks its bar ready) …
  await expect(header.locator('.xh-bar.xh-ready')).toBeVisible();
  // … in an origin of its own: no storage, no cookies, no way into this page.
  const frame = page.frames().find((f) => f.url().includes('/frames/external-header'))!;
  const reach = await frame.evaluate(() => {
    const tryRead = (read: () => unknown) => {
      try {
        read();
        return 'reached';
      } catch {
        return 'refused';
      }
    };
    return {
      storage: tryRead(() => window.localStorage.length),
      session: tryRead(() => window.sessionStorage.length),
      cookies: tryRead(() => document.cookie),
      page: tryRead(() => window.parent.document.title),
    };
  });
  expect(reach).toEqual({ storage: 'refused', session: 'refused', cookies: 'refused', page: 'refused' });
  await expectNoSeriousA11yViolations(page, { crossOriginFrames: true });
  await page.screenshot({ path: test.info().outputPath('external-header.png') });
  // Its links move the whole page when clicked.
  await header.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/public\/help$/);
});

test(
  'the promotions list leads to a promotion with its terms, and an ended one says so',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/en/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^Read more: Bet €10, get €30/ }).click();
    await expect(page).toHaveURL(/\/en\/promotions\/welcome-offer$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bet €10, get €30');
    await expect(page.getByRole('heading', { name: /Terms and conditions/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('promotion.png'), fullPage: true });

    await page.goto('/en/promotions/champions-cashback');
    await expect(page.getByText('This promotion has ended or does not exist')).toBeVisible();
  },
);

test.describe('a first visit', () => {
  // This journey is the visitor who has never closed a news popup.
  test.use({ newsPopupsClosed: false });

  test(
    'the news popup waits for a quiet moment, keeps every typed key, takes no focus, pages through, and the next waits its turn',
    // On a phone, where a popup most covers the page; the desktop docks the same notice bottom-left
    // (ui/overlay/notice-popup.module.css), and the rule that opens it is the same at both sizes.
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/en');
      await expect(page.getByRole('heading', { name: 'Top sports' })).toBeVisible();
      // A visitor who has only looked at the page they landed on is not interrupted.
      await page.waitForTimeout(3000);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Issue 42: typing a username at four keys a second through the popup's moment keeps every key,
      // and no popup opens while the login's dialog is open.
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      const username = login.getByRole('textbox', { name: 'Username' });
      await username.pressSequentially('demo-player', { delay: 250 });
      await page.waitForTimeout(2500);
      await expect(username).toHaveValue('demo-player');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();

      // At the next quiet moment it opens beside the page, which keeps the focus, and is announced.
      const popup = page.getByRole('dialog', { name: /What's new at Sportsbook/ });
      await expect(popup).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status', { name: 'Messages' })).toContainText("What's new at Sportsbook");
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
      ).toBeFocused();
      await page.screenshot({
        path: test.info().outputPath(`news-popup-${isPhone(page) ? 'phone' : 'desktop'}.png`),
      });

      await expect(popup.getByText(/Page 1 of \d/)).toBeVisible();
      await popup.getByRole('button', { name: 'Next' }).click();
      await expect(popup.getByText(/Page 2 of \d/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { within: popup });
      await popup.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(popup).toBeHidden();
      // One at a time: the brand's next popup, if any, comes at a quiet moment of its own; closing each
      // leaves none.
      const next = page.getByRole('dialog', { name: 'Stay in control' });
      await expect(next).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await next.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // That closed popups stay closed on the next visit is news-popups.test.tsx's (this browser's storage).
    },
  );
});

test(
  'a visitor from a country the brand does not serve lands on the blocked page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    await page.goto('/en/sports');
    await expect(page).toHaveURL(/\/en\/blocked$/);
    await expect(
      page.getByRole('heading', { name: 'Sportsbook is not available in your region' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test('a brand in maintenance sends every page to its maintenance page, and reopens', async ({ page }) => {
  // The operator's back office starts maintenance of one brand (a demo control).
  const toggle = (on: boolean) => page.request.put('/api/demo/brands/toro/maintenance', { data: { on } });
  const base = new URL(test.info().project.use.baseURL!);
  const toro = `http://toro.localhost:${base.port}`;
  expect((await toggle(true)).status()).toBe(204);
  try {
    const answer = await page.goto(`${toro}/es/sports`);
    await expect(page).toHaveURL(`${toro}/es/maintenance`);
    // Search engines keep the brand's pages and come back later.
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`maintenance-${isPhone(page) ? 'phone' : 'desktop'}.png`),
    });
  } finally {
    expect((await toggle(false)).status()).toBe(204);
  }
  await page.goto(`${toro}/es/sports`);
  await expect(page).toHaveURL(`${toro}/es/sports`);
});
