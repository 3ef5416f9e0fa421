import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isPhone } from './kit.ts';

/**
 * A bettor on a keyboard alone (issues 17 and 42): from /en to a placed bet, cashed out after its
 * confirmation, and a logout, with no mouse. After every key the focus must be on a named element of
 * the page, never on the body; the journey counts its key presses (every key but the characters
 * typed into a field: at most 40 at either size, and at most 3 from a picked price to its stake) and
 * prints them with its Tabs. Each size has its own player (keys-desktop, keys-phone), so the journeys
 * never see each other's bets.
 */

const MAX_PRESSES = 40;
/** How far `tabTo` looks before it gives up. */
const MAX_TABS = 40;

class Keyboard {
  presses = 0;
  tabs = 0;
  readonly steps: string[] = [];
  private stepPresses = 0;

  constructor(private readonly page: Page) {}

  /** What has the focus: its role and accessible name, or 'BODY' when nothing has. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'BODY';
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
      return `${el.tagName.toLowerCase()} "${name}"`;
    });
  }

  /** The focus must settle on something other than the body (a dialog closing may pass through it). */
  async expectFocusKept(action: string): Promise<void> {
    await expect
      .poll(() => this.focused(), { message: `focus dropped to the body after ${action}`, timeout: 3000 })
      .not.toBe('BODY');
  }

