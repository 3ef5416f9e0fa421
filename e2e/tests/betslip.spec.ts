import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  balanceOf,
  DEMO,
  deposit,
  eur,
  isPhone,
  logInAs,
  playerLike,
  setMarketStatus,
  slipOf,
} from './kit.ts';

/**
 * The betslip end to end (issue 6 part 4), the treble at 390x844 and 1366x768, the rest at one size
 * each (docs/decisions/test-budget.md): on phones the slip is an
 * overlay that opens when a player adds a bet (and a bar below the page when closed), on desktop
 * the right column's panel. Prices come from the real server; the demo feed controls
 * (DEMO_CONTROLS=on, docs/decisions/betslip-server.md) move a price or suspend a market on cue.
 * Every journey logs in as a copy of the demo player of its own (`playerLike`); journeys share the
 * server and its markets, so each reads the prices it needs first and leaves no market suspended.
 */

const DEVICE = 'e2e-betslip-tests';
const LEAGUE = '/en/sports/competitions/240-FOOT/england/premier-league';
/**
 * The league whose market a journey suspends: one no other journey reads, so a suspension never
 * takes a price from under another journey running beside it (the flagship's boost is on the
 * Premier League, and the odds-boost journey once found its market suspended by this one).
 */
const SUSPENDED_LEAGUE = '/en/sports/competitions/240-FOOT/england/league-one';

/** The Match Result prices of the league page's event rows. */
const rows = (page: Page) => page.getByRole('main').getByRole('group', { name: /: Match Result$/ });

/** The rows whose Match Result is open: the demo's traders keep a few markets suspended. */
const openRows = (page: Page) => rows(page).filter({ has: page.getByRole('button', { disabled: false }) });

/**
 * A player picks the home price of the n-th open event of the league page (from the end when
 * negative: -1 the last) and gets the slip shown (a phone's overlay opens by itself). Returns the
 * price as shown. A phone's page may show one round only (ten matches in the Premier League), and the
 * demo's traders may suspend any of them at the hour the journey runs (the tenth open row was missing
 * at 12:10 UTC on 2026-12-06): a journey that needs no particular row counts from the end, where no
 * other journey moves a price.
 */
async function pick(page: Page, index: number): Promise<number> {
  // The price offered ends the button's name ("Arsenal 2.52"); a boosted button's text also holds the
  // struck regular price, and which row the brand boosts depends on the hour (a treble read "NaN" once).
  const name = (await openRows(page).nth(index).getByRole('button').first().getAttribute('aria-label')) ?? '';
  // Pressed by its name: another journey may suspend a row above it meanwhile, which shifts the open rows.
  const price = rows(page).getByRole('button', { name, exact: true }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(slipOf(page)).toBeVisible();
  return Number(name.split(' ').at(-1));
}

/** On phones the overlay covers the page: close it to pick the next price. */
async function closeSlipOnPhone(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await slipOf(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(slipOf(page)).toBeHidden();
}

/** Opens the slip on phones from the betslip bar; on desktop it is always shown. */
async function openSlip(page: Page): Promise<Locator> {
  const slip = slipOf(page);
  if (isPhone(page) && !(await slip.isVisible()))
    await page.getByRole('button', { name: /^Betslip, \d+ selections?(,|$)/ }).click();
  await expect(slip).toBeVisible();
  return slip;
}

/** The outcome and market ids of the slip's bets, as the persisted betslip keeps them. */
async function slipBets(page: Page): Promise<{ outcomeId: number; marketId: number; decimal: number }[]> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sb-betslip') ?? '{}') as {
      state?: {
        bets?: Record<string, { outcomeId: number; marketId: number; decimal: number; ref: string }>;
      };
    };
    return Object.values(stored.state?.bets ?? {})
      .sort((a, b) => a.ref.localeCompare(b.ref))
      .map(({ outcomeId, marketId, decimal }) => ({ outcomeId, marketId, decimal }));
  });
}

async function typeStake(page: Page, field: Locator, amount: string): Promise<void> {
  await field.click();
  if (isPhone(page)) {
    // Phones type with the slip's own keyboard (SPEC.md §2).
    const keyboard = slipOf(page).getByRole('group', { name: 'Stake keyboard' });
    for (const key of amount) {
      await keyboard.getByRole('button', { name: key === '.' ? 'Decimal point' : key, exact: true }).click();
    }
  } else {
    await field.fill(amount);
  }
  await expect(field).toHaveValue(amount);
}

