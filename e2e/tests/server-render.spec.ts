import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { slugs } from './kit.ts';
import { expectServerRendered, watchHydration } from './page-checks.ts';

/**
 * Public pages arrive rendered by the server (docs/decisions/first-screen.md): a visitor without
 * JavaScript still reads the events and their prices, and the browser takes the page over without
 * a hydration mismatch, on every public route of SPEC.md §2.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the sports page and an event page show their events and prices',
    { tag: '@phone' },
    async ({ page }) => {
      const { event, eventName } = await slugs(page);

      await page.goto('/en/sports');
      await expect(page).toHaveTitle(/Sports/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Each price is a button named by its selection and price, as with JavaScript.
      const prices = page.getByRole('button', { name: /\d+\.\d\d$/ });
      expect(await prices.count()).toBeGreaterThan(10);
      await expect(page.getByRole('link', { name: /.+ v .+/ }).first()).toBeVisible();

      await page.goto(`/en/events/${event}`);
      await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(eventName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.getByRole('button', { name: /\d+\.\d\d$/ }).first()).toBeVisible();
      // Search engines read the event as schema.org data.
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { '@type'?: string; name?: string; startDate?: string };
      expect(data['@type']).toBe('SportsEvent');
      expect(data.name).toBe(eventName);
      expect(Date.parse(data.startDate ?? '')).not.toBeNaN();

      // A football match's page carries its first screen's six market groups of its 24 or more; the
      // rest render in the browser at the reader's first move (features/event/components/event-markets.tsx).
      const match = (
        (await (
          await page.request.get('/xapi/rest/events?eventPathIds=240&eventsPerPage=1&page=1&l=en')
        ).json()) as { events: { slug: string; markets: { marketGroupId: number }[] }[] }
      ).events[0]!;
      expect(new Set(match.markets.map((m) => m.marketGroupId)).size).toBeGreaterThan(6);
      await page.goto(`/en/events/${match.slug}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
    },
  );
});

test('a page whose script cannot load still takes a press on its links', async ({ page }) => {
  // The starter turns pointers off until the app has hydrated; a failed entry must turn them on again.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/en/sports');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  const match = page
    .getByRole('main')
    .getByRole('link', { name: /.+ v .+/ })
    .first();
  const name = (await match.textContent()) ?? '';
  const href = (await match.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/events\//);
  await match.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0] ?? '');
});

/** The browser took the page over (React marks the container it hydrated). */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
}

test(
  "the home page's first screen asks the API nothing for its content; answers checked bring the schemas",
  { tag: '@phone' },
  async ({ page }) => {
    // A phone says it is one (its client hint), and the server renders the phone's layout and settings.
    const phone = test.info().project.name.startsWith('mobile');
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': phone ? '?1' : '?0' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/x?api\/|\/assets\/schemas-/.test(pathname)) asked.push(pathname);
    });
    // A page of its own, rendered for this visit: the server may send a page another journey had it
    // render up to 15 s before (its page cache, server/web/server-render.ts), and the browser then
    // rightly refetches what has gone stale since (CI met it once).
    await page.goto(`/en?visit=${Date.now()}`, { waitUntil: 'networkidle' });
    await expectHydrated(page);
    // Its settings, events and power odds came with the page. (The viewer's own parts, adverts, are
    // asked after hydration, and may bring the schemas already.)
    expect(asked.filter((path) => path.startsWith('/xapi/') || path.includes('settings'))).toEqual([]);
    // Only their group of schemas: the catalogue's, the slip's and the account's are not built for them.
    expect(asked.filter((path) => /schemas-(catalog|live|bets|account)-/.test(path))).toEqual([]);

    // A page the browser renders itself asks for its events, and checks them with the schemas. (The
    // home page stays on screen while the sports page's code loads: ask the network, not the prices.)
    await page.getByRole('main').getByRole('link', { name: 'All sports' }).click();
    await expect(page).toHaveURL(/\/en\/sports$/);
    await expect.poll(() => asked).toContain('/xapi/rest/events');
    // The group's chunk is asked a task after zod's (api/response-schemas.ts, afterZod).
    await expect
      .poll(() => asked)
      .toContainEqual(expect.stringMatching(/^\/assets\/schemas-catalog-[\w-]+\.js$/));
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /\d+\.\d\d$/ })
        .first(),
    ).toBeVisible();
  },
);

/** The answer a server page carries in its state for the query whose key starts with `key`. */
async function serverAnswer<T>(page: Page, path: string, key: string): Promise<T> {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const state = JSON.parse(
    /<script type="application\/json" id="sb-server-state">(.*?)<\/script>/s.exec(html)![1]!,
  ) as { queries: { queries: { queryKey: unknown[]; state: { data: T } }[] } };
  return state.queries.queries.find((q) => q.queryKey[0] === key)!.state.data;
}

