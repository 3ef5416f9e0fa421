import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, eur, isPhone, logInAs, playerLike, slipOf, type PlayerLogin } from './kit.ts';

/**
 * Odds per brand on the web (issue 18 part 5), at 390x844 and 1366x768 on the flagship: the boosted
 * price (power odds) with its mark and its dialog, the risk-group player's stake-limit notice, and
 * the parlay extra winnings under a multiple. The boost is found through the API, as the web finds
 * it, rather than by the demo data's names.
 */

const DEVICE = 'e2e-odds-boost-tests';
const RISK: PlayerLogin = { username: 'risk', password: 'risk-pass' };
const PARLAY: PlayerLogin = { username: 'parlay', password: 'parlay-pass' };

interface ApiOutcome {
  id: number;
  description: string;
  consolidatedPrice: { currentPrice: { decimal: number } };
}
interface ApiEvent {
  id: number;
  slug: string;
  description: string;
  eventPaths: { id: number }[];
  markets?: { id: number; description: string; status: 'OPEN' | 'SUSPENDED'; outcomes: ApiOutcome[] }[];
}

/** A decimal price as the web shows it in the default (euro) odds type. */
const euro = (decimal: number) => decimal.toFixed(2);

/** The flagship's one boost: its event, outcome, and prices without and with the boost. */
async function theBoost(page: Page) {
  const answer = await page.request.get('/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    powerOdds: Record<string, Record<string, number[]>>;
    odds: Record<string, { regular: number; boosted: number }>;
  };
  const [eventId, markets] = Object.entries(body.powerOdds)[0] ?? [];
  const [marketId, outcomeIds] = Object.entries(markets ?? {})[0] ?? [];
  const outcomeId = outcomeIds?.[0];
  const prices = body.odds[String(outcomeId)];
  if (!eventId || !marketId || outcomeId === undefined || !prices)
    throw new Error('The flagship has no boost');
  const event = (await (await page.request.get(`/xapi/rest/events/${eventId}?l=en`)).json()) as ApiEvent;
  const outcome = event.markets
    ?.find((m) => m.id === Number(marketId))
    ?.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) throw new Error('The boosted outcome is not offered');
  return { event, outcome, ...prices };
}

/** The slip, opened from its bar on phones when it is not open already. */
async function openSlip(page: Page): Promise<Locator> {
  const slip = slipOf(page);
  if (isPhone(page) && !(await slip.isVisible()))
    await page.getByRole('button', { name: /^Betslip, \d+ selections?(,|$)/ }).click();
  await expect(slip).toBeVisible();
  return slip;
}

test('the boosted favourite: its mark, its dialog by keyboard, and the slip at the boosted price', async ({
  page,
}) => {
  const boost = await theBoost(page);
  expect(boost.boosted).toBeGreaterThan(boost.regular);
  await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  await page.goto(`/en/events/${boost.event.slug}`);

  // The price button keeps its name (the boosted price) and says from what it was boosted.
  const badge = page.getByRole('button', { name: `Boosted odds on ${boost.outcome.description}` });
  await expect(badge).toBeVisible();
  const price = page.getByRole('button', {
    name: `${boost.outcome.description} ${euro(boost.boosted)}`,
    exact: true,
  });
  await expect(price.first()).toHaveAccessibleDescription(
    new RegExp(`Boosted odds, was ${euro(boost.regular).replace('.', '\\.')}$`),
  );
  await expect(price.first().locator('s')).toHaveAttribute('data-price', euro(boost.regular));

  await badge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Boosted odds' });
  await expect(dialog).toContainText(`Was ${euro(boost.regular)}, now ${euro(boost.boosted)}`);
  await expect(dialog).toContainText(boost.outcome.description);
  await expect(dialog).toContainText(boost.event.description);
  await expectNoSeriousA11yViolations(page, { within: dialog });

  await dialog.getByRole('button', { name: 'Add to betslip' }).click();
  await expect(dialog).toBeHidden();
  // As from a price: the phone's slip opens by itself, the desktop's is the right column.
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  const selection = slip.getByRole('list', { name: '1 selection' }).getByRole('listitem');
  await expect(selection).toContainText(boost.outcome.description);
  // Once the server has priced the slip too: the bet is at the boosted price.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('sb-betslip') ?? '{}') as {
          state?: { bets?: Record<string, { decimal: number; eventId: number | null }> };
        };
        return Object.values(stored.state?.bets ?? {}).map((b) => [b.decimal, b.eventId]);
      }),
    )
    .toEqual([[boost.boosted, boost.event.id]]);
  await expect(selection).toContainText(euro(boost.boosted));
});

