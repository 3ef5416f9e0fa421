import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The side menu: the mobile drawer opens from the header's Menu button; desktop shows the sidebar. */
async function openMenu(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Menu', exact: true }).first().click();
  return page.getByRole('navigation', { name: 'Main' }).last();
}

test(
  'a visitor browses from the home page to an event, switches odds format and language',
  { tag: '@both-sizes' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { name: 'Starting soon' })).toBeVisible();
    await expect(page.getByRole('button', { name: /\d\.\d\d$/ }).first()).toBeVisible();

    // Menu: AZ Sports > Football > England > Premier League.
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Football countries', exact: true }).click();
    await menu.getByRole('button', { name: 'England leagues', exact: true }).click();
    await menu
      .getByRole('list', { name: 'England leagues' })
      .getByRole('link', { name: /^Premier League/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premier League' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/sports\/competitions\/240-FOOT\/england\/premier-league$/);

    // A price is a toggle button, operable by keyboard; a visitor's pick asks for the login first
    // (SPEC.md §4 "Logged-out add"; the betslip's own journeys are in betslip.spec.ts).
    const price = page.getByRole('button', { name: /\d\.\d\d$/ }).first();
    await price.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(price).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // Open an event: all its markets grouped, with the event-details dropdown.
    await page
      .getByRole('link', { name: /more markets for/ })
      .first()
      .click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(' v ');
    await expect(page.getByRole('region', { name: 'Match Result' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Correct Score' })).toBeVisible();
    const collapse = page.getByRole('button', { name: 'Double Chance' });
    await collapse.click();
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await collapse.click();

    // Odds format: every price on screen follows it.
    const decimals = await page
      .getByRole('region', { name: 'Match Result' })
      .getByRole('button')
      .allTextContents();
    expect(decimals.join(' ')).toMatch(/\d\.\d\d/);
    if (isMobile(page)) await openMenu(page);
    await page.getByRole('button', { name: 'Settings' }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('radio', { name: 'American' }).check();
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    if (await save.isVisible()) await save.click();
    await expect(dialog).toBeHidden();
    const prices = page.getByRole('main').locator('button[aria-pressed][aria-label]');
    const shown = await prices.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? ''),
    );
    const priced = shown.filter((name) => !name.endsWith('suspended'));
    expect(priced.length).toBeGreaterThan(20);
    for (const name of priced) expect(name).toMatch(/ [+-]\d+$/);

    // The event-details dropdown lists the league's other events and navigates.
    const before = await title.textContent();
    await page.getByRole('button', { name: /other events/ }).click();
    const list = page.getByRole('list', { name: 'Events in this competition' });
    await list
      .getByRole('link')
      .filter({ hasNotText: before ?? '' })
      .first()
      .click();
    await expect(title).not.toHaveText(before ?? '');

    // Language: the path keeps its place, the interface changes script.
    if (isMobile(page)) await openMenu(page);
    await page
      .getByRole('button', { name: /language: /i })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('link', { name: '日本語' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/ja\/events\//);
    await expect(page.getByRole('button', { name: '戻る' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'the mobile footer navigates and the back-to-top button returns to the top',
  { tag: '@both-sizes' },
  async ({ page }) => {
    await page.goto('/en/sports/competitions/240-FOOT/england/championship');
    await expect(page.getByRole('heading', { level: 1, name: 'Championship' })).toBeVisible();
    await page.getByRole('button', { name: /^Show more/ }).click();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
    await page.mouse.wheel(0, 3000);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    if (isMobile(page)) {
      const footer = page.getByRole('navigation', { name: 'Quick navigation' });
      await footer.getByRole('link', { name: 'Live' }).click();
      await expect(page).toHaveURL(/\/en\/live\/sport/);
      await footer.getByRole('link', { name: 'Sports' }).click();
      await expect(page).toHaveURL(/\/en\/sports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    } else {
      // Desktop keeps only the betslip and My Bets of the footer, in the right column.
      await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    }
  },
);

test('an unknown page and an unknown event say so', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/en/events/nothing-here-999');
  await expect(page.getByText('This event is not available.')).toBeVisible();
  await page.goto('/qq/sports');
  await expect(page).toHaveURL(/\/en\/sports$/);
});
