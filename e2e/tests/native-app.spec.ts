import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { deposit, eur, isPhone, type ApiSession } from './kit.ts';

/**
 * The sportsbook inside a native app (issue 18 part 4, docs/decisions/native-app.md): the app opens
 * pages with `content-embedded=true` (no header, footer or side menu; the slip, dialogs and toasts
 * stay) and names itself in `betslip-origin`, which the slip sends as its origin id ('20' Android,
 * '21' iOS). The web asks the app to log in through the app's channel, which each test stubs as
 * the app's web view gives it; the app logs the player in on the platform and hands the token over
 * as the token-based flow's cookie, which the page reads on load.
 */

const NATIVE = { username: 'native', password: 'native-pass' };
const LEAGUE = '/en/sports/competitions/240-FOOT/england/premier-league';
const LOGIN_REQUIRED = JSON.stringify({ source: 'sportsbook', type: 'login-required' });
const PRICING = /\/xapi\/rest\/betslips\/pricing(\?|$)/;
const PLACEMENT = /\/xapi\/rest\/accounts\/\d+\/betslips\?/;

type Channel = 'react-native' | 'ios';

/**
 * The channel the app's web view gives the page, there before the page's own scripts run: React
 * Native's WebView, or a WKWebView's 'sportsbook' message handler. It records what the web posts.
 */
async function appChannel(page: Page, channel: Channel): Promise<void> {
  await page.addInitScript((kind) => {
    const posted: string[] = [];
    const target = { postMessage: (message: string) => void posted.push(message) };
    Object.assign(window, {
      postedToApp: posted,
      ...(kind === 'ios'
        ? { webkit: { messageHandlers: { sportsbook: target } } }
        : { ReactNativeWebView: target }),
    });
  }, channel);
}

const postedToApp = (page: Page) =>
  page.evaluate(() => (window as unknown as { postedToApp: string[] }).postedToApp);

/**
 * What the app does to log the player in: the platform's login (the token-based flow's), then the
 * token handed to the web view as the `sb_ext_token` cookie (and the terms answer the player gave).
 */
async function appLogsIn(
  page: Page,
  player = NATIVE,
  brand?: { code: string; origin: string },
): Promise<ApiSession> {
  // The test's own requests name the brand (X-SB-Brand): only the browser resolves *.localhost.
  const answer = await page.request.post('/xapi/icore/players/login', {
    data: player,
    headers: brand ? { 'X-SB-Brand': brand.code } : {},
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { session: ApiSession; alsToken: string; termsAccepted: boolean };
  const url = brand?.origin ?? new URL(answer.url()).origin;
  await page
    .context()
    .addCookies([
      { name: 'sb_ext_token', value: body.alsToken, url },
      ...(body.termsAccepted ? [{ name: 'pToU', value: 'accept', url }] : []),
    ]);
  return body.session;
}

/** Money for a test's stake, whatever other tests spent. */
const fund = (page: Page, session: ApiSession) => deposit(page.request, session, 5);

/** The page has logged in with the app's token (auth on load): the session it stores. */
const loggedInAs = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('sb-session') ?? '{}') as {
          state?: { session?: { username?: string } };
        }
      ).state?.session?.username,
  );

const nativePage = (path: string, origin: 'android-app' | 'ios-app') =>
  `${path}?content-embedded=true&betslip-origin=${origin}`;

/** The first Match Result price of the league page. */
const firstPrice = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('group', { name: /: Match Result$/ })
    .first()
    .getByRole('button')
    .first();

/** The model a pricing call sent; the placement sends the model itself. */
const pricedModel = (request: Request) => (request.postDataJSON() as { model: { originId: string } }).model;

async function expectContentOnly(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
}

/** The slip, a sheet at every size here (no right column); opened from its bar if a pick left it shut. */
async function openSlip(page: Page) {
  const slip = page.getByRole('dialog', { name: 'Betslip' });
  const bar = page.getByRole('button', { name: /^Betslip, \d+ selections?(,|$)/ });
  await expect(slip.or(bar)).toBeVisible();
  if (!(await slip.isVisible())) await bar.click();
  await expect(slip).toBeVisible();
  return slip;
}