/** Raises an outcome's price through the demo feed control; answers the price now served. */
async function raisePrice(request: APIRequestContext, outcomeId: number, to: number): Promise<number> {
  const answer = await request.post(`/api/demo/feed/outcomes/${outcomeId}/price`, { data: { decimal: to } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { decimal: number }).decimal;
}

const PLACEMENT = /\/xapi\/rest\/accounts\/\d+\/betslips\?/;

test(
  'a player builds a treble from three events, sees its price and returns, places it and the balance falls by the stake',
  { tag: '@both-sizes' },
  async ({ page }) => {
    const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
    await deposit(page.request, session, 20);
    const before = await balanceOf(page.request, session);
    await page.goto(LEAGUE);

    const prices: number[] = [];
    for (const index of [0, 1, 2]) {
      prices.push(await pick(page, index));
      if (index < 2) await closeSlipOnPhone(page);
    }
    const slip = await openSlip(page);
    // A second bet switches the slip to the multiples view (SPEC.md §4).
    await expect(slip.getByRole('tab', { name: 'Multiples' })).toHaveAttribute('aria-selected', 'true');
    await expect(slip.getByRole('list', { name: '3 selections' }).getByRole('listitem')).toHaveCount(3);

    const product = prices.reduce((a, b) => a * b, 1);
    const treble = slip.getByRole('list', { name: 'Multiples' }).getByRole('listitem');
    await expect(treble).toContainText('Treble');
    await expect(treble).toContainText(product.toFixed(2));

    await typeStake(page, slip.getByRole('textbox', { name: 'Stake for Treble' }), '5');
    // Returns are the stake times the exact product of the prices, to the cent below.
    const returns = eur(Math.floor(5 * product * 100 + 1e-6) / 100);
    await expect(treble).toContainText(`Returns ${returns}`);
    await expect(slip.getByRole('definition').first()).toHaveText(eur(5));
    // The slip, and the three prices picked on the page (pressed, in the accent's colours).
    await expectNoSeriousA11yViolations(page, {
      within: slip.or(page.getByRole('main').locator('button[aria-pressed="true"]')),
    });

    // Booked to share: the code keeps the three selections (§7 retail codes).
    await slip.getByRole('button', { name: 'Book this bet' }).click();
    const code =
      (await slip
        .getByRole('status')
        .filter({ hasText: 'Booking code' })
        .locator('p')
        .nth(1)
        .textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6,12}$/);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByText('Treble')).toBeVisible();
    await expect(slip).toContainText(`Potential returns${returns}`);
    await expectNoSeriousA11yViolations(page, { within: slip });

    expect(await balanceOf(page.request, session)).toBeCloseTo(before - 5, 2);
    // The header balance is fetched again after a placement.
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Balance ${eur(before - 5)}` }),
    ).toBeVisible();

    await slip.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(rows(page).first().getByRole('button').first()).toHaveAttribute('aria-pressed', 'false');

    // The code loads the three selections into the empty slip again, as a friend's would.
    await slip.getByRole('button', { name: 'Load a booking code' }).click();
    await slip.getByRole('textbox', { name: 'Booking code' }).fill(code.toLowerCase());
    await slip.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(slip.getByRole('list', { name: '3 selections' }).getByRole('listitem')).toHaveCount(3);
  },
);

test('a double click on Place bet places one bet', { tag: '@phone' }, async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await deposit(page.request, session, 10);
  await page.goto(LEAGUE);
  await pick(page, 3);
  const slip = slipOf(page);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('2');
  await expect(slip.getByRole('definition').first()).toHaveText(eur(2));
  const before = await balanceOf(page.request, session);
  const placements: string[] = [];
  page.on('request', (request) => {
    if (PLACEMENT.test(request.url())) placements.push(request.url());
  });

  await slip.getByRole('button', { name: 'Place bet' }).dblclick();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  expect(placements).toHaveLength(1);
  expect(await balanceOf(page.request, session)).toBeCloseTo(before - 2, 2);
});

test('a price that rises during placement is refused with RES-00152, and taken with accept-higher-odds on', async ({
  page,
}) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await deposit(page.request, session, 10);
  await page.goto(LEAGUE);
  const shown = await pick(page, 4);
  const slip = slipOf(page);
  const [bet] = await slipBets(page);
  expect(bet?.decimal).toBe(shown);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
  const acceptHigher = slip.getByRole('checkbox', { name: 'Accept higher odds' });
  await expect(acceptHigher).not.toBeChecked();
  const before = await balanceOf(page.request, session);

  // The price moves while the placement is on its way (the route holds it until the feed moved).
  let raised = 0;
  await page.route(PLACEMENT, async (route) => {
    raised = await raisePrice(page.request, bet!.outcomeId, shown + 0.5);
    await route.continue();
  });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toContainText(
    'The price has changed. Check the new price and place your bet again.',
  );
  expect(raised).toBeGreaterThan(shown);
  expect(await balanceOf(page.request, session)).toBeCloseTo(before, 2);
  // The slip shows the new price beside the old one.
  await expect(
    slip.getByText(`Price changed from ${shown.toFixed(2)} to ${raised.toFixed(2)}`),
  ).toBeVisible();

  // With accept-higher-odds on, a higher price during placement is taken.
  await acceptHigher.check();
  let raisedAgain = 0;
  await page.unroute(PLACEMENT);
  await page.route(PLACEMENT, async (route) => {
    raisedAgain = await raisePrice(page.request, bet!.outcomeId, raised + 0.5);
    await route.continue();
  });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  expect(raisedAgain).toBeGreaterThan(raised);
  expect(await balanceOf(page.request, session)).toBeCloseTo(before - 1, 2);
});

test('a suspended selection is flagged and its placement refused', { tag: '@phone' }, async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await deposit(page.request, session, 10);
  await page.goto(SUSPENDED_LEAGUE);
  await pick(page, 0);
  const slip = slipOf(page);
  const [bet] = await slipBets(page);
  await setMarketStatus(page.request, bet!.marketId, 'SUSPENDED');
  try {
    const before = await balanceOf(page.request, session);
    // A stake prices the slip again at once: the suspension shows on the selection.
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
    await expect(slip.getByText('Suspended', { exact: true })).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('alert')).toContainText('This bet is suspended.');
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeHidden();
    expect(await balanceOf(page.request, session)).toBeCloseTo(before, 2);
    await expectNoSeriousA11yViolations(page, { within: slip });
  } finally {
    await setMarketStatus(page.request, bet!.marketId, 'OPEN');
  }
});

test('a stake above the balance is refused with its message', async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  const balance = await balanceOf(page.request, session);
  test.skip(balance > 9000, 'the demo balance is above the maximum stake');
  await page.goto(LEAGUE);
  await pick(page, 6);
  const slip = slipOf(page);
  const stake = String(Math.floor(balance) + 100);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toContainText('Your stake is greater than your balance.');
  expect(await balanceOf(page.request, session)).toBeCloseTo(balance, 2);
});

test('a reload keeps the slip, its view and its stakes', { tag: '@phone' }, async ({ page }) => {
  await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await page.goto(LEAGUE);
  const first = await pick(page, 0);
  await closeSlipOnPhone(page);
  const seventh = (await openRows(page).nth(7).getByRole('button').first().getAttribute('aria-label')) ?? '';
  await pick(page, 7);
  const slip = slipOf(page);
  await slip.getByRole('tab', { name: 'Singles' }).click();
  await slip
    .getByRole('textbox', { name: /^Stake for / })
    .first()
    .fill('3.5');

  await page.reload();
  const again = await openSlip(page);
  await expect(again.getByRole('tab', { name: 'Singles' })).toHaveAttribute('aria-selected', 'true');
  await expect(again.getByRole('list', { name: '2 selections' }).getByRole('listitem')).toHaveCount(2);
  await expect(again.getByRole('textbox', { name: /^Stake for / }).first()).toHaveValue('3.5');
  await expect(again.getByRole('list', { name: '2 selections' })).toContainText(first.toFixed(2));
  await expect(rows(page).getByRole('button', { name: seventh, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a visitor's selection survives the login", async ({ page }) => {
  const player = await playerLike(page.request, DEMO);
  await page.goto(LEAGUE);
  const price = openRows(page).nth(8).getByRole('button').first();
  const name = (await price.getAttribute('aria-label')) ?? '';
  await price.click();
  // A visitor's pick waits for the login (SPEC.md §4 "Logged-out add").
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(price).toHaveAttribute('aria-pressed', 'false');
  await login.getByLabel('Username').fill(player.username);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();

  await expect(price).toHaveAttribute('aria-pressed', 'true');
  // Added as a player's pick: the slip shows it (a phone's overlay opens by itself).
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  // A list's price is named 'Arsenal v Chelsea: Draw 3.80'; the slip says the outcome.
  const outcome = name.replace(/ [\d.]+$/, '').replace(/^.*: /, '');
  await expect(slip.getByRole('list', { name: '1 selection' })).toContainText(outcome);
});

test(
  "a server failure on placement shows 'Betslip: Something went wrong' with the request reference",
  { tag: '@phone' },
  async ({ page }) => {
    await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
    await page.goto(LEAGUE);
    await pick(page, -1);
    const slip = slipOf(page);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
    await page.route(PLACEMENT, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }),
    );
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText(/^Betslip: Something went wrong \(reference [0-9a-f-]{36}\)$/)).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  },
);