test(
  "the live list's page sends the events of its first screen, every sport counted; the feed brings the rest",
  { tag: '@phone' },
  async ({ page }) => {
    const { sports } = await serverAnswer<{ sports: { eventCount: number; events: unknown[] }[] }>(
      page,
      '/en/live/sport',
      'live-page',
    );
    const sent = sports.reduce((n, s) => n + s.events.length, 0);
    const live = sports.reduce((n, s) => n + s.eventCount, 0);
    // The demo keeps 60 games in play: the first screen's twelve rows, whole leagues, are far fewer.
    expect(sent).toBeGreaterThanOrEqual(12);
    expect(sent).toBeLessThan(live);

    await page.goto('/en/live/sport');
    // A game's own link (not its "+N more markets for …" link).
    const games = page.getByRole('main').getByRole('link', { name: /^(?!\+).+ v .+$/ });
    await expect(games.first()).toBeVisible();
    // Scrolled down, the list goes on past what the page brought: at the reader's first key the page
    // asked for the feed's snapshot, which holds the rest.
    await expect(async () => {
      await page.keyboard.press('End');
      expect(await games.count()).toBeGreaterThan(sent);
    }).toPass({ timeout: 15_000 });
  },
);

test("the sports overview's page sends the sports without their countries; a sport opened in the menu lists them", async ({
  page,
}) => {
  const { eventPaths } = await serverAnswer<{
    eventPaths: { description: string; eventCount: number; children: unknown[] }[];
  }>(page, '/en/sports', 'eventpathtree');
  expect(eventPaths.find((s) => s.description === 'Football')?.eventCount).toBeGreaterThan(0);
  expect(eventPaths.every((s) => s.children.length === 0)).toBe(true);

  await page.goto('/en/sports');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Football countries', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'England' })).toBeVisible();
});

/**
 * The public routes that are not among the pages checked whole (axe-pages.spec.ts: each of those is
 * server-rendered and hydrated there too, on its one visit at each size).
 */
test('every other public route hydrates without a mismatch', { tag: '@both-sizes' }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchHydration(page);
  const routes = [
    '/en/sports/fixtures',
    '/en/sports/competitions',
    '/en/sports/outrights',
    '/en/sports/competitions/240-FOOT/england',
    '/en/sports?active-coupon=3',
    '/en/live/sport/240-FOOT',
    '/es/sports',
  ];
  for (const route of routes) {
    // Not waiting for the load event: the adverts' images do not hydrate anything.
    await expectServerRendered(await page.goto(route, { waitUntil: 'domcontentloaded' }));
    // The page's boundary has hydrated and the browser been idle since (app/router.tsx PageHydrated):
    // a mismatch is reported before then. Waiting for the network to go quiet instead cost a second
    // or two a page, on pages whose adverts and prices keep asking; and a polled assertion's
    // growing intervals up to one more second: the page is watched at every frame.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return (
          root !== null &&
          !root.hasAttribute('data-hydrating') &&
          Object.keys(root).some((key) => key.startsWith('__reactContainer'))
        );
      },
      undefined,
      { polling: 'raf' },
    );
  }
  expect(problems).toEqual([]);
});

test('a page whose event, promotion or public page does not exist answers 404 and says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchHydration(page);
  // Search engines drop a missing page only when its status says so, not by its words.
  const missing = [
    ['/en/events/no-such-match-999999999', 'Event not found'],
    ['/en/live/no-such-match-999999999', 'Event not found'],
    ['/en/promotions/no-such-promotion', 'This promotion has ended or does not exist'],
    ['/en/public/no-such-page', 'Page not found'],
    ['/en/sports/competitions/240-FOOT/atlantis', 'Competition not found'],
    ['/en/sports?active-coupon=99999', 'Coupon not found'],
  ] as const;
  for (const [route, heading] of missing) {
    const answer = await page.goto(route, { waitUntil: 'networkidle' });
    expect(answer?.status(), route).toBe(404);
    // The not-found view is in the served HTML, and stays once the browser has taken the page over.
    expect(await answer?.text()).toContain(heading);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A page that exists still answers 200.
  expect((await page.goto('/en/promotions'))?.status()).toBe(200);
  expect(problems).toEqual([]);
});

test(
  "the live list's page carries its first screen's rows, and the rest render as the reader scrolls",
  { tag: '@phone' },
  async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
    // The server's page: the rows of the first screen only (docs/decisions/first-screen.md, issue 49).
    const html = await (
      await page.request.get('/en/live/sport', { headers: { accept: 'text/html' } })
    ).text();
    expect(html.match(/role="rowgroup"/g)).toHaveLength(12);

    await page.goto('/en/live/sport');
    const rows = page.getByRole('main').getByRole('rowgroup');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    const total = Number(
      /\((\d+)\)/.exec((await page.getByRole('link', { name: /^All live/ }).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(12);
    // Scrolled to the list's end, a screen's worth at a time, up to the page's 50.
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      expect(await rows.count()).toBe(Math.min(total, 50));
    }).toPass();
    // A keyboard or screen-reader user coming into the list gets every row of the page at once.
    await page.goto('/en/live/sport');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await rows.first().getByRole('link').first().focus();
    await expect(rows).toHaveCount(Math.min(total, 50));
    // A row rendered in the browser takes a press as the server's rows do: a live price asks a visitor
    // who is not logged in to log in first.
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    await last
      .getByRole('button', { name: /\d+\.\d\d/, disabled: false })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  },
);