/** Stakes 1 and places: the receipt shows; answers the placement request. */
async function placeOne(page: Page): Promise<Request> {
  const slip = await openSlip(page);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
  await expect(slip.getByRole('definition').first()).toHaveText(eur(1));
  const placement = page.waitForRequest((r) => PLACEMENT.test(r.url()) && r.method() === 'POST');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  return placement;
}

test(
  'content only in the Android app: a visitor’s pick asks the app to log in, then the bet is placed with origin id 20',
  { tag: '@phone' },
  async ({ page }) => {
    await appChannel(page, 'react-native');
    await page.goto(nativePage(LEAGUE, 'android-app'));
    await expectContentOnly(page);
    await expect(firstPrice(page)).toBeVisible();

    // The app logs its players in: a visitor's pick asks it, and the web's dialog stays shut.
    await firstPrice(page).click();
    await expect.poll(() => postedToApp(page)).toEqual([LOGIN_REQUIRED]);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);

    // The app hands the session over and reloads: the page logs in on load and adds the pick.
    await fund(page, await appLogsIn(page));
    const pricing = page.waitForRequest((r) => PRICING.test(r.url()) && r.method() !== 'GET');
    await page.reload();
    await expect.poll(() => loggedInAs(page)).toBe(NATIVE.username);
    expect(pricedModel(await pricing).originId).toBe('20');
    await expectContentOnly(page);

    const placement = await placeOne(page);
    expect((placement.postDataJSON() as { originId: string }).originId).toBe('20');
    // The content-only page with its slip open; the My Bets test scans one without a dialog.
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'content only in the iOS app: a logged-in player’s slip is priced and placed with origin id 21',
  { tag: '@phone' },
  async ({ page }) => {
    await appChannel(page, 'ios');
    await fund(page, await appLogsIn(page));
    await page.goto(nativePage(LEAGUE, 'ios-app'));
    await expectContentOnly(page);
    await expect.poll(() => loggedInAs(page)).toBe(NATIVE.username);
    const pricing = page.waitForRequest((r) => PRICING.test(r.url()) && r.method() !== 'GET');
    await firstPrice(page).click();
    await expect(firstPrice(page)).toHaveAttribute('aria-pressed', 'true');
    expect(pricedModel(await pricing).originId).toBe('21');

    const placement = await placeOne(page);
    expect((placement.postDataJSON() as { originId: string }).originId).toBe('21');
    expect(await postedToApp(page)).toEqual([]);
  },
);

test(
  'My Bets, logged out in the app, asks the app to log in instead of opening the dialog',
  { tag: '@phone' },
  async ({ page }) => {
    await appChannel(page, 'react-native');
    // The app's My Bets tab shows the My Bets page, content only.
    await page.goto(nativePage('/en/open_bets', 'android-app'));
    await expectContentOnly(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => postedToApp(page)).toEqual([LOGIN_REQUIRED]);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // An app that shows the web's own chrome: the footer's My Bets on phones asks the app too.
    if (isPhone(page)) {
      await page.goto('/en/sports?betslip-origin=android-app');
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: 'My Bets' })
        .click();
      await expect.poll(() => postedToApp(page)).toEqual([LOGIN_REQUIRED]);
      await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    }
  },
);

test('without a channel to the app, the web’s own login dialog opens', async ({ page }) => {
  await page.goto(nativePage('/en/open_bets', 'android-app'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test(
  'the savanna app hides Logout, which the app does itself; its web pages keep it',
  { tag: '@phone' },
  async ({ page }) => {
    const { port } = new URL(test.info().project.use.baseURL ?? page.url());
    const savanna = `http://savanna.localhost:${port}`;
    await appLogsIn(
      page,
      { username: 'savanna', password: 'savanna-pass' },
      { code: 'savanna', origin: savanna },
    );
    const logoutOffered = async (path: string) => {
      await page.goto(`${savanna}${path}`);
      await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
      await expect(page.getByRole('menuitem', { name: 'Transactions' })).toBeVisible();
      return page.getByRole('menuitem', { name: 'Log out' }).count();
    };
    // The app shows the web's chrome here, so the account menu is there to look at.
    expect(await logoutOffered('/en?betslip-origin=android-app')).toBe(0);
    expect(await logoutOffered('/en')).toBe(1);
  },
);