  async press(key: string): Promise<void> {
    // Named in the failure: where the key was pressed.
    const from = await this.focused();
    await this.page.keyboard.press(key);
    this.counted();
    if (key === 'Tab' || key === 'Shift+Tab') this.tabs++;
    await this.expectFocusKept(`${key} on ${from}`);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    await this.expectFocusKept(`typing ${text}`);
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus. */
  async tabTo(target: Locator, backwards = false): Promise<void> {
    for (let i = 0; i < MAX_TABS; i++) {
      const reached = await target
        .evaluate((el) => el === document.activeElement)
        // Not there yet is "not reached"; a locator that matches two elements is the test's fault, said as such.
        .catch((error: unknown) => {
          if (String(error).includes('strict mode violation')) throw error;
          return false;
        });
      if (reached) return;
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target.toString()} not reached in ${MAX_TABS} Tabs`);
  }

  /** One more key pressed (one that `press` did not send: its focus is checked otherwise). */
  counted(): void {
    this.presses++;
    this.stepPresses++;
  }

  /** Ends a step of the journey: its key presses so far. */
  step(name: string): number {
    const presses = this.stepPresses;
    this.steps.push(`${name}: ${presses}`);
    this.stepPresses = 0;
    return presses;
  }
}

test(
  'a keyboard-only bettor logs in, places a bet, cashes it out after confirming, and logs out',
  { tag: '@both-sizes' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(page);
    const player = { username: phone ? 'keys-phone' : 'keys-desktop', password: 'keys-pass' };
    const keys = new Keyboard(page);
    const main = page.getByRole('main');
    const banner = page.getByRole('banner');

    await page.goto('/en');
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
    // The Tabs count the page's layout, not the feed's moment: a goal or a feed alert suspends a live
    // list's prices for a few seconds (at the e2e feed's 5x), and a first list with none open sent the
    // journey on to the next one (41 Tabs on a phone once, 32 on its retry). It waits for the first list
    // to offer a price, as a bettor looking at it would. Any list: the demo keeps a few markets
    // suspended, and the first list may be a game of one row all suspended (CI met an NPB game so,
    // and waited 30 s for it in vain); the journey goes to the first list with an open price below.
    await expect(
      main
        .getByRole('grid')
        .getByRole('button', { disabled: false, name: /\d\.\d\d$/ })
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    // Skip the header and menus.
    await keys.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await keys.press('Enter');
    keys.step('skip to content');

    // Into the first list of events with an open price (one Tab stop each), down to its first row with
    // one, then along that row to the price. The demo keeps a few markets suspended, as traders do: the
    // list that opens the page may be one, and so may its first row (CI met a first row all suspended).
    const openPrice = page.getByRole('button', { disabled: false, name: /\d\.\d\d$/ });
    const firstGrid = main.getByRole('grid').filter({ has: openPrice }).first();
    await keys.tabTo(firstGrid.getByRole('link').first());
    const row = firstGrid.getByRole('row').filter({ has: openPrice }).first();
    for (let i = 0; i < 10 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++) {
      await keys.press('ArrowDown');
    }
    const price = row.getByRole('button', { disabled: false }).first();
    for (let i = 0; i < 4 && !(await price.evaluate((el) => el === document.activeElement)); i++) {
      await keys.press('ArrowRight');
    }
    await expect(price).toBeFocused();
    // Named 'Arsenal v Chelsea: Draw 3.80' in a list: the outcome is between the event and the price.
    const outcome = ((await price.getAttribute('aria-label')) ?? '')
      .replace(/ [^ ]+$/, '')
      .replace(/^.*: /, '');
    keys.step('to a price');

    // A visitor's price asks for the login; the pick joins the slip after it.
    await keys.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await keys.tabTo(login.getByRole('textbox', { name: 'Username' }));
    await keys.type(player.username);
    await keys.tabTo(login.getByLabel('Password', { exact: true }));
    await keys.type(player.password);
    await keys.press('Enter');
    await expect(login).toBeHidden();
    keys.step('log in');

    // From the picked price to its stake in at most 3 keys, by a route the page shows: the focused pick
    // says 'Press S to stake' (on a phone the slip's sheet may have opened with the pick).
    const stake = page.getByRole('textbox', { name: `Stake for ${outcome}` });
    await expect(stake).toBeVisible();
    if (!(await stake.evaluate((el) => el === document.activeElement))) {
      if (await price.evaluate((el) => el === document.activeElement)) {
        await expect(price.getByText('Press S to stake')).toBeVisible();
        await expect(price).toHaveAccessibleDescription(/Press S to stake/);
        await keys.press('s');
      } else await keys.tabTo(stake);
    }
    await expect(stake).toBeFocused();
    await keys.type('1');
    expect(keys.step('to the stake'), 'key presses from the picked price to its stake').toBeLessThanOrEqual(
      3,
    );

    const placeBet = page.getByRole('button', { name: 'Place bet' });
    const placed = page.getByRole('heading', { name: 'Bet placed' });
    // Where the focus is at every frame from Place bet to the receipt: never on the body (issue 42).
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { __focusFrames: string[] }).__focusFrames = frames;
      const sample = () => {
        frames.push(document.activeElement === document.body ? 'BODY' : 'element');
        if (frames.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt++) {
      await keys.tabTo(placeBet);
      await keys.press('Enter');
      await expect(placed.or(page.getByRole('alert').first())).toBeVisible({ timeout: 30_000 });
    }
    await expect(placed).toBeVisible();
    // The receipt's heading takes the focus, so a screen reader hears the outcome at once, and shows it.
    await expect(placed).toBeFocused();
    await expect(placed).not.toHaveCSS('outline-style', 'none');
    const frames = await page.evaluate(
      () => (window as unknown as { __focusFrames: string[] }).__focusFrames,
    );
    expect(
      frames.filter((frame) => frame === 'BODY'),
      'frames with the focus on the body',
    ).toEqual([]);
    keys.step('place the bet');

    // My Bets from the receipt, one Tab from its heading (the phone's sheet closes on the way).
    await keys.tabTo(page.getByRole('button', { name: 'View in My Bets' }));
    await keys.press('Enter');
    const myBets = page.getByRole('dialog', { name: 'My Bets' });
    const card = myBets.getByRole('article').filter({ hasText: outcome }).first();
    await expect(card).toBeVisible();
    keys.step('to My Bets');

    // Cash-out asks first, saying the amount; only the confirmation moves money.
    const cashOut = card.getByRole('button', { name: /^Cash out €/ });
    const paid = card.getByRole('status').filter({ hasText: /^Cashed out €/ });
    for (let attempt = 0; attempt < 4 && !(await paid.isVisible()); attempt++) {
      await keys.tabTo(cashOut);
      await keys.press('Enter');
      const confirm = card.getByRole('button', { name: /^Confirm cash-out of €/ });
      await expect(confirm.or(card.getByRole('alert'))).toBeVisible();
      if (!(await confirm.isVisible())) continue;
      await expect(confirm).toBeFocused();
      await keys.press('Enter');
      await expect(paid.or(card.getByRole('alert'))).toBeVisible({ timeout: 20_000 });
    }
    await expect(paid).toBeVisible();
    await keys.expectFocusKept('the cash-out');
    keys.step('cash out');

    // Log out: My Bets closes, and back from the page the first way out is taken: the desktop side
    // menu's Log out, or the header's account menu and its Log out.
    await keys.press('Escape');
    await expect(myBets).toBeHidden();
    const focusedName = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
      );
    for (let i = 0; i < MAX_TABS && !['Log out', 'My account'].includes((await focusedName()) ?? ''); i++) {
      await keys.press('Shift+Tab');
    }
    if ((await focusedName()) === 'My account') {
      await keys.press('Enter');
      // Log out ends the menu: Up from its first item wraps round to it.
      const logOut = page.getByRole('menuitem', { name: 'Log out' });
      for (let i = 0; i < 10 && !(await logOut.evaluate((el) => el === document.activeElement)); i++) {
        await keys.press('ArrowUp');
      }
    }
    expect(await focusedName()).toBe('Log out');
    // The logout reloads the page (SPEC.md §4); the reloaded page gives Login the focus.
    const reloaded = page.waitForEvent('framenavigated');
    await page.keyboard.press('Enter');
    keys.counted();
    await reloaded;
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
    keys.step('log out');

    const summary = `${testInfo.project.name}: ${keys.presses} key presses, ${keys.tabs} of them Tabs (${keys.steps.join(', ')})`;
    console.log(summary);
    testInfo.annotations.push({ type: 'key presses', description: summary });
    expect(keys.presses).toBeLessThanOrEqual(MAX_PRESSES);
  },
);
