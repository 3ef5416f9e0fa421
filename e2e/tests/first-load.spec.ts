import { FIRST_LOAD_JS_BUDGET, FIRST_LOAD_VIEWPORT, firstLoadJs } from '../../scripts/bench/first-load.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 43: the bundle plan is declared (apps/web/chunk-plan.ts), and its result is checked: a change
 * that grows the home page's first load past its budget fails here, not at the next bench. A size,
 * not a time: the same build gives the same figure on any machine. In the bench's window (a desktop
 * without the slip's column), on the desktop project only.
 */
test.use({ viewport: FIRST_LOAD_VIEWPORT });

test("the home page's first-load JS stays within its budget", async ({ page }) => {
  const bytes = await firstLoadJs(page, '/en');
  expect(bytes, `${(bytes / 1024).toFixed(2)} KB of JS, gzip`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});
