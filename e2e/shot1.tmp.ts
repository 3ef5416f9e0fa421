import { chromium } from 'playwright-core';
const [url, file, w, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w ?? 1366), height: Number(h ?? 768) }, colorScheme: 'dark' });
await page.goto(url!);
await page.waitForTimeout(2500);
await page.screenshot({ path: file! });
await browser.close();
