import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { deposit, isPhone, logInAs, playerLike, DEMO, slugs } from './kit.ts';
import { expectNothingCutShort } from './page-checks.ts';

/*
 * Languages (issue 48; docs/decisions/languages.md, right-to-left.md). Arabic is served right to
 * left, mirrored, readable and axe clean; the pseudo-locale (every text accented and 40 % longer)
 * shows no label out of its box at either size. Names are read from the language's own texts, so a
 * journey finds the controls a bettor in that language sees.
 */

type Texts = { [key: string]: string | Texts };
const LOCALES = join(import.meta.dirname, '../../apps/web/src/i18n/locales');

/** A text of the web's catalogue, e.g. text('ar', 'betslip', 'receipt.title'). */
function text(language: string, namespace: string, key: string): string {
  const texts = JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Texts;
  const found = key
    .split('.')
    .reduce<Texts | string | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), texts);
  if (typeof found !== 'string') throw new Error(`no text ${language}/${namespace}/${key}`);
  return found;
}

/** A text with `{{…}}` standing for anything: the start of a name that carries a value. */
const pattern = (value: string) =>
  new RegExp(
    `^${value
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}`,
  );

/**
 * A screenshot kept with the run (the visual check of right-to-left pages): in the test's output
 * folder and attached to its report, named by the page and the project's size.
 */
async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A price of the page that is open to bets. */
const anOpenPrice = (page: Page) =>
  page.getByRole('main').locator('button[aria-pressed="false"][aria-label]:not([disabled])').first();

test('Arabic: home, an event, the slip and My Bets are right to left, mirrored and readable @both-sizes', async ({
  page,
}, testInfo) => {
  const session = await logInAs(
    page,
    await playerLike(page.request, DEMO),
    `e2e-languages-ar-${testInfo.project.name}`,
  );
  await deposit(page.request, session, 10);
  await page.goto('/ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);

  if (!isPhone(page)) {
    // The layout is mirrored: the side menu at the right edge, the slip's column at the left.
    const main = (await page.getByRole('main').boundingBox())!;
    const menu = (await page
      .getByRole('complementary', { name: text('ar', 'common', 'menu.sidebar') })
      .boundingBox())!;
    const slip = (await page.getByRole('region', { name: text('ar', 'betslip', 'title') }).boundingBox())!;
    expect(menu.x, 'the side menu is right of the page').toBeGreaterThanOrEqual(main.x + main.width - 1);
    expect(slip.x + slip.width, 'the slip is left of the page').toBeLessThanOrEqual(main.x + 1);
  }
  await keep(page, testInfo, 'ar-home');

  const { event } = await slugs(page);
  await page.goto(`/ar/events/${event}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Held by its name: once pressed, it is no longer an unpressed price.
  const name = (await anOpenPrice(page).getAttribute('aria-label'))!;
  const price = page.getByRole('main').getByRole('button', { name, exact: true }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const slip = isPhone(page)
    ? page.getByRole('dialog', { name: text('ar', 'betslip', 'title') })
    : page.getByRole('region', { name: text('ar', 'betslip', 'title') });
  await expect(slip).toBeVisible();
  await keep(page, testInfo, 'ar-event-and-slip');

  await slip.getByRole('textbox', { name: pattern(text('ar', 'betslip', 'stakeFor')) }).fill('1');
  await slip.getByRole('button', { name: text('ar', 'betslip', 'place') }).click();
  await expect(slip.getByRole('heading', { name: text('ar', 'betslip', 'receipt.title') })).toBeVisible();

  await page.goto('/ar/open_bets');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text('ar', 'my-bets', 'title') })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  // Money and odds read in Latin digits, as the numbering system is pinned (docs/decisions/languages.md).
  await expect(main.getByRole('article').first()).toContainText(/€\s?1\.00|1\.00\s?€/);
  await expect(main.getByRole('article').first()).not.toContainText(/[٠-٩]/);
  await keep(page, testInfo, 'ar-my-bets');
  if (isPhone(page)) await expectNoSeriousA11yViolations(page);
});

test('the server renders the sports page in the language of its path: Arabic right to left, Spanish, Japanese', async ({
  page,
}) => {
  const html = async (path: string) =>
    (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const arabic = await html('/ar/sports');
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain('كرة القدم');
  expect(await html('/es/sports')).toContain('Fútbol');
  await page.goto('/ja/sports');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('heading', { level: 1, name: text('ja', 'sports', 'sportsTitle') }),
  ).toBeVisible();
  // The catalogue's sport name in Japanese: in the sports menu, whichever sports the overview's first
  // screen highlights at this hour (basketball's alone, some mornings).
  await expect(page.getByText('サッカー').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the pseudo-locale (40 % longer) cuts no label short on home, sports, an event and the slip @both-sizes', async ({
  page,
}) => {
  const { event } = await slugs(page);
  for (const path of ['/xx', '/xx/sports', `/xx/events/${event}`]) {
    await page.goto(path);
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
    await expectNothingCutShort(page);
  }
  await anOpenPrice(page).click();
  // The slip, named in the pseudo-locale: no letter of English left in its name.
  const slip = isPhone(page) ? page.getByRole('dialog') : page.locator('#betslip');
  await expect(slip).toHaveAccessibleName(/^\[[^A-Za-z]+\]$/);
  await expectNothingCutShort(page);
});
