import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * axe finds no serious or critical violation on what the page shows now, WCAG 2.2's target size
 * (2.5.8: 24 by 24 px, or that much room around a smaller target) included: axe ships that rule off.
 *
 * Off-screen leagues of a live list skip rendering (`content-visibility: auto`), and axe measures
 * the colours of text that is not rendered wrongly (dequelabs/axe-core#2768: a live clock "failed"
 * its contrast once in CI). The scan renders everything for its duration: colours do not depend on
 * the skipping, only whether they can be measured.
 *
 * A scan runs in the page and its same-origin frames (axe's legacy mode): the default mode also
 * reaches cross-origin frames, but gathers their results in a blank page it opens, which doubled
 * every scan (8.5 to 3.7 s on /en/sports here). Only the operator's sandboxed header and the host
 * page's sportsbook frame are cross-origin: their journeys ask for `crossOriginFrames`.
 *
 * The scan looks at the page scrolled to its top, then puts the scroll back: a row scrolled half under
 * the sticky header counts, for axe, as targets the header obscures (a settlement journey failed CI
 * on a row of prices 6 px from the header's edge), which is where the reader is, not how the page is
 * laid out; at the top nothing is under the header.
 *
 * `within` scans only what a journey opened on a page (a dialog, the slip, a bet's card; a locator of
 * several parts scans each): the page
 * itself is scanned once at each size by axe-pages.spec.ts, and a whole page's scan costs 4 to 20 s on
 * a busy 2-core machine where the part's costs 1 to 2 (docs/decisions/test-budget.md).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { crossOriginFrames = false, within }: { crossOriginFrames?: boolean; within?: Locator } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(!crossOriginFrames)
    .options({ rules: { 'target-size': { enabled: true } } });
  if (within) {
    await within.evaluateAll((parts) => parts.forEach((part) => part.setAttribute('data-axe-scope', '')));
    builder.include('[data-axe-scope]');
  }
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  const results = await builder.analyze();
  if (within) {
    await within.evaluateAll((parts) => parts.forEach((part) => part.removeAttribute('data-axe-scope')));
  }
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolledTo);
  await style.evaluate((element) => (element as Element).remove());
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
