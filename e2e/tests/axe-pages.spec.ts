import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, logInAs, slugs } from './kit.ts';

/**
 * axe finds no serious or critical violation on any page, in the light and the dark theme, at both
 * sizes (issue 17). The theme comes from the `theme` query flag (SPEC.md §2), as a brand's link
 * would set it.
 */

const THEMES = ['light', 'dark'] as const;

async function scan(page: Page, route: string, theme: (typeof THEMES)[number]): Promise<void> {
  await page.goto(`${route}${route.includes('?') ? '&' : '?'}theme=${theme}`, { waitUntil: 'networkidle' });
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

for (const theme of THEMES) {
  test(`every public page passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    const { event, live } = await slugs(page);
    for (const route of [
      '/en',
      '/en/sports',
      '/en/sports/240-FOOT',
      '/en/sports/competitions/240-FOOT/england/premier-league',
      `/en/events/${event}`,
      '/en/live/sport',
      `/en/live/${live}`,
      '/en/open_bets',
      '/en/no-such-page',
    ]) {
      await scan(page, route, theme);
    }
  });

  test(`a player's pages pass axe in the ${theme} theme`, async ({ page }) => {
    await logInAs(page, DEMO, 'e2e-axe-pages');
    for (const route of ['/en/open_bets', '/en/account/balances', '/en/account/transactions']) {
      await scan(page, route, theme);
    }
  });
}