test('a risk-group player is told their stake limit once per login', { tag: '@phone' }, async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, RISK), DEVICE);
  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: 'Your stake limit' });
  await expect(dialog).toContainText(`individual stake limit of ${eur(50)} per bet`);
  await expectNoSeriousA11yViolations(page, { within: dialog });
  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toBeHidden();

  // The next page of the same login asks for the details again, and says nothing.
  const details = page.waitForResponse((r) =>
    r.url().includes(`/xapi/icore/players/${session.username}/details`),
  );
  await page.goto('/en/sports');
  await details;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Your stake limit' })).toHaveCount(0);
});

test('a player outside the risk group is not told', async ({ page }) => {
  const session = await logInAs(page, await playerLike(page.request, DEMO), DEVICE);
  const details = page.waitForResponse((r) =>
    r.url().includes(`/xapi/icore/players/${session.username}/details`),
  );
  await page.goto('/en');
  expect(((await (await details).json()) as { riskGroup: boolean }).riskGroup).toBe(false);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Your stake limit' })).toHaveCount(0);
});

test(
  'a treble of three events at 1.20 or more shows its parlay extra winnings',
  { tag: '@phone' },
  async ({ page }) => {
    // The boost's league (days ahead in the demo schedule: nothing there goes in play meanwhile).
    const league = (await theBoost(page)).event.eventPaths.at(-1)?.id;
    const answer = await page.request.get(
      `/xapi/rest/events?eventPathIds=${league}&eventsPerPage=20&page=1&lightWeightResponse=true&l=en`,
    );
    const { events } = (await answer.json()) as { events: ApiEvent[] };
    // Three events' row prices of at least 1.20 (the promotion's leg minimum), one per event.
    const picks = events
      .map((event) => {
        // A market the demo's traders keep suspended cannot be picked.
        const market = event.markets?.[0];
        if (market?.status !== 'OPEN') return undefined;
        const outcome = market.outcomes.find((o) => o.consolidatedPrice.currentPrice.decimal >= 1.2);
        return market && outcome && { event, market, outcome };
      })
      .filter((p) => p !== undefined)
      .slice(0, 3);
    expect(picks).toHaveLength(3);

    await logInAs(page, await playerLike(page.request, PARLAY), DEVICE);
    for (const { event, market, outcome } of picks) {
      await page.goto(`/en/events/${event.slug}`);
      const group = page.getByRole('region', { name: market.description }).first();
      const price = group.getByRole('button', {
        name: `${outcome.description} ${euro(outcome.consolidatedPrice.currentPrice.decimal)}`,
        exact: true,
      });
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      if (isPhone(page)) {
        await slipOf(page).getByRole('button', { name: 'Close', exact: true }).click();
        await expect(slipOf(page)).toBeHidden();
      }
    }

    const slip = await openSlip(page);
    await expect(slip.getByRole('tab', { name: 'Multiples' })).toHaveAttribute('aria-selected', 'true');
    const treble = slip.getByRole('list', { name: 'Multiples' }).getByRole('listitem');
    await expect(treble).toContainText('Treble');
    const stake = slip.getByRole('textbox', { name: 'Stake for Treble' });
    await stake.click();
    if (isPhone(page)) {
      const keyboard = slip.getByRole('group', { name: 'Stake keyboard' });
      for (const key of '10') await keyboard.getByRole('button', { name: key, exact: true }).click();
    } else await stake.fill('10');
    await expect(stake).toHaveValue('10');
    await expect(treble).toContainText(/Parlay extra winnings \+€\d+\.\d{2}/);
  },
);
