import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, logInAs, playerLike, PUBLIC_PAGES, slugs } from './kit.ts';
import {
  expectPriceColumnsAligned,
  expectServerRendered,
  expectWholeAtTwiceTheSize,
  watchHydration,
} from './page-checks.ts';

/**
 * Every page, visited once at each size, checked whole (issues 16, 17 and the text size of WCAG
 * 1.4.4): the server rendered it and it hydrates without a mismatch, axe finds no serious or critical
 * violation, its lists' price columns line up (issue 45), and with text at twice its size no label
 * runs out of its box. One visit for the three:
 * a page loaded again for each check is a journey run twice for nothing (docs/decisions/test-budget.md).
 *
 * The phone's journeys run in the light theme and the desktop's in the dark one (playwright.config.ts),
 * so the phone scans each page dark and the desktop light. The theme comes from the `theme` query flag
 * (SPEC.md §2), as a brand's link would set it. Every colour pair of both themes is held to WCAG's
 * contrast by apps/web/src/ui/tokens.test.ts; `npm run test:full` scans every page in both themes at
 * both sizes.
 */

const THEMES = { dark: '@phone', light: '@desktop' } as const;
/** A player's page the server does not render (it knows no player): the browser renders it whole. */
const BROWSER_RENDERED = new Set(['open bets (a visitor)']);
type Theme = keyof typeof THEMES;

async function visit(page: Page, route: string, theme: Theme) {
  const answer = await page.goto(`${route}${route.includes('?') ? '&' : '?'}theme=${theme}`, {
    waitUntil: 'networkidle',
  });
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return answer;
}

for (const [theme, tag] of Object.entries(THEMES) as [Theme, string][]) {
  // One test a page: a slow scan fails that page alone, with its own time.
  for (const [name, route] of Object.entries(PUBLIC_PAGES)) {
    test(
      `the ${name} page: ${BROWSER_RENDERED.has(name) ? '' : 'server-rendered, '}hydrated, axe-clean, whole at twice the text (${theme} theme)`,
      { tag },
      async ({ page }) => {
        const problems = watchHydration(page);
        const answer = await visit(page, route(await slugs(page)), theme);
        if (!BROWSER_RENDERED.has(name)) await expectServerRendered(answer);
        await expectNoSeriousA11yViolations(page);
        await expectPriceColumnsAligned(page);
        await expectWholeAtTwiceTheSize(page);
        expect(problems).toEqual([]);
      },
    );
  }

  test(`a player's pages: axe-clean, whole at twice the text (${theme} theme)`, { tag }, async ({ page }) => {
    await logInAs(page, await playerLike(page.request, DEMO), 'e2e-axe-pages');
    const pages: [route: string, checks: { axe: boolean }][] = [
      ['/en/open_bets', { axe: true }],
      ['/en/account', { axe: false }],
      ['/en/account/bets', { axe: false }],
      ['/en/account/balances', { axe: true }],
      ['/en/account/transactions', { axe: true }],
    ];
    for (const [route, { axe }] of pages) {
      await visit(page, route, theme);
      if (route.startsWith('/en/account'))
        await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
      if (axe) await expectNoSeriousA11yViolations(page);
      await expectWholeAtTwiceTheSize(page);
    }
  });
}
