import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  auth,
  balanceOf,
  DEMO,
  deposit,
  eur,
  logInAs,
  playerLike,
  resultMarket,
  type ApiSession,
} from './kit.ts';

/**
 * The jackpot end to end (issue 44 part 3), two journeys (docs/decisions/test-budget.md): a player
 * enters a pool at phone size and is paid its top tier; the §8 booking refusals at desktop size. Each
 * journey opens a pool of its own through the demo control (DEMO_CONTROLS=on, POST
 * /api/demo/jackpot/pools) over the games of a league no other journey uses, so the results it posts
 * settle no other journey's pool and take no price from under one.
 */

const DEVICE = 'e2e-jackpot-tests';
/** The leagues of the two journeys' pools (country and league slugs of the catalogue). */
const WINNING_LEAGUE = ['italy', 'serie-b'] as const;
const REFUSALS_LEAGUE = ['france', 'ligue-2'] as const;
/** A pool closes at its first kick-off: its games start no sooner than this after the journey begins. */
const CLOSE_MARGIN_MS = 15 * 60_000;

interface Game {
  id: number;
  description: string;
  eventDate: string;
  eventPaths: { slug: string }[];
  markets?: { description: string; status: string }[];
}

interface Pool {
  jackpotId: number;
  name: string;
  events: {
    ordinal: number;
    reserve: boolean;
    eventDescription: string;
    marketId: number;
    outcomes: { outcomeId: number; outcomeDescription: string }[];
  }[];
}

