import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2]!; const runs = Number(process.argv[3] ?? 3);
const out: string[] = [];
for (let i = 0; i < runs; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  chrome.kill();
  const a = result!.lhr.audits;
  out.push(`score ${Math.round(result!.lhr.categories.performance!.score! * 100)} FCP ${a['first-contentful-paint']!.numericValue!.toFixed(0)} LCP ${a['largest-contentful-paint']!.numericValue!.toFixed(0)} TBT ${a['total-blocking-time']!.numericValue!.toFixed(0)}`);
}
console.log(url, '\n ', out.join('\n  '));
