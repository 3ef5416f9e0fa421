import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of ['/en/live/sport', '/en/sports/240-FOOT']) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto('http://127.0.0.1:4191' + url, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => [...document.querySelectorAll('[role="grid"]')].map((g) => {
    const rows = [...g.querySelectorAll('[role="row"]')].map((row) => [...row.querySelectorAll('button[aria-pressed]')].length);
    const more = g.querySelectorAll('a[aria-label*="more"], a[aria-label*="market"]').length;
    return `${rows.filter((n) => n >= 2).length}/${rows.length} rows with prices, ${more} more-links`;
  }));
  console.log(url, r.slice(0, 6));
}
await browser.close();
