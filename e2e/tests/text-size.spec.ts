import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, isPhone, logInAs, playerLike, resultMarket, slipOf } from './kit.ts';
import { expectWholeAtTwiceTheSize } from './page-checks.ts';

/**
 * A reader who sets text to twice its size (WCAG 1.4.4) loses nothing (page-checks.ts). Every page's
 * own check runs where the page is visited once at each size (axe-pages.spec.ts); these journeys are
 * the ones that open something first: the slip, a live scoreboard, a captioned row.
 */

const DEVICE = 'e2e-text-size-tests';

/**
 * What hides the focused control, if anything (WCAG 2.4.11 Focus not obscured): its box's corners and
 * centre must each hit the control itself, so nothing sticky or fixed lies over it (the slip's footer,
 * the page's header or footer bar), no scrolling box cuts it and it is inside the viewport.
 */
async function focusHidden(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing has the focus';
    return (window as unknown as { __hiddenBy: HiddenBy }).__hiddenBy(focused);
  });
}

/** What covers an element's corners or centre, if anything (installHiddenBy). */
type HiddenBy = (element: Element) => string | null;

/** Puts in the page the check of `focusHidden`: what covers an element's corners or centre, if anything. */
async function installHiddenBy(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __hiddenBy: HiddenBy }).__hiddenBy = (element) => {
      const box = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
      const inset = 2;
      const points: [number, number][] = [
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        // A control inside a label (a checkbox) is found through it.
        if (hit && (element.contains(hit) || hit.contains(element) || hit === element.closest('label')))
          continue;
        const over = hit
          ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}`
          : 'the viewport edge';
        return `"${name}" (${Math.round(box.top)}-${Math.round(box.bottom)} px) under ${over} at ${Math.round(x)},${Math.round(y)}`;
      }
      return null;
    };
  });
}

/** Tabs through the slip's controls from its first, each one wholly in view when it has the focus. */
async function expectSlipFocusInView(page: Page, slip: Locator, where: string): Promise<void> {
  await installHiddenBy(page);
  // Every tab of the slip whole, not cut by the slip's edge (issue 42: "Multiples" was, at 200 %).
  for (const tab of await slip.getByRole('tab').all()) {
    await tab.scrollIntoViewIfNeeded();
    expect(
      await tab.evaluate((element) => (window as unknown as { __hiddenBy: HiddenBy }).__hiddenBy(element)),
      `a slip tab hidden ${where}`,
    ).toBeNull();
  }
  await slip
    .getByRole('textbox', { name: /^Stake for / })
    .first()
    .focus();
  const hidden: string[] = [];
  let seen = 0;
  for (
    let i = 0;
    i < 30 && (await slip.evaluate((element) => element.contains(document.activeElement)));
    i++
  ) {
    const problem = await focusHidden(page);
    if (problem) hidden.push(problem);
    seen++;
    await page.keyboard.press('Tab');
  }
  expect(seen, `the slip's controls reached by Tab ${where}`).toBeGreaterThan(4);
  expect(hidden, `focused controls hidden ${where}`).toEqual([]);
}