/** `count` pre-match games of a league that offer an open match result and kick off after the margin. */
async function leagueGames(request: APIRequestContext, [country, league]: readonly string[], count: number) {
  const found: Game[] = [];
  for (let page = 1; page <= 10 && found.length < count; page++) {
    const answer = await request.get(
      // Each game with its row's market only (the match result): a tenth of the bytes of the full list.
      `/xapi/rest/events?eventPathIds=240&periodType=PRE_MATCH&eventsPerPage=200&page=${page}&lightWeightResponse=true&l=en`,
    );
    expect(answer.ok()).toBe(true);
    const { events, totalPages } = (await answer.json()) as { events: Game[]; totalPages: number };
    found.push(
      ...events.filter(
        (game) =>
          game.eventPaths[1]?.slug === country &&
          game.eventPaths.at(-1)?.slug === league &&
          Date.parse(game.eventDate) > Date.now() + CLOSE_MARGIN_MS &&
          game.markets?.some((m) => m.description === 'Match Result' && m.status === 'OPEN'),
      ),
    );
    if (page >= totalPages) break;
  }
  expect(found.length, `pre-match games of ${country}/${league}`).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** A pool of its own over those games, the last `reserves` of them its reserves. */
async function openPool(request: APIRequestContext, games: Game[], reserves: number): Promise<Pool> {
  const answer = await request.post('/api/demo/jackpot/pools', {
    data: { eventIds: games.map((g) => g.id), reserves },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Pool;
}

const slugOf = (pool: Pool) => `${pool.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${pool.jackpotId}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A match's prices on the pool page: the group named after its place and event. */
const matchOf = (page: Page, event: Pool['events'][number]) =>
  page.getByRole('group', { name: new RegExp(`: ?${escape(event.eventDescription)}$`) });

/** An outcome's button in its match ('Home v Away: Home 2.10', or the name alone without a price). */
const outcomeOf = (page: Page, event: Pool['events'][number], index: number) =>
  matchOf(page, event).getByRole('button', {
    name: new RegExp(
      `^${escape(event.eventDescription)}: ${escape(event.outcomes[index]!.outcomeDescription)}( \\S+)?$`,
    ),
  });

interface Entry {
  id: string;
  status: string;
  returns: string;
  totalCost: string;
}

async function settledEntries(request: APIRequestContext, session: ApiSession): Promise<Entry[]> {
  const answer = await request.get(`/xapi/rest/accounts/${session.id}/jackpotbets?settled=true`, {
    headers: auth(session),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: Entry[] }).entries;
}

test(
  'a player enters a pool with a doubled match, finds the entry in My Bets, and is paid the top tier',
  { tag: '@phone' },
  async ({ page }) => {
    const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
    await deposit(page.request, session, 10);
    const pool = await openPool(page.request, await leagueGames(page.request, WINNING_LEAGUE, 4), 1);
    const before = await balanceOf(page.request, session);

    await page.goto(`/en/jackpot/sport/${slugOf(pool)}`);
    await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible();
    const [first, ...rest] = pool.events;
    // The first match doubled (home or draw), every other one on its home side: two lines.
    for (const [event, index] of [[first!, 0], [first!, 1], ...rest.map((e) => [e, 0] as const)] as const) {
      const button = outcomeOf(page, event, index);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    const bar = page.getByRole('button', { name: /^Jackpot slip/ });
    await expect(bar).toContainText(`2 lines · ${eur(2)}`);
    await expectNoSeriousA11yViolations(page);

    await bar.click();
    const slip = page.getByRole('dialog', { name: 'Jackpot slip' });
    await expect(slip.getByRole('status').first()).toHaveText('Every match picked');
    await expect(slip.getByRole('button', { name: /^Remove .+ \((Match|Reserve) \d+\)$/ })).toHaveCount(5);
    await expect(slip.getByText('Reserve 1', { exact: true })).toBeVisible();
    await slip.getByRole('button', { name: 'Place entry' }).click();
    const receipt = slip.getByRole('region', { name: 'Entry placed' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(`Lines2`);
    await expect(receipt).toContainText(`Total cost${eur(2)}`);
    expect(await balanceOf(page.request, session)).toBeCloseTo(before - 2, 2);

    await receipt.getByRole('link', { name: 'View in My Bets' }).click();
    await expect(page.getByRole('tab', { name: 'Jackpot' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: pool.name }).first();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Cost${eur(2)}`);

    // Every match ends in a home win: the line of home picks is all right (the top tier).
    for (const event of pool.events)
      await resultMarket(page.request, event.marketId, event.outcomes[0]!.outcomeId);
    await expect
      .poll(async () => (await settledEntries(page.request, session)).map((e) => e.status), {
        timeout: 30_000,
      })
      .toEqual(['WON']);
    const [won] = await settledEntries(page.request, session);
    const returns = Number(won!.returns);
    expect(returns).toBeGreaterThanOrEqual(100);
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Balance ${eur(before - 2 + returns)}` }),
    ).toBeVisible({ timeout: 30_000 });
    await page.reload();
    const settled = page.getByRole('article', { name: pool.name }).first();
    await expect(settled.getByText('Won', { exact: true })).toBeVisible();
    await expect(settled).toContainText(`Returns${eur(returns)}`);
  },
);

test("a pick the pool's rules refuse shows the §8 text and leaves the picks as they were", async ({
  page,
}) => {
  await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  const pool = await openPool(page.request, await leagueGames(page.request, REFUSALS_LEAGUE, 3), 1);
  await page.goto('/en/jackpot');
  await expect(page.getByRole('article', { name: pool.name }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/en/jackpot/sport/${slugOf(pool)}`);
  const [first, , reserve] = pool.events;
  for (const index of [0, 1]) await outcomeOf(page, first!, index).click();
  await outcomeOf(page, first!, 2).click();
  const firstRow = page.getByRole('listitem').filter({ has: matchOf(page, first!) });
  await expect(firstRow.getByRole('alert')).toHaveText('Cannot book all selections on a market');
  await expect(outcomeOf(page, first!, 2)).toHaveAttribute('aria-pressed', 'false');

  await outcomeOf(page, reserve!, 0).click();
  await outcomeOf(page, reserve!, 1).click();
  const reserveRow = page.getByRole('listitem').filter({ has: matchOf(page, reserve!) });
  await expect(reserveRow.getByRole('alert')).toHaveText(
    'Cannot book more than 1 selection on a reserve market',
  );
  await expect(outcomeOf(page, reserve!, 1)).toHaveAttribute('aria-pressed', 'false');
  // The slip in the right column holds the three picks that stood.
  const slip = page.getByRole('region', { name: 'Jackpot slip' });
  await expect(slip.getByRole('button', { name: /^Remove .+ \((Match|Reserve) \d+\)$/ })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});
