import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, isPhone, logInAs, playerLike, setMarketStatus, slipOf } from './kit.ts';

/**
 * The names of every live price button on the page, e.g. 'Arsenal v Chelsea: Arsenal 2.10' or
 * 'Arsenal v Chelsea: Arsenal 2.10, price up'.
 */
const priceNames = (page: Page) =>
  page
    .getByRole('main')
    .locator('button[aria-pressed][aria-label]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

interface ApiLiveEvent {
  description: string;
  markets?: {
    description: string;
    outcomes: { id: number; description: string; consolidatedPrice: { currentPrice: { decimal: number } } }[];
  }[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A shown price: its outcome, and the list's cell of its event's market ("Arsenal v Chelsea: Match Result"). */
interface ShownPrice {
  outcomeId: number;
  decimal: number;
  outcome: string;
  cell: Locator;
}

/**
 * The first open price of the live list, with its outcome as the live API names it (by the cell's event
 * and market): the journey moves it through the demo feed's control, so what it waits for does not hang
 * on the feed's random moves (at 40 a second over every live market, a shown price can sit still for
 * half a minute: the phone's journey waited 30 s in vain once).
 */
async function shownPrice(page: Page): Promise<ShownPrice> {
  const open = 'button[aria-pressed][aria-label]:not([disabled])';
  let found: ShownPrice | undefined;
  await expect(async () => {
    const cell = page
      .getByRole('main')
      .getByRole('group', { name: /: .+$/ })
      .filter({ has: page.locator(open) })
      .first();
    // The prices' cell is named by a hidden element it refers to (features/events/list/event-row.tsx).
    const name = await cell.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    );
    const [, event, market] = /^(.*): (.*)$/.exec(name) ?? [];
    const first = (await cell.locator(open).first().getAttribute('aria-label')) ?? '';
    const answer = await page.request.get('/xapi/rest/live/events?eventsPerPage=200&l=en');
    const { events } = (await answer.json()) as { events: ApiLiveEvent[] };
    const outcome = events
      .find((e) => e.description === event)
      ?.markets?.find((m) => m.description === market)
      ?.outcomes.find((o) => new RegExp(`: ${escaped(o.description)} \\d`).test(first));
    expect(outcome, `${first} in ${name}`).toBeDefined();
    found = {
      outcomeId: outcome!.id,
      decimal: outcome!.consolidatedPrice.currentPrice.decimal,
      outcome: outcome!.description,
      cell: page.getByRole('main').getByRole('group', { name, exact: true }),
    };
  }).toPass({ timeout: 20_000 });
  return found!;
}

/**
 * Moves a shown price through the demo feed's control until its button says so (`way`): each try a
 * step further, since a move sent before the page's socket had subscribed is not sent again.
 */
async function movePriceUntilShown(page: Page, shown: ShownPrice, way: 'up' | 'down'): Promise<void> {
  const moved = shown.cell.getByRole('button', {
    name: new RegExp(`: ${escaped(shown.outcome)} [\\d.]+, price ${way}$`),
  });
  let decimal = shown.decimal;
  await expect(async () => {
    decimal = way === 'up' ? decimal * 1.25 : Math.max(1.01, decimal / 1.25);
    const answer = await page.request.post(`/api/demo/feed/outcomes/${shown.outcomeId}/price`, {
      data: { decimal },
    });
    expect(answer.ok()).toBe(true);
    await expect(moved).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('the live page updates prices and clocks without a reload, and recovers when the feed drops', async ({
  page,
}) => {
  // Every feed socket goes through this proxy, so the test can cut the connection like a bad network.
  const proxies: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/xapi\/feed/, (ws) => {
    ws.connectToServer();
    proxies.push(ws);
  });

  await page.goto('/en/live/sport');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(page.getByRole('region', { name: /live events?$/ }).first()).toBeVisible();
  expect((await priceNames(page)).length).toBeGreaterThan(10);

  // The page's own navigations, once it has hydrated: the router marks the first history entry as
  // its own with replaceState when it starts, which Playwright reports as a navigation, and on a busy
  // machine that can come after the load event. The operator's header is a frame of its own that
  // loads when it likes.
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  // The feed moves a shown price up: its button changes its price and says which way, with no reload.
  await movePriceUntilShown(page, await shownPrice(page), 'up');
  // The clocks run (the e2e server plays 5 times faster): minute and period clocks move on.
  const clocks = () =>
    page
      .getByRole('main')
      .getByText(/^(.* )?(\d{1,3}'|\d\d:\d\d)$/)
      .allTextContents();
  const clocksBefore = (await clocks()).join(' ');
  expect(clocksBefore).not.toBe('');
  await expect.poll(async () => (await clocks()).join(' '), { timeout: 20_000 }).not.toBe(clocksBefore);
  expect(navigations).toEqual([]);

  // The feed drops: the page says it is reconnecting, then carries on with fresh prices.
  expect(proxies.length).toBeGreaterThan(0);
  await Promise.all(proxies.splice(0).map((ws) => ws.close({ code: 1012, reason: 'test drop' })));
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeHidden({ timeout: 20_000 });
  expect(proxies.length).toBeGreaterThan(0);
  await movePriceUntilShown(page, await shownPrice(page), 'down');
});

test('a live event page shows the scoreboard', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/en/live/sport');
  await page.getByRole('main').getByRole('link', { name: / v / }).first().click();
  await expect(page).toHaveURL(/\/en\/live\//);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
});

test(
  'a price at the foot of the live list takes its first press, and locks when its market is suspended',
  { tag: '@phone' },
  async ({ page }) => {
    // The rows below a phone's first screen hydrate as they come near it, or at their first press.
    await logInAs(page, await playerLike(page.request, DEMO), 'e2e-live-foot');
    await page.goto('/en/live/sport');
    // A row's prices are its market's group; its favourite star is a toggle too, outside the group.
    const rows = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('group').locator('button[aria-pressed="false"]:not([disabled])') });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(10);
    // A row near the foot, by its event's name (the feed may suspend a market above it meanwhile); the
    // phone's run and the desktop's, side by side, take different rows, as each suspends its own market.
    const fromFoot = isPhone(page) ? 1 : 2;
    const pricesOf = (event: string) =>
      page
        .getByRole('main')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: event }) })
        .getByRole('group')
        .locator('button[aria-pressed]');
    let event = '';
    let open = -1;
    // The row's first open price, by its place in the row: the demo's traders keep a few markets
    // suspended for good (apps/server/src/demo/events.ts), the first one of a row among them, and a
    // press on that row's first price waited for it to open until the journey's time ran out. The
    // simulator may also suspend the picked market just before the press: pick again then (a disabled
    // price takes no press, so the next pick's press is still the page's first).
    await expect(async () => {
      // A click that timed out may still have landed (a sticky league heading took the first try's
      // pointer, the retry's press went through as the time ran out): pressed, it is not pressed again.
      if (event && (await pricesOf(event).nth(open).getAttribute('aria-pressed')) === 'true') return;
      event = (await rows.nth(-fromFoot).getByRole('link').first().textContent()) ?? '';
      open = await pricesOf(event).evaluateAll((buttons) =>
        buttons.findIndex((button) => !(button as HTMLButtonElement).disabled),
      );
      expect(open, `an open price in the row of ${event}`).toBeGreaterThanOrEqual(0);
      await pricesOf(event).nth(open).click({ timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
    const price = pricesOf(event).nth(open);
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expect(slipOf(page)).toBeVisible();

    // The traders suspend its market (the demo feed's control): the row's prices lock, named so.
    const marketId = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('sb-betslip') ?? '{}') as {
        state?: { bets?: Record<string, { marketId: number }> };
      };
      return Object.values(stored.state?.bets ?? {})[0]?.marketId;
    });
    expect(marketId).toBeDefined();
    await setMarketStatus(page.request, marketId!, 'SUSPENDED');
    try {
      await expect(price).toBeDisabled();
      await expect(price).toHaveAccessibleName(/ suspended$/);
    } finally {
      await setMarketStatus(page.request, marketId!, 'OPEN');
    }
    await expect(price).toBeEnabled();
  },
);
