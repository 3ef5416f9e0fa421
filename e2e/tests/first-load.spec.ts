import {
  FIRST_LOAD_JS_BUDGET,
  FIRST_LOAD_VIEWPORT,
  firstLoadScripts,
  totalBytes,
} from '../../scripts/bench/first-load.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 43: the bundle plan is declared (apps/web/chunk-plan.ts), and its result is checked: a change
 * that grows the home page's first load past its budget fails here, not at the next bench. A size,
 * not a time: the same build gives the same figure on any machine. In the bench's window (a desktop
 * without the slip's column), on the desktop project only.
 */
test.use({ viewport: FIRST_LOAD_VIEWPORT });

test("the home page's first-load JS stays within its budget", async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/en');
  const bytes = totalBytes(scripts);
  // Over the budget, the message lists every script with when it was asked for: a part that loaded
  // in one run and not in another (CI saw 161.80 KB once, 149.54 in every other run) names itself.
  const list = scripts.map((s) => `${s.path} ${s.gzipBytes} B at +${s.requestedMs} ms`).join('\n');
  expect(bytes, `${(bytes / 1024).toFixed(2)} KB of JS, gzip:\n${list}`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET,
  );
});
