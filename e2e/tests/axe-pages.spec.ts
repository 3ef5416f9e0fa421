import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, logInAs, playerLike, PUBLIC_PAGES, slugs } from './kit.ts';

/**
 * axe finds no serious or critical violation on any page (issue 17): every page once at each size, in
 * the theme the other journeys leave least tested there (docs/decisions/test-budget.md). The phone's
 * journeys run in the light theme and the desktop's in the dark one (playwright.config.ts), so the
 * phone scans each page dark and the desktop light. The theme comes from the `theme` query flag
 * (SPEC.md §2), as a brand's link would set it. Every colour pair of both themes is held to WCAG's
 * contrast by apps/web/src/ui/tokens.test.ts; `npm run test:full` scans every page in both themes at
 * both sizes.
 */

const THEMES = { dark: '@phone', light: '@desktop' } as const;

async function scan(page: Page, route: string, theme: keyof typeof THEMES): Promise<void> {
  await page.goto(`${route}${route.includes('?') ? '&' : '?'}theme=${theme}`, { waitUntil: 'networkidle' });
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

for (const [theme, tag] of Object.entries(THEMES) as [keyof typeof THEMES, string][]) {
  // One test a page: a slow scan fails that page alone, with its own time.
  for (const [name, route] of Object.entries(PUBLIC_PAGES)) {
    test(`the ${name} page passes axe in the ${theme} theme`, { tag }, async ({ page }) => {
      await scan(page, route(await slugs(page)), theme);
    });
  }

  test(`a player's pages pass axe in the ${theme} theme`, { tag }, async ({ page }) => {
    await logInAs(page, await playerLike(page.request, DEMO), 'e2e-axe-pages');
    for (const route of ['/en/open_bets', '/en/account/balances', '/en/account/transactions']) {
      await scan(page, route, theme);
    }
  });
}
