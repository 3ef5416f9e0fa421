import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  auth,
  balanceOf,
  isPhone,
  logInAs,
  playerLike,
  slipOf,
  type ApiSession,
  type PlayerLogin,
} from './kit.ts';

/**
 * Free bets end to end (issue 14 part 5): a copy of the player `freebet` (`playerLike`: the same demo
 * tokens, the journey's own, so no other journey or run spends them) stakes a single with a token,
 * places it, and pays nothing.
 */

const FREEBET: PlayerLogin = { username: 'freebet', password: 'freebet-pass' };
const DEVICE = 'e2e-free-bets-tests';
const LEAGUE = '/en/sports/competitions/240-FOOT/england/premier-league';

interface Token {
  id: number;
  amount: string;
  description: string;
  status: string;
  minOdds: number;
}

async function tokensOf(page: Page, session: ApiSession): Promise<Token[]> {
  const answer = await page.request.get(`/xapi/rest/accounts/${session.id}/freebets`, {
    headers: auth(session),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { freeBets: Token[] }).freeBets;
}

/** Picks the first home price of the league page at or above `minOdds` (a token's minimum). */
async function pickAtLeast(page: Page, minOdds: number): Promise<void> {
  const rows = page.getByRole('main').getByRole('group', { name: /: Match Result$/ });
  await expect(rows.first()).toBeVisible();
  const homes = await rows.evaluateAll((groups) =>
    groups.map((group) => group.querySelector('button')?.textContent?.trim() ?? ''),
  );
  const index = homes.findIndex((text) => Number(text) >= minOdds);
  expect(index, `a home price of at least ${minOdds}`).toBeGreaterThanOrEqual(0);
  const price = rows.nth(index).getByRole('button').first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(slipOf(page)).toBeVisible();
}

test(
  'a player stakes a single with a free bet: the stake is the token, not returned, the balance stays and the token is spent',
  { tag: '@phone' },
  async ({ page }) => {
    const session = await logInAs(page, await playerLike(page.request, FREEBET), DEVICE);
    const available = (await tokensOf(page, session)).filter((t) => t.status === 'available');
    expect(available.length, 'the freebet player still holds a token').toBeGreaterThan(0);
    const before = await balanceOf(page.request, session);
    await page.goto(LEAGUE);
    await pickAtLeast(page, Math.max(...available.map((t) => t.minOdds)));
    const slip = slipOf(page);

    // Keyboard only: the select takes the first token the line may use.
    const picker = slip.getByRole('combobox', { name: /^Use a free bet for / });
    await expect(picker.getByRole('option')).toHaveCount(available.length + 1);
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const chosenId = Number(await picker.inputValue());
    const token = available.find((t) => t.id === chosenId);
    expect(token, 'the chosen option is one of the tokens').toBeDefined();
    const amount = `€${token!.amount}`;

    await expect(slip.getByText(`Free bet ${amount} — stake not returned`)).toBeVisible();
    await expect(slip.getByText(token!.description, { exact: true })).toBeVisible();
    // Nothing is paid: the total stake leaves the free bet out and shows it on its own row.
    await expect(slip.getByRole('definition').first()).toHaveText('€0.00');
    await expect(slip.getByRole('definition').nth(1)).toHaveText(amount);
    await expectNoSeriousA11yViolations(page, { within: slip });

    await slip.getByRole('button', { name: 'Place bet' }).click();
    // The receipt is the slip's usual one (axe-checked in betslip.spec.ts).
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();

    expect(await balanceOf(page.request, session)).toBeCloseTo(before, 2);
    const after = await tokensOf(page, session);
    expect(after.find((t) => t.id === chosenId)?.status).toBe('used');

    // The next slip no longer offers the spent token.
    await slip.getByRole('button', { name: 'Done', exact: true }).click();
    if (isPhone(page) && (await slipOf(page).isVisible()))
      await slipOf(page).getByRole('button', { name: 'Close', exact: true }).click();
    const left = after.filter((t) => t.status === 'available');
    await pickAtLeast(page, Math.max(token!.minOdds, ...left.map((t) => t.minOdds)));
    const next = slipOf(page).getByRole('combobox', { name: /^Use a free bet for / });
    if (left.length === 0) await expect(next).toHaveCount(0);
    else {
      await expect(next.getByRole('option')).toHaveCount(left.length + 1);
      await expect(next.locator(`option[value="${chosenId}"]`)).toHaveCount(0);
    }
  },
);
