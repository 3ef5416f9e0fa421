import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { auth, balanceOf, DEMO, eur, logInAs, playerLike } from './kit.ts';

const DEVICE = 'e2e-account-tests';

const pill = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

test('a deposit through the cashier raises the header balance and shows in the transactions', async ({
  page,
}) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  const before = await balanceOf(page.request, session);
  await page.goto('/en/account/balances');
  const balanceButton = pill(page).getByRole('button', { name: `Balance ${eur(before)}` });
  await expect(balanceButton).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();

  await balanceButton.click();
  const dialog = page.getByRole('dialog', { name: 'Cashier' });
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText('Enter an amount.')).toBeVisible();
  await dialog.getByLabel('Amount (EUR)').fill('25');
  await expectNoSeriousA11yViolations(page, { within: dialog });
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Deposited ${eur(25)}. Your balance is now ${eur(before + 25)}.`,
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(pill(page).getByRole('button', { name: `Balance ${eur(before + 25)}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Your transactions, newest first' });
  const firstRow = transactions.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Deposit');
  await expect(firstRow).toContainText(`+${eur(25)}`);
  await expect(firstRow).toContainText(eur(before + 25));
  await expectNoSeriousA11yViolations(page, { within: transactions });
});

test(
  'a withdrawal above the withdrawable amount is refused with the reason',
  { tag: '@phone' },
  async ({ page }) => {
    await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
    await page.goto('/en/account/balances');
    await pill(page).getByRole('button', { name: 'Deposit or withdraw' }).click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cashier' });
    await expect(dialog.getByText(/^You can withdraw up to €[\d,.]+\.$/)).toBeVisible();
    await dialog.getByLabel('Amount (EUR)').fill('9999');
    await dialog.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(dialog.getByText('This is more than you can withdraw.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: dialog });
  },
);

test('the header balance follows a deposit made elsewhere, on the next poll or focus', async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  const before = await balanceOf(page.request, session);
  await page.goto('/en/account');
  await expect(pill(page).getByRole('button', { name: `Balance ${eur(before)}` })).toBeVisible();

  const deposit = await page.request.post(`/xapi/rest/accounts/${session.id}/cashier/deposits`, {
    headers: auth(session),
    data: { amount: 10 },
  });
  expect(deposit.ok()).toBe(true);
  // user_wallet_poll_time is 10 s by default (SPEC.md §9).
  await expect(pill(page).getByRole('button', { name: `Balance ${eur(before + 10)}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('the balance can be hidden, and stays hidden after a reload', { tag: '@phone' }, async ({ page }) => {
  await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await page.goto('/en/account/bets');
  await pill(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(pill(page).getByRole('button', { name: 'Balance hidden' })).toHaveText('••••');
  await page.reload();
  await expect(pill(page).getByRole('button', { name: 'Balance hidden' })).toBeVisible();
  await pill(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(pill(page).getByRole('button', { name: /^Balance €/ })).toBeVisible();
});

test('account pages: profile with its session clock, open bets, login prompt; axe clean', async ({
  page,
}) => {
  await page.goto('/en/account');
  await expect(page.getByText('Log in to see your account')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await page.goto('/en/account');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  const clock = page.locator('time').first();
  await expect(clock).toHaveText(/^00:00:0\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  await expect(page.getByText('Account number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My bets' }).click();
  // The bets page is My Bets' open tab: the player's open bets, or its empty state when none.
  await expect(page.getByRole('tab', { name: 'Open bets', selected: true })).toBeVisible();
  await expect(page.getByText('You have no open bets').or(page.getByRole('article').first())).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: page.getByRole('main') });
});

test('a thousand-scaled player (VND) reads the balance in thousands', { tag: '@phone' }, async ({ page }) => {
  await logInAs(page, await playerLike(page.request, { username: 'vnd', password: 'vnd-pass' }), DEVICE);
  await page.goto('/en/account/balances');
  // 5,000,000 VND on the wire shows as 5,000 (SPEC.md §9).
  await expect(pill(page).getByRole('button', { name: /^Balance ₫5,0\d\d$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: pill(page) });
});
