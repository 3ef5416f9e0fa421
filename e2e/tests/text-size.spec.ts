import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES, slugs } from './kit.ts';

/**
 * A reader who sets text to twice its size (WCAG 1.4.4) loses nothing: no label runs out of its box,
 * cut short or over its neighbour, and the page does not scroll sideways (1.4.10). The app sizes its
 * text in rem, so a root font size of 200 % is what a browser's larger default font size does to it.
 */

/** Elements whose own text is wider than their box; scrolling strips (the tabs, the phone's bar) are not. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      // A visually hidden text (1 px) and an inline box (no client width) are not labels on screen.
      if (!ownText || element.clientWidth <= 2) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `"${element.textContent?.trim().slice(0, 40)}" (${element.scrollWidth} in ${element.clientWidth} px)`,
        );
      }
    }
    return found;
  });
}

for (const [name, route] of Object.entries(PUBLIC_PAGES)) {
  test(`the ${name} page keeps every label whole with text at twice its size`, async ({ page }) => {
    await page.goto(route(await slugs(page)), { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await expect(page.locator('html')).toHaveCSS('font-size', '32px');

    expect(await overflowingLabels(page), `labels out of their boxes on ${page.url()}`).toEqual([]);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], 'the page scrolls sideways').toBeLessThanOrEqual(widths[1]!);
  });
}
