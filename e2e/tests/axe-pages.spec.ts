import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, logInAs, PUBLIC_PAGES, slugs } from './kit.ts';

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
  // One test a page: a slow scan fails that page alone, with its own time.
  for (const [name, route] of Object.entries(PUBLIC_PAGES)) {
    test(`the ${name} page passes axe in the ${theme} theme`, async ({ page }) => {
      await scan(page, route(await slugs(page)), theme);
    });
  }

  test(`a player's pages pass axe in the ${theme} theme`, async ({ page }) => {
    await logInAs(page, DEMO, 'e2e-axe-pages');
    for (const route of ['/en/open_bets', '/en/account/balances', '/en/account/transactions']) {
      await scan(page, route, theme);
    }
  });
}
