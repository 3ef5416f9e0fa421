import { test as base } from '@playwright/test';

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

export const test = base.extend<{ newsPopupsClosed: boolean }>({
  newsPopupsClosed: [true, { option: true }],
  context: async ({ context, newsPopupsClosed }, use) => {
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
  },
});

export { expect } from '@playwright/test';
