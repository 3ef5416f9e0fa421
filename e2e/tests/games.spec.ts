import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { auth, isPhone, logInAs, playerLike, type ApiSession } from './kit.ts';

/*
 * Third-party games (issue 47; docs/decisions/games.md, games-provider.md, games-web.md): the
 * section page frames the demo provider's page, served on its own origin (games.localhost), which
 * moves money through the operator's wallet. Each journey has its own player; a virtual match opens
 * every 3 minutes and a crash round every 15 s, so a journey places its bet on whichever round is
 * taking bets, never on a moment of the schedule.
 */

const pill = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

/** The player's game rows in the ledger, as the transactions call lists them. */
async function gameRows(request: APIRequestContext, session: ApiSession) {
  const answer = await request.get(`/xapi/rest/accounts/${session.id}/transactions?pageSize=50`, {
    headers: auth(session),
  });
  const { transactions } = (await answer.json()) as { transactions: { kind: string; amount: number }[] };
  return transactions.filter((t) => t.kind.startsWith('GAME_')).map((t) => [t.kind, t.amount]);
}

/** The frame fills the page's column: as wide as the phone, most of the screen's height. */
async function expectFrameFillsTheSpace(page: Page, title: string): Promise<void> {
  const box = (await page.locator(`iframe[title="${title}"]`).boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isPhone(page)) expect(box.width).toBeGreaterThan(viewport.width - 48);
  expect(box.height).toBeGreaterThan(viewport.height * 0.6);
}

/** Presses until the game takes the bet: a round that is already under way says so and the next is tried. */
async function betUntilPlaced(game: FrameLocator, press: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await press();
    await expect(game.getByText(/^Bet placed/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a KRW player opens Cryptoblast and bets: the header balance drops by the stake, once @phone', async ({
  page,
}) => {
  const session = await logInAs(page, await playerLike(page.request, 'krw'), 'games-crash-phone');
  await page.goto('/en/cryptoblast');
  await expect(page.getByRole('heading', { level: 1, name: 'Cryptoblast' })).toBeVisible();
  await expect(pill(page).getByRole('button', { name: 'Balance ₩100,000' })).toBeVisible();
  const game = page.frameLocator('iframe[title="Cryptoblast"]');
  await expect(game.getByLabel('Stake (KRW)')).toHaveValue('1000');
  await expectFrameFillsTheSpace(page, 'Cryptoblast');
  // The highest auto cash-out: the round ends on its crash (nothing credited) before it pays.
  await game.getByLabel('Auto cash-out at (x)').fill('50');
  await betUntilPlaced(game, () => game.getByRole('button', { name: 'Bet', exact: true }).click());
  // The frame told the page money moved: the header asked the wallet again.
  await expect(pill(page).getByRole('button', { name: 'Balance ₩99,000' })).toBeVisible();
  const rows = await gameRows(page.request, session);
  expect(rows.filter(([kind]) => kind === 'GAME_STAKE')).toEqual([['GAME_STAKE', -1000]]);
});

test('a EUR player backs a team in the next virtual match: the balance drops once; the page passes axe', async ({
  page,
}) => {
  const session = await logInAs(page, await playerLike(page.request, 'cashout'), 'games-virtual-desktop');
  await page.goto('/en/sports/kiron');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiron Virtuals' })).toBeVisible();
  await expect(pill(page).getByRole('button', { name: 'Balance €100.00' })).toBeVisible();
  const game = page.frameLocator('iframe[title="Kiron Virtuals"]');
  await expect(game.getByRole('heading', { name: 'Next match' })).toBeVisible();
  await expectFrameFillsTheSpace(page, 'Kiron Virtuals');
  await game.getByLabel('Stake (EUR)').fill('5');
  await betUntilPlaced(game, async () => {
    await game.getByRole('group', { name: 'Match result' }).getByRole('button', { name: /^Home/ }).click();
    await game.getByRole('button', { name: 'Place bet' }).click();
  });
  await expect(pill(page).getByRole('button', { name: 'Balance €95.00' })).toBeVisible();
  await expect(game.getByText('Open', { exact: true })).toBeVisible();
  expect(await gameRows(page.request, session)).toEqual([['GAME_STAKE', -5]]);
  await expectNoSeriousA11yViolations(page);
});

test('a USDT player is not offered the sections §9 hides (the phone menu), and is told why at their address @both-sizes', async ({
  page,
}) => {
  await logInAs(page, await playerLike(page.request, 'usdt'), 'games-usdt');
  if (isPhone(page)) {
    // The drawer's games: the rule loads when the visitor reaches for the menu (docs/decisions/games-web.md).
    await page.goto('/en/sports');
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const games = page.getByRole('region', { name: 'Games' });
    const menuLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    // Before hydration nothing listens, so the focus moves again until the rule has answered.
    await expect(async () => {
      await menuLinks.nth(0).focus();
      await menuLinks.nth(1).focus();
      await expect(games.getByRole('link', { name: 'Virtual Sports' })).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(games.getByRole('link', { name: 'Esports', exact: true })).toBeVisible();
    await expect(games.getByRole('link', { name: 'Betradar Virtuals' })).toBeVisible();
    for (const hidden of ['Leap Games', 'Esportsbull', 'Cryptoblast', 'Powerball'])
      await expect(games.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.goto('/en/cryptoblast');
  await expect(page.getByText('Cryptoblast is not available in your currency (USDT).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse sports' })).toBeVisible();
  await expect(page.locator('iframe[title="Cryptoblast"]')).toHaveCount(0);
});
