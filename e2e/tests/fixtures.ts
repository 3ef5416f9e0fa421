import { test as base, type BrowserContext } from '@playwright/test';

/**
 * Every journey is a returning visitor who has closed the brands' news popups (SPEC.md §4 News
 * popup): a popup arriving after the first scroll would cover what the journey is doing. The news
 * popup's own journey (tests/content.spec.ts) turns this off.
 *
 * An init script writes the closed list into each frame's localStorage before the app reads it.
 * (A storageState with the five test origins did the same, but Playwright sets it by visiting each
 * origin: two seconds a test.)
 */
const NEWS_POPUPS_CLOSED = JSON.stringify(Array.from({ length: 200 }, (_, index) => index + 1));

/**
 * What the browser said while a journey failed (script errors, console errors, requests that never
 * got an answer), attached to the failure as text, which the CI log prints: a rare failure is
 * explained by its own run, not guessed at from the next one.
 */
function recordBrowserLog(context: BrowserContext): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  context.on('weberror', (error) => note(`script error: ${error.error().message}`));
  context.on('console', (message) => {
    // "Failed to load resource" names no resource in its text; its location does.
    const { url } = message.location();
    if (message.type() === 'error') note(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  context.on('requestfailed', (request) =>
    note(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  return () => lines.join('\n');
}

export const test = base.extend<{ newsPopupsClosed: boolean }>({
  newsPopupsClosed: [true, { option: true }],
  context: async ({ context, newsPopupsClosed }, use, testInfo) => {
    const browserLog = recordBrowserLog(context);
    if (newsPopupsClosed) {
      await context.addInitScript((closed) => {
        try {
          localStorage.setItem('sb-news-popups-closed', closed);
        } catch {
          // An opaque origin (about:blank, a sandboxed frame) has no storage: nothing to close there.
        }
      }, NEWS_POPUPS_CLOSED);
    }
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && browserLog()) {
      await testInfo.attach('browser log', { body: browserLog(), contentType: 'text/plain' });
    }
  },
});

export { expect } from '@playwright/test';
