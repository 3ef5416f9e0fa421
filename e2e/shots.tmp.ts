import { chromium, type Page } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:4191';
const out = '/tmp/shots';
async function main() {
  const events = (await (await fetch(`${BASE}/xapi/rest/events?eventsPerPage=6&page=1&lightWeightResponse=true`)).json()) as any;
  const picks = events.events.slice(0, 4).map((e: any) => {
    const o = e.markets[0].outcomes[0];
    return { outcomeId: o.id, outcomeDescription: o.description, marketId: e.markets[0].id, decimal: o.consolidatedPrice.currentPrice.decimal };
  });
  const login = (await (await fetch(`${BASE}/api/demo/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ like: 'demo' }) })).json()) as any;
  const answer = (await (await fetch(`${BASE}/xapi/rest/accounts/sessions?l=en&mc=web`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: login.username, password: login.password, device: { clientType: 'Browser', deviceId: 'shots-device-1', deviceType: 'Desktop' } }) })).json()) as any;
  const session = { state: { session: { ...answer.session, expiresAt: Date.now() + 3600e3, pendingFactor: null, loggedInAt: Date.now() }, savedUsername: null, deviceId: 'shots-device-1' }, version: 1 };
  const bets: Record<number, unknown> = {};
  picks.forEach((p: any, i: number) => (bets[p.outcomeId] = { ...p, ref: `sel${i + 1}`, marketDescription: '', periodDescription: '', eventDescription: '', eventId: null, previousDecimal: null, outcomeState: 'O', enabled: true, unitStake: '', includeInMultiples: true, eachWay: false, banker: false }));
  const slip = { state: { open: true, expanded: true, view: process.env.VIEW ?? 'systems', bets, multipleStakes: {}, systemStakes: {}, globalStake: '', isEachWayChecked: false, activeBetKey: null, pendingBet: null, isShowNotAvailableMessage: false, betMaybeReferred: false }, version: 1 };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [name, vp, mobile] of [['desktop', { width: 1366, height: 768 }, false], ['phone', { width: 390, height: 844 }, true]] as const) {
    const ctx = await browser.newContext({ viewport: vp, isMobile: mobile, hasTouch: mobile, colorScheme: mobile ? 'light' : 'dark', deviceScaleFactor: 1 });
    await ctx.addCookies([{ name: 'pToU', value: 'accept', url: BASE }]);
    const page: Page = await ctx.newPage();
    await page.addInitScript(([s, b]) => { localStorage.setItem('sb-session', s!); localStorage.setItem('sb-betslip', b!); }, [JSON.stringify(session), JSON.stringify(slip)]);
    await page.goto(`${BASE}/en/sports`);
    const dialog = page.getByRole('tabpanel').first();
    await page.waitForTimeout(2500);
    if (mobile) await page.getByRole('button', { name: /^Betslip, \d+ selections?$/ }).click();
    await page.getByRole('tab', { name: /System/ }).first().waitFor();
    await page.waitForTimeout(1500);
    const banker = page.getByRole('checkbox', { name: /Banker/ }).first();
    if (await banker.isVisible()) await banker.check();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${name}-systems.png` });
    await page.getByRole('tab', { name: /Singles/ }).click();
    await page.getByRole('textbox', { name: 'Stake for every single' }).fill('5');
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'Book this bet' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Book this bet' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${name}-singles.png`, fullPage: false });
    await ctx.close();
  }
  await browser.close();
}
await main();
