import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { isPhone } from './kit.ts';

/**
 * The demo brands (docs/decisions/brands.md): one server, three shop windows chosen by host name.
 * Chromium resolves every *.localhost name to this machine, so each brand is its own origin here.
 */
const BRANDS = {
  // The flagship's home page on a desktop, where its own site's header replaces the logo; the others on a phone.
  sportsbook: {
    host: 'localhost',
    name: 'Sportsbook',
    locale: 'en',
    theme: undefined,
    accent: '#ffcf33',
    tag: '@desktop',
  },
  savanna: {
    host: 'savanna.localhost',
    name: 'Savanna Bet',
    locale: 'en',
    theme: 'dark',
    accent: '#ff9f1c',
    tag: '@phone',
  },
  toro: {
    host: 'toro.localhost',
    name: 'Toro Apuestas',
    locale: 'es',
    theme: 'light',
    accent: '#ffc72c',
    tag: '@phone',
  },
} as const;

type BrandName = keyof typeof BRANDS;

/** The brand's address on the test server's port. */
function brandUrl(page: Page, brand: BrandName, path = '/'): string {
  const base = new URL(test.info().project.use.baseURL ?? page.url());
  return `http://${BRANDS[brand].host}:${base.port}${path}`;
}

const tokenOf = (page: Page, token: string) =>
  page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), token);

for (const brand of Object.keys(BRANDS) as BrandName[]) {
  test(
    `${BRANDS[brand].name}: its own home page, language, colours and theme`,
    { tag: BRANDS[brand].tag },
    async ({ page }) => {
      const { name, locale, theme, accent } = BRANDS[brand];
      await page.goto(brandUrl(page, brand));
      // `/` goes to the brand's language.
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      // On desktop the flagship shows its own site's header in place of the logo (content.spec.ts).
      const banner = page.getByRole('banner');
      if (brand === 'sportsbook' && !isPhone(page))
        await expect(banner.locator(`iframe[title="${name} site header"]`)).toBeVisible();
      else await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
      expect(await tokenOf(page, '--sb-accent')).toBe(accent);
      if (theme) await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Its prices: a row's price cell is named after the event and the market.
      await expect(page.getByRole('group', { name: / v .+: / }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`${brand}-home.png`) });
    },
  );
}

test('a brand that fixes its theme offers no theme choice; the flagship does', async ({ page }) => {
  const themeChoice = async (brand: BrandName) => {
    await page.goto(brandUrl(page, brand, `/${BRANDS[brand].locale}/sports`));
    if (isPhone(page))
      await page
        .getByRole('button', { name: /menu|menú/i })
        .first()
        .click();
    await page
      .getByRole('button', { name: /^(settings|ajustes|configuración)$/i })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    return panel.getByRole('radiogroup', { name: /theme|tema/i }).count();
  };
  expect(await themeChoice('sportsbook')).toBe(1);
  expect(await themeChoice('savanna')).toBe(0);
});

/** The brand's login dialog, opened from the header of its English pages. */
async function openLogin(page: Page, brand: BrandName) {
  await page.goto(brandUrl(page, brand, '/en'));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(brand);
  return dialog;
}

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'My account' });

test(
  "a brand's players log in there, by its flow, and another brand's do not",
  { tag: '@phone' },
  async ({ page }) => {
    // The flagship's player is nobody at Savanna.
    const stranger = await openLogin(page, 'savanna');
    await stranger.getByLabel('Username').fill('demo');
    await stranger.getByLabel('Password', { exact: true }).fill('demo-pass');
    await stranger.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials.');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.keyboard.press('Escape');

    // Savanna's token-based flow: the platform's login, its token kept as the external token cookie.
    const savanna = await openLogin(page, 'savanna');
    await savanna.getByLabel('Password', { exact: true }).fill('savanna-pass');
    const icoreLogin = page.waitForResponse((answer) => answer.url().includes('/xapi/icore/players/login'));
    await savanna.getByRole('button', { name: 'Log in' }).click();
    expect((await icoreLogin).status()).toBe(200);
    await expect(accountMenu(page)).toBeVisible();
    const cookies = await page.context().cookies(brandUrl(page, 'savanna'));
    expect(cookies.map((cookie) => cookie.name)).toContain('sb_ext_token');

    // Toro's legacy flow, one session at a time: a confirmation first.
    const toro = await openLogin(page, 'toro');
    await toro.getByLabel('Password', { exact: true }).fill('toro-pass');
    await toro.getByRole('button', { name: 'Log in' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'One device at a time' });
    await expect(confirm.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { within: confirm });
    const headerLogin = page.waitForResponse((answer) => answer.url().includes('/header_login/authenticate'));
    await confirm.getByRole('button', { name: 'Continue' }).click();
    expect((await headerLogin).status()).toBe(200);
    await expect(accountMenu(page)).toBeVisible();
  },
);