test(
  'the slip, with a selection, its stake and its returns, keeps every label whole and every focused control in view with text at twice its size',
  { tag: '@both-sizes' },
  async ({ page }) => {
    await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
    await page.goto('/en/sports/competitions/240-FOOT/england/premier-league', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('group', { name: /: Match Result$/ })
      .getByRole('button', { disabled: false })
      .first()
      .click();
    const slip = slipOf(page);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('5');
    await expect(slip.getByText('Potential returns').first()).toBeVisible();
    await expectSlipFocusInView(page, slip, 'at 100 % text');
    await expectWholeAtTwiceTheSize(page);
    // Issue 42: at 200 % text the footer yields rather than cover the stake, its quick stakes and its
    // free-bet select; every tab of the slip is whole.
    await expectSlipFocusInView(page, slip, 'at 200 % text');
    if (isPhone(page)) {
      await page.setViewportSize({ width: 320, height: 640 });
      await expectSlipFocusInView(page, slip, 'at 320 px and 200 % text');
      // Issue 42: the logged-in header fits 320 px at the usual text size; nothing scrolls sideways.
      await page.addStyleTag({ content: 'html { font-size: 100% !important; }' });
      const widths = await page.evaluate(() => ({
        header: document.querySelector('header')!.scrollWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths, 'the header and the page at 320 px').toEqual({ header: 320, page: 320 });
      await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeInViewport({
        ratio: 1,
      });
    }
    await page.screenshot({
      path: test.info().outputPath(`slip-200-${isPhone(page) ? 'phone' : 'desktop'}.png`),
    });
  },
);

/**
 * The live scoreboard of the in-play game with the longest names (doubles pairs in beach volleyball
 * or padel, when the simulator plays them): its score table runs beside the names and must not push
 * the page sideways nor cut a name.
 */
test(
  'the live game with the longest names keeps them whole with text at twice their size',
  { tag: '@both-sizes' },
  async ({ page }) => {
    const answer = await page.request.get('/xapi/marketdata/v1/livepage?includeMarkets=false&l=en');
    expect(answer.ok()).toBe(true);
    const { sports } = (await answer.json()) as {
      sports: { events: { slug: string; description: string }[] }[];
    };
    const longest = sports
      .flatMap((sport) => sport.events)
      .toSorted((a, b) => b.description.length - a.description.length)[0];
    expect(longest, 'the simulator keeps games in play').toBeDefined();
    await page.goto(`/en/live/${longest!.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      longest!.description.split(' v ')[0]!,
    );
    await expectWholeAtTwiceTheSize(page);
  },
);

/**
 * The big five leagues: the other journeys bet on the Premier League, and the brands' boosts are on
 * these leagues' match results (server/demo/content.ts), which this journey must not take off.
 */
const BOOSTED_LEAGUES = new Set(['premier-league', 'laliga', 'bundesliga', 'serie-a', 'ligue-1']);
/** The jackpot journeys' pools play these leagues (jackpot.spec.ts): a result there would close them. */
const JACKPOT_LEAGUES = new Set(['serie-b', 'ligue-2']);

interface Game {
  description: string;
  opponents: { description: string }[];
  eventPaths: { slug: string }[];
  markets?: { id: number; description: string; outcomes: { id: number }[] }[];
}

/**
 * Brings a game's row into its competition's list the way a player does. The list shows ten games till
 * it is scrolled near its end and loads 20 a page with 'Show more' (SPEC.md §9); on a match day the
 * Champions League lists 36, and the game with the longest word was past the first 20 (CI, 5 December).
 */
async function bringIntoList(page: Page, row: Locator): Promise<void> {
  const more = page.getByRole('button', { name: /^Show more/ });
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let tries = 0; tries < 10 && (await row.count()) === 0; tries++) {
    // Before hydration a click does nothing, and the loop tries again.
    if (await more.isVisible()) await more.click();
    else await page.mouse.wheel(0, 5000);
    await expect(more.and(page.locator('[aria-busy="true"]'))).toHaveCount(0);
  }
}

/**
 * Once a game's match result is off the offer (resulted), its row shows the next market, Double
 * Chance, whose columns are captioned with the outcomes' own names ('Bala Town or Draw'), not
 * '1 X 2'. Seen in CI after the settlement journey had resulted a Premier League game: the caption
 * ran out of its column. Each size results a game of its own: of the football games still offering
 * a match result, outside the big five leagues, the one whose club has the
 * longest word (the hardest caption to fit), found in the catalogue whatever the day's fixtures.
 */
test(
  "a row captioned with its outcomes' names keeps them whole with text at twice their size",
  { tag: '@both-sizes' },
  async ({ page }) => {
    const answer = await page.request.get('/xapi/rest/events?eventPathIds=240&eventsPerPage=200&page=1&l=en');
    expect(answer.ok()).toBe(true);
    const { events } = (await answer.json()) as { events: Game[] };
    const matchResultOf = (game: Game) => game.markets?.find((m) => m.description === 'Match Result');
    const longestWord = (game: Game) => Math.max(...game.description.split(/\s+/).map((word) => word.length));
    const event = events
      .filter(
        (game) =>
          matchResultOf(game) &&
          !game.eventPaths.some((path) => BOOSTED_LEAGUES.has(path.slug) || JACKPOT_LEAGUES.has(path.slug)),
      )
      .toSorted((a, b) => longestWord(b) - longestWord(a))[0]!;
    const matchResult = matchResultOf(event)!;
    await resultMarket(page.request, matchResult.id, matchResult.outcomes[0]!.id);

    await page.goto(
      `/en/sports/competitions/240-FOOT/${event.eventPaths
        .slice(1)
        .map((path) => path.slug)
        .join('/')}`,
    );
    // The page the server renders next already lacks the resulted market: a catalogue write ends its
    // shared page cache (server-render.ts).
    const captioned = page.getByRole('group', { name: `${event.description}: Double Chance` });
    await bringIntoList(page, captioned);
    await expect(captioned).toBeVisible();
    await expect(captioned).toContainText(`${event.opponents[0]!.description} or Draw`);
    await expectWholeAtTwiceTheSize(page);
  },
);
