import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures.ts';

/*
 * What a journey checks of a whole page once it is on screen, shared by the journeys that visit every
 * page (axe-pages.spec.ts) and those that open something first (text-size.spec.ts).
 *
 * A reader who sets text to twice its size (WCAG 1.4.4) loses nothing: no label runs out of its box,
 * cut short or over its neighbour, and the page does not scroll sideways (1.4.10). The app sizes its
 * text in rem, so a root font size of 200 % is what a browser's larger default font size does to it.
 */

/**
 * Elements whose own text is wider than their box; scrolling strips (the tabs, the phone's bar) are not,
 * nor a name cut short on purpose with an ellipsis whose whole text is its title (the header's
 * username: any username longer than the pill is cut so, at any text size).
 */
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
      if (style.textOverflow === 'ellipsis' && element.title === element.textContent?.trim()) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `"${element.textContent?.trim().slice(0, 40)}" (${element.scrollWidth} in ${element.clientWidth} px)`,
        );
      }
    }
    return found;
  });
}

/**
 * Words of the menus that a line break cuts in two ("Transaction" / "s"): a box too narrow for a word
 * of its own wraps it anywhere rather than overflow. Only the navigation's labels are held to it: a
 * name from the feed can be longer than any column ("(Flewless_phoenix)", an esports player, in a
 * market's third of the page) and must then break. A hyphen is a break of the word's own, so the
 * parts between hyphens are what is measured.
 */
async function brokenMenuWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const box = node.parentElement;
      if (!box?.closest('nav') || box.closest('[aria-hidden="true"]') || box.getClientRects().length === 0)
        continue;
      for (const part of node.textContent!.matchAll(/[^\s-]+/g)) {
        const word = document.createRange();
        word.setStart(node, part.index);
        word.setEnd(node, part.index + part[0].length);
        const lines = new Set(
          [...word.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) found.push(`"${part[0]}" in "${box.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

/**
 * Doubles the text of the page on screen, then finds any label out of its box and any sideways scroll;
 * on a wide screen, also any word of a menu cut in two (on a phone a menu's word may be wider than the
 * whole bar).
 */
export async function expectWholeAtTwiceTheSize(page: Page) {
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  // A list's kick-off column must hold the year's widest day, not only the days the demo shows this
  // week: every day in a row (a word, not the clock) reads as 'Wed 16 Sept', the widest in English.
  await page.evaluate(() => {
    for (const day of document.querySelectorAll('[role="row"] time[datetime] > span:first-child')) {
      if (/\p{L}/u.test(day.textContent ?? '')) day.textContent = 'Wed 16 Sept';
    }
  });
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect(page.locator('html')).toHaveCSS('font-size', '32px');
  // The side menu's width follows the text size through a transition: measured once it is over.
  // (Transitions only: a live badge's pulse never finishes.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );

  await expectNothingCutShort(page);
}

/**
 * No label out of its box and no sideways scroll; on a wide screen, no word of a menu cut in two.
 * Text at twice its size checks it (above), and so does the pseudo-locale, 40 % longer than English
 * as German and Finnish run (languages.spec.ts).
 */
export async function expectNothingCutShort(page: Page) {
  expect(await overflowingLabels(page), `labels out of their boxes on ${page.url()}`).toEqual([]);
  if (page.viewportSize()!.width >= 1024) {
    expect(await brokenMenuWords(page), `menu words cut in two on ${page.url()}`).toEqual([]);
  }
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'the page scrolls sideways').toBeLessThanOrEqual(widths[1]!);
}

/** A hydration mismatch, as React reports it (development text, or the production error's number). */
const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/**
 * Collects, from now on, what the page reports of a hydration mismatch (and any uncaught error):
 * read the list once the page has hydrated.
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** The server sent the page's content, not an empty shell. */
export async function expectServerRendered(answer: Response | null): Promise<void> {
  expect(await answer?.text()).toMatch(/<div id="root"><!--\$-->/);
}

/**
 * Rows of a list whose prices stand off the columns of the other rows with as many prices in lists of
 * the same place and width (issue 45: a row with a "+50" link set its 1, X and 2 about 35 px left of
 * the rows without one). The live page has a list per league, one under another: their columns are
 * held to each other too. A tennis row's two prices are not held to a football row's three.
 */
async function misalignedPriceColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const columns = new Map<string, number[]>();
    for (const grid of document.querySelectorAll('[role="grid"]')) {
      const box = grid.getBoundingClientRect();
      for (const row of grid.querySelectorAll('[role="row"]')) {
        const lefts = [...row.querySelectorAll('button[aria-pressed]')].map((price) =>
          Math.round(price.getBoundingClientRect().left),
        );
        if (lefts.length < 2) continue;
        const key = `${lefts.length} ${Math.round(box.left)} ${Math.round(box.width)}`;
        const first = columns.get(key);
        if (!first) columns.set(key, lefts);
        else if (lefts.some((x, i) => Math.abs(x - (first[i] ?? x)) > 1))
          found.push(
            `"${row.textContent?.trim().slice(0, 40)}": ${lefts.join(',')} against ${first.join(',')}`,
          );
      }
    }
    return found;
  });
}

/** Every list's price columns line up, whatever a row carries beside its prices. */
export async function expectPriceColumnsAligned(page: Page) {
  expect(await misalignedPriceColumns(page)).toEqual([]);
}
